/**
 * Opens the database named by DATABASE_URL: unset or sqlite:/file: → SQLite (WAL, synchronous=FULL),
 * postgres:// → PostgreSQL. Besides the main handle, SQLite gets a second read-only connection so
 * that long reads (CSV exports) never block writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from './sqliteDriver';
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type CompiledQuery, type MigrationProvider } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { DialectName } from './dialect';
import { migrations } from './migrations/index';
import type { Database } from './schema';
import { ImmediateTransactionSqliteDialect, WRITE_LOCK_WAIT_MS } from './sqliteDialect';
import { namingRepeatedStatements } from './preparedStatements';
import { cachingStatements } from './statementCache';
import { copyRows, type CopyRows } from './copyRows';

export interface Db {
  dialect: DialectName;
  /** Reads and writes. */
  db: Kysely<Database>;
  /** Long reads (streams); on PostgreSQL the same pool. */
  readDb: Kysely<Database>;
  /** A whole query's rows by COPY (PostgreSQL): the exports' reads. */
  copyRows?: CopyRows;
  /** A query's rows as arrays of values in its columns' order (PostgreSQL): lists written as JSON (crud/jsonLists.ts). */
  readArrays?: ReadArrays;
  close(): Promise<void>;
}

export type ReadArrays = (query: CompiledQuery) => Promise<unknown[][]>;

export const DEFAULT_SQLITE_FILE = path.resolve('data', 'sat.sqlite');

// pg returns bigint counts and numerics as strings; every number here fits a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/**
 * Settings of every PostgreSQL connection: joins are planned in the order written. Every list is
 * its table first, then primary-key lookups, which is the plan anyway; searching all orders of
 * six tables cost 2 ms a query. No JIT compilation: the reports' queries (many small index lookups,
 * a huge estimated cost) were compiled on every run, 0.4 s of the company-year anomaly list's 0.8 s
 * of database time and 0.2 s of the haul report's, for queries that run well under a second anyway.
 */
export const POSTGRES_SESSION_OPTIONS = '-c join_collapse_limit=1 -c jit=off';

/** The SQLite file DATABASE_URL names (the default one when unset), or null for PostgreSQL. */
export function sqliteFileOf(url: string | undefined): string | null {
  if (!url) return DEFAULT_SQLITE_FILE;
  if (url.startsWith('sqlite:')) return url.slice('sqlite:'.length).replace(/^\/\//, '');
  if (url.startsWith('file:')) return url.slice('file:'.length).replace(/^\/\//, '');
  return null;
}

function openSqlite(file: string, readonly: boolean): BetterSqlite3.Database {
  const connection = new SQLite(file, { readonly, fileMustExist: readonly });
  connection.pragma(`busy_timeout = ${WRITE_LOCK_WAIT_MS}`);
  if (!readonly) {
    connection.pragma('journal_mode = WAL');
    // FULL: every acknowledged write survives a power loss (STACK.md).
    connection.pragma('synchronous = FULL');
  }
  connection.pragma('foreign_keys = ON');
  return connection;
}

export function openDatabase(url = process.env.DATABASE_URL, options: { poolSize?: number } = {}): Db {
  const file = sqliteFileOf(url);
  if (file !== null) {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const writer = openSqlite(file, false);
    const db = new Kysely<Database>({ dialect: new ImmediateTransactionSqliteDialect({ database: cachingStatements(writer) }) });
    // Read-only: no transactions, so Kysely's own dialect.
    const readDb = new Kysely<Database>({
      dialect: new SqliteDialect({ database: async () => cachingStatements(openSqlite(file, true)) }),
    });
    return {
      dialect: 'sqlite',
      db,
      readDb,
      async close() {
        await readDb.destroy();
        await db.destroy();
      },
    };
  }
  // 10 connections a process, measured (busy year, two processes, 10 client connections): the rides
  // page is the same with 4, 10 or 20; the week's whole array waits at 4 (p50 50 ms against 40–45).
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, options: POSTGRES_SESSION_OPTIONS });
  // A connection that dies (database restarted, network cut) must not crash the process: idle
  // clients report to the pool, checked-out ones to themselves; the query in flight fails (503).
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    namingRepeatedStatements(client);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
  // pg makes no object of each row, and the statement is named as Kysely's are (namingRepeatedStatements).
  const readArrays: ReadArrays = async (query) => {
    const client = await pool.connect();
    try {
      return (await client.query<unknown[]>({ text: query.sql, values: query.parameters as unknown[], rowMode: 'array' })).rows;
    } finally {
      client.release();
    }
  };
  return { dialect: 'postgres', db, readDb: db, copyRows: copyRows(pool), readArrays, close: () => db.destroy() };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Runs the migrations not yet run, all of them or (`upTo`, e.g. to test one) up to and including one. */
export async function migrateToLatest(db: Kysely<Database>, upTo?: string): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = upTo === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(upTo);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
