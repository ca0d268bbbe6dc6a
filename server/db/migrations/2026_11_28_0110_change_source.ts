/**
 * 2026_11_28_0110_change_source: a change event's source (issue 32 §1): `import` for the rows an
 * imported file added or changed, null for every other write.
 * Frozen: change the schema with a new migration, never by editing this one.
 */
import type { AnyDb } from './frozen/v1';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('change_event').addColumn('source', 'varchar(20)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('change_event').dropColumn('source').execute();
}
