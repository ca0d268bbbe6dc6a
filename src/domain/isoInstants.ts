/**
 * UTC ISO instants (`2026-03-15T07:23:45.000Z`, as the server stores them) read off their text for
 * exports of hundreds of thousands of rows: the hour's start is parsed once per UTC hour, the
 * minutes, seconds and milliseconds are digits. Other forms (offsets, no `Z`) go to Date.parse,
 * whose result every function here equals.
 */

/** `yyyy-MM-ddTHH:mm[:ss[.f…]]Z`. */
const UTC_ISO = /^\d{4}-\d\d-\d\dT(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?Z$/;
/** UTC hours kept at most (a year is 8,760 hours). */
const MAX_CACHED_HOURS = 100_000;
const hourStarts = new Map<string, number>();
/** The hour read last: rows in time order read the same hour again and again. */
let lastKey = '';
let lastStart = NaN;
/**
 * The two texts read last and their hours (undefined: not UTC ISO): a row's columns read the same
 * start and end instants in turn (its date, its times, its duration).
 */
const recent: Array<{ iso: string; start: number | undefined }> = [
  { iso: '', start: undefined },
  { iso: '', start: undefined },
];

function readHourStart(iso: string): number | undefined {
  if (!UTC_ISO.test(iso)) return undefined;
  if (lastKey !== '' && iso.startsWith(lastKey)) return lastStart;
  const key = iso.slice(0, 13);
  let start = hourStarts.get(key);
  if (start === undefined) {
    if (hourStarts.size >= MAX_CACHED_HOURS) hourStarts.clear();
    start = Date.parse(`${key}:00:00.000Z`);
    hourStarts.set(key, start);
  }
  lastKey = key;
  lastStart = start;
  return start;
}

/** The start (ms since the epoch; NaN for no such day) of the UTC hour the text falls in; undefined when it is not UTC ISO. */
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

const digit = (text: string, index: number) => text.charCodeAt(index) - 48;

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
