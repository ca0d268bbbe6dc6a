/**
 * 2026_11_28_0160_data_imports: an imported file as a record of its own (issue 32 §1), so that the
 * import can be undone as a whole. `data_import` holds who imported what into which resource, the
 * counts, what undoing needs (`undo`: JSON of the rows added and the changed rows' previous values)
 * and when it was undone; the file itself is an attachment linked to it (resource `imports`).
 * `change_event.import_id` ties each history row an import (or its undoing) wrote to its import.
 * Frozen: change the schema with a new migration, never by editing this one.
 */
import { withId } from './frozen/v1';
import type { AnyDb } from './frozen/v1';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('data_import'))
    .addColumn('resource', 'text', (column) => column.notNull())
    .addColumn('file_name', 'text', (column) => column.notNull())
    // The account may later be deleted; its login at the time stays.
    .addColumn('created_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('site', 'integer')
    .addColumn('added', 'integer', (column) => column.notNull())
    .addColumn('changed', 'integer', (column) => column.notNull())
    .addColumn('undo', 'text', (column) => column.notNull())
    .addColumn('undone_at', 'text')
    .addColumn('undone_by', 'text')
    .execute();
  await db.schema.createIndex('data_import_resource_idx').on('data_import').columns(['resource', 'id']).execute();
  await db.schema.alterTable('change_event').addColumn('import_id', 'integer').execute();
  await db.schema.createIndex('change_event_import_idx').on('change_event').columns(['import_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('change_event_import_idx').execute();
  await db.schema.alterTable('change_event').dropColumn('import_id').execute();
  await db.schema.dropTable('data_import').execute();
}
