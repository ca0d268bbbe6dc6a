/**
 * When people work. A planned shift per person and working day (Monday–Friday nearly everyone,
 * Saturday about half, shorter), and the work day as recorded: past days closed; today open for
 * whoever is still at work at `now`, and always open for the online crew (an early or night shift
 * when `now` falls outside working hours).
 */
import { HOUR_MS, isWorkingDay, MINUTE_MS, type CalendarDay } from './calendar';
import { ROLE_NAMES, type RoleName } from './catalog';
import type { CompanyModel, PersonModel } from './generatorModel';
import { randomFor } from './random';

export interface Shift {
  start: number;
  end: number;
}

export interface WorkDay {
  start: number;
  /** Null while still at work. */
  end: number | null;
  /** When the shift is planned to end (later than `now` for open ones). */
  plannedEnd: number;
}

/** Start window in local minutes after midnight and shift length in hours, by role. */
const HOURS: Record<RoleName, { start: [number, number]; length: [number, number] }> = {
  [ROLE_NAMES.driver]: { start: [6 * 60, 7 * 60], length: [9.5, 11] },
  [ROLE_NAMES.operator]: { start: [6 * 60 + 30, 7 * 60 + 15], length: [9, 10.5] },
  [ROLE_NAMES.siteManager]: { start: [7 * 60, 8 * 60], length: [9, 10.5] },
  [ROLE_NAMES.mechanic]: { start: [6 * 60 + 30, 7 * 60 + 30], length: [8.5, 10] },
  [ROLE_NAMES.administrator]: { start: [7 * 60 + 30, 8 * 60 + 30], length: [8, 9] },
};

const SATURDAY_ATTENDANCE: Record<RoleName, number> = {
  [ROLE_NAMES.driver]: 0.55,
  [ROLE_NAMES.operator]: 0.55,
  [ROLE_NAMES.siteManager]: 0.4,
  [ROLE_NAMES.mechanic]: 0.4,
  [ROLE_NAMES.administrator]: 0.1,
};

/** Chance of a day off, sick leave or holiday on a working day. */
const ABSENCE = 0.05;

export function plannedShift(company: CompanyModel, person: PersonModel, day: CalendarDay): Shift | null {
  if (!isWorkingDay(day)) return null;
  const random = randomFor(company.seed, 'shift', person.row.id, day.number);
  const saturday = day.weekday === 6;
  if (random.chance(saturday ? 1 - SATURDAY_ATTENDANCE[person.role] : ABSENCE)) return null;
  const {
    start: [earliest, latest],
    length: [shortest, longest],
  } = HOURS[person.role];
  const startMinute = random.int(earliest, latest);
  const hours = saturday ? random.float(5, 7) : random.float(shortest, longest);
  const start = company.clock.at(day.number, startMinute) + random.int(0, 59) * 1000;
  return { start, end: start + Math.round(hours * 60) * MINUTE_MS + random.int(0, 59) * 1000 };
}

/** An online crew member's shift today when the planned one does not cover `now`. */
function onCallShift(company: CompanyModel, person: PersonModel): Shift {
  const random = randomFor(company.seed, 'on-call', person.row.id, company.today);
  const start = company.now - Math.round(random.float(1.5, 5) * HOUR_MS);
  return { start, end: company.now + Math.round(random.float(1, 4) * HOUR_MS) };
}

/** The person's work day as recorded, or null when the person does not work that day (or not yet). */
export function workDayOf(company: CompanyModel, person: PersonModel, day: CalendarDay): WorkDay | null {
  const planned = plannedShift(company, person, day);
  if (day.number !== company.today) return planned && { start: planned.start, end: planned.end, plannedEnd: planned.end };
  if (company.onlineCrew.has(person.row.id)) {
    const shift = planned && planned.start <= company.now - 20 * MINUTE_MS ? planned : onCallShift(company, person);
    return { start: shift.start, end: null, plannedEnd: Math.max(shift.end, company.now + HOUR_MS) };
  }
  if (!planned || planned.start > company.now) return null;
  return { start: planned.start, end: planned.end <= company.now ? planned.end : null, plannedEnd: planned.end };
}

/** The part of a work day that has happened by `now`: [start, end or now]. */
export const workedUntil = (company: CompanyModel, workDay: WorkDay): number => workDay.end ?? company.now;
