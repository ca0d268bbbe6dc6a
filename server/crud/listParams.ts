/**
 * The list query string: scope (site, dates), filters, ids, and optional paging/sort/search.
 * Filters of `filterable` fields: `?field=value` (enum, reference, text exact; booleans
 * true/false, 1/0, tak/nie, and for tri-state ones brak/null; a multi-reference: rows holding the
 * id), and for dates and date-times `?field_from=` / `?field_to=` (company days, inclusive).
 * A route's schema reads the query (readListQuery) with its days as calendar days; its handler
 * makes them instants in the company's zone (listParamsIn), from the configuration.
 */
import { companyDayRange, parseCalendarDay } from '../../src/domain/dates';
import type { ResourceSpec } from '../../src/domain/resources';
import { readScaled, scaleOf } from '../../src/domain/scaledNumbers';
import { idFromText, isTriState, messages, withoutControlCharacters } from '../../src/domain/validation';
import { badRequest } from '../errors';
import { MAX_PAGE_ROWS } from '../http/requests';
import { ARCHIVED_PARAM, ARCHIVED_VALUES, archiveMessages, isArchivable, type ArchivedFilter } from '../../src/domain/archive';

export { MAX_PAGE_ROWS };

export interface ListParams {
  /** The company's time zone (config.companyTimeZone): its days, and the days computed columns count. */
  zone: string;
  site?: number;
  /**
   * The account's sites when it does not see every one (issue 16 §1): rows of these sites only.
   * Set by the route from the request's access (siteScope.ts), never from the query.
   */
  sites?: number[];
  range?: { fromIso: string; toIso: string };
  /** Own or joined column = value. */
  filters: Record<string, number | string>;
  /** Tri-state booleans asked for "brak": the column is null. */
  nulls?: string[];
  /** Multi-references holding this id. */
  contains?: Record<string, number>;
  /**
   * Date and date-time fields within company days: dates (yyyy-MM-dd) from `gte` to `lte`,
   * date-times (UTC ISO) from `gte` to before `lt`.
   */
  ranges?: Record<string, { gte?: string; lte?: string; lt?: string }>;
  ids?: number[];
  /**
   * Archivable resources (issue 16 §3): which rows by their archive state; a list request says
   * `active` unless asked, rows asked for by id `all`. Absent (params built by code): every row.
   */
  archived?: ArchivedFilter;
  q?: string;
  sort?: { field: string; order: 'asc' | 'desc' };
  page?: { offset: number; limit: number };
  /** Paging, sorting or search was asked for: answer with X-Total-Count. */
  paged: boolean;
}

type Day = { year: number; month: number; day: number };

/** Company days from (inclusive) to (inclusive) as a query asked for them; either may be left open. */
interface DayBounds {
  from?: Day;
  to?: Day;
}

/**
 * A list's query as its schema reads it: ListParams whose days are still calendar days, for the
 * handler to place in the company's zone (listParamsIn).
 */
export interface ListQuery extends Omit<ListParams, 'zone' | 'range' | 'ranges'> {
  /** `date_from` / `date_to` of a resource with a date field. */
  days?: DayBounds;
  /** `<field>_from` / `<field>_to` of date and date-time fields, in the spec's order. */
  dayRanges?: Record<string, DayBounds & { type: 'date' | 'datetime' }>;
}

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function positiveId(value: string, field: string): number {
  const id = idFromText(value);
  if (id === null) throw badRequest({ [field]: [messages.id] });
  return id;
}

function calendarDay(value: string | undefined, field: string) {
  if (value === undefined || value === '') return undefined;
  const day = parseCalendarDay(value);
  if (!day) throw badRequest({ [field]: [messages.date] });
  return day;
}

/**
 * Company days as UTC instants, remembered: the conversion reads time-zone data (a few percent
 * of a list request) and lists ask for few distinct ranges.
 */
const ranges = new Map<string, { fromIso: string; toIso: string }>();
const MAX_RANGES = 1000;

