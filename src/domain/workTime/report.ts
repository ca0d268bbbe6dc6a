/**
 * "Czas pracy" (issue 33 §1): the answer of GET /api/reports/working-time/ and its files — the
 * month's people with their totals, or one person's month as the register sheet (one row a day).
 */
import type { SheetTable } from '../reports/sheet';
import type { IsoDate } from './calendar';
import type { NightHours } from './nightHours';
import type { DayKind, RegisterDay, RegisterTotals } from './register';

export interface WorkingTimePerson extends RegisterTotals {
  person: number;
  first_name: string;
  last_name: string;
  site: number | null;
}

export interface WorkingTimeReport {
  /** yyyy-MM. */
  month: string;
  site: number | null;
  norm_hours: number;
  night: NightHours;
  people: WorkingTimePerson[];
  /** With `person`: that person's month, one row a day. */
  register: { person: number; first_name: string; last_name: string; days: RegisterDay[]; totals: RegisterTotals } | null;
}

export const DAY_KIND_LABELS: Record<DayKind, string> = {
  working: 'roboczy',
  saturday: 'sobota',
  sunday: 'niedziela',
  holiday: 'święto',
};

export const WEEKDAY_SHORT = ['pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.', 'niedz.'] as const;

/** dd.MM.yyyy of yyyy-MM-dd. */
export const polishDate = (date: IsoDate): string => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

const HOURS = { width: 12, decimals: 2 };

export const PEOPLE_HEADERS = [
  'Nazwisko',
  'Imię',
  'Godziny',
  'Norma',
  'Różnica',
  'W nocy',
  'W niedziele i święta',
  'Ponad 8 h',
  'Dni pracy',
  'Dni bez pracy',
] as const;

export const DAY_HEADERS = ['Data', 'Dzień', 'Rodzaj dnia', 'Początek', 'Koniec', 'Godziny', 'W nocy', 'W niedziele i święta', 'Ponad 8 h'] as const;

/** The month's people with their totals as a table. */
export function peopleSheet(report: WorkingTimeReport): SheetTable {
  return {
    fileName: `czas-pracy_${report.month}${report.site === null ? '' : `_budowa-${report.site}`}`,
    title: `Czas pracy ${report.month}`,
    columns: PEOPLE_HEADERS.map((header, index) => ({ header, ...(index < 2 ? { width: 18 } : index < 8 ? HOURS : { width: 12 }) })),
    rows: report.people.map((row) => [
      row.last_name,
      row.first_name,
      row.hours,
      row.norm_hours,
      row.difference_hours,
      row.night_hours,
      row.sunday_holiday_hours,
      row.overtime_hours,
      row.days_worked,
      row.days_without_work,
    ]),
  };
}

/** One person's month as the register sheet: a row a day, the totals under them. */
export function registerSheet(report: WorkingTimeReport): SheetTable | null {
  const register = report.register;
  if (!register) return null;
  const { totals } = register;
  return {
    fileName: `ewidencja-czasu-pracy_${report.month}_osoba-${register.person}`,
    title: `Ewidencja ${report.month}`,
    columns: DAY_HEADERS.map((header, index) => ({ header, ...(index < 5 ? { width: 12 } : HOURS) })),
    rows: register.days.map((day) => [
      polishDate(day.date),
      WEEKDAY_SHORT[day.weekday - 1],
      day.holiday ?? DAY_KIND_LABELS[day.kind],
      day.start ?? '',
      day.end ?? (day.open ? 'trwa' : ''),
      day.hours,
      day.night_hours,
      day.sunday_holiday_hours,
      day.overtime_hours,
    ]),
    footer: [
      ['Razem', '', '', '', '', totals.hours, totals.night_hours, totals.sunday_holiday_hours, totals.overtime_hours],
      ['Norma (art. 130 KP)', '', '', '', '', totals.norm_hours, '', '', ''],
      ['Różnica', '', '', '', '', totals.difference_hours, '', '', ''],
      ['Dni pracy', '', '', '', '', totals.days_worked, '', '', ''],
      ['Dni robocze bez pracy', '', '', '', '', totals.days_without_work, '', '', ''],
    ],
  };
}

/** The table a query's file holds: the person's register sheet when a person was asked for, else the people. */
export const workingTimeSheet = (report: WorkingTimeReport): SheetTable => registerSheet(report) ?? peopleSheet(report);
