/**
 * The database floor: the server's own queries, compiled by the server's own code, run straight
 * on the driver (better-sqlite3 or pg), without Kysely's execution, Fastify or HTTP.
 */
import SQLite from '../../server/db/sqliteDriver';
import type BetterSqlite3 from 'better-sqlite3';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
} from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { POSTGRES_SESSION_OPTIONS } from '../../server/db/database';
import type { DialectName } from '../../server/db/dialect';
import { namingRepeatedStatements } from '../../server/db/preparedStatements';
import type { Database } from '../../server/db/schema';
import { percentile } from './load';

/** A Kysely that only compiles queries for the dialect (no connection). */
export function queryCompiler(dialect: DialectName): Kysely<Database> {
  const sqlite = dialect === 'sqlite';
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => (sqlite ? new SqliteAdapter() : new PostgresAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => (sqlite ? new SqliteIntrospector(db) : new PostgresIntrospector(db)),
      createQueryCompiler: () => (sqlite ? new SqliteQueryCompiler() : new PostgresQueryCompiler()),
    },
  });
}

export interface Timing {
  /** Milliseconds per run of all the queries. */
  p50: number;
  p99: number;
  mean: number;
}

export interface DirectDriver {
  /** Runs the queries one after the other, `runs` times, and times each run. */
  time(queries: CompiledQuery[], runs: number): Promise<Timing>;
  /** Reads every row of a query as a stream; returns rows and seconds. */
  stream(query: CompiledQuery): Promise<{ rows: number; seconds: number }>;
  /** The first column of the first row. */
  value(query: CompiledQuery): Promise<unknown>;
  /** The database's plan of a query, one line per step (EXPLAIN QUERY PLAN / EXPLAIN). */
  plan(query: CompiledQuery): Promise<string[]>;
  close(): Promise<void>;
}

function summarize(samples: number[]): Timing {
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99), mean: samples.reduce((a, b) => a + b, 0) / samples.length };
}

function sqliteDriver(file: string): DirectDriver {
  const connection = new SQLite(file, { readonly: true, fileMustExist: true });
  const statements = new Map<string, BetterSqlite3.Statement>();
  const prepared = (query: CompiledQuery) => {
    let statement = statements.get(query.sql);
    if (!statement) statements.set(query.sql, (statement = connection.prepare(query.sql)));
    return statement;
  };
  return {
    async time(queries, runs) {
      const samples: number[] = [];
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        for (const query of queries) prepared(query).all(...(query.parameters as unknown[]));
        samples.push(performance.now() - started);
      }
      return summarize(samples);
    },
    async stream(query) {
      const started = performance.now();
      let rows = 0;
      for (const _ of prepared(query).iterate(...(query.parameters as unknown[]))) rows++;
      return { rows, seconds: (performance.now() - started) / 1000 };
    },
    async value(query) {
      const row = prepared(query)
        .raw()
        .get(...(query.parameters as unknown[])) as unknown[] | undefined;
      return row?.[0];
    },
    async plan(query) {
      const steps = connection.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...(query.parameters as unknown[])) as Array<{ detail: string }>;
      return steps.map((step) => step.detail);
    },
    async close() {
      connection.close();
    },
  };
}

async function postgresDriver(url: string): Promise<DirectDriver> {
  // The server's own connection settings, so that the floor plans queries as the server does.
  const client = new pg.Client({ connectionString: url, options: POSTGRES_SESSION_OPTIONS });
  await client.connect();
  // …and its named statements: a query repeated on the connection is planned once.
  namingRepeatedStatements(client as unknown as pg.PoolClient);
  const run = (query: CompiledQuery) => client.query(query.sql, query.parameters as unknown[]);
  return {
    async time(queries, runs) {
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        for (const query of queries) await run(query);
        samples.push(performance.now() - started);
      }
      return summarize(samples);
    },
    async stream(query) {
      const started = performance.now();
      const cursor = client.query(new Cursor(query.sql, query.parameters as unknown[]));
      let rows = 0;
      for (let batch = await cursor.read(500); batch.length; batch = await cursor.read(500)) rows += batch.length;
      await cursor.close();
      return { rows, seconds: (performance.now() - started) / 1000 };
    },
    async value(query) {
      const { rows } = await client.query({ text: query.sql, values: query.parameters as unknown[], rowMode: 'array' });
      return (rows[0] as unknown[] | undefined)?.[0];
    },
    async plan(query) {
      // Sequential scans only where nothing else can answer: on small data PostgreSQL rightly
      // prefers reading a table whole, which would hide whether an index serves the query.
      await client.query('SET enable_seqscan = off');
      try {
        const { rows } = await client.query({ text: `EXPLAIN (COSTS OFF) ${query.sql}`, values: query.parameters as unknown[], rowMode: 'array' });
        return rows.map((row) => String((row as unknown[])[0]).trim());
      } finally {
        await client.query('RESET enable_seqscan');
      }
    },
    close: () => client.end(),
  };
}

export async function directDriver(dialect: DialectName, url: string): Promise<DirectDriver> {
  return dialect === 'sqlite' ? sqliteDriver(url.replace(/^sqlite:/, '')) : postgresDriver(url);
}
