/**
 * The company calendar of the demo: calendar days in Europe/Warsaw, working days (Monday to
 * Saturday except Polish public holidays) and local clock times turned into UTC instants.
 * Independent of the machine's time zone.
 */
import { TZDate } from '@date-fns/tz';
import { holidayOn, isoDate } from '../workTime/calendar';

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
export function companyDayNumber(instant: Date, zone: string): number {
  const local = new TZDate(instant.getTime(), zone);
  return Math.round(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()) / DAY_MS);
}

/** yyyy-MM-dd of a day number. */
export const isoDay = (number: number): string => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** A Polish public holiday (src/domain/workTime/calendar.ts: the fixed ones, the movable ones, Wigilia since 2025). */
export const isPublicHoliday = (day: CalendarDay): boolean => holidayOn(isoDate(day.year, day.month, day.day)) !== undefined;

export const isWorkingDay = (day: CalendarDay): boolean => day.weekday !== 0 && !isPublicHoliday(day);

/**
 * Local clock times of the company's days as UTC milliseconds. The offset is taken at noon, so
 * working hours are right on the days the clocks change (the change happens at night).
 */
export class CompanyClock {
  private readonly noonCache = new Map<number, number>();

  constructor(private readonly zone: string) {}

  /** UTC milliseconds of `minutes` after local midnight of the day. */
  at(day: number, minutes: number): number {
    let noon = this.noonCache.get(day);
    if (noon === undefined) {
      const { year, month, day: dayOfMonth } = calendarDay(day);
      noon = new TZDate(year, month - 1, dayOfMonth, 12, 0, 0, this.zone).getTime();
      this.noonCache.set(day, noon);
    }
    return noon + (minutes - 12 * 60) * MINUTE_MS;
  }
}

export const isoInstant = (milliseconds: number): string => new Date(milliseconds).toISOString();
