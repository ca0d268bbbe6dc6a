/**
 * Every difference between SQLite and PostgreSQL lives here; migrations use the frozen copies in
 * migrations/frozen/ instead, so that changing these never changes an old migration.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

export const dialectOf = (db: Kysely<any>): DialectName =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

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

/** The ids of a one-column subquery joined by commas ('' or NULL when none), e.g. an account's sites. */
export const commaSeparatedIds = (dialect: DialectName, column: string) =>
  dialect === 'postgres' ? sql<string | null>`string_agg(CAST(${sql.ref(column)} AS text), ',')` : sql<string | null>`group_concat(${sql.ref(column)}, ',')`;
