/**
 * The registry's `file` fields, stored by the engine in the attachment table (whose uploads and
 * downloads are server/attachments'): link the ids a write names to its row (in the write's
 * transaction), give read rows their `AttachmentRef[]` (one query per list), delete a deleted
 * row's files.
 */
import { attachmentMessages, acceptedTypes } from '../../src/domain/attachments';
import type { AttachmentRef, FieldSpec } from '../../src/domain/fields';
import type { ResourceSpec } from '../../src/domain/resources';
import { badRequest } from '../errors';
import type { Kysely } from 'kysely';
import type { AnyDb } from '../db/anySchema';
import { compiledOnce, inList } from '../db/compiledOnce';
import type { Database } from '../db/schema';

/** Ids per query in `in (…)` lists: far below SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

/** Every stored image has a thumbnail (an image that cannot be decoded is refused at upload). */
const toRef = (row: { id: number; file_name: string; size: number; mime_type: string }): AttachmentRef => ({
  id: Number(row.id),
  name: row.file_name,
  size: Number(row.size),
  type: row.mime_type,
  thumbnail: row.mime_type.startsWith('image/'),
});

/** The `file` fields of a resource. */
export const fileFields = (spec: ResourceSpec): Array<[string, FieldSpec]> => Object.entries(spec.fields).filter(([, field]) => field.type === 'file');

/** The attachments of some rows of a resource, oldest first. */
const attachmentsOf = compiledOnce(['resource', 'ids'], (db, { resource, ids }) =>
  db
    .selectFrom('attachment')
    .select(['id', 'record_id', 'field', 'file_name', 'size', 'mime_type'])
    .where('resource', '=', resource)
    .where(inList(db, 'record_id', ids))
    .orderBy('id'),
);

/**
 * Gives each row its `file` fields as `AttachmentRef[]` (in upload order), with one query for all
 * the rows (and fields) however many there are. Rows are changed in place and returned.
 */
export async function withAttachments<R extends Record<string, unknown>>(db: AnyDb, spec: ResourceSpec, rows: R[]): Promise<R[]> {
  const fields = fileFields(spec);
  if (fields.length === 0 || rows.length === 0) return rows;
  const byRow = new Map<number, Record<string, AttachmentRef[]>>();
  for (const row of rows) {
    const refs = Object.fromEntries(fields.map(([name]) => [name, [] as AttachmentRef[]]));
    byRow.set(Number(row.id), refs);
    Object.assign(row, refs);
  }
  const found = await attachmentsOf(db as Kysely<Database>, { resource: spec.name, ids: [...byRow.keys()] });
  for (const row of found) byRow.get(Number(row.record_id))?.[row.field ?? '']?.push(toRef(row));
  return rows;
}

/**
 * Links the attachments a write names in each of its `file` fields to the row (inside the write's
 * transaction): uploads not yet linked, or already this row's in this field, are kept; this row's
 * files left out of the array are deleted. An id that does not exist, belongs to another row or
 * field, or whose content the field does not accept, refuses the write with 400 under the field.
 * A field absent from the write is left as it is; null clears it.
 */
export async function saveAttachments(db: AnyDb, spec: ResourceSpec, recordId: number, values: Record<string, unknown>): Promise<void> {
  for (const [name, field] of fileFields(spec)) {
    if (!Object.hasOwn(values, name)) continue;
    const ids = ((values[name] ?? []) as number[]).map(Number);
    if (ids.length) {
      const found = await db.selectFrom('attachment').select(['id', 'resource', 'record_id', 'field', 'mime_type']).where('id', 'in', ids).execute();
      const byId = new Map(found.map((row) => [Number(row.id), row]));
      const accepted = acceptedTypes(field);
      for (const id of ids) {
        const row = byId.get(id);
        const message = !row
          ? attachmentMessages.notFound
          : row.record_id !== null && (row.resource !== spec.name || Number(row.record_id) !== recordId || row.field !== name)
            ? attachmentMessages.otherRecord
            : !accepted.includes(row.mime_type)
              ? attachmentMessages.wrongKind(field)
              : null;
        if (message) throw badRequest({ [name]: [message] }, message);
      }
      await db
        .updateTable('attachment')
        .set({ resource: spec.name, record_id: recordId, field: name })
        .where('id', 'in', ids)
        .where('record_id', 'is', null)
        .execute();
    }
    let removed = db.deleteFrom('attachment').where('resource', '=', spec.name).where('record_id', '=', recordId).where('field', '=', name);
    if (ids.length) removed = removed.where('id', 'not in', ids);
    await removed.execute();
  }
}

/** Deletes the files of deleted rows (call it in the delete's transaction). */
export async function deleteAttachmentsOf(db: AnyDb, spec: ResourceSpec, recordIds: readonly number[]): Promise<void> {
  if (fileFields(spec).length === 0) return;
  for (const ids of chunks(recordIds)) {
    await db.deleteFrom('attachment').where('resource', '=', spec.name).where('record_id', 'in', ids).execute();
  }
}
