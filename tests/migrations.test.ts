import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, testDialects } from './helpers/databases';
import { startTestServer, type TestServer } from './helpers/server';

const BEFORE_UNIQUE_NAMES = '2026_11_22_0003_ride_list_index';
const truck = { fleet_number: 7, vehicle_model: 'CAT 336', vehicle_type: 'CRAWLER_EXCAVATOR', fuel_capacity: 600 };

describe.each(testDialects)('the unique names migration on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await server?.close();
    server = undefined;
  });

  it('starts over a company database that already holds duplicates, names them, and still refuses new ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let site = 0;
    server = await startTestServer(
      dialect,
      {},
      {
        upTo: BEFORE_UNIQUE_NAMES,
        async fill(db) {
          ({ id: site } = await db
            .insertInto('site')
            .values({ name: 'S7 Grójec', start_date: '2026-01-05', length: 12.5 })
            .returning('id')
            .executeTakeFirstOrThrow());
          await db
            .insertInto('vehicle')
            .values([
              { ...truck, site, registration_number: 'WGR 1001A' },
              { ...truck, site, registration_number: 'WGR 1002A' },
            ])
            .execute();
          await db
            .insertInto('place')
            .values([
              { name: 'Żwirownia', site },
              { name: 'Żwirownia', site },
            ])
            .execute();
        },
      },
    );

    const warnings = warn.mock.calls.map(([message]) => String(message));
    expect(warnings).toEqual([
      expect.stringMatching(
        /^Unique index vehicle_site_fleet_number_key not created: table vehicle already holds duplicates of \(site, fleet_number\): \(\d+, 7\) ×2\./,
      ),
      expect.stringMatching(/^Unique index place_site_name_key not created: table place already holds duplicates of \(site, name\): \(\d+, "Żwirownia"\) ×2\./),
      // And so the later, case-insensitive key (2026_11_28_0028) leaves it too.
      expect.stringMatching(
        /^Unique index place_site_name_key not made case-insensitive: table place holds names that differ only in letter case: \(\d+, "ŻWIROWNIA"\) ×2\./,
      ),
    ]);
    const refused = await server.admin.post('/api/vehicle/', { ...truck, site, registration_number: 'WGR 1003A' });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('Pojazd o tym numerze bocznym już istnieje na tej budowie.');
    // The keys without duplicates were created.
    await server.database.db.insertInto('petrol_provider').values({ name: 'Orlen' }).execute();
    await expect(server.database.db.insertInto('petrol_provider').values({ name: 'Orlen' }).execute()).rejects.toThrow();
  });

  it('creates every unique index when there are no duplicates', async () => {
    const warn = vi.spyOn(console, 'warn');
    const database = await openTestDatabase(dialect);
    try {
      const { db } = database;
      const { id: site } = await db
        .insertInto('site')
        .values({ name: 'S7 Grójec', start_date: '2026-01-05', length: 12.5 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('vehicle')
        .values({ ...truck, site, registration_number: 'WGR 1001A' })
        .execute();
      await expect(
        db
          .insertInto('vehicle')
          .values({ ...truck, site, registration_number: 'WGR 1002A' })
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('vehicle')
          .values({ ...truck, fleet_number: 8, site, registration_number: 'wgr1001a' })
          .execute(),
      ).rejects.toThrow();
      await db.insertInto('place').values({ name: 'Żwirownia', site }).execute();
      await expect(db.insertInto('place').values({ name: 'Żwirownia', site }).execute()).rejects.toThrow();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      await database.drop();
    }
  });
});

describe.each(testDialects)('the names-ignore-case migration on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await server?.close();
    server = undefined;
  });

  it('leaves a key whose names already clash in case as it was, names them, and refuses new clashes all the same', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let site = 0;
    let otherSite = 0;
    server = await startTestServer(
      dialect,
      {},
      {
        upTo: '2026_11_25_0024_search_trigram_indexes',
        async fill(db) {
          const sites = await db
            .insertInto('site')
            .values([
              { name: 'S7 Grójec', start_date: '2026-01-05', length: 12.5 },
              { name: 'A2 Łódź', start_date: '2026-01-05', length: 8 },
            ])
            .returning('id')
            .execute();
          [site, otherSite] = sites.map(({ id }) => id);
          await db
            .insertInto('petrol_provider')
            .values([{ name: 'Orlen' }, { name: 'ORLEN' }])
            .execute();
          await db
            .insertInto('material')
            .values([
              { name: 'Piasek', site },
              { name: 'piasek', site: otherSite },
            ])
            .execute();
          await db.insertInto('place').values({ name: 'Łódź Opony', site }).execute();
        },
      },
    );
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringMatching(
        /^Unique index petrol_provider_name_key not made case-insensitive: table petrol_provider holds names that differ only in letter case: \("ORLEN"\) ×2\./,
      ),
    ]);
    // Both rows stay; the check refuses a third of the name.
    const refused = await server.admin.post('/api/petrol-provider/', { name: 'orlen' });
    expect([refused.status, refused.body.detail]).toEqual([400, 'Dostawca o tej nazwie już istnieje.']);
    expect((await server.admin.get('/api/petrol-provider/')).body.map((row: { name: string }) => row.name).sort()).toEqual(['ORLEN', 'Orlen']);
    // The other keys ignore case in the database itself, Polish letters too.
    await expect(server.database.db.insertInto('place').values({ name: 'ŁÓDŹ opony', site }).execute()).rejects.toThrow();
    await expect(server.database.db.insertInto('material').values({ name: 'PIASEK', site }).execute()).rejects.toThrow();
    await server.database.db.insertInto('material').values({ name: 'Żwir', site }).execute();
    await expect(server.database.db.insertInto('material').values({ name: 'ŻWIR', site }).execute()).rejects.toThrow();
  });
});