const FIRST_DAY: Day = { year: 1970, month: 1, day: 1 };
const LAST_DAY: Day = { year: 2200, month: 1, day: 1 };

function dayRange({ from = FIRST_DAY, to = LAST_DAY }: DayBounds, zone: string) {
  const key = `${zone} ${from.year}-${from.month}-${from.day}/${to.year}-${to.month}-${to.day}`;
  let range = ranges.get(key);
  if (!range) {
    if (ranges.size >= MAX_RANGES) ranges.clear();
    range = companyDayRange(from, to, zone);
    ranges.set(key, range);
  }
  return range;
}

/** Booleans are stored 0/1; a query may say true/false, 1/0 or tak/nie, and of a tri-state one brak/null (not known). */
const BOOLEAN_TEXT: Record<string, number | null> = { true: 1, '1': 1, tak: 1, false: 0, '0': 0, nie: 0, brak: null, null: null };

function booleanFilter(value: string, field: string, triState: boolean): number | null {
  const stored = BOOLEAN_TEXT[value.trim().toLowerCase()];
  if (stored === undefined || (stored === null && !triState)) throw badRequest({ [field]: [triState ? messages.triState : messages.boolean] });
  return stored;
}

const padded = ({ year, month, day }: Day) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const dayNumber = ({ year, month, day }: Day) => Date.UTC(year, month - 1, day);

/** `?<field>_from=` and `?<field>_to=` of a date or date-time field, or undefined when neither is given. */
function dayRangeFilter(query: Query, name: string): DayBounds | undefined {
  const from = calendarDay(first(query[`${name}_from`]), `${name}_from`);
  const to = calendarDay(first(query[`${name}_to`]), `${name}_to`);
  if (!from && !to) return undefined;
  if (from && to && padded(from) > padded(to)) {
    throw badRequest({ [`${name}_to`]: ['Data końcowa nie może być wcześniejsza niż początkowa.'] });
  }
  return { ...(from && { from }), ...(to && { to }) };
}

/** A date field's days as yyyy-MM-dd bounds (inclusive), a date-time field's as UTC instants of the company's days in `zone`. */
function fieldRange({ type, from, to }: DayBounds & { type: 'date' | 'datetime' }, zone: string) {
  if (type === 'date') return { ...(from && { gte: padded(from) }), ...(to && { lte: padded(to) }) };
  const range = dayRange({ from, to }, zone);
  return { ...(from && { gte: range.fromIso }), ...(to && { lt: range.toIso }) };
}

function nonNegativeInt(value: string | undefined, field: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,9}$/.test(value)) throw badRequest({ [field]: ['Podaj liczbę całkowitą nieujemną.'] });
  return Number(value);
}

/** `?archived=`: the default is the rows in use, or every row when given ids are asked for (referenced rows). */
function archivedFilter(value: string | undefined, byIds: boolean): ArchivedFilter {
  if (value === undefined || value === '') return byIds ? 'all' : 'active';
  const filter = ARCHIVED_VALUES[value.trim().toLowerCase()];
  if (!filter) throw badRequest({ [ARCHIVED_PARAM]: [archiveMessages.badFilter] });
  return filter;
}

/**
 * Reads a list query, its days as calendar days (400 with Polish messages). `sortable` are the
 * names a client may sort by.
 */
