/**
 * The company calendar of the demo: calendar days in Europe/Warsaw, working days (Monday to
 * Saturday except Polish public holidays) and local clock times turned into UTC instants.
 * Independent of the machine's time zone.
 */
import { TZDate } from '@date-fns/tz';
import { companyTimeZone } from '../dates';

const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;

/** A calendar day; `number` counts days since 1970-01-01 and keys the random streams. */
export interface CalendarDay {
  number: number;
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

export function calendarDay(number: number): CalendarDay {
  const date = new Date(number * DAY_MS);
  return {
    number,
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  };
}

/** The company's calendar day at an instant. */
export function companyDayNumber(instant: Date): number {
  const local = new TZDate(instant.getTime(), companyTimeZone());
  return Math.round(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()) / DAY_MS);
}

/** yyyy-MM-dd of a day number. */
export const isoDay = (number: number): string => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** Gregorian Easter Sunday (anonymous algorithm) as a day number. */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** Polish public holidays (fixed dates; Wigilia since 2025). */
const FIXED_HOLIDAYS = ['01-01', '01-06', '05-01', '05-03', '08-15', '11-01', '11-11', '12-24', '12-25', '12-26'];

export function isPublicHoliday(day: CalendarDay): boolean {
  const monthDay = `${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
  if (FIXED_HOLIDAYS.includes(monthDay)) return monthDay !== '12-24' || day.year >= 2025;
  const easter = easterSunday(day.year);
  // Easter Monday and Corpus Christi (the other movable feasts fall on Sundays).
  return day.number === easter + 1 || day.number === easter + 60;
}

export const isWorkingDay = (day: CalendarDay): boolean => day.weekday !== 0 && !isPublicHoliday(day);

/**
 * Local clock times of the company's days as UTC milliseconds. The offset is taken at noon, so
 * working hours are right on the days the clocks change (the change happens at night).
 */
export class CompanyClock {
  private readonly noonCache = new Map<number, number>();

  /** UTC milliseconds of `minutes` after local midnight of the day. */
  at(day: number, minutes: number): number {
    let noon = this.noonCache.get(day);
    if (noon === undefined) {
      const { year, month, day: dayOfMonth } = calendarDay(day);
      noon = new TZDate(year, month - 1, dayOfMonth, 12, 0, 0, companyTimeZone()).getTime();
      this.noonCache.set(day, noon);
    }
    return noon + (minutes - 12 * 60) * MINUTE_MS;
  }
}

export const isoInstant = (milliseconds: number): string => new Date(milliseconds).toISOString();
