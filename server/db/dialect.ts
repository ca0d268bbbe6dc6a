/**
 * Every difference between SQLite and PostgreSQL lives here: SQL that differs, and the error codes
 * their drivers report. Migrations use the frozen copies in migrations/frozen/ instead, so that
 * changing these never changes an old migration.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { PostgresAdapter, sql, type Expression } from 'kysely';
import type { AnyDb } from './anySchema';

export type DialectName = 'sqlite' | 'postgres';

export const dialectOf = (db: AnyDb): DialectName => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

/**
 * Text in upper case, Polish and other non-ASCII letters too (`Łódź` → `ŁÓDŹ`), for comparing
 * without letter case: unique rules that ignore case use it in their indexes and checks. SQLite's
 * own upper() folds only ASCII, so its connections get a JavaScript function of this name
 * (`addSqliteFunctions`); PostgreSQL gets a SQL function of the same name from migration 2026_11_28_0028.
 */
export const UNICODE_UPPER = 'unicode_upper';

/** `unicode_upper(value)`: the same SQL on both databases. */
export const unicodeUpper = (value: Expression<unknown>) => sql`${sql.raw(UNICODE_UPPER)}(${value})`;

/** The SQL functions every SQLite connection to a SAT database needs (./sqliteDriver.ts). */
export function addSqliteFunctions(connection: BetterSqlite3.Database): void {
  connection.function(UNICODE_UPPER, { deterministic: true }, (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value));
}

/** Case-insensitive "contains" operator for free-text search. */
export const likeOperator = (dialect: DialectName) => (dialect === 'postgres' ? 'ilike' : 'like');

/**
 * After rows were inserted with explicit ids, PostgreSQL's serial sequences must move past them
 * (SQLite's AUTOINCREMENT follows explicit ids by itself).
 */
export async function moveIdSequencesPastRows(db: AnyDb, tables: readonly string[]): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of tables) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), max_id) FROM (SELECT max(id) AS max_id FROM ${sql.table(table)}) AS m WHERE max_id IS NOT NULL`.execute(
      db,
    );
  }
}

/**
 * For the rest of the transaction, every statement planned for its own values and the tables'
 * present sizes (PostgreSQL; SQLite plans each statement by its indexes alone). A connection's
 * named statements (./preparedStatements.ts) otherwise settle on a generic plan after five runs and
 * keep it: one settled while a table was small scans the whole table, and a transaction that fills
 * the table itself (an import of 10,000 rows) keeps scanning it, each row's lookups costlier than
 * the last — an import's time grew with the square of its rows (docs/performance.md "Imports").
 */
export async function planForPresentSizes(trx: AnyDb): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sql`set local plan_cache_mode = force_custom_plan`.execute(trx);
}

/** Seconds since 1970 of a column holding a UTC ISO datetime text. */
export const epochSeconds = (dialect: DialectName, column: string) =>
  dialect === 'postgres' ? sql`extract(epoch from CAST(${sql.ref(column)} AS timestamptz))` : sql`unixepoch(${sql.ref(column)}, 'subsec')`;

/** The ids of a one-column subquery joined by commas ('' or NULL when none), e.g. an account's sites. */
export const commaSeparatedIds = (dialect: DialectName, column: string) =>
  dialect === 'postgres' ? sql<string | null>`string_agg(CAST(${sql.ref(column)} AS text), ',')` : sql<string | null>`group_concat(${sql.ref(column)}, ',')`;

/** A column as text, to match it with LIKE whatever its type (PostgreSQL does not convert by itself). */
export const asText = (dialect: DialectName, reference: string) => (dialect === 'postgres' ? sql`cast(${sql.ref(reference)} as text)` : sql.ref(reference));

const errorCode = (error: unknown) => (error as { code?: string } | null | undefined)?.code ?? '';

/** A unique index refused a write (another transaction stored the same key first). */
export const isUniqueViolation = (error: unknown) => ['23505', 'SQLITE_CONSTRAINT_UNIQUE'].includes(errorCode(error));

/** A foreign key refused a write or a delete (the row is referenced, or references no row). */
export const isForeignKeyViolation = (error: unknown) => ['23503', 'SQLITE_CONSTRAINT_FOREIGNKEY'].includes(errorCode(error));

/** What node-postgres says, without a code, of a connection that died under a query. */
const CONNECTION_LOST = /^(Connection terminated|Client has encountered a connection error)/;

/**
 * The database server cannot be reached or went away under a query (PostgreSQL: refused or lost
 * connections, a server shutting down or starting; SQLite is a file and has none of these).
 */
export function isDatabaseDown(error: unknown): boolean {
  const message = (error as { message?: string } | null | undefined)?.message ?? '';
  return ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001', '08003'].includes(errorCode(error)) || CONNECTION_LOST.test(message);
}

/** Rows per statement when filling a PostgreSQL table in bulk (one JSON parameter each). */
export const BULK_JSON_ROWS = 20_000;

/**
 * Inserts many rows (all with the same keys) in one statement. PostgreSQL gets them as one JSON
 * parameter expanded by json_populate_recordset: one value to bind instead of one per cell, which
 * is what made the multi-row VALUES of a busy year slow to parse. SQLite takes multi-row VALUES.
 */
export async function insertRowsInBulk(db: AnyDb, table: string, rows: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  if (dialectOf(db) !== 'postgres') {
    await db
      .insertInto(table)
      .values(rows as Array<Record<string, unknown>>)
      .execute();
    return;
  }
  const columns = sql.join(Object.keys(rows[0]).map((column) => sql.ref(column)));
  await sql`INSERT INTO ${sql.table(table)} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${sql.table(table)}, ${JSON.stringify(rows)}::json)`.execute(
    db,
  );
}
