/**
 * Query parameters the reports and the anomaly list share, read with Polish messages per
 * parameter (docs/api.md "Reports"): company days and a date range of at most MAX_LEDGER_DAYS.
 */
import { parseCalendarDay } from '../../src/domain/dates';
import { MAX_LEDGER_DAYS, type CalendarDay } from '../../src/domain/reports/tankerLedger';
import { idFromText, messages, REQUIRED_MESSAGE, type FieldErrors } from '../../src/domain/validation';

export type ReportQuery = Record<string, string | undefined>;

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

/** `date_from` and `date_to`, both required, in order and at most MAX_LEDGER_DAYS apart; null with `errors` filled otherwise. */
export function readDateRange(query: ReportQuery, errors: FieldErrors): { from: CalendarDay; to: CalendarDay } | null {
  const from = readDay(query, 'date_from', errors);
  const to = readDay(query, 'date_to', errors);
  if (!from || !to) return null;
  const span = (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000;
  if (span < 0) errors.date_to = ['Data końcowa nie może być wcześniejsza niż początkowa.'];
  else if (span >= MAX_LEDGER_DAYS) errors.date_to = [`Zakres może obejmować najwyżej ${MAX_LEDGER_DAYS} dni.`];
  else return { from, to };
  return null;
}

/** A required (`required`) or optional record id parameter. */
export function readId(query: ReportQuery, field: string, errors: FieldErrors, required: boolean): number | null {
  const text = query[field]?.trim() ?? '';
  if (text === '') {
    if (required) errors[field] = [REQUIRED_MESSAGE];
    return null;
  }
  const id = idFromText(text);
  if (id === null) errors[field] = [messages.id];
  return id;
}
