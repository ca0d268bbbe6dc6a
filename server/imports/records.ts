/**
 * Imports as records of their own (issue 32 §1): each stored import is a `data_import` row, with the
 * file kept as its attachment and what undoing it needs — the rows it added, and the previous
 * values of the fields it changed. Undoing deletes the added rows and writes the previous values
 * back through the CRUD engine's paths (their checks, hooks and history, marked `import_undo`), all
 * in one transaction, and only while no later change touched the import's rows: a later history row
 * of any of them refuses the undoing with 409.
 */
import type { FastifyRequest } from 'fastify';
import { companyDateTime } from '../../src/domain/companyTime';
import { importMessages, type ImportRecord } from '../../src/domain/imports';
import { getResource, resources, type ResourceSpec } from '../../src/domain/resources';
import { accessOf, requireAdministrator } from '../auth/access';
import { authOf } from '../auth/authHook';
import { readRow } from '../crud/repository';
import type { RecordWriter } from '../crud/recordWriter';
import { assertMayWrite } from '../crud/siteScope';
import type { AnyDb } from '../db/anySchema';
import { conflict, notFound } from '../errors';

type Row = Record<string, unknown>;

/** The file an import read, kept as its attachment. */
export interface ImportedFile {
  name: string;
  mimeType: string;
  content: Buffer;
}

/** A row the import wrote: added (`before` null), or changed from `before` (the changed fields' previous values). */
export interface UndoEntry {
  id: number;
  before: Row | null;
}

/** The attachment's `resource` of an import's file. */
export const IMPORT_ATTACHMENT = 'imports';

/** The rows of an import outside the registry (a statement's fuel transactions), deleted when the import is undone: by the resource imported into. */
export type ImportCompanions = Record<string, (trx: AnyDb, importId: number) => Promise<void>>;

