/**
 * 50 concurrent clients with reads, writes and parallel bulk deletes; afterwards every acknowledged
 * write is in the database, every acknowledged delete is gone, and no request failed.
 * Short here (LOAD_SECONDS, default 3); `npm run load` runs the long form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/database';
import { createTestDatabase, testDialects, type TestDatabase } from '../helpers/databases';
import { runLoad } from '../helpers/load';
import { startServerProcess, type ServerProcess } from '../helpers/processes';
import { basicAuth, makeClient } from '../helpers/server';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 3);
const ADMIN = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'haslo-obciazenia', SEED_DEMO: 'false' };

describe.each(testDialects)('load on %s', (dialect) => {
  let database: TestDatabase;
  let server: ServerProcess;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startServerProcess({ DATABASE_URL: database.url, ...ADMIN });
    db = openDatabase(database.url);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await db?.close();
    await database?.drop();
  });

  it(`serves 50 clients for ${SECONDS} s without a failure or a lost write`, async () => {
    const admin = makeClient(server.url, basicAuth(ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD));
    const site = (await admin.post('/api/site/', { name: 'S7 Grójec', start_date: '2026-03-01', length: 12 })).body.id;
    const report = await runLoad({
      url: server.url,
      username: ADMIN.ADMIN_USERNAME,
      password: ADMIN.ADMIN_PASSWORD,
      clients: 50,
      durationMs: SECONDS * 1000,
      site,
    });
    expect(report.failures).toEqual([]);
    expect(report.byKind.read).toBeGreaterThan(50);
    expect(report.byKind.delete).toBeGreaterThan(10);
    const stored = new Set((await db.db.selectFrom('material').select('id').execute()).map((row) => row.id));
    expect([...report.kept].filter((id) => !stored.has(id))).toEqual([]);
    expect([...report.deleted].filter((id) => stored.has(id))).toEqual([]);
    expect(stored.size).toBe(report.kept.size);
  }, 120_000);
});
