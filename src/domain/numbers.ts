/**
 * Numbers as a Polish office types and reads them: the one parser behind every number input and
 * the one formatter behind every number the app shows (lists, cards, edit dialogs).
 *
 * Reading: a comma or a dot is the decimal separator (`12,5`, `12.5`); thousands may be grouped
 * by a space, a no-break space or a narrow no-break space, in groups of three (`1 234,5`). Anything
 * else is refused rather than guessed: two separators (`12,5,5`, `1.234,5` — a dot is never a
 * thousands separator), letters, exponents, a lone sign or separator.
 *
 * Showing: a decimal comma, thousands grouped by a no-break space from four digits on (`9 000,5`;
 * `Intl`'s Polish default leaves four-digit numbers ungrouped, which reads inconsistently in a
 * column), every stored decimal shown, and at least as many decimals as the field's step has
 * (litres and prices, step 0.01: `6,30`, `55,00`). Coordinates (up to 10 decimals) and integer
 * fields (fleet numbers: identifiers) are not grouped.
 */
import type { FieldSpec } from './fields';
import { decimalPlaces, roundCoordinate } from './geo';

export const numberMessages = {
  number: 'Podaj liczbę, np. 12,5 lub 1 234,5.',
  integer: 'Podaj liczbę całkowitą.',
  decimals: (places: number) =>
    places === 1 ? 'Podaj wartość z najwyżej jednym miejscem po przecinku.' : `Podaj wartość z najwyżej ${places} miejscami po przecinku.`,
  moneyPlaces: 'Podaj kwotę z najwyżej 2 miejscami po przecinku.',
} as const;

/** Sign, integer part (plain digits, or groups of three after a first group of one to three), fraction. */
export const DECIMAL_TEXT = /^([-\u2212]?)(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d*)(?:[.,](\d+))?$/;

/** The number a typed text means, or null when it is not one number written as above. */
export function parseDecimal(text: string): number | null {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return null;
  const [, sign, integerPart, fraction] = match;
  if (integerPart === '' && fraction === undefined) return null;
  const digits = integerPart.replace(/\D/g, '') || '0';
  const value = Number(`${sign ? '-' : ''}${digits}.${fraction ?? '0'}`);
  return Number.isFinite(value) ? value + 0 : null; // `+ 0` turns -0 into 0
}

/** The registry's number kinds: typed as decimal text, shown by `formatFieldNumber`. */
export const isNumberField = (field: FieldSpec) =>
  field.type === 'integer' ||
  field.type === 'number' ||
  field.type === 'latitude' ||
  field.type === 'longitude' ||
  field.type === 'money' ||
  field.type === 'decimal';

const isCoordinate = (field: FieldSpec) => field.type === 'latitude' || field.type === 'longitude';

/** Decimals a field allows: money 2, a decimal its `scale`, others their step's (0.01 → 2); undefined: any. */
export const stepDecimals = (field: FieldSpec): number | undefined =>
  field.type === 'money' ? 2 : field.type === 'decimal' ? (field.scale ?? 0) : field.step === undefined ? undefined : decimalPlaces(field.step);

/** The number a form value stands for (typed text or a number already), or null. */
export function numberOf(value: unknown): number | null {
  const number = typeof value === 'string' ? parseDecimal(value) : typeof value === 'number' ? value : null;
  return number !== null && Number.isFinite(number) ? number : null;
}

/** As `numberOf`, coordinates rounded to the 10 decimals they travel with (spec §5). */
export function fieldNumber(field: FieldSpec, value: unknown): number | null {
  const number = numberOf(value);
  return number !== null && isCoordinate(field) ? roundCoordinate(number) : number;
}

export type NumberReading = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * A number field's form value as it will be sent, or the Polish message refusing it: text that is
 * not a number, or more decimals than the field's step. Blank values are left to the required rule;
 * range and integer-ness to the shared write validation.
 */
export function readNumberField(field: FieldSpec, value: unknown): NumberReading {
  if (!isNumberField(field) || value === undefined || value === null) return { ok: true, value };
  if (typeof value === 'string' && value.trim() === '') return { ok: true, value: null };
  const number = fieldNumber(field, value);
  if (number === null) {
    return { ok: false, message: field.type === 'integer' ? numberMessages.integer : numberMessages.number };
  }
  const places = stepDecimals(field);
  if (places !== undefined && decimalPlaces(number) > places) {
    return { ok: false, message: field.type === 'money' ? numberMessages.moneyPlaces : numberMessages.decimals(places) };
  }
  return { ok: true, value: number };
}

/** Every number field of a form read as above: the values with numbers in place of text, and the refusals. */
export function readNumberFields(fields: Record<string, FieldSpec>, values: Record<string, unknown>) {
  const read: Record<string, unknown> = { ...values };
  const errors: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (!(name in values)) continue;
    const reading = readNumberField(field, values[name]);
    if (reading.ok) read[name] = reading.value;
    else errors[name] = reading.message;
  }
  return { values: read, errors };
}

const MAX_SHOWN_DECIMALS = 20;
const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number Polish-style: decimal comma, every decimal it has but at least `minDecimals`, thousands
 * grouped by a no-break space from four digits on unless `grouping` is false.
 */
export function formatDecimal(value: number, { minDecimals = 0, grouping = true } = {}): string {
  const maxDecimals = Math.min(MAX_SHOWN_DECIMALS, Math.max(minDecimals, decimalPlaces(value)));
  const key = `${minDecimals}/${maxDecimals}/${grouping}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('pl-PL', {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      useGrouping: grouping ? 'always' : false,
    });
    formats.set(key, format);
  }
  return format.format(value);
}

const groupsDigits = (field: FieldSpec) => field.type === 'number' || field.type === 'money' || field.type === 'decimal';

/** A number field's value as edit dialogs show it (see the rules above). */
export const formatFieldNumber = (field: FieldSpec, value: number): string =>
  formatDecimal(value, { minDecimals: stepDecimals(field) ?? 0, grouping: groupsDigits(field) });

/** A number field's value as lists and cards show it: rounded to its `shownDecimals` when it has them. */
export const showFieldNumber = (field: FieldSpec, value: number): string =>
  field.shownDecimals === undefined
    ? formatFieldNumber(field, value)
    : formatDecimal(Number(value.toFixed(field.shownDecimals)), { minDecimals: field.shownDecimals, grouping: groupsDigits(field) });

/** A money field's value as the app shows it: `1 234,50 zł` (always two decimals, grouped). */
export const formatMoney = (value: number): string => `${formatDecimal(value, { minDecimals: 2 })}\u00a0zł`;

/** A figure rounded to two decimals (litres, hours, złoty), half up; never −0. */
export const roundHundredths = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100 || 0;
