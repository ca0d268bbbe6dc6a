/**
 * Reading a request: the id in its path, its body validated against the registry's field specs.
 * Every failure is an HttpError with Polish messages, so a route only calls and replies.
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

/** The `:id` of a route's path (see parseId). */
export const idParam = (request: FastifyRequest): number => parseId((request.params as { id?: string }).id);

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
