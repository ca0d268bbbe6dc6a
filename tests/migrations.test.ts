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
    server = await startTestServer(dialect, {}, {
      upTo: BEFORE_UNIQUE_NAMES,
      async fill(db) {
        ({ id: site } = await db.insertInto('site').values({ name: 'S7 Grójec', start_date: '2026-01-05', length: 12.5 }).returning('id').executeTakeFirstOrThrow());
        await db.insertInto('vehicle').values([
          { ...truck, site, registration_number: 'WGR 1001A' },
          { ...truck, site, registration_number: 'WGR 1002A' },
        ]).execute();
        await db.insertInto('place').values([{ name: 'Żwirownia', site }, { name: 'Żwirownia', site }]).execute();
      },
    });

    const warnings = warn.mock.calls.map(([message]) => String(message));
    expect(warnings).toEqual([
      expect.stringMatching(/^Unique index vehicle_site_fleet_number_key not created: table vehicle already holds duplicates of \(site, fleet_number\): \(\d+, 7\) ×2\./),
      expect.stringMatching(/^Unique index place_site_name_key not created: table place already holds duplicates of \(site, name\): \(\d+, "Żwirownia"\) ×2\./),
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
      const { id: site } = await db.insertInto('site').values({ name: 'S7 Grójec', start_date: '2026-01-05', length: 12.5 }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('vehicle').values({ ...truck, site, registration_number: 'WGR 1001A' }).execute();
      await expect(db.insertInto('vehicle').values({ ...truck, site, registration_number: 'WGR 1002A' }).execute()).rejects.toThrow();
      await expect(db.insertInto('vehicle').values({ ...truck, fleet_number: 8, site, registration_number: 'wgr1001a' }).execute()).rejects.toThrow();
      await db.insertInto('place').values({ name: 'Żwirownia', site }).execute();
      await expect(db.insertInto('place').values({ name: 'Żwirownia', site }).execute()).rejects.toThrow();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      await database.drop();
    }
  });
});
