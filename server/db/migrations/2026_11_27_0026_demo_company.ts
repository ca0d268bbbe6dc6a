/**
 * The demo company's mark (server/demo/, issue 28 §8): one row, written when the first start filled
 * the database with the demo company, so that every later start of the same database keeps the
 * company working. `last_tick` is the newest simulation step taken: a process takes a step by
 * raising it, so of several server processes exactly one takes each step.
 */
import type { AnyDb } from './frozen/v1';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('demo_company')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    // The generator's seed (SEED_NUMBER): the simulation's choices follow it.
    .addColumn('seed', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_tick', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('demo_company').execute();
}
