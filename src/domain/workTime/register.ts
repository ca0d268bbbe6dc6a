/**
 * A person's working-time register for a month (ewidencja czasu pracy, issue 33 §1), from their work
 * days: each company day's start, end and hours, hours at night, on Sundays and public holidays and
 * beyond 8; the days without work; the month's totals against its art. 130 norm. A work day crossing
 * midnight is split there into its two company days (DST-safe: days are the company zone's).
 */
import { companyInstant, companyWallClock } from '../dates';
import { daysInMonth, HOURS_PER_DAY, holidayOn, isoDate, type IsoDate, monthNorm, weekdayOf } from './calendar';
import { NIGHT_MINUTES, nightStartMinutes, type NightHours } from './nightHours';

export interface WorkInterval {
  datetime_start: string;
  datetime_end?: string | null;
}

export type DayKind = 'working' | 'saturday' | 'sunday' | 'holiday';

export interface RegisterDay {
  date: IsoDate;
  weekday: number;
  kind: DayKind;
  holiday: string | null;
  /** Company time HH:mm of the day's first work, or null. */
  start: string | null;
  /** Company time HH:mm of the day's last work ("24:00" when it goes on past midnight), or null. */
  end: string | null;
  hours: number;
  night_hours: number;
  sunday_holiday_hours: number;
  overtime_hours: number;
  /** A work day begun that day is still open (no end): it counts no hours yet. */
  open: boolean;
}

export interface RegisterTotals {
  norm_hours: number;
  hours: number;
  night_hours: number;
  sunday_holiday_hours: number;
  overtime_hours: number;
  /** hours − norm_hours. */
  difference_hours: number;
  days_worked: number;
  /** Working days (Monday to Friday, no holiday) of the month with no work, up to today (none later). */
  days_without_work: number;
}

export interface MonthRegister {
  days: RegisterDay[];
  totals: RegisterTotals;
}

export interface Month {
  year: number;
  month: number;
}

const HOUR_MS = 3_600_000;
const hours = (ms: number) => Math.round((ms / HOUR_MS) * 100) / 100;
const overlap = (a0: number, a1: number, b0: number, b1: number) => Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

/** The company day's kind by the calendar. */
export function dayKind(date: IsoDate, weekday: number): DayKind {
  if (weekday === 7) return 'sunday';
  if (holidayOn(date)) return 'holiday';
  return weekday === 6 ? 'saturday' : 'working';
}

/** The UTC ISO instants bounding the month's company days: [first midnight, the next month's first midnight). */
export function monthBounds({ year, month }: Month, zone: string): { from: string; to: string } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return {
    from: companyInstant({ year, month, day: 1, hour: 0, minute: 0 }, zone).toISOString(),
    to: companyInstant({ ...next, day: 1, hour: 0, minute: 0 }, zone).toISOString(),
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** The company's date today, yyyy-MM-dd. */
export function companyIsoDate(now: number, zone: string): IsoDate {
  const wall = companyWallClock(now, zone);
  return isoDate(wall.year, wall.month, wall.day);
}

/**
 * The register of one person's month from their work days (any order; those outside the month are
 * ignored). Days after `today` (the company's, yyyy-MM-dd) are not yet days without work.
 */
export function monthRegister(month: Month, work: readonly WorkInterval[], night: NightHours, zone: string, today?: IsoDate): MonthRegister {
  const intervals = work.map((row) => ({
    start: Date.parse(row.datetime_start),
    end: row.datetime_end ? Date.parse(row.datetime_end) : null,
  }));
  const nightStart = nightStartMinutes(night);
  const nightEnd = nightStart + NIGHT_MINUTES - 1440;
  const at = (day: number, minutes: number) =>
    companyInstant({ year: month.year, month: month.month, day, hour: Math.floor(minutes / 60), minute: minutes % 60 }, zone).getTime();
  const clock = (ms: number) => {
    const wall = companyWallClock(ms, zone);
    return `${two(wall.hour)}:${two(wall.minute)}`;
  };

  const days: RegisterDay[] = [];
  let totalMs = 0;
  let nightMs = 0;
  let sundayMs = 0;
  let overtimeMs = 0;
  let daysWorked = 0;
  let daysWithoutWork = 0;
  for (let day = 1; day <= daysInMonth(month.year, month.month); day++) {
    const date = isoDate(month.year, month.month, day);
    const weekday = weekdayOf(month.year, month.month, day);
    const kind = dayKind(date, weekday);
    // The next midnight read from the day's own wall clock: Date.UTC rolls day 32 into the next month.
    const dayStart = at(day, 0);
    const dayEnd = companyInstant({ ...companyWallClock(dayStart + 26 * HOUR_MS, zone), hour: 0, minute: 0 }, zone).getTime();
    const nights: [number, number][] = [
      [dayStart, at(day, nightEnd)],
      [at(day, nightStart), dayEnd],
    ];
    let ms = 0;
    let nightPart = 0;
    let first: number | null = null;
    let last: number | null = null;
    let open = false;
    for (const interval of intervals) {
      if (interval.end === null) {
        if (interval.start >= dayStart && interval.start < dayEnd) {
          open = true;
          first = first === null ? interval.start : Math.min(first, interval.start);
        }
        continue;
      }
      const part = overlap(interval.start, interval.end, dayStart, dayEnd);
      if (part <= 0) continue;
      const from = Math.max(interval.start, dayStart);
      const to = Math.min(interval.end, dayEnd);
      ms += part;
      for (const [n0, n1] of nights) nightPart += overlap(from, to, n0, n1);
      first = first === null ? from : Math.min(first, from);
      last = last === null ? to : Math.max(last, to);
    }
    const overtime = Math.max(0, ms - HOURS_PER_DAY * HOUR_MS);
    const sundayHoliday = kind === 'sunday' || kind === 'holiday' ? ms : 0;
    totalMs += ms;
    nightMs += nightPart;
    sundayMs += sundayHoliday;
    overtimeMs += overtime;
    if (ms > 0 || open) daysWorked += 1;
    else if (kind === 'working' && (today === undefined || date <= today)) daysWithoutWork += 1;
    days.push({
      date,
      weekday,
      kind,
      holiday: holidayOn(date) ?? null,
      start: first === null ? null : clock(first),
      end: last === null ? null : last === dayEnd ? '24:00' : clock(last),
      hours: hours(ms),
      night_hours: hours(nightPart),
      sunday_holiday_hours: hours(sundayHoliday),
      overtime_hours: hours(overtime),
      open,
    });
  }
  const norm = monthNorm(month.year, month.month);
  return {
    days,
    totals: {
      norm_hours: norm,
      hours: hours(totalMs),
      night_hours: hours(nightMs),
      sunday_holiday_hours: hours(sundayMs),
      overtime_hours: hours(overtimeMs),
      difference_hours: Math.round((hours(totalMs) - norm) * 100) / 100,
      days_worked: daysWorked,
      days_without_work: daysWithoutWork,
    },
  };
}
