import { describe, expect, it } from 'vitest';
import { numberToUnits, readScaled, unitsToNumber } from './scaledNumbers';

describe('exact decimals', () => {
  it('reads numbers and Polish texts into whole grosze without float error', () => {
    expect(readScaled(0.29, 2)).toEqual({ ok: true, units: 29 });
    expect(0.29 * 100).not.toBe(29); // why the text route: the float product is 28.999999999999996
    expect(readScaled(0.1 + 0.2, 2)).toEqual({ ok: false, problem: 'places' }); // 0.30000000000000004 is no amount
    expect(readScaled('1 234,50', 2)).toEqual({ ok: true, units: 123450 });
    expect(readScaled('1234.5', 2)).toEqual({ ok: true, units: 123450 });
    expect(readScaled('99\u00a0999\u00a0999,99', 2)).toEqual({ ok: true, units: 9999999999 });
    expect(readScaled('-3', 1)).toEqual({ ok: true, units: -30 });
    expect(readScaled('12,340', 2)).toEqual({ ok: true, units: 1234 });
  });

  it('refuses more places than the scale, text that is no number, and sizes past exact integers', () => {
    expect(readScaled('0,005', 2)).toEqual({ ok: false, problem: 'places' });
    expect(readScaled(1e-7, 2)).toEqual({ ok: false, problem: 'places' });
    expect(readScaled('1.234,5', 2)).toEqual({ ok: false, problem: 'number' });
    expect(readScaled('12 zł', 2)).toEqual({ ok: false, problem: 'number' });
    expect(readScaled(null, 2)).toEqual({ ok: false, problem: 'number' });
    expect(readScaled('999999999999999999', 2)).toEqual({ ok: false, problem: 'size' });
  });

  it('gives units back as the nearest number, and that number back as the same units', () => {
    for (const units of [1, 10, 29, 123450, 9999999999, 30]) expect(numberToUnits(unitsToNumber(units, 2), 2)).toBe(units);
    expect(unitsToNumber('123450', 2)).toBe(1234.5);
  });
});
