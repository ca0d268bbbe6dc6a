/**
 * UTC ISO instants (`2026-03-15T07:23:45.000Z`, as the server stores them) read off their text for
 * exports of hundreds of thousands of rows: the date and hour give the hour's start, the minutes,
 * seconds and milliseconds are digits. Other forms (offsets, no `Z`) go to Date.parse,
 * whose result every function here equals.
 */

const digit = (text: string, index: number) => text.charCodeAt(index) - 48;
const isDigit = (text: string, index: number) => {
  const value = digit(text, index);
  return value >= 0 && value <= 9;
};
/** The two digits at `index` as a number, or -1. */
const twoDigits = (text: string, index: number) => (isDigit(text, index) && isDigit(text, index + 1) ? digit(text, index) * 10 + digit(text, index + 1) : -1);

/** `:ss`, `:ss.f…` (1–9 digits) or nothing, then `Z`, from index 16 on. */
function isSecondsAndZone(iso: string): boolean {
  const end = iso.length - 1;
  if (end === 16) return true;
  if (iso.charCodeAt(16) !== 58 || twoDigits(iso, 17) < 0 || twoDigits(iso, 17) > 59) return false;
  if (end === 19) return true;
  if (iso.charCodeAt(19) !== 46 || end - 20 < 1 || end - 20 > 9) return false;
  for (let index = 20; index < end; index++) if (!isDigit(iso, index)) return false;
  return true;
}

/** See utcHourStart. */
function readHourStart(iso: string): number | undefined {
  const length = iso.length;
  if (length < 17 || iso.charCodeAt(length - 1) !== 90) return undefined;
  if (iso.charCodeAt(4) !== 45 || iso.charCodeAt(7) !== 45 || iso.charCodeAt(10) !== 84 || iso.charCodeAt(13) !== 58) return undefined;
  const century = twoDigits(iso, 0);
  const yearOfCentury = twoDigits(iso, 2);
  const year = century * 100 + yearOfCentury;
  const month = twoDigits(iso, 5);
  const day = twoDigits(iso, 8);
  const hour = twoDigits(iso, 11);
  const minute = twoDigits(iso, 14);
  if (century < 0 || yearOfCentury < 0 || year < 100 || month < 1 || month > 12 || day < 1 || day > 31 || hour < 0 || hour > 23 || minute < 0 || minute > 59)
    return undefined;
  if (!isSecondsAndZone(iso)) return undefined;
  return Date.UTC(year, month - 1, day, hour);
}

/**
 * The two texts read last and their hours: a row's columns read the same start and end instants
 * in turn (its date, its times, its duration).
 */
const recent: Array<{ iso: string; start: number | undefined }> = [
  { iso: '', start: undefined },
  { iso: '', start: undefined },
];

/**
 * The start (ms since the epoch) of the UTC hour the text falls in when it is written
 * `yyyy-MM-ddTHH:mm[:ss[.f…]]Z`; undefined for any other text. A day past its month's end moves
 * on to the next month, as Date.parse does; years before 100 are left to Date.parse.
 */
export function utcHourStart(iso: string): number | undefined {
  if (iso === recent[0].iso) return recent[0].start;
  if (iso === recent[1].iso) return recent[1].start;
  const older = recent[1];
  recent[1] = recent[0];
  older.iso = iso;
  older.start = readHourStart(iso);
  recent[0] = older;
  return older.start;
}

/** Milliseconds since the epoch, as Date.parse gives them (NaN when the text is no instant). */
export function instantMs(iso: string): number {
  const start = utcHourStart(iso);
  if (start === undefined) return Date.parse(iso);
  let ms = start + (digit(iso, 14) * 10 + digit(iso, 15)) * 60_000;
  if (iso.length >= 20) ms += (digit(iso, 17) * 10 + digit(iso, 18)) * 1000;
  // `.f…Z`: milliseconds are the first three digits, as Date.parse truncates them.
  const fractionDigits = iso.length - 21;
  if (fractionDigits >= 1) ms += digit(iso, 20) * 100;
  if (fractionDigits >= 2) ms += digit(iso, 21) * 10;
  if (fractionDigits >= 3) ms += digit(iso, 22);
  return ms;
}
