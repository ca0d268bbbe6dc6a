/**
 * 2026_11_24_0017_repairs: the repair request workflow's columns (issue 15 §3). Line for line what
 * `npm run db:migration -- repairs` writes, but for the status: the generator refuses a new
 * not-null column on a table with rows ("declare it nullable, fill it, then make it required"),
 * and SQLite cannot make a column required afterwards without rebuilding the table; so the
 * status is added not null with the default "nowe", which existing requests take.
 * `npm run db:migration -- --check` agrees with the declaration.
 * Frozen: change the schema with a new migration, never by editing this one.
 */
import { referencing } from './frozen/v1';
import type { AnyDb } from './frozen/v1';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('repair_request')
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('nowe'))
    .execute();
  await db.schema.alterTable('repair_request').addColumn('assignee', 'integer', referencing('person')).execute();
  await db.schema.alterTable('repair_request').addColumn('cost', 'bigint').execute();
  await db.schema.alterTable('repair_request').addColumn('closing_note', 'text').execute();
  await db.schema.createIndex('repair_request_assignee_idx').on('repair_request').columns(['assignee']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('repair_request_assignee_idx').execute();
  await db.schema.alterTable('repair_request').dropColumn('closing_note').execute();
  await db.schema.alterTable('repair_request').dropColumn('cost').execute();
  await db.schema.alterTable('repair_request').dropColumn('assignee').execute();
  await db.schema.alterTable('repair_request').dropColumn('status').execute();
}
