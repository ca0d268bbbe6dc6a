/**
 * The reports' query parameters as zod schemas (docs/api.md "Reports"): ids, choices, whole
 * numbers and the range of company days, each refused with its Polish message under its name, so
 * that every report answers a bad query alike, every parameter's fault in one 400.
 */
import { z } from 'zod';
import { parseCalendarDay } from '../../src/domain/dates';
import type { CalendarDay } from '../../src/domain/reports/tankerLedger';
import { messages } from '../../src/domain/validation';
import { optional, required } from '../http/schemas';

/** The longest range a report covers (a year, leap or not). */
export const MAX_REPORT_DAYS = 366;

const issue = (ctx: z.RefinementCtx, message: string) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

const day = (description: string) =>
  required({ type: 'string', description }, (text, ctx): CalendarDay | typeof z.NEVER => parseCalendarDay(text) ?? issue(ctx, messages.date));

export const MONTH_MESSAGE = 'Podaj miesiąc w postaci RRRR-MM, np. 2026-08.';

/** A month, yyyy-MM (company time), read as its year and month (1–12). */
export const monthParam = required({ type: 'string', pattern: '^\\d{4}-\\d{2}$', description: 'The month, yyyy-MM (company time)' }, (text, ctx) => {
  const match = /^(\d{4})-(\d{1,2})$/.exec(text.trim());
  const year = match ? Number(match[1]) : NaN;
  const month = match ? Number(match[2]) : NaN;
  return year >= 2000 && year <= 2100 && month >= 1 && month <= 12 ? { year, month } : issue(ctx, MONTH_MESSAGE);
});

/** date_from and date_to, both required. */
const periodShape = {
  date_from: day('First company day, yyyy-MM-dd (2026-1-5 is read too)'),
  date_to: day(`Last company day, inclusive; at most ${MAX_REPORT_DAYS} days`),
};

const daysBetween = (from: CalendarDay, to: CalendarDay) =>
  (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000;

/** The company days a report covers, as its query names them. */
export interface Period {
  date_from: CalendarDay;
  date_to: CalendarDay;
}

const isDay = (value: unknown): value is CalendarDay => typeof value === 'object' && value !== null && 'year' in value && 'month' in value && 'day' in value;

/**
 * A report's query: its own parameters (`shape`, and `after` listed after the days) and the company
 * days date_from..date_to, in order and at most MAX_REPORT_DAYS days. The range is judged once both
 * days are read, whatever the other parameters' faults (all are answered together).
 */
export function reportQuery<S extends z.ZodRawShape, A extends z.ZodRawShape>(shape: S, after: A) {
  return z.object({ ...shape, ...periodShape, ...after }).superRefine(
    (query: object, ctx) => {
      const from = 'date_from' in query ? query.date_from : undefined;
      const to = 'date_to' in query ? query.date_to : undefined;
      if (!isDay(from) || !isDay(to)) return;
      const span = daysBetween(from, to);
      if (span < 0) ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'Data końcowa nie może być wcześniejsza niż początkowa.' });
      else if (span >= MAX_REPORT_DAYS) ctx.addIssue({ code: 'custom', path: ['date_to'], message: `Zakres może obejmować najwyżej ${MAX_REPORT_DAYS} dni.` });
    },
    { when: ({ issues }) => !issues.some(({ path }) => path?.[0] === 'date_from' || path?.[0] === 'date_to') },
  );
}

/** A value out of `choices` (required). */
export const choiceParam = <T extends string>(choices: readonly T[], json: Record<string, unknown> = {}) =>
  required(
    { type: 'string', enum: [...choices], ...json },
    (text, ctx): T | typeof z.NEVER => choices.find((choice) => choice === text) ?? issue(ctx, `Wybierz jedną z wartości: ${choices.join(', ')}.`),
  );

/** An optional whole number within [min, max]; `fallback` when not given. */
export const wholeNumberParam = ({ min, max, fallback, description }: { min: number; max: number; fallback: number; description: string }) =>
  optional({ type: 'integer', minimum: min, maximum: max, default: fallback, description }, (text, ctx) => {
    const value = /^\d+$/.test(text) ? Number(text) : NaN;
    return value >= min && value <= max ? value : issue(ctx, `Podaj liczbę całkowitą od ${min} do ${max}.`);
  }).transform((value) => value ?? fallback);

/** true/false (or 1/0), false when not given. */
export const flagParam = (description: string) =>
  optional({ type: 'boolean', description }, (text, ctx) => {
    const value = text.toLowerCase();
    return value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : issue(ctx, messages.boolean);
  }).transform((value) => value ?? false);
