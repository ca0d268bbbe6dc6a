/**
 * Kysely's SQLite dialect with write transactions that take the write lock when they begin
 * (BEGIN IMMEDIATE). With several server processes on one file, a deferred transaction that read
 * first cannot turn into a writer once another process has written (SQLITE_BUSY, not retried);
 * an immediate one waits for the lock (busy_timeout) and then sees the latest data.
 */
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateTransactionSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionDriver(this.#config);
  }
}
