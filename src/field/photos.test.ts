import { describe, expect, it } from 'vitest';
import { reducedSize } from './photos';

describe('reducedSize', () => {
  it('brings the longest side of a camera picture down to 1600 px, keeping its proportions', () => {
    expect(reducedSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(reducedSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
  });

  it('leaves a picture already small enough as it is', () => {
    expect(reducedSize(1280, 720)).toEqual({ width: 1280, height: 720 });
  });
});
