/** Every difference between SQLite and PostgreSQL lives here. */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

export const dialectOf = (db: Kysely<any>): DialectName =>
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

/** Case-insensitive "contains" operator for free-text search. */
export const likeOperator = (dialect: DialectName) => (dialect === 'postgres' ? 'ilike' : 'like');

/**
 * After rows were inserted with explicit ids, PostgreSQL's serial sequences must move past them
 * (SQLite's AUTOINCREMENT follows explicit ids by itself).
 */
export async function moveIdSequencesPastRows(db: Kysely<any>, tables: readonly string[]): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of tables) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), max_id) FROM (SELECT max(id) AS max_id FROM ${sql.table(table)}) AS m WHERE max_id IS NOT NULL`.execute(db);
  }
}

/** Seconds since 1970 of a column holding a UTC ISO datetime text. */
export const epochSeconds = (dialect: DialectName, column: string) =>
  dialect === 'postgres' ? sql`extract(epoch from CAST(${sql.ref(column)} AS timestamptz))` : sql`unixepoch(${sql.ref(column)}, 'subsec')`;