/** Stores the import's record (counts and undo data follow in finishImport); its id. `issuer`: a fuel-card statement's import. */
export async function startImport(
  trx: AnyDb,
  request: FastifyRequest,
  spec: ResourceSpec,
  file: ImportedFile,
  site: number | null,
  issuer: string | null = null,
): Promise<number> {
  const { user } = authOf(request);
  const { id } = await trx
    .insertInto('data_import')
    .values({
      resource: spec.name,
      file_name: file.name,
      created_by: user.id,
      username: user.username,
      created_at: new Date().toISOString(),
      site,
      issuer,
      added: 0,
      changed: 0,
      undo: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** The import's counts and undo data, and its file as an attachment linked to it. */
export async function finishImport(trx: AnyDb, id: number, file: ImportedFile, done: { added: number; changed: number; undo: UndoEntry[] }) {
  await trx
    .updateTable('data_import')
    .set({ added: done.added, changed: done.changed, undo: JSON.stringify(done.undo) })
    .where('id', '=', id)
    .execute();
  const created = await trx.selectFrom('data_import').select(['created_by', 'created_at']).where('id', '=', id).executeTakeFirstOrThrow();
  await trx
    .insertInto('attachment')
    .values({
      resource: IMPORT_ATTACHMENT,
      record_id: id,
      field: 'file',
      file_name: file.name,
      mime_type: file.mimeType,
      size: file.content.length,
      content: file.content,
      thumbnail: null,
      created_by: created.created_by,
      created_at: created.created_at,
    })
    .execute();
}

const recordOf = (row: Row): ImportRecord => ({
  id: Number(row.id),
  resource: String(row.resource),
  file_name: String(row.file_name),
  username: String(row.username),
  created_at: String(row.created_at),
  added: Number(row.added),
  changed: Number(row.changed),
  undone_at: (row.undone_at as string | null) ?? null,
  undone_by: (row.undone_by as string | null) ?? null,
  issuer: (row.issuer as string | null) ?? null,
});

/** Whether the account sees every import (an administrator) or only its own. */
const ownOnly = (request: FastifyRequest) => accessOf(request).role !== 'administrator';

/**
 * The resource's latest imports the account may see, newest first: an administrator's all, anyone
 * else's own (none for who may not import). Registry imports, or with `statements` the fuel-card
 * statements' imports.
 */
export async function recentImports(db: AnyDb, request: FastifyRequest, spec: ResourceSpec, statements = false, limit = 10): Promise<ImportRecord[]> {
  let query = db
    .selectFrom('data_import')
    .select(['id', 'resource', 'file_name', 'username', 'created_at', 'added', 'changed', 'undone_at', 'undone_by', 'issuer'])
    .where('resource', '=', spec.name)
    .where('issuer', statements ? 'is not' : 'is', null);
  if (ownOnly(request)) query = query.where('created_by', '=', authOf(request).user.id);
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.map(recordOf);
}

/**
 * The import `id` the account may see: an administrator any, anyone else its own (404 otherwise:
 * another account's import is not told apart from none). With `write`, also the right to write
 * the resource's rows (403 before anything else is told).
 */
async function importOf(db: AnyDb, request: FastifyRequest, id: number, write: boolean) {
  const row = await db.selectFrom('data_import').selectAll().where('id', '=', id).executeTakeFirst();
  const spec = row && Object.hasOwn(resources, row.resource) ? getResource(row.resource) : undefined;
  if (write && spec) {
    if (spec.administratorsOnly) requireAdministrator(request);
    assertMayWrite(request, spec);
  }
  if (!row || !spec || (ownOnly(request) && Number(row.created_by) !== authOf(request).user.id)) throw notFound(importMessages.importNotFound);
  return { row, spec };
}

/** The import's file (its attachment), to whoever sees the import. */
export async function importFile(db: AnyDb, request: FastifyRequest, id: number) {
  await importOf(db, request, id, false);
  const file = await db
    .selectFrom('attachment')
    .select(['file_name', 'mime_type', 'content'])
    .where('resource', '=', IMPORT_ATTACHMENT)
    .where('record_id', '=', id)
    .executeTakeFirst();
  if (!file) throw notFound(importMessages.importNotFound);
  return { fileName: file.file_name, mimeType: file.mime_type, content: file.content };
}

/** At most this many ids in one `in (…)`: far below both databases' limits on a statement's parameters. */
const CHUNK = 500;

/** The first history row that changed one of the import's rows after the import (not by an import undone since), if any. */
async function laterChange(trx: AnyDb, spec: ResourceSpec, importId: number, ids: number[]) {
  const first = await trx
    .selectFrom('change_event')
    .select((eb) => eb.fn.min('id').as('id'))
    .where('import_id', '=', importId)
    .executeTakeFirst();
  const since = Number(first?.id ?? 0);
  for (let start = 0; start < ids.length; start += CHUNK) {
    const found = await trx
      .selectFrom('change_event')
      .select(['record_id', 'changed_at', 'username'])
      .where('entity', '=', spec.name)
      .where('record_id', 'in', ids.slice(start, start + CHUNK))
      .where('id', '>', since)
      // A later import undone since left the rows as they were: neither it nor its undoing counts.
      .where((eb) =>
        eb.or([
          eb('import_id', 'is', null),
          eb.and([eb('import_id', '!=', importId), eb('import_id', 'not in', eb.selectFrom('data_import').select('id').where('undone_at', 'is not', null))]),
        ]),
      )
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (found) return found;
  }
  return undefined;
}

/** A row's name as the history names it (its record text), or its id. */
async function recordName(trx: AnyDb, spec: ResourceSpec, id: number): Promise<string> {
  const row = await trx
    .selectFrom(spec.table)
    .select([...spec.recordText])
    .where('id', '=', id)
    .executeTakeFirst();
  const text = row
    ? spec.recordText
        .map((name) => String(row[name] ?? ''))
        .join(' ')
        .trim()
    : '';
  return text || `#${id}`;
}

/**
 * Undoes the import `id` as a whole, in `trx`: its rows outside the registry deleted (`companions`
 * of its resource), its added rows deleted, its changed rows' previous values written back, the
 * history recording each as `import_undo`. 409 when it was undone already or a later change touched
 * one of its rows (or a later row refers to one it added).
 */
export async function undoImport(
  trx: AnyDb,
  request: FastifyRequest,
  id: number,
  writerOf: (spec: ResourceSpec) => RecordWriter,
  companions: ImportCompanions = {},
): Promise<ImportRecord> {
  const { row, spec } = await importOf(trx, request, id, true);
  if (row.undone_at) throw conflict(importMessages.alreadyUndone);
  const entries = JSON.parse(row.undo) as UndoEntry[];
  const later = await laterChange(
    trx,
    spec,
    id,
    entries.map((entry) => entry.id),
  );
  if (later)
    throw conflict(
      importMessages.laterChange(
        await recordName(trx, spec, Number(later.record_id)),
        companyDateTime(later.changed_at, request.companyTimeZone),
        later.username,
      ),
    );
  await companions[spec.name]?.(trx, id);
  const writer = writerOf(spec);
  const options = { source: 'import_undo' as const, importId: id };
  for (const entry of [...entries].reverse()) {
    if (entry.before === null) {
      if (await readRow(trx, writer.shape, entry.id, request.companyTimeZone)) await writer.remove(trx, request, entry.id, options);
    } else await writer.update(trx, request, entry.id, entry.before, options);
  }
  const undone = { undone_at: new Date().toISOString(), undone_by: authOf(request).user.username };
  await trx.updateTable('data_import').set(undone).where('id', '=', id).execute();
  return recordOf({ ...row, ...undone });
}
