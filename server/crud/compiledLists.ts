/**
 * List queries compiled once per kind of request (which filters, sort, page, search) and run
 * with each request's values: building and compiling the six-table rides query costs more than
 * running it for a page. A kind is compiled from placeholder values, and every parameter of the
 * compiled SQL is traced back to the request value it stands for; a parameter that cannot be
 * traced leaves the kind uncached (built per request, as before).
 */
import type { CompiledQuery } from 'kysely';
import type { ListParams } from './listParams';
import { searchWords } from '../../src/domain/search';
import { searchPattern } from './searchPattern';
import type { TableShape } from './tableShape';

export interface ListQueries {
  rows: CompiledQuery;
  count: CompiledQuery;
}

/** Where one parameter's value comes from: the request, or the query itself (a constant). */
type Slot = { from: (params: ListParams) => unknown } | { constant: unknown };

interface Template {
  rows: CompiledQuery;
  count: CompiledQuery;
  rowSlots: Slot[];
  countSlots: Slot[];
}

/** Kinds kept per resource shape; a shape's requests come in a few dozen kinds (each page its own). */
const KINDS_PER_SHAPE = 200;
const MARK = '\u0000sat-list:';
/** By database (SQL differs between dialects; a process may hold several) and resource shape. */
const templates = new WeakMap<object, WeakMap<TableShape, Map<string, Template | null>>>();

/** The parts of a request that change the SQL text. */
function kindOf(params: ListParams): string {
  return JSON.stringify([
    params.site !== undefined,
    params.sites?.length ?? null,
    Boolean(params.range),
    Object.keys(params.filters),
    params.nulls ?? [],
    Object.keys(params.contains ?? {}),
    Object.entries(params.ranges ?? {}).map(([name, range]) => [name, Object.keys(range)]),
    params.ids?.length ?? null,
    params.archived ?? null,
    params.q ? searchWords(params.q).length : 0,
    params.sort ?? null,
    // Written into the SQL as literals (repository.ts listQuery).
    params.page ?? null,
  ]);
}

/** Params of the same kind whose values are placeholders, and what each placeholder stands for. */
function placeholders(params: ListParams) {
  const sources = new Map<unknown, (params: ListParams) => unknown>();
  const mark = <T>(name: string, from: (params: ListParams) => unknown): T => {
    const value = `${MARK}${name}`;
    sources.set(value, from);
    return value as T;
  };
  const template: ListParams = { zone: params.zone, filters: {}, paged: params.paged, sort: params.sort, archived: params.archived, page: params.page };
  if (params.site !== undefined) template.site = mark('site', (p) => p.site);
  if (params.sites) template.sites = params.sites.map((_, index) => mark(`sites:${index}`, (p) => p.sites![index]));
  if (params.range) {
    template.range = { fromIso: mark('from', (p) => p.range!.fromIso), toIso: mark('to', (p) => p.range!.toIso) };
  }
  for (const name of Object.keys(params.filters)) template.filters[name] = mark(`filter:${name}`, (p) => p.filters[name]);
  if (params.nulls) template.nulls = params.nulls;
  if (params.contains) {
    template.contains = {};
    for (const name of Object.keys(params.contains)) template.contains[name] = mark(`contains:${name}`, (p) => p.contains![name]);
  }
  if (params.ranges) {
    template.ranges = {};
    for (const [name, range] of Object.entries(params.ranges)) {
      template.ranges[name] = Object.fromEntries(
        Object.keys(range).map((bound) => [bound, mark(`range:${name}:${bound}`, (p) => p.ranges![name][bound as 'gte'])]),
      );
    }
  }
  if (params.ids) template.ids = params.ids.map((_, index) => mark(`id:${index}`, (p) => p.ids![index]));
  if (params.q) {
    const words = searchWords(params.q).map((_, index) => {
      const word = mark<string>(`q:${index}`, (p) => searchWords(p.q!)[index]);
      sources.set(searchPattern(word), (p) => searchPattern(searchWords(p.q!)[index]));
      return word;
    });
    template.q = words.join(' ');
  }
  return { template, sources };
}

function slotsOf(query: CompiledQuery, sources: Map<unknown, (params: ListParams) => unknown>): Slot[] | null {
  const slots: Slot[] = [];
  for (const value of query.parameters) {
    const from = sources.get(value);
    if (from) slots.push({ from });
    else if (typeof value === 'string' && value.includes(MARK))
      return null; // a request value, changed on the way
    else slots.push({ constant: value });
  }
  return slots;
}

const bind = (query: CompiledQuery, slots: Slot[], params: ListParams): CompiledQuery => ({
  ...query,
  parameters: slots.map((slot) => ('from' in slot ? slot.from(params) : slot.constant)),
});

/** The compiled list and total queries for `params` on `db`; `build` compiles them for given params. */
export function compiledList(db: object, shape: TableShape, params: ListParams, build: (params: ListParams) => ListQueries): ListQueries {
  let shapes = templates.get(db);
  if (!shapes) templates.set(db, (shapes = new WeakMap()));
  let kinds = shapes.get(shape);
  if (!kinds) shapes.set(shape, (kinds = new Map()));
  const kind = kindOf(params);
  let template = kinds.get(kind);
  if (template === undefined) {
    const { template: marked, sources } = placeholders(params);
    const built = build(marked);
    const rowSlots = slotsOf(built.rows, sources);
    const countSlots = slotsOf(built.count, sources);
    template = rowSlots && countSlots ? { ...built, rowSlots, countSlots } : null;
    if (kinds.size < KINDS_PER_SHAPE) kinds.set(kind, template);
  }
  if (!template) return build(params);
  return { rows: bind(template.rows, template.rowSlots, params), count: bind(template.count, template.countSlots, params) };
}
