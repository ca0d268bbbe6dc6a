/**
 * /api/anomalies/ (docs/api.md "Anomalies") on both databases: a hand-computed case per rule,
 * explanations with who and when, settings that move a flag, Polish 400s, a fast-check property
 * against the reference definition, and the seeded demo's planted anomalies.
 */
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { findAnomalies } from '../../src/domain/anomalies';
import { anomalyInput } from '../../src/domain/anomalies/input';
import { companyDayRange } from '../../src/domain/dates';
import { generateDemo } from '../../src/domain/demo/index';
import { DEFAULT_FUEL_THRESHOLDS } from '../../src/domain/reports/fuelLog';
import type { Database } from '../../server/db/schema';
import { testDialects } from '../helpers/databases';
import { companyServer, demoServer, type Company } from '../helpers/fixtures';
import type { TestServer } from '../helpers/server';

const ANOMALIES = '/api/anomalies/';
const at = (day: number, hour: number) => `2026-10-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/** The reference definition's anomalies over the stored tables, read whole. */
async function referenceAnomalies(db: Kysely<Database>, scope: { site?: number; fromIso: string; toIso: string }) {
  const [vehicles, fuelings, vehicleFuelings, tankerFuelings, locationPoints] = await Promise.all([
    db.selectFrom('vehicle').selectAll().execute(),
    db.selectFrom('fueling').selectAll().execute(),
    db.selectFrom('vehicle_fueling').selectAll().orderBy('id').execute(),
    db.selectFrom('tanker_fueling').selectAll().execute(),
    db.selectFrom('location_point').selectAll().orderBy('id').execute(),
  ]);
  const num = <T extends Record<string, unknown>>(row: T) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && k !== 'datetime' && /^-?[\d.]+$/.test(v) ? Number(v) : v])) as T;
  return findAnomalies(
    anomalyInput(
      {
        vehicles: vehicles.map(num),
        fuelings: fuelings.map(num),
        vehicleFuelings: vehicleFuelings.map(num),
        tankerFuelings: tankerFuelings.map(num),
        locationPoints: locationPoints.map(num),
      },
      { ...scope, thresholds: DEFAULT_FUEL_THRESHOLDS },
    ),
    'Europe/Warsaw',
  );
}

/** A list's anomalies without what the reference does not name (explanations, vehicle numbers). */
const listed = (body: { anomalies: Array<Record<string, unknown>> }) =>
  body.anomalies.map(({ explanation: _e, fleet_number: _f, registration_number: _r, ...rest }) => rest);

let siteNumber = 0;
/** A site of its own with a truck (400 l), an excavator (500 l) and a tanker (10 000 l). */
async function fleet(db: Kysely<Database>) {
  siteNumber += 1;
  const site = Number(
    (
      await db
        .insertInto('site')
        .values({ name: `Anomalie ${siteNumber}`, start_date: '2026-01-01', length: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  const vehicle = async (vehicle_type: string, fuel_capacity: number, n: number) =>
    Number(
      (
        await db
          .insertInto('vehicle')
          .values({
            site,
            fleet_number: siteNumber * 10 + n,
            registration_number: `WAN ${siteNumber}${n}`,
            vehicle_model: 'Model',
            vehicle_type,
            fuel_capacity,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  return { site, truck: await vehicle('TRUCK', 400, 1), excavator: await vehicle('CRAWLER_EXCAVATOR', 500, 2), tanker: await vehicle('TANK', 10000, 3) };
}

describe.each(testDialects)('anomalies on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  beforeAll(() => void ({ server, company } = setup()));

  it('finds a hand-computed anomaly of every rule, in the period and site only', async () => {
    const { db } = server.database;
    const { site, truck, excavator, tanker } = await fleet(db);
    const station = (day: number, hour: number, litres: number, odometer_state: number, price_per_litre = 6.5) =>
      db
        .insertInto('fueling')
        .values({ person: company.person, vehicle: truck, site, datetime: at(day, hour), litres, odometer_state, price_per_litre })
        .returning('id')
        .executeTakeFirstOrThrow();
    const fromTanker = (day: number, litres: number, odometer_state: number, latitude: number | null = null) =>
      db
        .insertInto('vehicle_fueling')
        .values({ vehicle: excavator, tanker, datetime: at(day, 6), litres, odometer_state, latitude, longitude: latitude === null ? null : 21 })
        .returning('id')
        .executeTakeFirstOrThrow();
    const deliver = (day: number, hour: number, litres: number) =>
      db
        .insertInto('tanker_fueling')
        .values({ petrol_place: company.petrolPlace, provider: company.provider, tanker, datetime: at(day, hour), litres })
        .returning('id')
        .executeTakeFirstOrThrow();
    await station(4, 6, 500, 9600); // over the tank, but before the period
    for (const [day, odometer] of [
      [5, 10000],
      [6, 10400],
      [7, 10800],
    ])
      await station(day, 6, 100, odometer); // 25 l/100 km
    const double = await station(7, 9, 350, 10850); // 100 + 350 l within 3 h in a 400 l tank
    await station(8, 6, 160, 11250); // 40 l/100 km: within ±50 % of the median 32,5
    const over = await station(9, 6, 420, 11650, 7.5); // over the tank, and 15 % above the month's median 6,50
    await fromTanker(4, 200, 990);
    await fromTanker(5, 200, 1000, 52.0); // 20 l/h, logged 111 m from the machine's fix
    await fromTanker(6, 200, 1010, 52.0);
    const back = await fromTanker(7, 200, 1005);
    const jump = await fromTanker(8, 200, 1100); // 95 engine hours in 24 h
    const far = await fromTanker(9, 400, 1110, 52.01); // 40 l/h against 20; 1 112 m from the machine
    await db
      .insertInto('location_point')
      .values([
        { person: company.person, vehicle: excavator, ride: null, datetime: '2026-10-05T06:10:00.000Z', latitude: 52.001, longitude: 21 },
        { person: company.person, vehicle: excavator, ride: null, datetime: '2026-10-09T06:05:00.000Z', latitude: 52.0, longitude: 21 },
      ])
      .execute();
    const tankerOver = await deliver(6, 5, 10000.5);
    await deliver(6, 10, 5000);
    await deliver(8, 5, 6000);
    const tankerDouble = await deliver(8, 8, 5000);

    const response = await server.admin.get(`${ANOMALIES}?site=${site}&date_from=2026-10-05&date_to=2026-10-09`);
    expect(response.status).toBe(200);
    expect(response.body.anomalies.map((a: { id: string }) => a.id)).toEqual([
      `tanker_fueling-${tankerOver.id}-over_capacity`,
      `vehicle_fueling-${back.id}-odometer_backwards`,
      `fueling-${double.id}-window_over_capacity`,
      `vehicle_fueling-${jump.id}-odometer_jump`,
      `tanker_fueling-${tankerDouble.id}-window_over_capacity`,
      `fueling-${over.id}-over_capacity`,
      `fueling-${over.id}-price_band`,
      `vehicle_fueling-${far.id}-consumption`,
      `vehicle_fueling-${far.id}-gps_far`,
    ]);
    const byCode = Object.fromEntries(response.body.anomalies.map((a: { code: string; source: string }) => [`${a.source}/${a.code}`, a]));
    expect(byCode['fueling/window_over_capacity']).toMatchObject({
      vehicle: truck,
      registration_number: `WAN ${siteNumber}1`,
      datetime: '2026-10-07T09:00:00.000Z',
      values: { litres: 350, previous_litres: 100, hours: 3, capacity: 400 },
      reason: 'Dwa tankowania w ciągu 3,00 h: 100,00 l i 350,00 l, razem więcej niż pojemność 400,00 l.',
      explanation: null,
    });
    expect(byCode['vehicle_fueling/consumption'].values).toEqual({ rate: 40, baseline: 20, deviation: 1, litres: 400, distance: 10 });
    expect(byCode['vehicle_fueling/gps_far'].reason).toBe('Tankowanie z cysterny zapisano 1\u00a0112 m od maszyny (dopuszczalne 500 m).');
    expect(byCode['fueling/price_band'].values).toEqual({ price: 7.5, median: 6.5, deviation: 0.15 });
    expect(byCode['vehicle_fueling/odometer_jump'].reason).toBe('Przyrost licznika 95,00 mth w 24,00 h (najwyżej 24,00 mth).');

    // Another site's list and a period without them are empty of these.
    const other = await server.admin.get(`${ANOMALIES}?site=${company.otherSite}&date_from=2026-10-05&date_to=2026-10-09`);
    expect(other.body.anomalies).toEqual([]);
    const before = await server.admin.get(`${ANOMALIES}?site=${site}&date_from=2026-10-01&date_to=2026-10-03`);
    expect(before.body.anomalies).toEqual([]);

    // The CSV: the same rows with the exports' rules.
    const csv = await server.admin.get(`${ANOMALIES}export/?site=${site}&date_from=2026-10-05&date_to=2026-10-09`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="anomalie-paliwowe_2026-10-05_2026-10-09.csv"');
    const lines = csv.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(10);
    expect(lines[3]).toBe(
      `07.10.2026 11:00;${siteNumber * 10 + 1};WAN ${siteNumber}1;Stacja;${double.id};Dwa tankowania ponad pojemność;Dwa tankowania w ciągu 3,00 h: 100,00 l i 350,00 l, razem więcej niż pojemność 400,00 l.;;;`,
    );

    // Explained: it stops counting, and comes back with who and when when asked for; withdrawn, it counts again.
    const id = `fueling-${over.id}-over_capacity`;
    const started = Date.now();
    const explained = await server.admin.post(`${ANOMALIES}explain/`, { anomaly: id, note: '  Kanister do agregatu  ' });
    expect(explained.status).toBe(201);
    expect(explained.body).toMatchObject({ anomaly: id, note: 'Kanister do agregatu', explained_by: 'admin' });
    expect(Date.parse(explained.body.explained_at)).toBeGreaterThanOrEqual(started - 1000);
    expect(Date.parse(explained.body.explained_at)).toBeLessThanOrEqual(Date.now() + 1000);
    const listIds = async (query = '') =>
      (await server.admin.get(`${ANOMALIES}?site=${site}&date_from=2026-10-05&date_to=2026-10-09${query}`)).body.anomalies as Array<{
        id: string;
        explanation: unknown;
      }>;
    expect((await listIds()).map((a) => a.id)).not.toContain(id);
    expect((await listIds('&include_explained=true')).find((a) => a.id === id)?.explanation).toEqual({
      note: 'Kanister do agregatu',
      explained_by: 'admin',
      explained_at: explained.body.explained_at,
    });
    expect((await server.admin.get(`/api/fueling/${over.id}/`)).body.litres).toBe(420);
    expect((await server.admin.delete(`${ANOMALIES}explain/${id}/`)).status).toBe(204);
    expect((await listIds()).map((a) => a.id)).toContain(id);
    expect((await server.admin.delete(`${ANOMALIES}explain/${id}/`)).status).toBe(404);

    // A setting moves a flag: with ±20 % the price of 7,50 is within the band.
    expect((await server.admin.get(`${ANOMALIES}settings/`)).body).toEqual(DEFAULT_FUEL_THRESHOLDS);
    const changed = await server.admin.put(`${ANOMALIES}settings/`, { price_deviation: '0,2' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...DEFAULT_FUEL_THRESHOLDS, price_deviation: 0.2 });
    expect((await listIds()).map((a) => a.id)).not.toContain(`fueling-${over.id}-price_band`);
    expect((await server.admin.put(`${ANOMALIES}settings/`, DEFAULT_FUEL_THRESHOLDS)).status).toBe(200);
    expect((await listIds()).map((a) => a.id)).toContain(`fueling-${over.id}-price_band`);
  });

  it('answers 400 with Polish messages per parameter', async () => {
    const bad = async (path: string) => {
      const response = await server.admin.request(
        path.startsWith('PUT ') ? 'PUT' : 'GET',
        path.replace(/^PUT /, ''),
        path.startsWith('PUT ') ? { window_hours: 0, colour: 1 } : undefined,
      );
      expect(response.status).toBe(400);
      return response.body.errors;
    };
    expect(await bad(ANOMALIES)).toEqual({ date_from: ['To pole jest wymagane.'], date_to: ['To pole jest wymagane.'] });
    expect(await bad(`${ANOMALIES}?site=abc&date_from=2026-10-05&date_to=2026-10-01`)).toEqual({
      site: ['Podaj identyfikator (liczbę całkowitą).'],
      date_to: ['Data końcowa nie może być wcześniejsza niż początkowa.'],
    });
    expect(await bad(`${ANOMALIES}export/?date_from=2026-02-30&date_to=2027-12-01`)).toEqual({ date_from: ['Podaj poprawną datę (rrrr-mm-dd).'] });
    expect(await bad(`${ANOMALIES}?date_from=2025-12-31&date_to=2027-01-01`)).toEqual({ date_to: ['Zakres może obejmować najwyżej 366 dni.'] });
    expect(await bad(`PUT ${ANOMALIES}settings/`)).toEqual({ window_hours: ['Wartość musi być większa od zera.'], colour: ['Nieznane ustawienie.'] });
    const explain = await server.admin.post(`${ANOMALIES}explain/`, { anomaly: 'fueling-x', note: '' });
    expect(explain.status).toBe(400);
    expect(explain.body.errors).toEqual({ anomaly: ['Podaj identyfikator anomalii (źródło-id-reguła).'], note: ['To pole jest wymagane.'] });
    expect((await server.admin.post(`${ANOMALIES}explain/`, { anomaly: 'fueling-999999-over_capacity', note: 'x' })).status).toBe(404);
    expect((await server.anonymous.get(`${ANOMALIES}?date_from=2026-10-05&date_to=2026-10-09`)).status).toBe(401);
  });

  it('agrees with the reference definition on random data sets', async () => {
    const { db } = server.database;
    const START = Date.parse('2026-10-20T00:00:00.000Z');
    const instant = fc.integer({ min: 0, max: 10 * 8 }).map((step) => new Date(START + step * 3 * 3_600_000).toISOString());
    const reading = fc.record({
      datetime: instant,
      litres: fc.integer({ min: 1, max: 60_000 }).map((c) => c / 100),
      odometer_state: fc.integer({ min: 0, max: 3000 }),
    });
    const position = fc.option(
      fc.integer({ min: 0, max: 40 }).map((step) => 52 + step * 0.001),
      { nil: null },
    );
    const day = fc.integer({ min: 20, max: 30 });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          station: fc.array(fc.record({ reading, price: fc.integer({ min: 550, max: 800 }).map((c) => c / 100) }), { maxLength: 8 }),
          machine: fc.array(fc.record({ reading, latitude: position }), { maxLength: 8 }),
          deliveries: fc.array(fc.record({ datetime: instant, litres: fc.integer({ min: 100, max: 1_100_000 }).map((c) => c / 100) }), { maxLength: 5 }),
          fixes: fc.array(fc.record({ datetime: instant, latitude: position.map((p) => p ?? 52), tanker: fc.boolean() }), { maxLength: 6 }),
          days: fc.tuple(day, day).map(([a, b]) => [Math.min(a, b), Math.max(a, b)]),
        }),
        async ({ station, machine, deliveries, fixes, days: [first, last] }) => {
          const { site, truck, excavator, tanker } = await fleet(db);
          if (station.length) {
            await db
              .insertInto('fueling')
              .values(station.map(({ reading: r, price }) => ({ person: company.person, vehicle: truck, site, ...r, price_per_litre: price })))
              .execute();
          }
          if (machine.length) {
            await db
              .insertInto('vehicle_fueling')
              .values(machine.map(({ reading: r, latitude }) => ({ vehicle: excavator, tanker, ...r, latitude, longitude: latitude === null ? null : 21 })))
              .execute();
          }
          if (deliveries.length) {
            await db
              .insertInto('tanker_fueling')
              .values(deliveries.map((d) => ({ ...d, tanker, petrol_place: company.petrolPlace, provider: company.provider })))
              .execute();
          }
          if (fixes.length) {
            await db
              .insertInto('location_point')
              .values(
                fixes.map((f) => ({
                  person: company.person,
                  vehicle: f.tanker ? tanker : excavator,
                  ride: null,
                  datetime: f.datetime,
                  latitude: f.latitude,
                  longitude: 21,
                })),
              )
              .execute();
          }
          const response = await server.admin.get(`${ANOMALIES}?site=${site}&date_from=2026-10-${first}&date_to=2026-10-${last}`);
          expect(response.status).toBe(200);
          const period = companyDayRange({ year: 2026, month: 10, day: first }, { year: 2026, month: 10, day: last }, 'Europe/Warsaw');
          expect(listed(response.body)).toEqual(await referenceAnomalies(db, { site, ...period }));
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe.each(testDialects)('the seeded demo on %s', (dialect) => {
  const NOW = new Date('2026-11-20T10:30:00.000Z');
  const options = dialect === 'sqlite' ? { seed: 1, now: NOW } : { seed: 1, scale: 0.5, days: 12, now: NOW };
  const demo = demoServer(dialect, options);
  let server: TestServer;
  beforeAll(() => void (server = demo()));

  it('lists exactly the planted anomalies through the API', async () => {
    const response = await server.admin.get(`${ANOMALIES}?date_from=2026-01-01&date_to=2026-11-20`);
    expect(response.status).toBe(200);
    const planted = generateDemo(options).plantedAnomalies();
    expect(planted.length).toBeGreaterThanOrEqual(5);
    const key = (a: { source: string; fueling: number; code: string }) => `${a.source}-${a.fueling}-${a.code}`;
    expect(response.body.anomalies.map(key).sort()).toEqual(planted.map(key).sort());
  });

  it('agrees with the reference definition over the whole demo, for the company and for a site', async () => {
    const [site] = await server.database.db.selectFrom('site').select('id').orderBy('id').limit(1).execute();
    for (const query of ['', `&site=${site.id}`]) {
      const response = await server.admin.get(`${ANOMALIES}?date_from=2026-01-01&date_to=2026-11-20${query}`);
      expect(response.status).toBe(200);
      const period = companyDayRange({ year: 2026, month: 1, day: 1 }, { year: 2026, month: 11, day: 20 }, 'Europe/Warsaw');
      const expected = await referenceAnomalies(server.database.db, { site: query ? Number(site.id) : undefined, ...period });
      expect(expected.length).toBeGreaterThan(0);
      expect(listed(response.body)).toEqual(expected);
    }
  });
});
