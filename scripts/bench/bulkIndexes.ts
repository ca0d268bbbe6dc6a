/**
 * Secondary indexes of tables about to be filled in bulk: dropped before the load and built again
 * after it from their own definitions (one sort per index instead of an update per row).
 */
import { sql } from 'kysely';
import type { DialectName } from '../../server/db/dialect';
import type { AnyDb } from '../../server/db/anySchema';

export interface IndexDefinition {
  name: string;
  sql: string;
}

/** The indexes of `tables` that no constraint (primary key, unique) owns, with the SQL that creates them. */
export async function secondaryIndexes(db: AnyDb, dialect: DialectName, tables: readonly string[]): Promise<IndexDefinition[]> {
  const names = sql.join(tables.map((table) => sql.lit(table)));
  const query =
    dialect === 'sqlite'
      ? sql<IndexDefinition>`select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${names})`
      : sql<IndexDefinition>`select indexname as name, indexdef as sql from pg_indexes
          where schemaname = current_schema() and tablename in (${names})
            and indexname not in (select conname from pg_constraint)`;
  return (await query.execute(db)).rows;
}

export async function dropIndexes(db: AnyDb, indexes: readonly IndexDefinition[]): Promise<void> {
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
}

export async function createIndexes(db: AnyDb, indexes: readonly IndexDefinition[]): Promise<void> {
  for (const index of indexes) await sql.raw(index.sql).execute(db);
}
