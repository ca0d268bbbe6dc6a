/**
 * `/api/osmand` and the GPS devices (issue 31 §1): requests as Traccar Client sends them, in the
 * query, form and JSON forms, from a device on a vehicle and on a person; unknown identifiers;
 * identifiers administrators alone see.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { loginAs } from '../helpers/accounts';
import { companyServer, driverClient, type Company } from '../helpers/fixtures';
import type { TestServer } from '../helpers/server';
import { writePositions } from '../../server/gps/repository';

const TRUCK_DEVICE = 'ciezarowka-101-Xq7Lm2Pz';
const PHONE_DEVICE = 'telefon-jana-Kw3Rt8Yb5N';

describe.each(testDialects)('GPS devices and /api/osmand on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  let truckDevice: number;
  let phoneDevice: number;

  const points = (column: 'vehicle' | 'person', id: number) =>
    server.database.db
      .selectFrom('location_point')
      .select(['datetime', 'latitude', 'longitude', 'ride', 'person', 'vehicle'])
      .where(column, '=', id)
      .orderBy('datetime')
      .execute();
  const device = async (id: number) => (await server.admin.get(`/api/gps-device/${id}/`)).body;
  const osmand = (query: string, init: RequestInit = {}) => fetch(`${server.url}/api/osmand${query}`, init);

  beforeAll(async () => {
    ({ server, company } = setup());
    const created = await server.admin.post('/api/gps-device/', {
      name: 'Ciężarówka 101',
      identifier: TRUCK_DEVICE,
      vehicle: company.truck,
      speed_unit: 'kn',
      active: true,
    });
    expect(created.status).toBe(201);
    truckDevice = created.body.id;
    phoneDevice = (
      await server.admin.post('/api/gps-device/', { name: 'Telefon Jana', identifier: PHONE_DEVICE, person: company.person, speed_unit: 'kn', active: true })
    ).body.id;
  });

  it('refuses short, digits-only and duplicate identifiers, and a device on nothing', async () => {
    const add = (body: object) =>
      server.admin.post('/api/gps-device/', { name: `U ${Math.random()}`, vehicle: company.truck, speed_unit: 'kn', active: true, ...body });
    const short = await add({ identifier: 'abc123' });
    expect(short.status).toBe(400);
    expect(short.body.errors.identifier[0]).toMatch(/^Identyfikator ma od 16 do 64 znaków/);
    expect((await add({ identifier: '353861053849681123' })).body.errors.identifier[0]).toMatch(/nie same cyfry/);
    expect((await add({ identifier: TRUCK_DEVICE })).body.errors.identifier).toEqual(['Urządzenie o tym identyfikatorze już istnieje.']);
    const nowhere = await server.admin.post('/api/gps-device/', { name: 'Nigdzie', identifier: 'nigdzie-Ab12Cd34Ef56', speed_unit: 'kn', active: true });
    expect(nowhere.body.errors.vehicle).toEqual(['Wskaż pojazd albo pracownika, na którym jest urządzenie.']);
  });

  it('shows devices and their identifiers to administrators only', async () => {
    const { client: manager } = await loginAs(server, { role: 'site_manager', sites: [company.site] });
    for (const path of ['/api/gps-device/', `/api/gps-device/${truckDevice}/`]) {
      const answer = await manager.get(path);
      expect(answer.status, path).toBe(403);
      expect(JSON.stringify(answer.body)).not.toContain(TRUCK_DEVICE);
    }
    expect((await server.admin.get('/api/gps-device/')).body.map((row: { identifier: string }) => row.identifier)).toEqual(
      expect.arrayContaining([TRUCK_DEVICE, PHONE_DEVICE]),
    );
  });

  it('stores a vehicle’s point from the query form: seconds, knots, on the ride open then; the same point once', async () => {
    const query = `?id=${TRUCK_DEVICE}&timestamp=1780300800&lat=51.9373&lon=15.5062&speed=10&bearing=90&batt=77`;
    expect((await osmand(query)).status).toBe(200);
    expect((await osmand(query, { method: 'POST' })).status).toBe(200);
    expect(await points('vehicle', company.truck)).toEqual([
      { datetime: '2026-06-01T08:00:00.000Z', latitude: 51.9373, longitude: 15.5062, ride: null, person: null, vehicle: company.truck },
    ]);
    expect(await device(truckDevice)).toMatchObject({ battery: 77, last_seen_at: expect.any(String) });
  });

  it('takes the form and JSON forms (milliseconds, ISO)', async () => {
    const form = await osmand('/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${TRUCK_DEVICE}&timestamp=1780300860000&lat=51.9380&lon=15.5070&speed=0`,
    });
    expect(form.status).toBe(200);
    const json = await osmand('', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        device_id: TRUCK_DEVICE,
        location: {
          timestamp: '2026-06-01T08:02:00.000Z',
          coords: { latitude: 51.939, longitude: 15.508, speed: 5 },
          battery: { level: 0.5, is_charging: true },
        },
      }),
    });
    expect(json.status).toBe(200);
    expect((await points('vehicle', company.truck)).map((point) => point.datetime)).toEqual([
      '2026-06-01T08:00:00.000Z',
      '2026-06-01T08:01:00.000Z',
      '2026-06-01T08:02:00.000Z',
    ]);
    expect((await device(truckDevice)).battery).toBe(50);
  });

  it('reads a tracker’s engine hours and odometer (Traccar’s attribute names) as a telematics reading; not a phone’s odometer', async () => {
    // 1,256.5 engine hours in milliseconds, 152,340.1 km in metres.
    const query = `?id=${TRUCK_DEVICE}&timestamp=1780304400&lat=51.9373&lon=15.5062&hours=4523400000&odometer=152340100`;
    expect((await osmand(query)).status).toBe(200);
    // Traccar Client's JSON odometer is the distance the phone travelled since installed.
    const phone = { device_id: TRUCK_DEVICE, location: { timestamp: '2026-06-01T10:00:00Z', coords: { latitude: 51.94, longitude: 15.51 }, odometer: 5000 } };
    expect((await osmand('/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(phone) })).status).toBe(200);
    const readings = await server.database.db
      .selectFrom('meter_reading')
      .select(['datetime', 'km', 'engine_hours', 'source'])
      .where('vehicle', '=', company.truck)
      .execute();
    expect(readings.map((row) => ({ ...row, km: Number(row.km), engine_hours: Number(row.engine_hours) }))).toEqual([
      { datetime: '2026-06-01T09:00:00.000Z', km: 152340.1, engine_hours: 1256.5, source: 'telematics' },
    ]);
  });

  it('keeps a person’s positions only during their work day, on their open ride', async () => {
    // Before any work day: answered 200, not stored, counted.
    const early = new Date(Date.now() - 120_000).toISOString();
    expect((await osmand(`?id=${PHONE_DEVICE}&lat=51.93&lon=15.50&timestamp=${encodeURIComponent(early)}`)).status).toBe(200);
    expect(await points('person', company.person)).toEqual([]);
    const driver = driverClient(server, company);
    expect((await driver.post('/api/person-work-day/start/')).status).toBe(201);
    const ride = await driver.post('/api/vehicle-ride/start/', { vehicle: company.truck, material: company.material, start_place: company.place });
    expect(ride.status).toBe(201);
    const now = new Date().toISOString();
    expect((await osmand(`?id=${PHONE_DEVICE}&lat=51.94&lon=15.51&timestamp=${encodeURIComponent(now)}`)).status).toBe(200);
    expect(await points('person', company.person)).toEqual([
      { datetime: now, latitude: 51.94, longitude: 15.51, ride: ride.body.id, person: company.person, vehicle: null },
    ]);
    expect((await device(phoneDevice)).dropped_points).toBe(1);
  });

  it('writes positions arriving together at once: the same point once, each device marked, an edit of a device counting at once', async () => {
    const before = (await points('vehicle', company.truck)).length;
    const droppedBefore = (await device(phoneDevice)).dropped_points ?? 0;
    // A person's phone outside the work day is counted, not stored; at once with the truck's points.
    const long = new Date(Date.now() - 3_600_000).toISOString();
    const phone = () => osmand(`?id=${PHONE_DEVICE}&lat=51.93&lon=15.50&timestamp=${encodeURIComponent(long)}&batt=40`);
    const truck = (i: number, batt = 60) => osmand(`?id=${TRUCK_DEVICE}&timestamp=${1780310000 + i}&lat=51.95&lon=15.52&batt=${batt}`);
    const answers = await Promise.all([truck(0), truck(1), truck(0), truck(2, 61), truck(1), phone(), phone()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect((await points('vehicle', company.truck)).length).toBe(before + 3);
    // The phone's points an hour ago, before its person's work day: dropped, counted.
    expect((await device(phoneDevice)).dropped_points).toBe(droppedBefore + 2);
    expect([60, 61]).toContain((await device(truckDevice)).battery);

    // One batch as the writer makes it: a point stored already, one twice in the batch, a dropped one.
    const point = { person: null, vehicle: company.truck, ride: null, latitude: 51.95, longitude: 15.52, speed: null, ignition: null };
    const db = server.database.db;
    const stored = await db.transaction().execute((trx) =>
      writePositions(trx, [
        { device: truckDevice, battery: 55, dropped: false, point: { ...point, datetime: new Date(1780310000_000).toISOString() } },
        { device: truckDevice, battery: null, dropped: false, point: { ...point, datetime: new Date(1780310005_000).toISOString() } },
        { device: phoneDevice, battery: null, dropped: true, point: null },
        { device: truckDevice, battery: null, dropped: false, point: { ...point, datetime: new Date(1780310005_000).toISOString() } },
      ]),
    );
    expect(stored).toEqual([false, true, false, false]);
    expect((await points('vehicle', company.truck)).length).toBe(before + 4);
    expect((await device(truckDevice)).battery).toBe(55);
    expect((await device(phoneDevice)).dropped_points).toBe(droppedBefore + 3);

    // Switched off: its next position is refused as an unknown device's; on again, taken again.
    const body = { name: 'Ciężarówka 101', identifier: TRUCK_DEVICE, vehicle: company.truck, speed_unit: 'kn', active: false };
    expect((await server.admin.put(`/api/gps-device/${truckDevice}/`, body)).status).toBe(200);
    expect((await truck(10)).status).toBe(400);
    // Moved to the tanker: its next point is the tanker's.
    expect((await server.admin.put(`/api/gps-device/${truckDevice}/`, { ...body, active: true, vehicle: company.tanker })).status).toBe(200);
    expect((await truck(11)).status).toBe(200);
    expect((await points('vehicle', company.tanker)).map((point) => point.datetime)).toContain(new Date(1780310011_000).toISOString());
    expect((await points('vehicle', company.truck)).length).toBe(before + 4);
    expect((await server.admin.put(`/api/gps-device/${truckDevice}/`, { ...body, active: true })).status).toBe(200);
  });

  it('puts a point on the ride open at its time: one that has ended since, or one still open; none before or after', async () => {
    const ride = (start: string, end: string | null) =>
      server.database.db
        .insertInto('ride')
        .values({ person: company.person, vehicle: company.truck, site: company.site, start_datetime: start, end_datetime: end })
        .returning('id')
        .executeTakeFirstOrThrow();
    const ended = (await ride('2026-06-02T08:00:00.000Z', '2026-06-02T10:00:00.000Z')).id;
    const open = (await ride('2026-06-03T08:00:00.000Z', null)).id;
    const times = ['2026-06-02T07:00:00.000Z', '2026-06-02T09:00:00.000Z', '2026-06-02T11:00:00.000Z', '2026-06-03T07:00:00.000Z', '2026-06-03T09:00:00.000Z'];
    for (const [index, time] of times.entries()) {
      expect((await osmand(`?id=${TRUCK_DEVICE}&lat=51.9${index}&lon=15.5&timestamp=${encodeURIComponent(time)}`)).status).toBe(200);
    }
    const stored = (await points('vehicle', company.truck)).filter((point) => times.includes(point.datetime));
    expect(stored.map((point) => [point.datetime, point.ride])).toEqual([
      [times[0], null],
      [times[1], ended],
      [times[2], null],
      [times[3], null],
      [times[4], open],
    ]);
    await server.database.db.updateTable('ride').set({ end_datetime: '2026-06-03T10:00:00.000Z' }).where('id', '=', open).execute();
  });

  it('answers unknown devices 400, or 404 in the JSON form, and an address guessing too much 429', async () => {
    expect((await osmand('?id=nieznane-urzadzenie-123&lat=52&lon=21')).status).toBe(400);
    const unknownJson = await osmand('', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ device_id: 'nieznane-urzadzenie-123', location: { coords: { latitude: 52, longitude: 21 } } }),
    });
    expect(unknownJson.status).toBe(404);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await osmand(`?id=zgadywanie-${i}-abcdefgh&lat=52&lon=21`)).status);
    expect(statuses.at(-1)).toBe(429);
    // The limit is the address's: a known device from it waits too, nothing is stored meanwhile.
    expect((await osmand(`?id=${TRUCK_DEVICE}&lat=52&lon=21&timestamp=1780301000`)).status).toBe(429);
  });
});