export function readListQuery(spec: ResourceSpec, query: Query, sortable: ReadonlySet<string>): ListQuery {
  const params: ListQuery = { filters: {}, paged: false };
  const site = first(query.site);
  if (spec.siteScoped && site !== undefined && site !== '') params.site = positiveId(site, 'site');

  if (spec.dateField) {
    const from = calendarDay(first(query.date_from), 'date_from');
    const to = calendarDay(first(query.date_to), 'date_to');
    if (from || to) {
      // A company day starts before the next one's start in any zone: the days' order is the instants'.
      if (dayNumber(from ?? FIRST_DAY) > dayNumber(to ?? LAST_DAY)) {
        throw badRequest({ date_to: ['Data końcowa nie może być wcześniejsza niż początkowa.'] });
      }
      params.days = { ...(from && { from }), ...(to && { to }) };
    }
  }

  for (const [name, field] of Object.entries(spec.fields)) {
    if (!field.filterable || field.computed || field.virtual) continue;
    if (field.type === 'date' || field.type === 'datetime') {
      const range = dayRangeFilter(query, name);
      if (range) params.dayRanges = { ...params.dayRanges, [name]: { ...range, type: field.type } };
    }
    const value = first(query[name]);
    if (value === undefined || value === '' || (name === 'site' && spec.siteScoped)) continue;
    if (field.type === 'reference') params.filters[name] = positiveId(value, name);
    else if (field.type === 'references') params.contains = { ...params.contains, [name]: positiveId(value, name) };
    else if (field.type === 'boolean') {
      const stored = booleanFilter(value, name, isTriState(field));
      if (stored === null) params.nulls = [...(params.nulls ?? []), name];
      else params.filters[name] = stored;
    } else if (field.type === 'money' || field.type === 'decimal') {
      const reading = readScaled(value, scaleOf(field));
      if (!reading.ok) throw badRequest({ [name]: [messages.number] });
      params.filters[name] = reading.units;
    } else if (field.type === 'file') continue;
    else if (field.type === 'enum' && !Object.hasOwn(field.choices ?? {}, value)) {
      throw badRequest({ [name]: ['Wybierz wartość z listy.'] });
    } else params.filters[name] = withoutControlCharacters(value).slice(0, 255);
  }

  const ids = query.id;
  if (ids !== undefined) params.ids = (Array.isArray(ids) ? ids : [ids]).map((id) => positiveId(id, 'id'));

  if (isArchivable(spec)) params.archived = archivedFilter(first(query[ARCHIVED_PARAM]), params.ids !== undefined);

  const q = withoutControlCharacters(first(query.q) ?? '').trim();
  if (q) params.q = q.slice(0, 200);

  const sortField = first(query._sort);
  if (sortField !== undefined && sortField !== '') {
    if (!sortable.has(sortField)) throw badRequest({ _sort: ['Nie można sortować po tym polu.'] });
    const order = (first(query._order) ?? 'ASC').toUpperCase();
    if (order !== 'ASC' && order !== 'DESC') throw badRequest({ _order: ['Kolejność to ASC lub DESC.'] });
    params.sort = { field: sortField, order: order === 'ASC' ? 'asc' : 'desc' };
  }

  const start = nonNegativeInt(first(query._start), '_start');
  const end = nonNegativeInt(first(query._end), '_end');
  if (start !== undefined || end !== undefined) {
    const offset = start ?? 0;
    const limit = (end ?? offset + MAX_PAGE_ROWS) - offset;
    if (limit < 0) throw badRequest({ _end: ['Koniec strony przed jej początkiem.'] });
    if (limit > MAX_PAGE_ROWS) {
      throw badRequest({ _end: [`Strona może mieć najwyżej ${MAX_PAGE_ROWS} wierszy.`] });
    }
    params.page = { offset, limit };
  }
  params.paged = params.page !== undefined || params.sort !== undefined || params.q !== undefined;
  return params;
}

/** The list's parameters in the company's zone: its days as instants (or yyyy-MM-dd for date fields). */
export function listParamsIn({ days, dayRanges, ...query }: ListQuery, zone: string): ListParams {
  const params: ListParams = { zone, ...query };
  if (days) params.range = dayRange(days, zone);
  if (dayRanges) params.ranges = Object.fromEntries(Object.entries(dayRanges).map(([name, range]) => [name, fieldRange(range, zone)]));
  return params;
}

/** Reads a list query into the list's parameters in the company's zone (readListQuery, then listParamsIn). */
export const parseListParams = (spec: ResourceSpec, query: Query, sortable: ReadonlySet<string>, zone: string): ListParams =>
  listParamsIn(readListQuery(spec, query, sortable), zone);
