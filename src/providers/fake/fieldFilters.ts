/**
 * The API's list filters (issue 14's contract, docs/api.md) applied to rows in the browser, so that
 * fake-rest mode filters as the server does:
 * - `?<field>=` on a filterable field: enum, reference, text exact; a yes/no field reads
 *   true/false, 1/0, tak/nie, and brak/null for a tri-state "not known"; a multi-reference
 *   matches rows holding the id;
 * - `?<field>_from=` / `?<field>_to=` (yyyy-MM-dd) on a filterable date or date-time: company days,
 *   inclusive.
 * Also the rows' computed columns (days until a date, on the company calendar).
 */
import { differenceInCalendarDays } from 'date-fns';
import type { FieldSpec } from '../../domain/fields';
import type { ResourceSpec } from '../../domain/resources';
import { companyWallClock, isoDay, parseCalendarDay } from '../../domain/dates';

type Row = Record<string, unknown>;
type Test = (row: Row) => boolean;

const TRUE = new Set(['true', '1', 'tak']);
const FALSE = new Set(['false', '0', 'nie']);
const UNKNOWN = new Set(['brak', 'null']);

function booleanTest(name: string, wanted: unknown): Test {
  const text = String(wanted).toLowerCase();
  const value = TRUE.has(text) ? true : FALSE.has(text) ? false : UNKNOWN.has(text) ? null : undefined;
  return (row) => {
    const stored = row[name];
    const held = stored === null || stored === undefined ? null : stored === true || stored === 1;
    return held === value;
  };
}

/** The company day (yyyy-MM-dd) a date or date-time value falls on. */
function companyDayOf(field: FieldSpec, value: unknown, timeZone: string): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (field.type === 'date') return value.slice(0, 10);
  const wall = companyWallClock(Date.parse(value), timeZone);
  return isoDay(wall);
}

function fieldTest(spec: ResourceSpec, param: string, wanted: unknown, timeZone: string): Test | null {
  const field = spec.fields[param];
  if (field?.filterable) {
    if (field.type === 'boolean') return booleanTest(param, wanted);
    if (field.type === 'references') {
      return (row) => Array.isArray(row[param]) && (row[param] as unknown[]).some((id) => String(id) === String(wanted));
    }
    if (Array.isArray(wanted)) return (row) => wanted.map(String).includes(String(row[param]));
    return (row) => String(row[param]) === String(wanted);
  }
  const edge = /^(.+)_(from|to)$/.exec(param);
  const ranged = edge ? spec.fields[edge[1]] : undefined;
  if (edge && ranged?.filterable && (ranged.type === 'date' || ranged.type === 'datetime')) {
    const [, name, side] = edge;
    const limit = String(wanted);
    return (row) => {
      const day = companyDayOf(ranged, row[name], timeZone);
      return day !== null && (side === 'from' ? day >= limit : day <= limit);
    };
  }
  return null;
}

/**
 * Splits a list's filter (as a screen or the filter bar sends it, before the scope is added) into
 * the contract's field filters (one row test) and the rest, left to fakerest.
 */
export function splitFieldFilters(spec: ResourceSpec, filter: Row, timeZone: string): { test: Test | null; rest: Row } {
  const tests: Test[] = [];
  const rest: Row = {};
  for (const [param, wanted] of Object.entries(filter)) {
    const test = fieldTest(spec, param, wanted, timeZone);
    if (test) tests.push(test);
    else rest[param] = wanted;
  }
  return { test: tests.length ? (row) => tests.every((one) => one(row)) : null, rest };
}

/**
 * A row with its computed columns: whole company days until the date (negative once past), null
 * without one; `today` is the company's today (companyToday).
 */
export function withComputed<R extends Row>(spec: ResourceSpec, row: R, today: Date): R & Row {
  const computed = Object.entries(spec.fields).filter(([, field]) => field.computed);
  if (computed.length === 0) return row;
  const values: Row = {};
  for (const [name, field] of computed) {
    const day = typeof row[field.computed!.daysUntil] === 'string' ? parseCalendarDay(row[field.computed!.daysUntil] as string) : null;
    values[name] = day ? differenceInCalendarDays(new Date(day.year, day.month - 1, day.day), today) : null;
  }
  return { ...row, ...values };
}

/** The field a sort by a computed column sorts by: its date (as the server does). */
export const sortField = (spec: ResourceSpec, field: string) => spec.fields[field]?.computed?.daysUntil ?? field;
