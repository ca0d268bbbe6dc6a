/**
 * A better-sqlite3 connection for Kysely that keeps prepared statements by their SQL text. Kysely's
 * SQLite driver prepares every statement on every execution; preparing the rides list (six tables)
 * costs more than running it for one page. The server's queries are built from a few shapes, so a
 * bounded cache (least recently used out first) holds them all.
 */
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

export const STATEMENT_CACHE_SIZE = 500;

export function cachingStatements(connection: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached) {
        // A statement still iterating (a stream) cannot run again until it finishes.
        if (cached.busy) return connection.prepare(sql);
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = connection.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
    close() {
      statements.clear();
      connection.close();
    },
  };
}
