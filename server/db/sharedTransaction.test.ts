/** Writes of several requests in one SQLite transaction, each undone alone when it fails (./sharedTransaction.ts). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { inSharedTransaction } from './sharedTransaction';

describe('shared write transactions on SQLite', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sat-shared-'));
  const database = openDatabase(`sqlite:${path.join(dir, 'shared.sqlite')}`);
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('commits the writes queued together once, and undoes a failing one alone', async () => {
    const db = database.db as unknown as Kysely<{ tool: { id: number; name: string } }>;
    await sql`create table tool (id integer primary key, name text not null)`.execute(db);
    const transactions = new Set<unknown>();
    const insert = (id: number, name: string | null) =>
      inSharedTransaction(database.db, async (trx) => {
        transactions.add(trx);
        await sql`insert into tool (id, name) values (${id}, ${name})`.execute(trx);
        // A failure after a write: the write is undone with it.
        if (name === 'Zepsuty') throw new Error('odmowa');
        return id;
      });
    const outcomes = await Promise.allSettled([insert(1, 'Młot'), insert(2, 'Zepsuty'), insert(3, null), insert(4, 'Łopata')]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason.message).toBe('odmowa');
    expect(transactions.size).toBe(1);
    expect((await sql<{ id: number }>`select id from tool order by id`.execute(db)).rows.map((row) => row.id)).toEqual([1, 4]);
  });
});
