/**
 * The account's sites applied to registry resources (issue 16 §1, src/domain/access.ts): a list
 * of a site-bound resource is narrowed to the account's sites in its own query (no query more,
 * and nothing at all for an account that sees every site), one row is read or written only when
 * its site is one of them, and company-wide rows are changed by administrators only. The routes
 * call these after their 404 and before any change, so a refusal changes nothing.
 */
import type { FastifyRequest } from 'fastify';
import { canWriteResource, seesSite, siteBinding } from '../../src/domain/access';
import type { ResourceSpec } from '../../src/domain/resources';
import { accessOf, requireAdministrator } from '../auth/access';
import { refused } from '../errors';
import type { ListParams } from './listParams';
import { siteOfRow } from './sameSite';
import { siteReferences } from './siteRows';
import type { AnyDb } from '../db/anySchema';

type Row = Record<string, unknown>;

/** The own column a row's site is read from (a site's own id); null for company-wide rows. */
export function siteColumnOf(spec: ResourceSpec): string | null {
  const binding = siteBinding(spec);
  if (binding === 'self') return 'id';
  if (binding === 'field') return 'site';
  if (binding === 'via') return spec.siteVia!;
  return null;
}

/**
 * Narrows a list (or export) to the request's sites: an asked `?site=` must be one of them (403),
 * without one the rows of every one of them (`params.sites`, a WHERE of the list query); a
 * company-wide list to the rows naming none of another site's rows (service plans of a vehicle).
 */
export function scopeListParams(request: FastifyRequest, spec: ResourceSpec, params: ListParams): void {
  if (spec.administratorsOnly) requireAdministrator(request);
  const { sites } = accessOf(request);
  if (sites === null || (siteBinding(spec) === 'company' && siteReferences(spec).length === 0)) return;
  if (params.site !== undefined) {
    if (!sites.includes(params.site)) throw refused('site');
    return;
  }
  params.sites = sites;
}

/**
 * 403 unless the request's account sees the row's site (a row without a site only for an account
 * that sees every site). `row` holds the spec's site column (see siteColumnOf) as stored.
 */
export async function assertRowInScope(db: AnyDb, request: FastifyRequest, spec: ResourceSpec, row: Row): Promise<void> {
  if (spec.administratorsOnly) requireAdministrator(request);
  const access = accessOf(request);
  if (access.sites === null) return;
  const binding = siteBinding(spec);
  if (binding === 'company') return;
  const site = binding === 'self' ? (row.id as number) : await siteOfRow(db, spec, row);
  if (!seesSite(access, site)) throw refused('site');
}

/** 403 unless the stored row `id` of the resource is on the request's sites (a row that is gone too). */
export async function assertStoredRowInScope(db: AnyDb, request: FastifyRequest, spec: ResourceSpec, id: number): Promise<void> {
  if (spec.administratorsOnly) requireAdministrator(request);
  const column = siteColumnOf(spec);
  if (accessOf(request).sites === null || column === null) return;
  const row = await db.selectFrom(spec.table).select(['id', column]).where('id', '=', id).executeTakeFirst();
  if (!row) throw refused('site');
  await assertRowInScope(db, request, spec, row);
}

/** 403 when the request's role may not change the resource's rows at all (company-wide ones, or read-only). */
export function assertMayWrite(request: FastifyRequest, spec: ResourceSpec): void {
  const access = accessOf(request);
  if (!canWriteResource(access, spec)) throw refused(access.role === 'office' ? 'readOnly' : 'companyWide');
}

/**
 * A write's new site: the row as it will be stored (`after`) is on the account's sites too. Looked
 * at for a new row, and for a changed one (`before`, already checked) only when the write moves it.
 */
export async function assertNewSiteInScope(db: AnyDb, request: FastifyRequest, spec: ResourceSpec, after: Row, before?: Row): Promise<void> {
  const column = siteColumnOf(spec);
  if (!before || (column !== null && before[column] !== after[column])) await assertRowInScope(db, request, spec, after);
}

/**
 * Before a write's body is read: a scoped account writing to another site's row, or naming another
 * site for it, is refused with 403 before any validation, so that no validation message tells it
 * anything about another site's rows. What cannot be judged yet (a row that does not exist, a
 * malformed site or reference) is left to the checks after validation.
 */
export async function refuseOtherSiteEarly(db: AnyDb, request: FastifyRequest, spec: ResourceSpec, write: { id?: number; body: unknown }): Promise<void> {
  const access = accessOf(request);
  const column = siteColumnOf(spec);
  if (access.sites === null || column === null) return;
  if (write.id !== undefined) {
    const row = await db.selectFrom(spec.table).select(['id', column]).where('id', '=', write.id).executeTakeFirst();
    if (row) await assertRowInScope(db, request, spec, row);
  }
  if (column === 'id' || typeof write.body !== 'object' || write.body === null) return;
  const named = (write.body as Row)[column];
  if (typeof named !== 'number' || !Number.isSafeInteger(named) || named < 1) return;
  const site = siteBinding(spec) === 'field' ? named : await siteOfRow(db, spec, { [column]: named });
  if (site != null && !seesSite(access, site)) throw refused('site');
}
