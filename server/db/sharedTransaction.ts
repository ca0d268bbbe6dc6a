/**
 * Small writes of many requests in one transaction (issue 34 §5). On SQLite every transaction is
 * the one write lock and a sync of the file to disk at its commit, taken one after another on the
 * process's one connection; a phone's single location point cost its request a commit of its own.
 * Writes queued while one such transaction is under way run together in the next one, each in a
 * savepoint: a write that fails (a refusal, a constraint) is undone alone and fails its own
 * request only; each request is answered once the transaction has committed.
 *
 * On PostgreSQL each write keeps a transaction of its own (several connections work at once there,
 * and a commit waits for other sessions' syncs to disk).
 */
import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect';
import type { Database } from './schema';

type Db = Kysely<Database>;

/** Writes in one transaction at most. */
const MAX_WRITES = 200;

interface Queued {
  work: (trx: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

function sharedTransactions(db: Db) {
  let queue: Queued[] = [];
  let running = false;

  async function runBatch(batch: Queued[]) {
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const { work } of batch) {
          await sql`savepoint shared_write`.execute(trx);
          try {
            outcomes.push({ ok: true, value: await work(trx) });
            await sql`release savepoint shared_write`.execute(trx);
          } catch (error) {
            await sql`rollback to savepoint shared_write`.execute(trx);
            await sql`release savepoint shared_write`.execute(trx);
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      for (const { reject } of batch) reject(error);
      return;
    }
    batch.forEach(({ resolve, reject }, index) => {
      const outcome = outcomes[index];
      if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    });
  }

  async function drain() {
    while (queue.length) {
      const batch = queue.slice(0, MAX_WRITES);
      queue = queue.slice(MAX_WRITES);
      await runBatch(batch);
    }
    running = false;
  }

  return <T>(work: (trx: Db) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (running) return;
      running = true;
      // The requests read in this turn of the event loop go together.
      setImmediate(() => void drain());
    });
}

const shared = new WeakMap<Db, ReturnType<typeof sharedTransactions>>();

/** Runs `work` in a transaction, on SQLite shared with the writes queued meanwhile (each in its savepoint). */
export function inSharedTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (dialectOf(db) === 'postgres') return db.transaction().execute(work);
  let run = shared.get(db);
  if (!run) {
    run = sharedTransactions(db);
    shared.set(db, run);
  }
  return run(work);
}
