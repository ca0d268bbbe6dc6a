/**
 * Columns computed when a row is read (`computed` in src/domain/fields.ts), never stored: days
 * until a date, counted in whole company days (in the zone the row is mapped with,
 * config.companyTimeZone: Europe/Warsaw by default), so a contract ending tomorrow shows 1 from
 * midnight in Warsaw whatever the server's own zone. The column's SQL
 * is its date field's, so sorting by it sorts by the date and the value is computed from the date.
 */
import { companyWallClock } from '../../src/domain/dates';
import type { FieldSpec } from '../../src/domain/fields';

const DAY_MS = 86_400_000;

/** Today's company day in `zone` as days since 1970-01-01, looked up at most once a minute (and zone). */
let today = { minute: -1, zone: '', day: 0 };
function companyDayNumber(zone: string, now = Date.now()): number {
  const minute = Math.floor(now / 60_000);
  if (minute !== today.minute || zone !== today.zone) {
    const wall = companyWallClock(now, zone);
    today = { minute, zone, day: Date.UTC(wall.year, wall.month - 1, wall.day) / DAY_MS };
  }
  return today.day;
}

/** Whole company days (in `zone`) from today until a yyyy-MM-dd date (negative once past); null without a date. */
export function daysUntil(date: unknown, zone: string, now?: number): number | null {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(date)) return null;
  const day = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
  return day - companyDayNumber(zone, now);
}

/** The field a computed column reads (its SQL column and sort). */
export const computedSource = (field: FieldSpec): string => field.computed!.daysUntil;
