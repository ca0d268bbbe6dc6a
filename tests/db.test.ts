import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase } from './helpers/databases';
import { testDialects } from './helpers/databases';
import { resources } from '../src/domain/resources';
import { parseListParams } from '../server/crud/listParams';
import { DEFAULT_COMPANY_TIME_ZONE } from '../src/domain/dates';
import { listQuery } from '../server/crud/repository';
import { tableShape } from '../server/crud/tableShape';

describe.each(testDialects)('database on %s', (dialect) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  it('migrates every table and refuses to delete a referenced row', async () => {
    const { db } = database;
    const site = await db.insertInto('site').values({ name: 'S7 Grójec', start_date: '2026-01-05', length: 12.5 }).returningAll().executeTakeFirstOrThrow();
    expect(site).toMatchObject({ name: 'S7 Grójec', length: 12.5 });
    await db.insertInto('material').values({ name: 'Piasek', site: site.id }).execute();
    await expect(db.deleteFrom('site').where('id', '=', site.id).execute()).rejects.toThrow();
    const count = await db
      .selectFrom('site')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });
});

describe('the rides list on SQLite', () => {
  it.each(['kowal', 'kowal piasek'])("counts a search's matches (%s) over a site's month from one index, reading no ride row", async (q) => {
    const database = await openTestDatabase('sqlite');
    try {
      const spec = resources.rides;
      const params = parseListParams(
        spec,
        { site: '1', date_from: '2026-03-01', date_to: '2026-03-31', q, _start: '0', _end: '10' },
        new Set(),
        DEFAULT_COMPANY_TIME_ZONE,
      );
      const { count } = listQuery(database.db, 'sqlite', tableShape(spec), params);
      const compiled = count.compile();
      const explained = await database.db.executeQuery<{ detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}`, query: compiled.query });
      expect(explained.rows.map((row) => row.detail)).toContainEqual(
        expect.stringMatching(/^SEARCH t USING COVERING INDEX ride_site_list_idx \(site=\? AND start_datetime>\? AND start_datetime<\?\)$/),
      );
    } finally {
      await database.drop();
    }
  });
});
