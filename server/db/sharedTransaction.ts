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
import { CompiledQuery, type Kysely } from 'kysely';
import { batchQueue, type Waiting } from './batchQueue';
import { perDatabase } from './perDatabase';
import { dialectOf } from './dialect';
import type { Database } from './schema';

type Db = Kysely<Database>;
type Work = (trx: Db) => Promise<unknown>;

/** Writes in one transaction at most. */
const MAX_WRITES = 200;

/** The savepoint statements, made once (a write runs two or three). */
const SAVEPOINT = CompiledQuery.raw('savepoint shared_write');
const RELEASE = CompiledQuery.raw('release savepoint shared_write');
const ROLLBACK = CompiledQuery.raw('rollback to savepoint shared_write');

async function runTogether(db: Db, batch: Array<Waiting<Work, unknown>>) {
  const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
  try {
    await db.transaction().execute(async (trx) => {
      for (const { item: work } of batch) {
        await trx.executeQuery(SAVEPOINT);
        try {
          outcomes.push({ ok: true, value: await work(trx) });
          await trx.executeQuery(RELEASE);
        } catch (error) {
          await trx.executeQuery(ROLLBACK);
          await trx.executeQuery(RELEASE);
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

const sharedTransactionOf = perDatabase((db) => batchQueue<Work, unknown>(MAX_WRITES, (batch) => runTogether(db, batch)));

/** Runs `work` in a transaction, on SQLite shared with the writes queued meanwhile (each in its savepoint). */
export function inSharedTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (dialectOf(db) === 'postgres') return db.transaction().execute(work);
  return sharedTransactionOf(db)(work) as Promise<T>;
}
