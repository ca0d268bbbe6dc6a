/**
 * Kysely's SQLite dialect with write transactions that take the write lock when they begin
 * (BEGIN IMMEDIATE). With several server processes on one file, a deferred transaction that read
 * first cannot turn into a writer once another process has written (SQLITE_BUSY, not retried);
 * an immediate one waits for the lock and then sees the latest data.
 *
 * It waits without holding up its process (issue 34 §5): SQLite's own wait (busy_timeout) sleeps
 * in the calling thread, which is the event loop's, so while one process wrote, every request of
 * the other waited too, reads of the dashboard included (the rides page's p99 170× its own during
 * a fleet's positions). The lock is tried without waiting and tried again after a timer, for as
 * long as busy_timeout would have waited; other statements keep busy_timeout.
 */
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/** How long a transaction waits for the write lock, as busy_timeout (server/db/database.ts). */
export const WRITE_LOCK_WAIT_MS = 5000;

const isBusy = (error: unknown) => (error as { code?: string } | null)?.code === 'SQLITE_BUSY';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('pragma busy_timeout = 0'));
    try {
      const deadline = Date.now() + WRITE_LOCK_WAIT_MS;
      for (let attempt = 0; ; attempt++) {
        try {
          await connection.executeQuery(CompiledQuery.raw('begin immediate'));
          return;
        } catch (error) {
          if (!isBusy(error) || Date.now() >= deadline) throw error;
        }
        // 1, 1, 2, 2, 3… ms, at most 4: a transaction holds the lock for about a millisecond.
        await sleep(Math.min(1 + (attempt >> 1), 4));
      }
    } finally {
      await connection.executeQuery(CompiledQuery.raw(`pragma busy_timeout = ${WRITE_LOCK_WAIT_MS}`));
    }
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
