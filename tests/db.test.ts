import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase } from './helpers/databases';
import { testDialects } from './helpers/databases';

describe.each(testDialects)('database on %s', (dialect) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  it('migrates every table and refuses to delete a referenced row', async () => {
    const { db } = database;
    const site = await db
      .insertInto('site')
      .values({ name: 'S7 Grójec', start_date: '2026-01-05', length: 12.5 })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(site).toMatchObject({ name: 'S7 Grójec', length: 12.5 });
    await db.insertInto('material').values({ name: 'Piasek', site: site.id }).execute();
    await expect(db.deleteFrom('site').where('id', '=', site.id).execute()).rejects.toThrow();
    const count = await db.selectFrom('site').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });
});
