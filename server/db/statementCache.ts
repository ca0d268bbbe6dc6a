/**
 * A better-sqlite3 connection for Kysely that keeps prepared statements by their SQL text and
 * reads rows as arrays.
 *
 * - Kysely's SQLite driver prepares every statement on every execution; preparing the rides list
 *   (six tables) costs more than running it for one page. The server's queries are built from a
 *   few shapes, so a bounded cache (least recently used out first) holds them all.
 * - better-sqlite3 builds each row object key by key: half the time of a 600-row list. Rows read
 *   as arrays and made into objects by a function written for the statement's columns cost half.
 */
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { objectBuilder } from './rowObjects';

export const STATEMENT_CACHE_SIZE = 500;

/** The statement as Kysely uses it, reading rows as arrays when it returns rows. */
function arrayReading(statement: SQLite.Statement): SqliteStatement {
  const build = statement.reader ? objectBuilder(statement.columns().map((column) => column.name)) : null;
  if (!build) return statement as SqliteStatement;
  statement.raw(true);
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(build),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const row of statement.iterate(parameters) as IterableIterator<unknown[]>) yield build(row);
    },
  };
}

export function cachingStatements(connection: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, { statement: SQLite.Statement; reading: SqliteStatement }>();
  return {
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached) {
        // A statement still iterating (a stream) cannot run again until it finishes.
        if (cached.statement.busy) return arrayReading(connection.prepare(sql));
        statements.delete(sql);
        statements.set(sql, cached);
        return cached.reading;
      }
      const statement = connection.prepare(sql);
      const kept = { statement, reading: arrayReading(statement) };
      statements.set(sql, kept);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return kept.reading;
    },
    close() {
      statements.clear();
      connection.close();
    },
  };
}
