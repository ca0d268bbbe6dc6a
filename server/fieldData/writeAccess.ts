/**
 * Whose field data a request writes: the caller's own employee record, or any person of the
 * account's sites for a dashboard account (issue 16 §1: a read-only one is refused by the auth hook).
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { seesSite } from '../../src/domain/access';
import { resources } from '../../src/domain/resources';
import { fieldValueSchema } from '../../src/domain/validation';
import { authOf } from '../auth/authHook';
import type { Database } from '../db/schema';
import { badRequest, forbidden, refused } from '../errors';
import { readPersonSite } from './repository';

export interface FieldPerson {
  id: number;
  site: number | null;
}

export async function personForWrite(db: Kysely<Database>, request: FastifyRequest, requested: unknown): Promise<FieldPerson> {
  const { user } = authOf(request);
  let id = user.personId;
  if (user.access && requested !== undefined && requested !== null && requested !== '') {
    const parsed = fieldValueSchema(resources['location-history'].fields.person).safeParse(requested);
    if (!parsed.success) throw badRequest({ person: [resources.employees.notFoundMessage] });
    id = parsed.data as number;
  }
  if (id === null) throw forbidden('no_employee', 'To konto nie jest powiązane z pracownikiem.');
  const person = await readPersonSite(db, id);
  if (!person) throw badRequest({ person: [resources.employees.notFoundMessage] }, resources.employees.notFoundMessage);
  assertFieldSite(request, person.site);
  return person;
}

/**
 * A dashboard account writes field data only on its sites (the person's, the vehicle's, the
 * ride's); a driver's or operator's own records are not narrowed by site.
 */
export function assertFieldSite(request: FastifyRequest, site: number | null) {
  const { access } = authOf(request).user;
  if (access && !seesSite(access, site)) throw refused('site');
}

/** Non-staff may touch only their own records. */
export function assertOwnRecord(request: FastifyRequest, ownerPersonId: number) {
  const { user } = authOf(request);
  if (!user.access && user.personId !== ownerPersonId) throw forbidden('not_owner', 'Brak uprawnień.');
}
