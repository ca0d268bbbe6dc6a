/**
 * Named prepared statements on PostgreSQL (issue 18 §1). Kysely sends every query unnamed, so
 * PostgreSQL parses and plans it on every execution — the measured cost behind the rides page's
 * throughput. A statement text a connection has run before is sent named instead: PostgreSQL keeps
 * it parsed (and, after a few runs, planned) for that connection, and pg reuses it by name.
 *
 * Only reads and writes of rows are named (SELECT, INSERT, UPDATE, DELETE, WITH), only from their
 * second run on a connection, and at most MAX_NAMED per connection, so one-off texts (migrations,
 * lists with long `IN (…)` lists) take nothing. A statement whose plan a schema change made stale
 * ("cached plan must not change result type") is run once more unnamed and never named again on
 * that connection.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Named statements kept per connection (PostgreSQL keeps each for the connection's life). */
export const MAX_NAMED = 300;

const NAMEABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** PostgreSQL's answer to a prepared statement whose tables changed shape. */
const STALE_PLAN = '0A000';

const nameOf = (text: string) => `sat_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;

export function namingRepeatedStatements(client: pg.PoolClient): void {
  const runs = new Map<string, number>();
  const refused = new Set<string>();
  let named = 0;
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;

  const nameFor = (text: string): string | undefined => {
    if (refused.has(text) || !NAMEABLE.test(text)) return undefined;
    const count = runs.get(text) ?? 0;
    if (count === 0) {
      if (runs.size < MAX_NAMED * 4) runs.set(text, 1);
      return undefined;
    }
    if (count === 1) {
      if (named >= MAX_NAMED) return undefined;
      named += 1;
      runs.set(text, 2);
    }
    return nameOf(text);
  };

  /** `query(text, values)`, or a query config without a name (rows as arrays, say), named when repeated. */
  const runNamed = (text: string, config: pg.QueryConfig) => {
    const name = nameFor(text);
    if (!name) return query(config);
    return query({ ...config, name }).catch((error: { code?: string }) => {
      if (error?.code !== STALE_PLAN) throw error;
      refused.add(text);
      return query(config);
    });
  };

  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof config === 'string' && Array.isArray(values) && callback === undefined) return runNamed(config, { text: config, values });
    const plain = config as pg.QueryConfig | null;
    if (values === undefined && callback === undefined && typeof plain?.text === 'string' && Array.isArray(plain.values) && !plain.name && !('submit' in plain))
      return runNamed(plain.text, plain);
    return query(config, values, callback);
  };
}
