/**
 * Who may read the change history (issue 16 §1): the whole list, and its CSV, only an
 * administrator; one record's history (entity + record) anyone who may read that record: for an
 * account that does not see every site, a record of one of its sites (company-wide records are
 * read by every dashboard account). A deleted record is judged by the site its history last
 * recorded; without one, by an administrator only. Accounts' history is the administrator's.
 */
import type { FastifyRequest } from 'fastify';
import { siteBinding } from '../../src/domain/access';
import { getResource, resources, type ResourceSpec } from '../../src/domain/resources';
import { siteOfRow } from '../crud/sameSite';
import { siteColumnOf } from '../crud/siteScope';
import { requireAdministrator } from '../auth/access';
import { rowSiteCheck } from '../auth/siteAccess';
import { lastRecordedSite, type HistoryFilters } from './repository';
import type { AnyDb } from '../db/anySchema';

/** The site of a stored record (the CRUD engine's own rule: its `site`, or through `siteVia`); undefined when it does not exist. */
async function storedSite(db: AnyDb, spec: ResourceSpec, id: number): Promise<{ site: number | null } | undefined> {
  const row = await db.selectFrom(spec.table).select(siteColumnOf(spec)!).where('id', '=', id).executeTakeFirst();
  return row && { site: await siteOfRow(db, spec, row) };
}

/** Throws 403 unless the account may read the history the filters ask for. */
export async function requireHistoryReadable(request: FastifyRequest, db: AnyDb, filters: HistoryFilters): Promise<void> {
  if (filters.entity === undefined || filters.record === undefined) return requireAdministrator(request);
  // Entities outside the registry (accounts and their rights) are the administrator's.
  if (!Object.hasOwn(resources, filters.entity)) return requireAdministrator(request);
  const checkSite = rowSiteCheck(request);
  if (!checkSite) return;
  const spec = getResource(filters.entity);
  const binding = siteBinding(spec);
  if (binding === 'company') return;
  if (binding === 'self') return checkSite(filters.record);
  const stored = await storedSite(db, spec, filters.record);
  if (stored) return checkSite(stored.site);
  const recorded = await lastRecordedSite(db, filters.entity, filters.record);
  if (recorded === undefined) return requireAdministrator(request);
  checkSite(recorded);
}
