/**
 * Generic routes for a registry resource: list, read, and (as its `operations` allow) create,
 * update, delete. Every write is validated with the registry's field specs and runs in one
 * transaction (the row, its multi-references, the checks of references, same-site and unique
 * rules), so a rejected request changes nothing. A delete takes the row's join rows with it.
 * Every route keeps to the account's sites and role (./siteScope.ts), and a write refers only to
 * rows the account may read (./references.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { AnyDb } from '../db/anySchema';
import type { ResourceSpec } from '../../src/domain/resources';
import type { Db } from '../db/database';
import { notFound } from '../errors';
import type { App } from '../http/feature';
import { idBeforeValidation } from '../http/requests';
import { sendList } from './sendList';
import { idParams, resourceBody } from '../http/schemas';
import { writeMultiReferences } from './multiReferences';
import { assertNotReferenced, assertReferencesExist } from './references';
import { sitesInScope } from '../auth/access';
import { assertMoveKeepsSameSite, assertSameSite } from './sameSite';
import { assertNoNewArchivedReferences } from './archivedReferences';
import { deleteRow, readRow, insertRow, updateRow } from './repository';
import { assertMayWrite, assertNewSiteInScope, assertRowInScope, refuseOtherSiteEarly } from './siteScope';
import { tableShape, type TableShape } from './tableShape';
import { assertUnique } from './uniqueness';
import { isUniqueViolation } from '../db/dialect';
import { documentedRoute, listQuery, rowJsonSchema } from './openapi';
import { actorOf, recordChange, type ChangeSource, type HistoryBatch } from '../audit/changeLog';
import type { WriteHooks } from './writeHooks';

type Row = Record<string, unknown>;

/**
 * Runs a write transaction; when a unique index refuses it (a concurrent write stored the same
 * key after this one's check), answers as the check would have: 400 with the field's message.
 */
async function writing<T>(db: AnyDb, recheck: (db: AnyDb) => Promise<void>, write: (trx: AnyDb) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(write);
  } catch (error) {
    if (isUniqueViolation(error)) await recheck(db);
    throw error;
  }
}

/**
 * A write's checks made before its schema reads the request (a preValidation hook): the role's
 * right to change the resource, and a scoped account's write to another site's row or naming
 * another site (./siteScope.ts refuseOtherSiteEarly), so that no validation message answers them.
 * With `withId` the path's row too (a malformed id is left to the schema's 404).
 */
export const writeChecksFirst =
  (db: AnyDb, spec: ResourceSpec, { withId, body }: { withId: boolean; body: boolean }) =>
  async (request: FastifyRequest) => {
    assertMayWrite(request, spec);
    if (!body && !withId) return;
    const id = withId ? idBeforeValidation(request) : undefined;
    if (id === null) return;
    await refuseOtherSiteEarly(db, request, spec, { id, body: body ? request.body : undefined });
  };

/** How a write is recorded in the change history: `import` for the rows of an imported file, `import_undo` for its undoing (issue 32). */
export interface WriteOptions {
  source?: ChangeSource;
  /** The import (server/imports) the write belongs to. */
  importId?: number;
  /** The batch its history row joins (an import's; flushed by the import before its transaction ends). */
  history?: HistoryBatch;
}

/**
 * A new row with its checks (references, the account's sites, archived references, same site,
 * unique values), its multi-references, the resource's hooks and its history, in `trx`: the
 * create route's write, and each new row of an import.
 */
export async function createRecord(
  trx: AnyDb,
  request: FastifyRequest,
  spec: ResourceSpec,
  shape: TableShape,
  values: Row,
  hooks: WriteHooks = {},
  { source, importId, history }: WriteOptions = {},
): Promise<number> {
  await assertReferencesExist(trx, spec, values, values, sitesInScope(request));
  await assertNewSiteInScope(trx, request, spec, values);
  await assertNoNewArchivedReferences(trx, spec, values);
  await assertSameSite(trx, spec, values, values);
  await assertUnique(trx, spec, values, values);
  const inserted = await insertRow(trx, shape, values);
  await writeMultiReferences(trx, spec, inserted, values);
  await hooks.stored?.(trx, request, inserted, (await readRow(trx, shape, inserted, request.companyTimeZone))!);
  // A row just added has no documents and no checks yet: its derived fields are empty, as the
  // history's "before" of a create is, so they are not read (a third of an import's row on SQLite).
  const after = await readRow(trx, shape, inserted, request.companyTimeZone, { derived: false });
  await recordChange(trx, actorOf(request), { spec, id: inserted, after, source, importId, history });
  return inserted;
}

/** The row `id` as it will be stored once `values` are written (404 when there is none). */
async function storedAfter(trx: AnyDb, spec: ResourceSpec, shape: TableShape, id: number, values: Row, zone: string): Promise<Row> {
  const current = await readRow(trx, shape, id, zone);
  if (!current) throw notFound(spec.notFoundMessage);
  return { ...current, ...values };
}

