/**
 * Failed logins are counted per account and per address in the database (shared by every server
 * process). Past the limit, logins are refused with 429 before any password hashing happens.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

const keysOf = (username: string, address: string) => [
  { key: `user:${username.toLowerCase()}`, max: MAX_FAILURES_PER_ACCOUNT },
  { key: `ip:${address}`, max: MAX_FAILURES_PER_ADDRESS },
];

/** How long (ms) logins of this account or from this address stay refused: 0 when they are not. */
export async function throttledFor(db: Kysely<Database>, username: string, address: string): Promise<number> {
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
  const now = Date.now();
  const waits = rows
    .filter((row) => row.failures >= limits.find((limit) => limit.key === row.key)!.max)
    .map((row) => Date.parse(row.window_start) + WINDOW_MS - now);
  return Math.max(0, ...waits);
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
