/**
 * The SQLite driver for the Node version that runs: better-sqlite3 12 on Node 20, and 13 (Node-API,
 * shipped prebuilt, installed as `better-sqlite3-napi`) from Node 22 on. Version 12 compiled for
 * Node 24.19 or later aborts the process when the garbage collector frees a statement outside
 * JavaScript (Node 24's ObjectWrap cleanup hooks; WiseLibs/better-sqlite3#1515); version 13 does not,
 * but it needs Node 22 — and Node 20 is what this machine runs. Both have the same API.
 */
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

/** The Node major version from which the Node-API build is used. */
export const NODE_API_SQLITE_FROM = 22;

export const sqliteDriverName = Number(process.versions.node.split('.')[0]) >= NODE_API_SQLITE_FROM ? 'better-sqlite3-napi' : 'better-sqlite3';

// A CommonJS package either way: loaded by the name chosen above.
const SQLite: typeof BetterSqlite3 = require(sqliteDriverName);
export default SQLite;
