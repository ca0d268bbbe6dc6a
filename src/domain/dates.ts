/**
 * Calendar helpers shared by the app and the server. Every date and time people see or type is
 * read in the company's time zone (the server's `COMPANY_TIME_ZONE`, Europe/Warsaw by default),
 * whatever the zone of the browser or the server's machine. Each function that needs the zone
 * takes it as a required argument (issue 29 §5): there is no module-wide zone. The server passes
 * its config's; the app reads it from its React context (src/state/companyTimeZone.ts).
 */
import { tzOffset } from '@date-fns/tz';
import { instantMs } from './isoInstants';

export const DEFAULT_COMPANY_TIME_ZONE = 'Europe/Warsaw';

/** An IANA zone name the platform knows ("Europe/Warsaw", "UTC"); offsets like "+01:00" are not zones. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone name when the platform knows it, else a RangeError: how a zone read from a setting, the
 * server's answer or a phone's memory is checked before anything uses it.
 */
export function checkedTimeZone(name: string): string {
  if (!isTimeZone(name)) throw new RangeError(`Not an IANA time zone: ${name}`);
  return name;
}

/** Local wall-clock fields (month 1-12). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The instant the company's clocks show `wall`. Where the clocks went forward (the last Sunday of
 * March, 02:00-02:59 in Warsaw) a time that never showed is read with the offset before the change,
 * so 02:30 is the instant shown as 03:30; where they went back (the last Sunday of October, 02:00-02:59
 * twice) the first of the two instants is meant. This is the "compatible" rule of JavaScript's Date
 * and Temporal.
 */
export function companyInstant(wall: WallClock, zone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const before = tzOffset(zone, new Date(asUtc - DAY_MS));
  const after = tzOffset(zone, new Date(asUtc + DAY_MS));
  const matching = [before, after]
    .map((offset) => asUtc - offset * MINUTE_MS)
    .filter((instant) => tzOffset(zone, new Date(instant)) * MINUTE_MS === asUtc - instant);
  return new Date(matching.length > 0 ? Math.min(...matching) : asUtc - before * MINUTE_MS);
}

/** The company's wall clock at an instant. */
export function companyWallClock(instant: Date | number, zone: string): WallClock {
  // The zone's offset added, the UTC fields are the wall clock (no Date subclass: test clocks replace Date).
  const local = new Date(+instant + tzOffset(zone, new Date(+instant)) * MINUTE_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/**
 * A UTC ISO instant as a browser Date whose local fields are the company's wall clock (what
 * date-fns based pickers work with), or null when the value is no instant.
 */
export function wallClockDate(iso: unknown, zone: string): Date | null {
  if (typeof iso !== 'string' || !iso || Number.isNaN(Date.parse(iso))) return null;
  const wall = companyWallClock(Date.parse(iso), zone);
  return new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
}

/**
 * The inverse of `wallClockDate`: the local fields of a browser Date read as the company's clock, as
 * UTC ISO. When `current` (the value before an edit) shows the same minute, it is kept: of the
 * autumn's repeated hour, an unchanged second 02:30 stays the second.
 */
export function fromWallClockDate(date: Date, current: unknown, zone: string): string {
  const shown = wallClockDate(current, zone);
  if (shown && shown.getTime() === new Date(date).setSeconds(0, 0)) return String(current);
  return companyInstant(
    {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    },
    zone,
  ).toISOString();
}

/** The company's calendar day now, as a browser Date at local midnight (how the calendars hold days). */
export function companyToday(now: Date | number, zone: string): Date {
  const wall = companyWallClock(now, zone);
  return new Date(wall.year, wall.month - 1, wall.day);
}

const shownFormats = new Map<string, Intl.DateTimeFormat>();

function shownFormat(kind: 'date' | 'time', zone: string): Intl.DateTimeFormat {
  const key = `${kind} ${zone}`;
  let result = shownFormats.get(key);
  if (!result) {
    // The day and month always with two digits (the short date style writes 5.11.2026).
    result = new Intl.DateTimeFormat('pl-PL', {
      timeZone: zone,
      ...(kind === 'date' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    });
    shownFormats.set(key, result);
  }
  return result;
}

/** An instant as the screens show it, Polish and 24-hour in the company's zone: "05.11.2026 11:53". */
export const showDateTime = (iso: string, zone: string): string => `${showDate(iso, zone)} ${showTime(iso, zone)}`;
/** The company's calendar day of an instant: "05.11.2026". */
export const showDate = (iso: string, zone: string): string => shownFormat('date', zone).format(Date.parse(iso));
/** The company's time of day of an instant: "11:53". */
export const showTime = (iso: string, zone: string): string => shownFormat('time', zone).format(Date.parse(iso));

/** A calendar day, padded or not ("2026-1-5" or "2026-01-05"), or null when it is no real day. */
export function parseCalendarDay(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/**
 * Whether a date or date-time text names a day the calendar has not ("2026-02-31",
 * "2026-02-31T10:00"): a month of 1–12 and a day of 1–31, but no such day in that month.
 */
export function isNoSuchDay(text: string): boolean {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?=$|[T ])/.exec(text.trim());
  if (!match) return false;
  const [, year, month, day] = match;
  return Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= 31 && parseCalendarDay(`${year}-${month}-${day}`) === null;
}

/** The calendar day a browser Date at local midnight stands for (how the calendars hold days). */
export const calendarDay = (date: Date): { year: number; month: number; day: number } => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
});

/** The instant a calendar day starts in the company's time zone, as UTC ISO. */
export function startOfCompanyDay(day: { year: number; month: number; day: number }, zone: string): string {
  return companyInstant({ ...day, hour: 0, minute: 0 }, zone).toISOString();
}

/** The half-open UTC interval [from, to) covering the calendar days from..to inclusive. */
export function companyDayRange(
  from: { year: number; month: number; day: number },
  to: { year: number; month: number; day: number },
  zone: string,
): { fromIso: string; toIso: string } {
  // UTC arithmetic: date-fns' addDays works in the process's zone, where a day can be 23 hours.
  const next = new Date(Date.UTC(to.year, to.month - 1, to.day + 1));
  return {
    fromIso: startOfCompanyDay(from, zone),
    toIso: startOfCompanyDay({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() }, zone),
  };
}

/** A calendar day `yyyy-MM-dd` as people read it: "25.10.2026". */
export const showDay = (day: string): string => day.split('-').reverse().join('.');

/** A date as the exports' query wants it: year-month-day without zero padding (spec §7). */
export const unpaddedDay = (date: Date): string => `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;

/** A calendar day (or a wall clock's day) as yyyy-MM-dd, as the API's dates are written. */
export const isoDay = ({ year, month, day }: { year: number; month: number; day: number }): string =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** A date as the lists' query wants it: yyyy-MM-dd (spec §7). */
export const paddedDay = (date: Date): string =>
  `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Normalises any parseable date-time to UTC ISO with milliseconds, or null. */
export function toUtcIso(value: string): string | null {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** Ride duration "Xh Ym" from seconds; empty when there is no end (spec §2 /rides). */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return '';
  const totalMinutes = Math.floor(seconds / 60);
  return `${Math.floor(totalMinutes / 60)}h ${totalMinutes % 60}m`;
}

/** Seconds between two ISO instants, or null when the end is missing. */
export function durationSeconds(startIso: string, endIso: string | null | undefined): number | null {
  if (!endIso) return null;
  return Math.round((instantMs(endIso) - instantMs(startIso)) / 1000);
}
