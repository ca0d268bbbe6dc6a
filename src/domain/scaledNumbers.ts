/**
 * Exact decimals (money, `decimal` fields): a value travels as a JSON number in its unit (złoty)
 * and is stored as a whole number of its smallest unit (grosze: 10^-2), so the database adds and
 * compares whole numbers and no binary fraction ever reaches a column. Text is read digit by
 * digit, never through a float multiplication (0.29 × 100 is 28.999999999999996).
 */
import type { FieldSpec } from './fields';
import { DECIMAL_TEXT } from './numbers';

/** Places after the comma of an exact-decimal field: money 2, a decimal its `scale` (default 2). */
export const scaleOf = (field: FieldSpec): number => (field.type === 'money' ? 2 : (field.scale ?? 2));

/** Money and `decimal`: stored as scaled whole numbers (BIGINT). */
export const isScaled = (field: FieldSpec): boolean => field.type === 'money' || field.type === 'decimal';

export type ScaledReading = { ok: true; units: number } | { ok: false; problem: 'number' | 'places' | 'size' };

/**
 * A number or a Polish decimal text (`1 234,50`, `1234.5`, `-3`) as whole units of 10^-scale.
 * A number is read from its shortest decimal text (what JSON carried), so 0.1 is exactly 10 grosze.
 */
export function readScaled(value: unknown, scale: number): ScaledReading {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, problem: 'number' };
    text = String(value);
    // 1e-7 or 1e+21: no decimal text a person typed.
    if (/e/i.test(text)) return { ok: false, problem: Math.abs(value) < 1 ? 'places' : 'size' };
  } else if (typeof value === 'string') text = value;
  else return { ok: false, problem: 'number' };
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return { ok: false, problem: 'number' };
  const [, sign, integerPart, fraction = ''] = match;
  if (integerPart === '' && fraction === '') return { ok: false, problem: 'number' };
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > scale) return { ok: false, problem: 'places' };
  const digits = (integerPart.replace(/\D/g, '') || '0').replace(/^0+(?=\d)/, '') + significant.padEnd(scale, '0');
  if (digits.length > 16 || !Number.isSafeInteger(Number(digits))) return { ok: false, problem: 'size' };
  const units = Number(digits);
  return { ok: true, units: sign && units !== 0 ? -units : units };
}

/** Whole units as the number they stand for (correctly rounded: 123450 / 100 is the double nearest 1234.5). */
export const unitsToNumber = (units: number | string | bigint, scale: number): number => Number(units) / 10 ** scale;

/** A validated value (a number with at most `scale` places) as whole units; throws on anything else. */
export function numberToUnits(value: number, scale: number): number {
  const reading = readScaled(value, scale);
  if (!reading.ok) throw new RangeError(`${value} is no decimal with ${scale} places`);
  return reading.units;
}
