/**
 * Failed logins are counted per account and per address in the database (shared by every server
 * process). Past the limit, logins are refused with 429 before any password hashing happens.
 *
 * Attempts under way count too (issue 34 §1): without them, any number of guesses sent at once
 * all passed the check before the first failure was recorded, and each queued a hash. An attempt
 * holds its place from admission until its failure is recorded (or it succeeded); concurrent
 * requests with one Basic credential share one attempt, as they share one hash. Attempts under way
 * are counted in this process only: with WORKERS processes, a burst may pass the limit at most that
 * many times over.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
/** The wait suggested when attempts under way, not recorded failures, fill the limit. */
const BUSY_WAIT_MS = 1000;

const keysOf = (username: string, address: string) => [
  { key: `user:${username.toLowerCase()}`, max: MAX_FAILURES_PER_ACCOUNT },
  { key: `ip:${address}`, max: MAX_FAILURES_PER_ADDRESS },
];

/** Attempts under way by throttle key: each attempt's id with how many requests share it. */
const underWay = new Map<string, Map<unknown, number>>();

export type Attempt = { admitted: true; end(): void } | { admitted: false; wait: number };

/**
 * Admits an attempt to check a password of `username` from `address`, or says how long (ms) to
 * wait: failures recorded within the window plus attempts under way may not reach a limit. Requests
 * passing the same `id` (a Basic credential's key) are one attempt. Call `end()` once the attempt's
 * failure is recorded or it succeeded.
 */
export async function beginAttempt(db: Kysely<Database>, username: string, address: string, id: unknown = Symbol('attempt')): Promise<Attempt> {
  const limits = keysOf(username, address);
  const rows = await db
    .selectFrom('login_failure')
    .selectAll()
    .where(
      'key',
      'in',
      limits.map((limit) => limit.key),
    )
    .execute();
  // From here to the end, synchronous: no other request checks between the count and the admission.
  const now = Date.now();
  let wait = 0;
  for (const { key, max } of limits) {
    const row = rows.find((candidate) => candidate.key === key);
    const windowEnds = row ? Date.parse(row.window_start) + WINDOW_MS : 0;
    const failures = windowEnds > now ? row!.failures : 0;
    const attempts = underWay.get(key);
    if (failures >= max) wait = Math.max(wait, windowEnds - now);
    else if (!attempts?.has(id) && failures + (attempts?.size ?? 0) >= max) wait = Math.max(wait, BUSY_WAIT_MS);
  }
  if (wait > 0) return { admitted: false, wait };
  for (const { key } of limits) {
    const attempts = underWay.get(key) ?? new Map<unknown, number>();
    attempts.set(id, (attempts.get(id) ?? 0) + 1);
    underWay.set(key, attempts);
  }
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    for (const { key } of limits) {
      const attempts = underWay.get(key)!;
      const sharing = attempts.get(id)! - 1;
      if (sharing > 0) attempts.set(id, sharing);
      else attempts.delete(id);
      if (attempts.size === 0) underWay.delete(key);
    }
  };
  return { admitted: true, end };
}

export async function recordFailure(db: Kysely<Database>, username: string, address: string): Promise<void> {
  const now = new Date().toISOString();
  const windowStart = new Date(Date.now() - WINDOW_MS).toISOString();
  const expired = sql<boolean>`login_failure.window_start < ${windowStart}`;
  for (const { key } of keysOf(username, address)) {
    // One atomic upsert per key, so concurrent failures are all counted.
    await db
      .insertInto('login_failure')
      .values({ key, failures: 1, window_start: now })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          failures: sql<number>`case when ${expired} then 1 else login_failure.failures + 1 end`,
          window_start: sql<string>`case when ${expired} then ${now} else login_failure.window_start end`,
        }),
      )
      .execute();
  }
}

export const clearFailures = (db: Kysely<Database>, username: string) =>
  db.deleteFrom('login_failure').where('key', '=', `user:${username.toLowerCase()}`).execute();
