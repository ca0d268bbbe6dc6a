/**
 * The seeder's only dialect difference: after rows were inserted with explicit ids, PostgreSQL's
 * serial sequences must move past them (SQLite's AUTOINCREMENT follows explicit ids by itself).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';

export async function moveIdSequencesPastRows(database: Db, tables: readonly string[]): Promise<void> {
  if (database.dialect !== 'postgres') return;
  for (const table of tables) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), max_id) FROM (SELECT max(id) AS max_id FROM ${sql.table(table)}) AS m WHERE max_id IS NOT NULL`.execute(
      database.db,
    );
  }
}
