/**
 * Schema helpers as the migrations up to 2026-11 were written with them, frozen: a migration
 * imports these (never server/db/dialect.ts), so that a later change of the live helpers cannot
 * change what an old migration creates. To change a helper, copy this file to v2.ts and change the
 * copy; migrations written before keep importing v1.
 */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type CreateTableBuilder } from 'kysely';
import type { AnyDb } from '../../anySchema';

/** The database a migration takes: untyped, so that no migration depends on today's schema. */
export type { AnyDb };

export const dialectOf = (db: AnyDb): 'sqlite' | 'postgres' =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/** An auto-incrementing integer primary key named id. */
export function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** A foreign key column; deletes are refused while rows reference the target. */
export const referencing =
  (target: string, notNull = false) =>
  (col: ColumnDefinitionBuilder) => {
    const withRef = col.references(`${target}.id`).onDelete('restrict');
    return notNull ? withRef.notNull() : withRef;
  };

/** The column type of raw bytes (a file's content). */
export const bytesType = (db: AnyDb) => (dialectOf(db) === 'postgres' ? 'bytea' : 'blob');

/**
 * An index on `key` that also carries the `covered` columns, so that a query reading only these
 * reads no table row: PostgreSQL's INCLUDE; SQLite has none, the columns follow the key.
 */
export async function createCoveringIndex(db: AnyDb, name: string, table: string, key: string[], covered: string[]) {
  if (dialectOf(db) === 'postgres') {
    const columns = (names: string[]) => sql.join(names.map((column) => sql.id(column)));
    await sql`create index ${sql.id(name)} on ${sql.id(table)} (${columns(key)}) include (${columns(covered)})`.execute(db);
  } else {
    await db.schema.createIndex(name).on(table).columns([...key, ...covered]).execute();
  }
}
