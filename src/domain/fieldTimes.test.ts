import { describe, expect, it } from 'vitest';
import { isTooFarAhead } from './fieldTimes';

describe("the phone's times", () => {
  const now = Date.parse('2026-11-28T10:00:00.000Z');
  it('takes any past time and a clock up to two minutes ahead, and refuses one further ahead', () => {
    expect(isTooFarAhead('2026-11-20T10:02:00.000Z', now)).toBe(false);
    expect(isTooFarAhead('2026-11-28T10:02:00.000Z', now)).toBe(false);
    expect(isTooFarAhead('2026-11-28T10:02:01.000Z', now)).toBe(true);
  });
});
