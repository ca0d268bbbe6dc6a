/**
 * Columns computed when a row is read (`computed` in src/domain/fields.ts), never stored: days
 * until a date, counted in whole company days (COMPANY_TIME_ZONE, Europe/Warsaw), so a contract
 * ending tomorrow shows 1 from midnight in Warsaw whatever the server's own zone. The column's SQL
 * is its date field's, so sorting by it sorts by the date and the value is computed from the date.
 */
import { companyWallClock, companyTimeZone } from '../../src/domain/dates';
import type { FieldSpec } from '../../src/domain/fields';

const DAY_MS = 86_400_000;

/** Today's company day as days since 1970-01-01, looked up at most once a minute. */
let today = { minute: -1, day: 0 };
function companyDayNumber(now = Date.now()): number {
  const minute = Math.floor(now / 60_000);
  if (minute !== today.minute) {
    const wall = companyWallClock(now, companyTimeZone());
    today = { minute, day: Date.UTC(wall.year, wall.month - 1, wall.day) / DAY_MS };
  }
  return today.day;
}

/** Whole company days from today until a yyyy-MM-dd date (negative once past); null without a date. */
export function daysUntil(date: unknown, now?: number): number | null {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(date)) return null;
  const day = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
  return day - companyDayNumber(now);
}

/** The field a computed column reads (its SQL column and sort). */
export const computedSource = (field: FieldSpec): string => field.computed!.daysUntil;
