/** The list query string: scope (site, dates), filters, ids, and optional paging/sort/search. */
import { companyDayRange, companyTimeZone, parseCalendarDay } from '../../src/domain/dates';
import type { ResourceSpec } from '../../src/domain/resources';
import { idFromText, messages, withoutControlCharacters } from '../../src/domain/validation';
import { badRequest } from '../errors';

export const MAX_PAGE_ROWS = 500;

export interface ListParams {
  site?: number;
  range?: { fromIso: string; toIso: string };
  filters: Record<string, number | string>;
  ids?: number[];
  q?: string;
  sort?: { field: string; order: 'asc' | 'desc' };
  page?: { offset: number; limit: number };
  /** Paging, sorting or search was asked for: answer with X-Total-Count. */
  paged: boolean;
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

type Day = { year: number; month: number; day: number };

/**
 * Company days as UTC instants, remembered: the conversion reads time-zone data (a few percent
 * of a list request) and lists ask for few distinct ranges.
 */
const ranges = new Map<string, { fromIso: string; toIso: string }>();
const MAX_RANGES = 1000;

function dayRange(from: Day, to: Day) {
  const key = `${companyTimeZone()} ${from.year}-${from.month}-${from.day}/${to.year}-${to.month}-${to.day}`;
  let range = ranges.get(key);
  if (!range) {
    if (ranges.size >= MAX_RANGES) ranges.clear();
    range = companyDayRange(from, to);
    ranges.set(key, range);
  }
  return range;
}

/** Booleans are stored 0/1; a query may say true/false, 1/0 or tak/nie. */
const BOOLEAN_TEXT: Record<string, number> = { true: 1, '1': 1, tak: 1, false: 0, '0': 0, nie: 0 };

function booleanFilter(value: string, field: string): number {
  const stored = BOOLEAN_TEXT[value.trim().toLowerCase()];
  if (stored === undefined) throw badRequest({ [field]: [messages.boolean] });
  return stored;
}

function nonNegativeInt(value: string | undefined, field: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,9}$/.test(value)) throw badRequest({ [field]: ['Podaj liczbę całkowitą nieujemną.'] });
  return Number(value);
}

/**
 * Reads a list query. `sortable` are the names a client may sort by; `withDates` whether the
 * resource takes date_from/date_to.
 */
export function parseListParams(spec: ResourceSpec, query: Query, sortable: Set<string>): ListParams {
  const params: ListParams = { filters: {}, paged: false };
  const site = first(query.site);
  if (spec.siteScoped && site !== undefined && site !== '') params.site = positiveId(site, 'site');

  if (spec.dateField) {
    const from = calendarDay(first(query.date_from), 'date_from');
    const to = calendarDay(first(query.date_to), 'date_to');
    if (from || to) {
      params.range = dayRange(from ?? { year: 1970, month: 1, day: 1 }, to ?? { year: 2200, month: 1, day: 1 });
      if (params.range.fromIso >= params.range.toIso) {
        throw badRequest({ date_to: ['Data końcowa nie może być wcześniejsza niż początkowa.'] });
      }
    }
  }

  for (const [name, field] of Object.entries(spec.fields)) {
    const value = first(query[name]);
    if (!field.filterable || value === undefined || value === '' || (name === 'site' && spec.siteScoped)) continue;
    if (field.type === 'reference') params.filters[name] = positiveId(value, name);
    else if (field.type === 'boolean') params.filters[name] = booleanFilter(value, name);
    else if (field.type === 'enum' && !Object.hasOwn(field.choices ?? {}, value)) {
      throw badRequest({ [name]: ['Wybierz wartość z listy.'] });
    } else params.filters[name] = withoutControlCharacters(value).slice(0, 255);
  }

  const ids = query.id;
  if (ids !== undefined) params.ids = (Array.isArray(ids) ? ids : [ids]).map((id) => positiveId(id, 'id'));

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