/** A change of row `id` with the update route's checks, hooks and history, in `trx` (see createRecord). */
export async function updateRecord(
  trx: AnyDb,
  request: FastifyRequest,
  spec: ResourceSpec,
  shape: TableShape,
  id: number,
  values: Row,
  hooks: WriteHooks = {},
  { source, importId, history }: WriteOptions = {},
): Promise<void> {
  const before = await readRow(trx, shape, id, request.companyTimeZone);
  if (!before) throw notFound(spec.notFoundMessage);
  /** The row as it will be stored once `values` are written. */
  const row = { ...before, ...values };
  await assertRowInScope(trx, request, spec, before);
  await assertReferencesExist(trx, spec, values, row, sitesInScope(request));
  await assertNewSiteInScope(trx, request, spec, row, before);
  await assertNoNewArchivedReferences(trx, spec, values, id);
  await assertSameSite(trx, spec, row, values);
  await assertMoveKeepsSameSite(trx, spec, id, row, values);
  await assertUnique(trx, spec, row, values, id);
  await updateRow(trx, shape, id, values);
  await writeMultiReferences(trx, spec, id, values);
  await hooks.stored?.(trx, request, id, (await readRow(trx, shape, id, request.companyTimeZone))!);
  await recordChange(trx, actorOf(request), { spec, id, before, after: await readRow(trx, shape, id, request.companyTimeZone), source, importId, history });
}

/** The removal of row `id` with the delete route's checks (no row references it), hooks and history, in `trx`: the delete route's write, and an undone import's added rows. */
export async function deleteRecord(
  trx: AnyDb,
  request: FastifyRequest,
  spec: ResourceSpec,
  shape: TableShape,
  id: number,
  hooks: WriteHooks = {},
  { source, importId, history }: WriteOptions = {},
): Promise<void> {
  const before = await readRow(trx, shape, id, request.companyTimeZone);
  if (!before) throw notFound(spec.notFoundMessage);
  await assertRowInScope(trx, request, spec, before);
  await assertNotReferenced(trx, spec, id);
  await hooks.deleting?.(trx, request, id);
  await deleteRow(trx, spec, id);
  await recordChange(trx, actorOf(request), { spec, id, before, source, importId, history });
}

export function registerResourceRoutes(app: App, database: Db, spec: ResourceSpec, shape = tableShape(spec), hooks: WriteHooks = {}) {
  const { db } = database;
  const base = `${spec.apiPath}/`;
  const tags = [spec.name];

  const row = rowJsonSchema(spec);
  const sortable = new Set(Object.keys(shape.columns));

  app.get(
    base,
    documentedRoute({ tags, summary: `List: ${spec.label}`, querystring: listQuery(spec, sortable) }, { 200: { type: 'array', items: row } }),
    (request, reply) => sendList(database, shape, request.query, request, reply),
  );

  app.get(`${base}:id/`, documentedRoute({ tags, summary: `Read: ${spec.singular}`, params: idParams }, { 200: row }), async (request) => {
    const row = await readRow(db, shape, request.params.id, request.companyTimeZone);
    if (!row) throw notFound(spec.notFoundMessage);
    await assertRowInScope(db, request, spec, row);
    return row;
  });

  if (spec.operations.create) {
    app.post(
      base,
      {
        ...documentedRoute({ tags, summary: `Create: ${spec.singular}`, body: resourceBody(spec, 'create') }, { 201: row }),
        preValidation: writeChecksFirst(db, spec, { withId: false, body: true }),
      },
      async (request, reply) => {
        const values = request.body;
        const unique = (trx: AnyDb) => assertUnique(trx, spec, values, values);
        const id = await writing(db, unique, (trx) => createRecord(trx, request, spec, shape, values, hooks));
        return reply.code(201).send(await readRow(db, shape, id, request.companyTimeZone));
      },
    );
  }

  if (spec.operations.update) {
    app.put(
      `${base}:id/`,
      {
        ...documentedRoute({ tags, summary: `Update: ${spec.singular}`, params: idParams, body: resourceBody(spec, 'update') }, { 200: row }),
        preValidation: writeChecksFirst(db, spec, { withId: true, body: true }),
      },
      async (request) => {
        const { id } = request.params;
        const values = request.body;
        const unique = async (trx: AnyDb) => assertUnique(trx, spec, await storedAfter(trx, spec, shape, id, values, request.companyTimeZone), values, id);
        await writing(db, unique, (trx) => updateRecord(trx, request, spec, shape, id, values, hooks));
        return readRow(db, shape, id, request.companyTimeZone);
      },
    );
  }

  if (spec.operations.delete) {
    const deleteRoute = {
      schema: { tags, summary: `Delete: ${spec.singular}`, params: idParams },
      preValidation: writeChecksFirst(db, spec, { withId: false, body: false }),
    };
    app.delete(`${base}:id/`, deleteRoute, async (request, reply) => {
      const { id } = request.params;
      await db.transaction().execute((trx) => deleteRecord(trx, request, spec, shape, id, hooks));
      return reply.code(204).send();
    });
  }
}
