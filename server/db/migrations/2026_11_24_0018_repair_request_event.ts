/**
 * The history of repair requests (issue 15 §3, server/repairs): one row per changed field, written
 * in the change's transaction. Outside the registry (server/db/migrationGenerator/outsideRegistry.ts):
 * nobody edits history through the generic API.
 */
import { withId } from './frozen/v1';
import type { AnyDb } from './frozen/v1';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('repair_request_event'))
    .addColumn('repair_request', 'integer', (column) => column.references('repair_request.id').onDelete('cascade').notNull())
    // status, assignee, cost, closing_note or photos.
    .addColumn('field', 'text', (column) => column.notNull())
    // The values before and after as JSON (the API's values; a person or file with its name then).
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .addColumn('changed_at', 'text', (column) => column.notNull())
    // Who: the account (its deletion keeps the history) and the name it had.
    .addColumn('changed_by', 'integer', (column) => column.references('app_user.id').onDelete('set null'))
    .addColumn('changed_by_name', 'text', (column) => column.notNull())
    .execute();
  // A request's history is read in order.
  await db.schema.createIndex('repair_request_event_request_idx').on('repair_request_event').columns(['repair_request', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('repair_request_event').execute();
}
