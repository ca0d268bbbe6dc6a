/**
 * The README's example migration for the tools resource. In a real change this file lives in
 * server/db/migrations/ and is registered in migrations/index.ts.
 */
import type { Kysely } from 'kysely';
import { referencing, withId } from '../../server/db/dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('tool'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('site', 'integer', referencing('site'))
    .execute();
  await db.schema.createIndex('tool_site').on('tool').column('site').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tool').execute();
}
