// @vitest-environment jsdom
import '../../test/domSetup';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../domain/dates';
import type { WorkScope } from '../../state/workScope';
import { demoData } from './demoData';
import { getDataProvider } from './dataProvider';

/** A scope of the test's own (a site, a date range), changed as the test goes, in the company's zone. */
const ownScope = (scope: WorkScope = { site: null, dateRange: {} }, timeZone = DEFAULT_COMPANY_TIME_ZONE) => ({
  scope,
  config: { scope: () => scope, timeZone },
});

describe('fake data provider on the demo company', () => {
  it('starts quickly with every GPS point and serves scoped lists and tracks', async () => {
    const data = demoData();
    const [site] = data.sites as { id: number }[];
    const started = performance.now();
    const provider = getDataProvider(data, ownScope({ site: site.id, dateRange: {} }).config);
    expect(performance.now() - started).toBeLessThan(2000);

    const rides = await provider.getList('rides', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'start_datetime', order: 'DESC' },
      filter: {},
    });
    expect(rides.total).toBeGreaterThan(0);
    expect(rides.data.every((ride) => ride.site === site.id)).toBe(true);
    expect(rides.data[0].person_first_name).toEqual(expect.any(String));

    const track = JSON.parse(new TextDecoder().decode(await provider.getRideTrack(Number(rides.data[0].id)))) as unknown[];
    expect(track.length).toBeGreaterThan(1);
  });

  it("filters dates by the company's days", async () => {
    // 24 November: 23:00 UTC on the 23rd to 23:00 on the 24th in Warsaw, 05:00 to 05:00 in New York.
    const inZone = (timeZone: string) =>
      getDataProvider(
        {
          employees: [],
          vehicles: [],
          materials: [],
          places: [],
          rides: [
            { id: 1, start_datetime: '2026-11-23T23:30:00.000Z' },
            { id: 2, start_datetime: '2026-11-24T12:00:00.000Z' },
            { id: 3, start_datetime: '2026-11-24T23:30:00.000Z' },
          ],
        },
        ownScope({ site: null, dateRange: { from: new Date(2026, 10, 24), to: new Date(2026, 10, 24) } }, timeZone).config,
      );
    const listed = async (timeZone: string) =>
      (await inZone(timeZone).getList('rides', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).data.map(
        (row) => row.id,
      );
    expect(await listed(DEFAULT_COMPANY_TIME_ZONE)).toEqual([1, 2]);
    expect(await listed('America/New_York')).toEqual([2, 3]);
  });

  it('answers location points by filter, page and id', async () => {
    const provider = getDataProvider(
      {
        'location-history': [
          { id: 1, ride: 7, datetime: '2026-01-05T10:00:00.000Z' },
          { id: 2, ride: 8, datetime: '2026-01-05T10:01:00.000Z' },
          { id: 3, ride: 7, datetime: '2026-01-05T10:02:00.000Z' },
        ],
      },
      ownScope().config,
    );
    const { data, total } = await provider.getList('location-history', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'datetime', order: 'DESC' },
      filter: { ride: 7 },
    });
    expect({ ids: data.map((row) => row.id), total }).toEqual({ ids: [3], total: 2 });
    expect((await provider.getMany('location-history', { ids: [2, 1] })).data.map((row) => row.id)).toEqual([2, 1]);
  });

  it('searches every word across own and joined columns, and lists tanker fuelings by their tanker site', async () => {
    const { scope, config } = ownScope();
    const provider = getDataProvider(
      {
        employees: [
          { id: 1, first_name: 'Piotr', last_name: 'Bojko' },
          { id: 2, first_name: 'Jan', last_name: 'Kowalski' },
        ],
        materials: [
          { id: 1, name: 'Piasek' },
          { id: 2, name: 'Żwir' },
        ],
        places: [],
        'petrol-places': [],
        'petrol-providers': [],
        vehicles: [
          { id: 5, site: 1, vehicle_type: 'TANK' },
          { id: 6, site: 2, vehicle_type: 'TANK' },
        ],
        rides: [
          { id: 1, person: 1, material: 1, start_datetime: '2026-01-05T10:00:00.000Z' },
          { id: 2, person: 1, material: 2, start_datetime: '2026-01-05T11:00:00.000Z' },
          { id: 3, person: 2, material: 1, start_datetime: '2026-01-05T12:00:00.000Z' },
        ],
        'tanker-fueling': [
          { id: 1, tanker: 5 },
          { id: 2, tanker: 6 },
          { id: 3, tanker: 5 },
        ],
      },
      config,
    );
    const list = (resource: string, q?: string) =>
      provider.getList(resource, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: q ? { q } : {} });
    const rides = await list('rides', 'bojko piasek');
    expect({ ids: rides.data.map((row) => row.id), total: rides.total }).toEqual({ ids: [1], total: 1 });
    scope.site = 1;
    expect((await list('tanker-fueling')).data.map((row) => row.id)).toEqual([1, 3]);
    scope.site = 2;
    expect((await list('tanker-fueling')).data.map((row) => row.id)).toEqual([2]);
  });

  it('deletes the other rows of a bulk delete and names each refused one, like the API provider', async () => {
    const data = demoData();
    const provider = getDataProvider(data, ownScope().config);
    const [first, second] = (data.materials as { id: number }[]).map((row) => row.id);
    const missing = 999_999;
    await expect(provider.deleteMany('materials', { ids: [first, missing, second] })).rejects.toMatchObject({
      body: { deleted: [first, second], refused: [{ id: missing }] },
    });
    const left = await provider.getMany('materials', { ids: [first, second] });
    expect(left.data).toEqual([]);
  });
});
