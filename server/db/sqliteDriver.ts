/**
 * The SQLite driver for the Node version that runs: better-sqlite3 12 on Node 20, and 13 (Node-API,
 * shipped prebuilt, the optional dependency `better-sqlite3-napi`) from Node 22 on. Version 12 compiled for
 * Node 24.19 or later aborts the process when the garbage collector frees a statement outside
 * JavaScript (Node 24's ObjectWrap cleanup hooks; WiseLibs/better-sqlite3#1515); version 13 does not,
 * but it needs Node 22 — and Node 20 is what this machine runs. Both have the same API.
 *
 * Version 13 is pinned to 13.0.3, the last with SQLite 3.53 (3.53.4). From 13.1 on it bundles SQLite
 * 3.54.1, with which every run of a kept statement that has parameters cost about what preparing
 * it again does: the session lookup 4 → 16 µs, a page of rides 18 → 44 µs, and the rides page on
 * Node 24 served 5,700 requests a second where Node 20 served 10,600 (docs/performance.md). The
 * same statements with their values written in as literals ran as fast on both.
 */
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import { addSqliteFunctions } from './dialect';

const require = createRequire(import.meta.url);

/** The Node major version from which the Node-API build is used. */
export const NODE_API_SQLITE_FROM = 22;

export const sqliteDriverName = Number(process.versions.node.split('.')[0]) >= NODE_API_SQLITE_FROM ? 'better-sqlite3-napi' : 'better-sqlite3';

// A CommonJS package either way: loaded by the name chosen above.
const Driver: typeof BetterSqlite3 = require(sqliteDriverName);

/**
 * A connection with SAT's SQL functions (`addSqliteFunctions`): the unique indexes use them, so a
 * connection without them could not write those tables. Every connection SAT opens is one of these.
 */
class SQLite extends Driver {
  constructor(...args: ConstructorParameters<typeof BetterSqlite3>) {
    super(...args);
    addSqliteFunctions(this);
  }
}
export default SQLite as typeof BetterSqlite3;
