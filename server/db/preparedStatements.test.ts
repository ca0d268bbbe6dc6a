/** Named statements on a real PostgreSQL connection (./preparedStatements.ts). */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../../tests/helpers/databases';
import { buildCompany } from '../../tests/helpers/fixtures';
import { ADMIN, basicAuth, loginSession, makeClient } from '../../tests/helpers/server';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { ensureAdmin, seedRoles } from '../seed/bootstrap';
import { migrateToLatest, openDatabase, type Db } from './database';
import { namingRepeatedStatements } from './preparedStatements';

describe.runIf(testDialects.includes('postgres'))('named prepared statements', () => {
  let database: TestDatabase;
  let client: pg.Client;
  const prepared = async () =>
    (await client.query('SELECT statement FROM pg_prepared_statements ORDER BY statement')).rows.map((row) => row.statement as string);

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    namingRepeatedStatements(client as unknown as pg.PoolClient);
    await client.query('CREATE TABLE tool (id integer PRIMARY KEY, name text)', []);
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('names a read or write from its second run on the connection, and never a one-off or a command', async () => {
    const select = 'SELECT id, name FROM tool WHERE id = $1';
    await client.query(select, [1]);
    expect(await prepared()).toEqual([]);
    await client.query(select, [1]);
    await client.query('INSERT INTO tool (id, name) VALUES ($1, $2)', [1, 'Młot']);
    await client.query('begin', []);
    await client.query('begin', []).catch(() => undefined);
    await client.query('commit', []);
    expect(await prepared()).toEqual([select]);
    expect((await client.query(select, [1])).rows).toEqual([{ id: 1, name: 'Młot' }]);
  });

  it('runs a statement whose plan a schema change made stale once more unnamed, and keeps it unnamed', async () => {
    const everything = 'SELECT * FROM tool WHERE id = $1';
    await client.query(everything, [1]);
    await client.query(everything, [1]);
    expect(await prepared()).toContain(everything);
    await client.query('ALTER TABLE tool ADD COLUMN weight integer', []);
    expect((await client.query(everything, [1])).rows).toEqual([{ id: 1, name: 'Młot', weight: null }]);
    expect((await client.query(everything, [1])).rows).toEqual([{ id: 1, name: 'Młot', weight: null }]);
  });
});

/**
 * Through the server: on a pool of one connection, every query the rides page runs — the session,
 * the page's rows and its total — is named after its first run, so PostgreSQL plans it once.
 */
describe.runIf(testDialects.includes('postgres'))('named statements of the rides page', () => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    db = openDatabase(database.url, { poolSize: 1 });
    await migrateToLatest(db.db);
    await seedRoles(db.db);
    await ensureAdmin(db.db, ADMIN.username, ADMIN.password);
    app = await buildApp(db, { ...loadConfig({}), databaseUrl: database.url, staticDir: '/nonexistent' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await database?.drop();
  });

  it('names the session query, the list and its total', async () => {
    const admin = makeClient(url, basicAuth(ADMIN.username, ADMIN.password));
    const company = await buildCompany(admin);
    const ride = (hour: number) => ({
      person: company.person,
      vehicle: company.truck,
      material: company.material,
      start_place: company.place,
      end_place: company.place,
      site: company.site,
      start_datetime: `2026-06-01T0${hour}:00:00.000Z`,
      end_datetime: `2026-06-01T0${hour}:30:00.000Z`,
    });
    await db.db
      .insertInto('ride')
      .values([ride(8), ride(9)])
      .execute();
    const { client } = await loginSession(url);
    // One row a page: the page is full, so the total is counted as well.
    const page = `/api/vehicle-ride/?site=${company.site}&date_from=2026-06-01&date_to=2026-06-30&_start=0&_end=1&_sort=start_datetime&_order=DESC`;
    for (let run = 0; run < 3; run++) expect((await client.get(page)).status).toBe(200);
    const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db.db);
    const named = rows.map((row) => row.statement);
    expect(
      named.some((text) => /from "app_user"/.test(text) && /"id_hash" = \$1/.test(text)),
      named.join('\n'),
    ).toBe(true);
    expect(
      named.some((text) => /^select "t"\."id" as "id".* from "ride" as "t"/s.test(text)),
      named.join('\n'),
    ).toBe(true);
    expect(
      named.some((text) => /^select count\(\*\) as "total" from "ride" as "t"/.test(text)),
      named.join('\n'),
    ).toBe(true);
  });

  // On the busy year, PostgreSQL planned a statement with the limit and offset as parameters
  // anew on every run (a plan for any page looked dearer than one for the page given).
  it("writes the page into the rows' statement, whose plan PostgreSQL keeps after its first five runs", async () => {
    const { client } = await loginSession(url);
    const page = '/api/vehicle-ride/?date_from=2026-06-01&date_to=2026-06-30&_start=0&_end=1&_sort=start_datetime&_order=DESC';
    for (let run = 0; run < 10; run++) expect((await client.get(page)).status).toBe(200);
    const { rows: named } = await sql<{ statement: string; generic_plans: string; custom_plans: string }>`
      SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements`.execute(db.db);
    // The page's rows over the account's sites (the test above asked for one site).
    const rows = named.filter(({ statement }) => /^select "t"\."id" as "id".* from "ride" as "t"/s.test(statement) && !statement.includes('"t"."site" = $'));
    expect(rows).toHaveLength(1);
    expect(rows[0].statement).toMatch(/ limit 1 offset 0$/);
    expect(Number(rows[0].generic_plans)).toBeGreaterThanOrEqual(4);
    expect(Number(rows[0].custom_plans)).toBeLessThanOrEqual(5);
  });
});
