/** Named statements on a real PostgreSQL connection (./preparedStatements.ts). */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../../tests/helpers/databases';
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
