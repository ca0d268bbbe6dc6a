/**
 * The company's working hours (issue 31 §4), a setting: from `start` to `end` (company time,
 * `HH:mm`) on the `days` of the week (1 Monday … 7 Sunday). Movement outside them is an anomaly.
 */
import { companyWallClock, type WallClock } from '../dates';
import { settingHistorySpec } from '../resources/shared';
import type { ResourceSpec } from '../resources/spec';
import type { FieldErrors } from '../validation';

export interface WorkingHours {
  start: string;
  end: string;
  days: number[];
}

export const DEFAULT_WORKING_HOURS: WorkingHours = { start: '06:00', end: '18:00', days: [1, 2, 3, 4, 5, 6] };

export const WEEKDAY_NAMES = ['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela'] as const;

export const workingHoursMessages = {
  time: 'Podaj godzinę w postaci GG:MM, np. 06:00.',
  order: 'Koniec pracy musi być późniejszy niż jej początek.',
  days: 'Wybierz dni pracy: liczby od 1 (poniedziałek) do 7 (niedziela).',
  body: 'Podaj godziny pracy: start, end i days.',
} as const;

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of `HH:mm`, or null. */
export function minutesOf(text: unknown): number | null {
  const match = typeof text === 'string' ? TIME.exec(text.trim()) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** ISO day of the week (1 Monday … 7 Sunday) of a wall-clock date. */
export const isoWeekday = (wall: Pick<WallClock, 'year' | 'month' | 'day'>): number =>
  ((new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay() + 6) % 7) + 1;

/** Whether a day of the week (1 Monday … 7 Sunday) and minute of the day are within the working hours. */
function isWorkingMinute(hours: WorkingHours, weekday: number, minuteOfDay: number): boolean {
  return hours.days.includes(weekday) && minuteOfDay >= minutesOf(hours.start)! && minuteOfDay < minutesOf(hours.end)!;
}

/** Whether the company's clock shows a working time: a working day, start ≤ time < end. */
export const isWorkingTime = (hours: WorkingHours, wall: WallClock): boolean => isWorkingMinute(hours, isoWeekday(wall), wall.hour * 60 + wall.minute);

const HOUR_MS = 3_600_000;
const DAY_MINUTES = 1440;

/**
 * `isWorkingTime` for many instants (milliseconds): the company's wall clock is looked up once per
 * UTC hour (a zone's offset is the same throughout an hour: clocks change on the hour), the minutes
 * since added — a month of a fleet's positions is hundreds of thousands of instants.
 */
export function workingTimeCheck(hours: WorkingHours, zone: string): (at: number) => boolean {
  const hourStarts = new Map<number, { weekday: number; minuteOfDay: number }>();
  return (at) => {
    const hour = Math.floor(at / HOUR_MS);
    let start = hourStarts.get(hour);
    if (!start) {
      const wall = companyWallClock(hour * HOUR_MS, zone);
      start = { weekday: isoWeekday(wall), minuteOfDay: wall.hour * 60 + wall.minute };
      if (hourStarts.size > 10_000) hourStarts.clear();
      hourStarts.set(hour, start);
    }
    const minute = start.minuteOfDay + Math.floor((at - hour * HOUR_MS) / 60_000);
    return minute < DAY_MINUTES ? isWorkingMinute(hours, start.weekday, minute) : isWorkingMinute(hours, (start.weekday % 7) + 1, minute - DAY_MINUTES);
  };
}

export type WorkingHoursReading = { ok: true; hours: WorkingHours } | { ok: false; errors: FieldErrors };

/** A change of the working hours (any of start, end, days over `current`), or Polish messages per field. */
export function readWorkingHours(body: unknown, current: WorkingHours = DEFAULT_WORKING_HOURS): WorkingHoursReading {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, errors: { body: [workingHoursMessages.body] } };
  const input = body as Record<string, unknown>;
  const errors: FieldErrors = {};
  const start = 'start' in input ? minutesOf(input.start) : minutesOf(current.start);
  const end = 'end' in input ? minutesOf(input.end) : minutesOf(current.end);
  if (start === null) errors.start = [workingHoursMessages.time];
  if (end === null) errors.end = [workingHoursMessages.time];
  if (start !== null && end !== null && end <= start) errors.end = [workingHoursMessages.order];
  let days = current.days;
  if ('days' in input) {
    const list = input.days;
    const valid = Array.isArray(list) && list.every((day) => Number.isInteger(day) && day >= 1 && day <= 7);
    if (!valid) errors.days = [workingHoursMessages.days];
    else days = [...new Set(list as number[])].sort((a, b) => a - b);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, hours: { start: hhmm(start!), end: hhmm(end!), days } };
}

/** The working hours as the change history shows them: one record, its three values as text. */
export const WORKING_HOURS_RECORD = 1;

export const workingHoursHistoryValues = (hours: WorkingHours) => ({
  start: hours.start,
  end: hours.end,
  days: hours.days.map((day) => WEEKDAY_NAMES[day - 1]).join(', '),
});

export const workingHoursHistorySpec: ResourceSpec = settingHistorySpec({
  name: 'working-hours',
  apiPath: '/api/working-hours',
  table: 'company_setting',
  label: 'Godziny pracy firmy',
  singular: 'Godziny pracy',
  fields: {
    start: { type: 'string', label: 'Początek pracy' },
    end: { type: 'string', label: 'Koniec pracy' },
    days: { type: 'string', label: 'Dni pracy' },
  },
});
