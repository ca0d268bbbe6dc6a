/**
 * Attachments of `file` fields (server/attachments): the bytes live in the database, so that every
 * server process shares them and one backup holds everything. A row is uploaded unlinked
 * (`resource`, `record_id` and `field` null) and linked by the record write that names it. No
 * foreign key to the record: the resource's table varies.
 */
import { bytesType, withId } from './frozen/v1';
import type { AnyDb } from './frozen/v1';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('attachment'))
    // All three null while the upload is not linked.
    .addColumn('resource', 'text')
    .addColumn('record_id', 'integer')
    .addColumn('field', 'text')
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('mime_type', 'text', (column) => column.notNull())
    .addColumn('size', 'integer', (column) => column.notNull())
    // The uploader; their account may later be deleted, the file stays.
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    // The bytes last: SQLite reads a column after a large value by walking its overflow pages.
    .addColumn('thumbnail', bytesType(db))
    .addColumn('content', bytesType(db), (column) => column.notNull())
    .execute();
  // A list reads the attachments of its page's rows by resource and record ids.
  await db.schema.createIndex('attachment_record_idx').on('attachment').columns(['resource', 'record_id']).execute();
  // The hourly removal of uploads never linked finds them without reading the files' rows.
  await db.schema.createIndex('attachment_unlinked_idx').on('attachment').columns(['record_id', 'created_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('attachment').execute();
}
