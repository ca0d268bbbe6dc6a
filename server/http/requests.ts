/**
 * Reading a request: the id in its path, its body validated against the registry's field specs.
 * Every failure is an HttpError with Polish messages, so a route only calls and replies.
 */
import type { FastifyRequest } from 'fastify';
import type { ResourceSpec } from '../../src/domain/resources';
import { idFromText, validateResourceWrite, validateWrite, type WriteMode } from '../../src/domain/validation';
import { badRequest, notFound } from '../errors';

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
