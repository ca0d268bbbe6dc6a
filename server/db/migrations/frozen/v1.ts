/**
 * Schema helpers as the migrations up to 2026-11 were written with them, frozen: a migration
 * imports these (never server/db/dialect.ts), so that a later change of the live helpers cannot
 * change what an old migration creates. To change a helper, copy this file to v2.ts and change the
 * copy; migrations written before keep importing v1.
 */
import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

export const dialectOf = (db: Kysely<any>): 'sqlite' | 'postgres' =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/** An auto-incrementing integer primary key named id. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
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
