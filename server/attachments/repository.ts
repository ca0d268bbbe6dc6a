/**
 * SQL of attachments: store an upload, read its bytes, and the removal of uploads never linked.
 * The rows' `file` fields (linking, reading, deleting a row's files) are the CRUD engine's
 * (../crud/fileFields.ts).
 */
import type { AttachmentRef } from '../../src/domain/fields';
import type { AnyDb } from '../db/anySchema';

export interface NewAttachment {
  fileName: string;
  mimeType: string;
  content: Buffer;
  thumbnail: Buffer | null;
  createdBy: number | null;
}

/** Stores an upload, not yet linked to any row. */
export async function insertAttachment(db: AnyDb, upload: NewAttachment): Promise<AttachmentRef> {
  const { id } = await db
    .insertInto('attachment')
    .values({
      file_name: upload.fileName,
      mime_type: upload.mimeType,
      size: upload.content.length,
      content: upload.content,
      thumbnail: upload.thumbnail,
      created_by: upload.createdBy,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(id), name: upload.fileName, size: upload.content.length, type: upload.mimeType, thumbnail: upload.thumbnail !== null };
}

/** Whose a file is: the row it is linked to (none yet: an upload not saved), and who uploaded it. */
export interface AttachmentOwner {
  resource: string | null;
  recordId: number | null;
  createdBy: number | null;
}

/**
 * A file's name, type and bytes (its thumbnail's, with `thumbnail`) and owner; undefined when
 * there is none.
 */
export async function readAttachment(db: AnyDb, id: number, thumbnail = false) {
  const row = (await db
    .selectFrom('attachment')
    .select(['file_name', 'mime_type', thumbnail ? 'thumbnail as content' : 'content', 'resource', 'record_id', 'created_by'])
    .where('id', '=', id)
    .executeTakeFirst()) as
    { file_name: string; mime_type: string; content: Buffer | null; resource: string | null; record_id: number | null; created_by: number | null } | undefined;
  if (!row?.content) return undefined;
  const owner: AttachmentOwner = {
    resource: row.resource,
    recordId: row.record_id === null ? null : Number(row.record_id),
    createdBy: row.created_by === null ? null : Number(row.created_by),
  };
  return { fileName: row.file_name, mimeType: thumbnail ? 'image/webp' : row.mime_type, content: row.content, owner };
}

/** Deletes uploads no write linked before `before` (a dialog closed without saving); returns how many. */
export async function removeUnlinkedUploads(db: AnyDb, before: Date): Promise<number> {
  const result = await db.deleteFrom('attachment').where('record_id', 'is', null).where('created_at', '<', before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
