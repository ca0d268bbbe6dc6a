/**
 * The Polish working-time calendar (issue 33 §1): public holidays (ustawa o dniach wolnych od pracy,
 * the movable ones from Easter, 24 December from 2025 on) and the month's working-time norm by
 * Labour Code art. 130.
 */

/** A calendar date `yyyy-MM-dd`. */
export type IsoDate = string;

export interface PublicHoliday {
  date: IsoDate;
  name: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
export const isoDate = (year: number, month: number, day: number): IsoDate => `${year}-${pad(month)}-${pad(day)}`;

/** Easter Sunday of the Gregorian calendar (the anonymous "Meeus/Jones/Butcher" algorithm): [month, day]. */
export function easterSunday(year: number): [number, number] {
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
  return [month, day];
}

/** The date `days` after year-month-day. */
function shifted(year: number, month: number, day: number, days: number): IsoDate {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The first year 24 December is a public holiday (ustawa of 6 December 2024). */
export const CHRISTMAS_EVE_FROM = 2025;

/** Poland's public holidays of a year, in date order. */
export function publicHolidays(year: number): PublicHoliday[] {
  const [em, ed] = easterSunday(year);
  const fixed = (month: number, day: number, name: string): PublicHoliday => ({ date: isoDate(year, month, day), name });
  const movable = (days: number, name: string): PublicHoliday => ({ date: shifted(year, em, ed, days), name });
  const holidays = [
    fixed(1, 1, 'Nowy Rok'),
    fixed(1, 6, 'Święto Trzech Króli'),
    movable(0, 'Wielkanoc'),
    movable(1, 'Poniedziałek Wielkanocny'),
    fixed(5, 1, 'Święto Pracy'),
    fixed(5, 3, 'Święto Konstytucji 3 Maja'),
    movable(49, 'Zielone Świątki'),
    movable(60, 'Boże Ciało'),
    fixed(8, 15, 'Wniebowzięcie Najświętszej Maryi Panny'),
    fixed(11, 1, 'Wszystkich Świętych'),
    fixed(11, 11, 'Narodowe Święto Niepodległości'),
    ...(year >= CHRISTMAS_EVE_FROM ? [fixed(12, 24, 'Wigilia Bożego Narodzenia')] : []),
    fixed(12, 25, 'Boże Narodzenie (pierwszy dzień)'),
    fixed(12, 26, 'Boże Narodzenie (drugi dzień)'),
  ];
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}

const holidayCache = new Map<number, Map<IsoDate, string>>();

/** The holiday's name on the date, or undefined. */
export function holidayOn(date: IsoDate): string | undefined {
  const year = Number(date.slice(0, 4));
  let byDate = holidayCache.get(year);
  if (!byDate) {
    byDate = new Map(publicHolidays(year).map((holiday) => [holiday.date, holiday.name]));
    holidayCache.set(year, byDate);
  }
  return byDate.get(date);
}

/** ISO day of the week of a date, 1 Monday … 7 Sunday. */
export const weekdayOf = (year: number, month: number, day: number): number => ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

export const HOURS_PER_DAY = 8;
export const HOURS_PER_WEEK = 40;

/**
 * The working-time norm of a month in hours (art. 130 §1-2): 40 hours times the full weeks
 * (counted from the month's first day) plus 8 hours times the remaining weekdays Monday to Friday,
 * less 8 hours for each public holiday on a day other than Sunday.
 */
export function monthNorm(year: number, month: number): number {
  const days = daysInMonth(year, month);
  const fullWeeks = Math.floor(days / 7);
  let hours = HOURS_PER_WEEK * fullWeeks;
  for (let day = fullWeeks * 7 + 1; day <= days; day++) if (weekdayOf(year, month, day) <= 5) hours += HOURS_PER_DAY;
  for (const holiday of publicHolidays(year)) {
    const [, m, d] = holiday.date.split('-').map(Number);
    if (m === month && weekdayOf(year, m, d) !== 7) hours -= HOURS_PER_DAY;
  }
  return hours;
}
