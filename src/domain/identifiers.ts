/**
 * Named formats of text fields (`identifier` in src/domain/fields.ts): Polish identifiers with
 * their checksums (facts in /work/shared/POLISH.md), e-mail addresses, Polish phone numbers and
 * registration plates. Each reads what an office types (dashes, spaces, lower case) and gives the
 * one form stored, so equal values compare equal (and unique rules hold) however they were typed;
 * null when the text is no such value.
 */
import type { NamedValidator } from './fields';

const weightedSum = (digits: string, weights: readonly number[]) => weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];
const REGON9_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7];
const REGON14_WEIGHTS = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];

/** 11 digits whose last is the check digit of the first ten. */
export function isValidPesel(text: string): boolean {
  if (!/^\d{11}$/.test(text)) return false;
  return (10 - (weightedSum(text, PESEL_WEIGHTS) % 10)) % 10 === Number(text[10]);
}

/** Digits of a number written with spaces or dashes (`123-456-32-18`), or null when anything else is in it. */
const digitsOf = (text: string) => (/^[\d\s-]+$/.test(text) ? text.replace(/[\s-]/g, '') : null);

/** NIP: 10 digits, the weighted sum of nine mod 11 is the tenth (10 never is). Stored as the 10 digits. */
export function normalizeNip(text: string): string | null {
  const digits = digitsOf(text.replace(/^PL/i, ''));
  if (!digits || !/^\d{10}$/.test(digits)) return null;
  const check = weightedSum(digits, NIP_WEIGHTS) % 11;
  return check !== 10 && check === Number(digits[9]) ? digits : null;
}

const regonCheck = (digits: string, weights: readonly number[]) => (weightedSum(digits, weights) % 11) % 10;

/** REGON: 9 digits, or 14 whose first nine are a REGON too; each with its check digit. Stored as the digits. */
export function normalizeRegon(text: string): string | null {
  const digits = digitsOf(text);
  if (!digits || !/^(\d{9}|\d{14})$/.test(digits)) return null;
  if (regonCheck(digits, REGON9_WEIGHTS) !== Number(digits[8])) return null;
  if (digits.length === 14 && regonCheck(digits, REGON14_WEIGHTS) !== Number(digits[13])) return null;
  return digits;
}

/** One @, a dot in the domain, no spaces: what a mail program takes (the full RFC is no office's concern). */
export function normalizeEmail(text: string): string | null {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text) ? text : null;
}

/** The geographic area codes of Polish landlines (Kraków 12, Warszawa 22, Łódź 42…). */
const AREA_CODES = new Set([
  12, 13, 14, 15, 16, 17, 18, 22, 23, 24, 25, 29, 32, 33, 34, 41, 42, 43, 44, 46, 48, 52, 54, 55, 56, 58, 59, 61, 62, 63, 65, 67, 68, 71, 74, 75, 76, 77, 81,
  82, 83, 84, 85, 86, 87, 89, 91, 94, 95,
]);

/**
 * A Polish phone number: 9 digits, optionally after +48 or 0048, spaces, dashes and parentheses
 * allowed. Stored in one form for lists, dialling and comparing, grouped as its kind is written: a
 * landline as its area code and 3-2-2 (`+48 42 630 11 22`), a mobile or any other number in threes
 * (`+48 600 100 200`).
 */
export function normalizePhone(text: string): string | null {
  if (!/^[\d\s()+-]+$/.test(text)) return null;
  const digits = text.replace(/[\s()-]/g, '').replace(/^(\+|00)48(?=\d{9}$)/, '');
  if (!/^\d{9}$/.test(digits)) return null;
  return AREA_CODES.has(Number(digits.slice(0, 2)))
    ? `+48 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`
    : `+48 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

/**
 * A Polish registration plate: a district of 2–3 letters, then 4–5 letters and digits (at least one
 * digit), `FZI 13RS`, `EP 99H03`. Stored upper case with the one customary space after the district
 * when it was typed with one (`fzi  13rs` → `FZI 13RS`), else without spaces (`FZI13RS`).
 */
export function normalizePlate(text: string): string | null {
  const upper = text
    .toUpperCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
  const parts = upper.split(' ');
  if (parts.length > 2) return null;
  const [district, rest] = parts.length === 2 ? parts : [upper, ''];
  const compact = district + rest;
  if (!/^[A-Z]{2,3}[A-Z0-9]{4,5}$/.test(compact) || compact.length > 8) return null;
  if (parts.length === 2 && !(/^[A-Z]{2,3}$/.test(district) && /^[A-Z0-9]{4,5}$/.test(rest))) return null;
  if (!/\d/.test(compact.slice(2))) return null;
  return upper;
}

/**
 * A machine's registration number, Polish or foreign (`FZ 1234A`, `B-AB 1234`): letters, digits,
 * spaces and dashes, stored upper case with single spaces (`fz  1234a` → `FZ 1234A`). Unlike `plate`,
 * no Polish layout is required: a machine may carry a foreign or a special-vehicle number.
 */
export function normalizeRegistration(text: string): string | null {
  const upper = text.toUpperCase().replace(/\s+/g, ' ').trim();
  return /^[\p{L}\d][\p{L}\d -]*$/u.test(upper) ? upper : null;
}

/** Named formats → the stored form of a text, or null when the text is not one. */
export const normalizeIdentifier: Record<NamedValidator, (text: string) => string | null> = {
  pesel: (text) => (isValidPesel(text) ? text : null),
  nip: normalizeNip,
  regon: normalizeRegon,
  email: normalizeEmail,
  phone: normalizePhone,
  plate: normalizePlate,
  registration: normalizeRegistration,
};

/** The Polish message when a text is not of its named format. */
export const identifierMessages: Record<NamedValidator, string> = {
  pesel: 'Niepoprawny numer PESEL.',
  nip: 'Niepoprawny numer NIP (10 cyfr z poprawną cyfrą kontrolną).',
  regon: 'Niepoprawny numer REGON (9 lub 14 cyfr z poprawną cyfrą kontrolną).',
  email: 'Niepoprawny adres e-mail.',
  phone: 'Podaj numer telefonu: 9 cyfr, opcjonalnie z +48.',
  plate: 'Niepoprawny numer rejestracyjny (np. FZI 13RS).',
  registration: 'Podaj numer rejestracyjny: litery, cyfry, spacje lub myślniki.',
};
