/**
 * Archive instead of delete (issue 16 §3): `POST <apiPath>/<id>/archive/` and `/restore/` for
 * every archivable resource (accounts that may change the resource's rows on the row's site, see
 * ./siteScope.ts). Both answer the row as it is now (200, with `archived_at`), and are
 * idempotent: archiving an archived row keeps its date. Each archiving or restoring that changed
 * the row is recorded in the change history.
 */
import type { FastifyRequest } from 'fastify';
import { ARCHIVED_AT } from '../../src/domain/archive';
import type { ResourceSpec } from '../../src/domain/resources';
import { actorOf, recordChange } from '../audit/changeLog';
import type { Db } from '../db/database';
import { notFound } from '../errors';
import type { App } from '../http/feature';
import { idParams } from '../http/schemas';
import { readRow, readArchiveState, writeArchivedAt } from './repository';
import { assertMayWrite, assertRowInScope, siteColumnOf } from './siteScope';
import type { TableShape } from './tableShape';
import type { AnyDb } from '../db/anySchema';

/** A resource's own rule for archiving a row (in the transaction, after the row's site is checked): throws to refuse. */
export type ArchiveRule = (trx: AnyDb, request: FastifyRequest, id: number) => Promise<void>;

export function registerArchiveRoutes(app: App, { db }: Db, spec: ResourceSpec, shape: TableShape, mayArchive?: ArchiveRule) {
  const tags = [spec.name];
  const siteColumn = siteColumnOf(spec);
  const columns = siteColumn && siteColumn !== 'id' ? ['id', siteColumn, ARCHIVED_AT] : ['id', ARCHIVED_AT];
  const setArchived = (archive: boolean) => async (request: FastifyRequest<{ Params: { id: number } }>) => {
    const { id } = request.params;
    await (db as AnyDb).transaction().execute(async (trx) => {
      const row = await readArchiveState(trx, spec.table, columns, id);
      if (!row) throw notFound(spec.notFoundMessage);
      await assertRowInScope(trx, request, spec, row);
      if ((row[ARCHIVED_AT] === null) !== archive) return;
      if (archive) await mayArchive?.(trx, request, id);
      await writeArchivedAt(trx, spec.table, id, archive);
      await recordChange(trx, actorOf(request), { spec, id, archiving: archive ? 'archive' : 'restore' });
    });
    return readRow(db, shape, id, request.companyTimeZone);
  };
  const route = (action: 'archive' | 'restore', summary: string) =>
    app.post(
      `${spec.apiPath}/:id/${action}/`,
      // The role's right first: a refused account is not told whether the id names a row.
      { schema: { tags, summary, params: idParams }, preValidation: async (request: FastifyRequest) => assertMayWrite(request, spec) },
      setArchived(action === 'archive'),
    );
  route('archive', `Archive: ${spec.singular} (hidden from lists and choices, kept in history)`);
  route('restore', `Restore an archived ${spec.singular}`);
}
