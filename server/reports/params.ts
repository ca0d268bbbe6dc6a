/**
 * Reading the reports' query parameters (docs/api.md "Reports"), each fault as a Polish message
 * under its parameter's name; the caller throws them together as one 400.
 */
import { parseCalendarDay } from '../../src/domain/dates';
import { MAX_LEDGER_DAYS, type CalendarDay } from '../../src/domain/reports/tankerLedger';
import { idFromText, messages, REQUIRED_MESSAGE, type FieldErrors } from '../../src/domain/validation';

export type ReportQuery = Record<string, string | undefined>;

/** The longest range a report covers: the ledger's year (leap or not). */
export const MAX_REPORT_DAYS = MAX_LEDGER_DAYS;

const isBlank = (text: string | undefined): text is undefined => text === undefined || text.trim() === '';

function readDay(query: ReportQuery, field: 'date_from' | 'date_to', errors: FieldErrors): CalendarDay | null {
  const text = query[field];
  if (isBlank(text)) {
    errors[field] = [REQUIRED_MESSAGE];
    return null;
  }
  const day = parseCalendarDay(text);
  if (!day) errors[field] = [messages.date];
  return day;
}

/** `date_from`..`date_to`, both required, in order and at most MAX_REPORT_DAYS days. */
export function readDateRange(query: ReportQuery, errors: FieldErrors): { from: CalendarDay; to: CalendarDay } {
  const from = readDay(query, 'date_from', errors);
  const to = readDay(query, 'date_to', errors);
  if (from && to) {
    const span = (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000;
    if (span < 0) errors.date_to = ['Data końcowa nie może być wcześniejsza niż początkowa.'];
    else if (span >= MAX_REPORT_DAYS) errors.date_to = [`Zakres może obejmować najwyżej ${MAX_REPORT_DAYS} dni.`];
  }
  return { from: from!, to: to! };
}

/** A value out of `choices`. */
export function readChoice<T extends string>(query: ReportQuery, field: string, errors: FieldErrors, choices: readonly T[]): T {
  const text = query[field];
  if (isBlank(text)) errors[field] = [REQUIRED_MESSAGE];
  else if (!choices.includes(text as T)) errors[field] = [`Wybierz jedną z wartości: ${choices.join(', ')}.`];
  return text as T;
}

/** A record id; null (with no error) when the parameter is optional and not given. */
export function readId(query: ReportQuery, field: string, errors: FieldErrors, { required }: { required: boolean }): number | null {
  const text = query[field];
  if (isBlank(text)) {
    if (required) errors[field] = [REQUIRED_MESSAGE];
    return null;
  }
  const id = idFromText(text.trim());
  if (id === null) errors[field] = [messages.id];
  return id;
}

/** An optional whole number within [min, max]; `fallback` when not given. */
export function readWholeNumber(query: ReportQuery, field: string, errors: FieldErrors, { min, max, fallback }: { min: number; max: number; fallback: number }): number {
  const text = query[field];
  if (isBlank(text)) return fallback;
  const value = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!(value >= min && value <= max)) errors[field] = [`Podaj liczbę całkowitą od ${min} do ${max}.`];
  return value;
}
