/**
 * The reports' query parameters read with Polish messages per parameter (docs/api.md "Reports"):
 * ids and the range of company days, shared by every report so each answers a bad query alike.
 */
import { parseCalendarDay } from '../../src/domain/dates';
import type { CalendarDay } from '../../src/domain/reports/tankerLedger';
import { idFromText, messages, REQUIRED_MESSAGE, type FieldErrors } from '../../src/domain/validation';
import { badRequest } from '../errors';

export type ReportQuery = Record<string, string | undefined>;

/** The longest range a report covers (a year, leap or not). */
export const MAX_REPORT_DAYS = 366;

/** An id parameter; null when missing and optional, or (with a message in `errors`) when malformed. */
export function readId(query: ReportQuery, field: string, errors: FieldErrors, { required }: { required: boolean }): number | null {
  const text = query[field]?.trim() ?? '';
  if (text === '') {
    if (required) errors[field] = [REQUIRED_MESSAGE];
    return null;
  }
  const id = idFromText(text);
  if (id === null) errors[field] = [messages.id];
  return id;
}

function readDay(query: ReportQuery, field: 'date_from' | 'date_to', errors: FieldErrors): CalendarDay | null {
  const text = query[field];
  if (text === undefined || text.trim() === '') {
    errors[field] = [REQUIRED_MESSAGE];
    return null;
  }
  const day = parseCalendarDay(text);
  if (!day) errors[field] = [messages.date];
  return day;
}

/** date_from..date_to, both required, in order and at most MAX_REPORT_DAYS days; null with messages in `errors` otherwise. */
export function readDayRange(query: ReportQuery, errors: FieldErrors): { from: CalendarDay; to: CalendarDay } | null {
  const from = readDay(query, 'date_from', errors);
  const to = readDay(query, 'date_to', errors);
  if (!from || !to) return null;
  const span = (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000;
  if (span < 0) errors.date_to = ['Data końcowa nie może być wcześniejsza niż początkowa.'];
  else if (span >= MAX_REPORT_DAYS) errors.date_to = [`Zakres może obejmować najwyżej ${MAX_REPORT_DAYS} dni.`];
  return span < 0 || span >= MAX_REPORT_DAYS ? null : { from, to };
}

/** Throws the 400 with every parameter's messages when there are any. */
export function refuseErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** The OpenAPI description of date_from and date_to. */
export const periodQuerySchema = {
  date_from: { type: 'string', description: 'First company day, yyyy-MM-dd (2026-1-5 is read too)' },
  date_to: { type: 'string', description: `Last company day, inclusive; at most ${MAX_REPORT_DAYS} days` },
} as const;

/** A value out of `choices` (required). */
export function readChoice<T extends string>(query: ReportQuery, field: string, errors: FieldErrors, choices: readonly T[]): T {
  const text = query[field]?.trim() ?? '';
  if (text === '') errors[field] = [REQUIRED_MESSAGE];
  else if (!choices.includes(text as T)) errors[field] = [`Wybierz jedną z wartości: ${choices.join(', ')}.`];
  return text as T;
}

/** An optional whole number within [min, max]; `fallback` when not given. */
export function readWholeNumber(query: ReportQuery, field: string, errors: FieldErrors, { min, max, fallback }: { min: number; max: number; fallback: number }): number {
  const text = query[field]?.trim() ?? '';
  if (text === '') return fallback;
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) errors[field] = [`Podaj liczbę całkowitą od ${min} do ${max}.`];
  return value;
}
