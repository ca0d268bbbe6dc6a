/**
 * Reading what a route's schema cannot read alone (a body the server completes first) and the
 * readers the schemas wrap (server/http/schemas.ts): every failure is an HttpError with Polish
 * messages, so a route only calls and replies.
 */
import type { FastifyRequest } from 'fastify';
import type { ResourceSpec } from '../../src/domain/resources';
import { idFromText, validateResourceWrite, validateWrite, type WriteMode } from '../../src/domain/validation';
import { badRequest, notFound } from '../errors';

/** The most rows one page of a list may hold. */
export const MAX_PAGE_ROWS = 500;

/** A path id, or 404 (a malformed id names no row). */
function parseId(value: unknown): number {
  const id = idFromText(String(value));
  if (id === null) throw notFound();
  return id;
}

const rawId = (request: FastifyRequest): unknown => {
  const params: unknown = request.params;
  return typeof params === 'object' && params !== null && 'id' in params ? params.id : undefined;
};

/** The `:id` of a route's path (see parseId), for a route without a params schema. */
export const idParam = (request: FastifyRequest): number => parseId(rawId(request));

/**
 * The `:id` of a path before the route's schema has read it (a preValidation hook), or null when
 * malformed (the schema then answers 404).
 */
export const idBeforeValidation = (request: FastifyRequest): number | null => idFromText(String(rawId(request)));

/** Validates a write body or throws 400 with Polish field messages. */
export function validBody(spec: ResourceSpec, body: unknown, mode: WriteMode) {
  const result = validateResourceWrite(spec, body, mode);
  if (!result.ok) throw badRequest(result.errors, Object.values(result.errors)[0][0]);
  return result.value;
}

/** Validates one given field of a resource (e.g. a datetime a client may set) or throws 400. */
export function validField(spec: ResourceSpec, name: string, value: unknown): unknown {
  const result = validateWrite({ [name]: { ...spec.fields[name], required: true } }, { [name]: value }, 'create');
  if (!result.ok) throw badRequest(result.errors, result.errors[name][0]);
  return result.value[name];
}

/** A JSON body as an object to read fields from ({} for anything else: its fields are then missing). */
export const bodyObject = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** A query string's parameters as text (the first of a repeated one). */
export function queryRecord(query: unknown): Record<string, string | undefined> {
  const record: Record<string, string | undefined> = {};
  if (typeof query !== 'object' || query === null) return record;
  for (const [name, value] of Object.entries(query)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') record[name] = first;
  }
  return record;
}

/** A query string's parameters, a repeated one as the list of its values (`?id=1&id=2`). */
export function queryLists(query: unknown): Record<string, string | string[] | undefined> {
  const record: Record<string, string | string[] | undefined> = {};
  if (typeof query !== 'object' || query === null) return record;
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string') record[name] = value;
    else if (Array.isArray(value)) record[name] = value.filter((item): item is string => typeof item === 'string');
  }
  return record;
}

/** `_start`/`_end` of a list always paged (25 rows unless asked), checked like the generic lists'. */
export function listPage(query: Record<string, string | undefined>) {
  const number = (name: string) => {
    const text = query[name];
    if (text === undefined || text === '') return undefined;
    if (!/^\d{1,9}$/.test(text)) throw badRequest({ [name]: ['Podaj liczbę całkowitą nieujemną.'] });
    return Number(text);
  };
  const offset = number('_start') ?? 0;
  const limit = (number('_end') ?? offset + 25) - offset;
  if (limit < 0) throw badRequest({ _end: ['Koniec strony przed jej początkiem.'] });
  if (limit > MAX_PAGE_ROWS) throw badRequest({ _end: [`Strona może mieć najwyżej ${MAX_PAGE_ROWS} wierszy.`] });
  return { offset, limit };
}

/** A list's `_sort`/`_order`. */
export interface ListSort<Field extends string = string> {
  field: Field;
  order: 'asc' | 'desc';
}

/**
 * `_sort` (one of the list's sortable columns) and `_order` (ASC, the default, or DESC), checked
 * like the generic lists' (server/crud/listParams.ts); undefined without `_sort`: the list's own order.
 */
export function listSort<Field extends string>(query: Record<string, string | undefined>, fields: readonly Field[]): ListSort<Field> | undefined {
  const field = query._sort;
  if (field === undefined || field === '') return undefined;
  if (!(fields as readonly string[]).includes(field)) throw badRequest({ _sort: ['Nie można sortować po tym polu.'] });
  const order = (query._order ?? 'ASC').toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') throw badRequest({ _order: ['Kolejność to ASC lub DESC.'] });
  return { field: field as Field, order: order === 'ASC' ? 'asc' : 'desc' };
}
