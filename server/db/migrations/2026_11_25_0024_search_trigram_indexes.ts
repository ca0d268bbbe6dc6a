/**
 * Free-text search on PostgreSQL: trigram indexes (pg_trgm) on the text columns the rides search
 * matches with ILIKE '%…%' (people's names, registration numbers, materials, places), so that a
 * "contains" match need not read a whole table once those tables grow. PostgreSQL only: SQLite has
 * no such index, and its search reads the covering list index (2026_11_22_0003) as before.
 */
import { sql } from 'kysely';
import { dialectOf } from './frozen/v1';
import type { AnyDb } from './frozen/v1';

const INDEXES: Array<{ name: string; table: string; columns: string[] }> = [
  { name: 'person_name_trgm_idx', table: 'person', columns: ['first_name', 'last_name'] },
  { name: 'vehicle_registration_number_trgm_idx', table: 'vehicle', columns: ['registration_number'] },
  { name: 'material_name_trgm_idx', table: 'material', columns: ['name'] },
  { name: 'place_name_trgm_idx', table: 'place', columns: ['name'] },
];

export async function up(db: AnyDb): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  // A trusted extension since PostgreSQL 13: the database's owner may create it.
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  for (const { name, table, columns } of INDEXES) {
    const operands = sql.join(columns.map((column) => sql`${sql.ref(column)} gin_trgm_ops`));
    await sql`CREATE INDEX ${sql.id(name)} ON ${sql.table(table)} USING gin (${operands})`.execute(db);
  }
}

/** The extension stays: other indexes of the database may use it. */
export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const { name } of INDEXES) await sql`DROP INDEX ${sql.id(name)}`.execute(db);
}
