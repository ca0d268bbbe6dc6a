/**
 * The change history (issue 16 §2, server/audit): one row per create, update or delete of a
 * record, written in the change's transaction. Outside the registry
 * (server/db/migrationGenerator/outsideRegistry.ts): nobody edits history through the generic API.
 */
import { withId } from './frozen/v1';
import type { AnyDb } from './frozen/v1';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('change_event'))
    // UTC ISO instant of the change.
    .addColumn('changed_at', 'text', (column) => column.notNull())
    // Who: the account (its deletion keeps the history) and the login it had then.
    .addColumn('user_id', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addColumn('username', 'text', (column) => column.notNull())
    // The client's address as the server saw it (behind a trusted proxy: X-Forwarded-For).
    .addColumn('address', 'text')
    // The registry resource's name (e.g. materials, employees) and the record's id.
    .addColumn('entity', 'text', (column) => column.notNull())
    .addColumn('record_id', 'integer', (column) => column.notNull())
    // create, update or delete.
    .addColumn('action', 'text', (column) => column.notNull())
    // JSON: { field: [old, new] } of the fields that changed (a password only as "changed").
    .addColumn('changes', 'text', (column) => column.notNull())
    .execute();
  // A record's history, the newest first; the list by time; the retention purge.
  await db.schema.createIndex('change_event_record_idx').on('change_event').columns(['entity', 'record_id', 'id']).execute();
  await db.schema.createIndex('change_event_time_idx').on('change_event').columns(['changed_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('change_event').execute();
}
