/** A write transaction waiting for another process's write lock leaves its event loop free (./sqliteDialect.ts). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import SQLite from './sqliteDriver';
import { ImmediateTransactionSqliteDialect } from './sqliteDialect';

describe('SQLite write transactions', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sat-lock-'));
  const file = path.join(dir, 'lock.sqlite');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('wait for another connection’s write lock on timers, not in the thread, and then write', async () => {
    const other = new SQLite(file);
    other.pragma('journal_mode = WAL');
    other.exec('create table tool (id integer primary key, name text)');
    const own = new SQLite(file);
    own.pragma('busy_timeout = 5000');
    const db = new Kysely<{ tool: { id: number; name: string } }>({ dialect: new ImmediateTransactionSqliteDialect({ database: own }) });
    try {
      other.exec('begin immediate');
      let ticks = 0;
      const ticking = setInterval(() => (ticks += 1), 5);
      const written = db.transaction().execute(async (trx) => {
        await trx.insertInto('tool').values({ id: 1, name: 'Młot' }).execute();
        return ticks;
      });
      let waiting = true;
      // Only for the cleanup when an expectation below fails: the success path awaits it.
      written.catch(() => {}).finally(() => (waiting = false));
      // The event loop runs its timers while the transaction waits for the lock. Counted ticks, not
      // a fixed wait: a busy CI machine ran 4 of the 5 ms interval's ticks in 100 ms. Had the thread
      // waited in SQLite's busy handler, no tick would come until its 5 s had passed.
      const started = Date.now();
      while (ticks < 10) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(Date.now() - started).toBeLessThan(2_500);
      expect(waiting).toBe(true);
      other.exec("insert into tool values (2, 'Łopata')");
      other.exec('commit');
      await written;
      clearInterval(ticking);
      expect((await sql<{ n: number }>`select count(*) as n from tool`.execute(db)).rows[0].n).toBe(2);
      // busy_timeout is back for the other statements.
      expect(own.pragma('busy_timeout', { simple: true })).toBe(5000);
    } finally {
      await db.destroy();
      other.close();
    }
  });
});
