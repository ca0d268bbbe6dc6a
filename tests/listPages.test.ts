import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { resources } from '../src/domain/resources';
import { parseListParams } from '../server/crud/listParams';
import { DEFAULT_COMPANY_TIME_ZONE } from '../src/domain/dates';
import { listPages, listQuery, listRows } from '../server/crud/repository';
import { tableShape } from '../server/crud/tableShape';
import type { CopyRows } from '../server/db/copyRows';
import { openTestDatabase, testDialects } from './helpers/databases';

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>;
/** How a database can read the pages: by keyset queries, and on PostgreSQL by COPY too. */
const readings = (database: TestDb) => (database.copyRows ? [undefined, database.copyRows] : [undefined]);

/** Pages of `size` rows, flattened to ids. */
async function pagedIds(database: TestDb, name: 'materials' | 'tanker-fueling', query: Record<string, string>, size: number, copy?: CopyRows) {
  const spec = resources[name];
  const shape = tableShape(spec);
  const params = parseListParams(spec, query, new Set(Object.keys(shape.columns)), DEFAULT_COMPANY_TIME_ZONE);
  const rows: Record<string, unknown>[] = [];
  const sizes: number[] = [];
  for await (const page of listPages(database.db, database.dialect, shape, params, size, copy)) {
    sizes.push(page.length);
    rows.push(...page);
  }
  const whole = (await listQuery(database.db, database.dialect, shape, params).rows.execute()) as Record<string, unknown>[];
  return {
    ids: rows.map((row) => row.id),
    sizes,
    expected: whole.map((row) => row.id),
    rows,
    wholeRows: whole.map((row) => shape.mapRow(row, DEFAULT_COMPANY_TIME_ZONE)),
  };
}

describe.each(testDialects)('list pages (exports) and totals on %s', (dialect) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    const { db } = database;
    const site = await db.insertInto('site').values({ name: 'S7', start_date: '2026-01-05', length: 12 }).returning('id').executeTakeFirstOrThrow();
    // Many names repeat (on six sites: a name is unique per site): the order falls back on ids across page ends.
    const sites = [site.id];
    for (let index = 1; index < 6; index++) {
      sites.push(
        (
          await db
            .insertInto('site')
            .values({ name: `S${index}`, start_date: '2026-01-05', length: 1 })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    }
    await db
      .insertInto('material')
      .values(Array.from({ length: 23 }, (_, i) => ({ name: `M${i % 4}`, site: sites[Math.floor(i / 4)] })))
      .execute();
    const tanker = await db
      .insertInto('vehicle')
      .values({ site: site.id, fleet_number: 1, registration_number: 'WGR 1', vehicle_model: 'MAN', vehicle_type: 'TANK', fuel_capacity: 9000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const places = await db
      .insertInto('petrol_place')
      .values([
        { name: 'Orlen Grójec', latitude: null, longitude: null },
        { name: 'BP Tarczyn', latitude: null, longitude: null },
      ])
      .returning('id')
      .execute();
    const provider = await db.insertInto('petrol_provider').values({ name: 'Orlen' }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('tanker_fueling')
      .values(
        Array.from({ length: 31 }, (_, i) => ({
          petrol_place: places[i % 2].id,
          provider: provider.id,
          tanker: tanker.id,
          datetime: `2026-03-0${1 + (i % 5)}T08:00:00.000Z`,
          litres: 100 + i,
          latitude: null,
          longitude: null,
        })),
      )
      .execute();
  });
  afterAll(() => database.drop());

  it('give every row once, in the list order, whatever the page size', async () => {
    for (const copy of readings(database)) {
      for (const size of [1, 4, 23, 50]) {
        const { ids, sizes, expected } = await pagedIds(database, 'materials', {}, size, copy);
        expect(ids).toEqual(expected);
        expect(ids).toHaveLength(23);
        expect(Math.max(...sizes)).toBeLessThanOrEqual(size);
      }
    }
  });

  it('give the same total on a full page, on the last page and past the end', async () => {
    const spec = resources.materials;
    const shape = tableShape(spec);
    const total = async (start: number, end: number) => {
      const params = parseListParams(spec, { _start: String(start), _end: String(end) }, new Set(), DEFAULT_COMPANY_TIME_ZONE);
      return (await listRows(database.db, database.dialect, shape, params)).total;
    };
    expect(await total(0, 10)).toBe(23);
    expect(await total(20, 30)).toBe(23);
    expect(await total(30, 40)).toBe(23);
    expect(await total(0, 50)).toBe(23);
  });

  it('keep to the date range and order newest first across ties', async () => {
    for (const copy of readings(database)) {
      const { ids, expected } = await pagedIds(database, 'tanker-fueling', { date_from: '2026-03-02', date_to: '2026-03-04' }, 4, copy);
      expect(ids).toEqual(expected);
      expect(ids.length).toBeGreaterThan(12);
      expect(ids.length).toBeLessThan(31);
    }
  });

  it('keep an asked order across page ends: a column with nulls either way, money-like litres, a joined name', async () => {
    // Every third fueling has a place on the map; the others none.
    await database.db
      .updateTable('tanker_fueling')
      .set({ latitude: sql`51.5 + (id % 3) / 10.0` })
      .where(sql<boolean>`id % 3 = 0`)
      .execute();
    const sorts = [
      ['latitude', 'ASC'],
      ['latitude', 'DESC'],
      ['litres', 'DESC'],
      ['petrol_place_name', 'ASC'],
    ];
    for (const copy of readings(database)) {
      for (const [field, order] of sorts) {
        const { ids, expected } = await pagedIds(database, 'tanker-fueling', { _sort: field, _order: order }, 4, copy);
        expect(ids, `${field} ${order}`).toEqual(expected);
        expect(ids).toHaveLength(31);
      }
    }
  });

  it('fill the joined names (place, provider, tanker) as the joined list gives them', async () => {
    for (const copy of readings(database)) {
      const { rows, wholeRows } = await pagedIds(database, 'tanker-fueling', {}, 4, copy);
      expect(rows).toEqual(wholeRows);
      expect(new Set(rows.map((row) => row.petrol_place_name))).toEqual(new Set(['Orlen Grójec', 'BP Tarczyn']));
      expect(rows.every((row) => row.provider_name === 'Orlen' && row.tanker_registration_number === 'WGR 1')).toBe(true);
    }
  });
});
