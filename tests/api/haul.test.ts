import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { haulReport, type HaulNames, type HaulRide } from '../../src/domain/reports/haul';
import { companyDays } from '../../src/domain/reports/tankerLedger';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import { ADMIN, type TestServer } from '../helpers/server';

const HAUL = '/api/reports/haul/';

describe.each(testDialects)('haul report on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  beforeAll(() => void ({ server, company } = setup()));

  const created = async (path: string, body: unknown): Promise<number> => {
    const response = await server.admin.post(path, body);
    expect(response.status, `${path} ${response.text}`).toBe(201);
    return response.body.id;
  };

  it('answers hand-computed loads, tonnes, cycle times and idle gaps, and the same as CSV', async () => {
    const { site, truck: unweighed, material: sand, place: pit } = company;
    // A truck with a payload, given through the vehicle form's API.
    const weighed = await created('/api/vehicle/', {
      site,
      fleet_number: 501,
      registration_number: 'WGR 501H',
      vehicle_model: 'Volvo FMX 460 8x4',
      vehicle_type: 'TRUCK',
      fuel_capacity: 400,
      payload_tonnes: 25.5,
    });
    expect((await server.admin.get(`/api/vehicle/${weighed}/`)).body.payload_tonnes).toBe(25.5);
    const gravel = await created('/api/material/', { name: 'Żwir', site });
    const embankment = await created('/api/place/', { name: 'Nasyp km 3', latitude: 51.7, longitude: 20.8, site });
    const cutting = await created('/api/place/', { name: 'Wykop km 5', latitude: 51.71, longitude: 20.81, site });
    const otherTruck = await created('/api/vehicle/', {
      site: company.otherSite,
      fleet_number: 502,
      registration_number: 'WGR 502H',
      vehicle_model: 'MAN TGS',
      vehicle_type: 'TRUCK',
      fuel_capacity: 400,
      payload_tonnes: 30,
    });
    const rideIds: number[] = [];
    // November: Warsaw is UTC+1; the times are UTC.
    const ride = async (vehicle: number, material: number, from: number, to: number, start: string, end: string | null) => {
      const id = await created('/api/vehicle-ride/start/', {
        person: company.person,
        vehicle,
        material,
        start_place: from,
        start_datetime: `2026-11-${start}:00.000Z`,
      });
      if (end) {
        const ended = await server.admin.post(`/api/vehicle-ride/${id}/end/`, { end_place: to, end_datetime: `2026-11-${end}:00.000Z` });
        expect(ended.status).toBe(200);
      }
      rideIds.push(id);
      return id;
    };
    await ride(weighed, sand, pit, embankment, '02T07:00', '02T07:40');
    await ride(weighed, sand, pit, embankment, '02T08:10', '02T08:50');
    const beforeStop = await ride(weighed, sand, pit, embankment, '02T09:20', '02T10:10');
    // 23:30 to 00:20 local time: Monday's load.
    await ride(weighed, gravel, cutting, embankment, '02T22:30', '02T23:20');
    // Tuesday: under way.
    await ride(weighed, sand, pit, embankment, '03T07:00', null);
    await ride(unweighed, gravel, cutting, embankment, '02T07:30', '02T08:30');
    const beforeBreak = await ride(unweighed, gravel, cutting, embankment, '02T09:00', '02T10:00');
    await ride(unweighed, sand, pit, embankment, '02T11:30', '02T12:10');
    // Another site's, and 00:30 local on Wednesday: not in the report of the site and Monday..Tuesday.
    await ride(otherTruck, sand, pit, embankment, '02T08:00', '02T09:00');
    await ride(weighed, sand, pit, embankment, '03T23:30', '04T00:10');

    const query = `site=${site}&date_from=2026-11-02&date_to=2026-11-3`;
    const response = await server.admin.get(`${HAUL}?${query}`);
    expect(response.status).toBe(200);
    const report = response.body;
    const vehicle = (id: number, fleet: number) => ({ vehicle: id, fleet_number: fleet, registration_number: expect.any(String) });
    expect(report).toMatchObject({
      site: { id: site, name: expect.stringMatching(/^S7 Grójec/) },
      date_from: '2026-11-02',
      date_to: '2026-11-03',
      idle_minutes: 60,
      loads: 7,
      loads_with_payload: 4,
      tonnes: 102,
      open_rides: 1,
      vehicles_hauling: 2,
      loaded: { count: 7, median_seconds: 3000, p90_seconds: 3600, max_seconds: 3600 },
      return: { count: 5, median_seconds: 1800, p90_seconds: 44400, max_seconds: 44400 },
    });
    expect(report.days).toEqual([
      {
        day: '2026-11-02',
        loads: 7,
        loads_with_payload: 4,
        tonnes: 102,
        open_rides: 0,
        materials: [
          { material: sand, loads: 4 },
          { material: gravel, loads: 3 },
        ],
      },
      { day: '2026-11-03', loads: 0, loads_with_payload: 0, tonnes: null, open_rides: 1, materials: [] },
    ]);
    expect(report.vehicles).toEqual([
      { ...vehicle(weighed, 501), payload_tonnes: 25.5, loads: 4, loads_with_payload: 4, tonnes: 102, open_rides: 1, days_worked: 1, loads_per_day: 4 },
      {
        ...vehicle(unweighed, expect.any(Number)),
        payload_tonnes: null,
        loads: 3,
        loads_with_payload: 0,
        tonnes: null,
        open_rides: 0,
        days_worked: 1,
        loads_per_day: 3,
      },
    ]);
    expect(report.materials).toEqual([
      { material: sand, material_name: 'Piasek', loads: 4, loads_with_payload: 3, tonnes: 76.5 },
      { material: gravel, material_name: 'Żwir', loads: 3, loads_with_payload: 1, tonnes: 25.5 },
    ]);
    const named = (from: number, to: number) => ({
      start_place: from,
      start_place_name: from === pit ? 'Żwirownia Mogielnica' : 'Wykop km 5',
      end_place: to,
      end_place_name: 'Nasyp km 3',
    });
    expect(report.pairs).toEqual([
      { material: sand, material_name: 'Piasek', ...named(pit, embankment), loads: 4, loads_with_payload: 3, tonnes: 76.5 },
      { material: gravel, material_name: 'Żwir', ...named(cutting, embankment), loads: 3, loads_with_payload: 1, tonnes: 25.5 },
    ]);
    expect(report.routes).toEqual([
      {
        ...named(cutting, embankment),
        loads: 3,
        loaded: { count: 3, median_seconds: 3600, p90_seconds: 3600, max_seconds: 3600 },
        return: { count: 2, median_seconds: 3600, p90_seconds: 5400, max_seconds: 5400 },
        loaded_seconds: [3000, 3600, 3600],
        return_seconds: [1800, 5400],
      },
      {
        ...named(pit, embankment),
        loads: 4,
        loaded: { count: 4, median_seconds: 2400, p90_seconds: 3000, max_seconds: 3000 },
        return: { count: 3, median_seconds: 1800, p90_seconds: 44400, max_seconds: 44400 },
        loaded_seconds: [2400, 2400, 2400, 3000],
        return_seconds: [1800, 1800, 44400],
      },
    ]);
    expect(report.idle_gaps).toEqual([
      {
        ...vehicle(weighed, 501),
        ride: beforeStop,
        place: embankment,
        place_name: 'Nasyp km 3',
        from: '2026-11-02T10:10:00.000Z',
        to: '2026-11-02T22:30:00.000Z',
        seconds: 44400,
      },
      {
        ...vehicle(unweighed, expect.any(Number)),
        ride: beforeBreak,
        place: embankment,
        place_name: 'Nasyp km 3',
        from: '2026-11-02T10:00:00.000Z',
        to: '2026-11-02T11:30:00.000Z',
        seconds: 5400,
      },
    ]);
    expect((await server.admin.get(`${HAUL}?${query}&idle_minutes=90`)).body.idle_gaps.map((gap: { ride: number }) => gap.ride)).toEqual([beforeStop]);
    // Every site: the other site's load too (30 t).
    const everySite = (await server.admin.get(`${HAUL}?date_from=2026-11-02&date_to=2026-11-03`)).body;
    expect(everySite).toMatchObject({ site: null, loads: 8, tonnes: 132 });

    // The tables as CSV with the exports' rules.
    const csv = async (table: string) => {
      const answer = await server.admin.get(`${HAUL}export/?table=${table}&${query}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(answer.headers.get('content-disposition')).toBe(
        `attachment; filename="przewozy-${table === 'idle' ? 'przestoje' : { days: 'dni', vehicles: 'pojazdy', materials: 'materialy', routes: 'trasy' }[table]}_2026-11-02_2026-11-03.csv"`,
      );
      return answer.text.split('\r\n');
    };
    expect(await csv('days')).toEqual([
      'Dzień;Kursy;Kursy ze znaną ładownością;Tony (t);Przejazdy niezakończone',
      '02.11.2026;7;4;102;0',
      '03.11.2026;0;0;;1',
      '',
    ]);
    expect(await csv('materials')).toEqual([
      'Materiał;Miejsce załadunku;Miejsce rozładunku;Kursy;Kursy ze znaną ładownością;Tony (t)',
      'Piasek;Żwirownia Mogielnica;Nasyp km 3;4;3;76,5',
      'Żwir;Wykop km 5;Nasyp km 3;3;1;25,5',
      '',
    ]);
    expect(await csv('routes')).toEqual([
      'Miejsce załadunku;Miejsce rozładunku;Kursy;Załadunek → rozładunek – mediana (min);Załadunek → rozładunek – 90. percentyl (min);Załadunek → rozładunek – maksimum (min);' +
        'Powroty;Rozładunek → następny załadunek – mediana (min);Rozładunek → następny załadunek – 90. percentyl (min);Rozładunek → następny załadunek – maksimum (min)',
      'Wykop km 5;Nasyp km 3;3;60;60;60;2;60;90;90',
      'Żwirownia Mogielnica;Nasyp km 3;4;40;50;50;3;30;740;740',
      '',
    ]);
    const idle = await csv('idle');
    expect(idle[0]).toBe('Numer boczny;Numer rejestracyjny;Miejsce rozładunku;Od;Do;Przestój (min)');
    expect(idle[1]).toBe('501;WGR 501H;Nasyp km 3;02.11.2026 11:10;02.11.2026 23:30;740');
    expect((await csv('vehicles'))[1]).toBe('501;WGR 501H;25,5;4;102;1;4;1');
    const bytes = await (
      await fetch(`${server.url}${HAUL}export/?table=days&${query}`, {
        headers: { authorization: `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}` },
      })
    ).arrayBuffer();
    expect([...new Uint8Array(bytes).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(rideIds).toHaveLength(10);
  });

  it('refuses bad parameters with Polish messages and an unknown site with 404', async () => {
    const bad = async (path: string) => {
      const response = await server.admin.get(path);
      expect(response.status, path).toBe(400);
      return response.body.errors;
    };
    expect(await bad(HAUL)).toEqual({ date_from: ['To pole jest wymagane.'], date_to: ['To pole jest wymagane.'] });
    expect(await bad(`${HAUL}?site=abc&date_from=2026-10-01&date_to=2026-10-31`)).toEqual({ site: ['Podaj identyfikator (liczbę całkowitą).'] });
    expect(await bad(`${HAUL}?date_from=2026-02-30&date_to=2026-03-31`)).toEqual({ date_from: ['Podaj poprawną datę (rrrr-mm-dd).'] });
    expect(await bad(`${HAUL}?date_from=2026-10-31&date_to=2026-10-01`)).toEqual({ date_to: ['Data końcowa nie może być wcześniejsza niż początkowa.'] });
    expect(await bad(`${HAUL}?date_from=2026-01-01&date_to=2027-01-02`)).toEqual({ date_to: ['Zakres może obejmować najwyżej 366 dni.'] });
    expect(await bad(`${HAUL}?date_from=2026-10-01&date_to=2026-10-31&idle_minutes=0`)).toEqual({ idle_minutes: ['Podaj liczbę całkowitą od 1 do 1440.'] });
    expect(await bad(`${HAUL}export/?date_from=2026-10-01&date_to=2026-10-31&idle_minutes=pół`)).toEqual({
      table: ['To pole jest wymagane.'],
      idle_minutes: ['Podaj liczbę całkowitą od 1 do 1440.'],
    });
    expect(await bad(`${HAUL}export/?table=all&date_from=2026-10-01`)).toEqual({
      table: ['Wybierz jedną z wartości: days, vehicles, materials, routes, idle.'],
      date_to: ['To pole jest wymagane.'],
    });
    const unknown = await server.admin.get(`${HAUL}?site=999999&date_from=2026-10-01&date_to=2026-10-31`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Nie znaleziono budowy');
    expect((await server.anonymous.get(`${HAUL}?date_from=2026-10-01&date_to=2026-10-31`)).status).toBe(401);
  });

  it('is described in OpenAPI', async () => {
    const spec = (await server.admin.get('/api/openapi.json')).body;
    const names = (path: string) => spec.paths[path].get.parameters.map((parameter: { name: string }) => parameter.name);
    expect(names('/api/reports/haul/')).toEqual(['site', 'date_from', 'date_to', 'idle_minutes']);
    expect(names('/api/reports/haul/export/')).toEqual(['table', 'site', 'date_from', 'date_to', 'idle_minutes']);
  });

  it('agrees with the reference definition on random data sets', async () => {
    const { db } = server.database;
    // Around the autumn clock change: 24 October 00:00 UTC onwards, in steps of 20 minutes over four days.
    const START = Date.parse('2026-10-24T00:00:00.000Z');
    const STEP = 20 * 60_000;
    const at = (step: number) => new Date(START + step * STEP).toISOString();
    const rideArb = fc.record({
      vehicle: fc.nat(2),
      material: fc.option(fc.nat(1)),
      from: fc.option(fc.nat(2)),
      to: fc.option(fc.nat(2)),
      start: fc.integer({ min: 0, max: 4 * 72 }),
      steps: fc.option(fc.integer({ min: 0, max: 12 }), { freq: 5 }),
    });
    const day = fc.integer({ min: 23, max: 28 });
    let sequence = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          payloads: fc.tuple(...[0, 1, 2].map(() => fc.option(fc.integer({ min: 1000, max: 3500 }).map((kg) => kg / 100)))),
          rides: fc.array(rideArb, { maxLength: 14 }),
          days: fc.tuple(day, day).map(([a, b]) => [Math.min(a, b), Math.max(a, b)]),
          idle: fc.integer({ min: 1, max: 120 }),
          everySite: fc.boolean(),
        }),
        async ({ payloads, rides, days: [first, last], idle, everySite }) => {
          sequence += 1;
          const { id: site } = await db
            .insertInto('site')
            .values({ name: `Właściwość ${dialect} ${sequence}`, start_date: '2026-01-01', length: 1 })
            .returning('id')
            .executeTakeFirstOrThrow();
          const vehicles = await Promise.all(
            payloads.map(async (payload_tonnes, index) =>
              Number(
                (
                  await db
                    .insertInto('vehicle')
                    .values({
                      site,
                      fleet_number: index + 1,
                      registration_number: `PRH ${sequence}${index}`,
                      vehicle_model: 'Wywrotka',
                      vehicle_type: 'TRUCK',
                      fuel_capacity: 300,
                      payload_tonnes,
                    })
                    .returning('id')
                    .executeTakeFirstOrThrow()
                ).id,
              ),
            ),
          );
          const materials = [
            company.material,
            (
              await db
                .insertInto('material')
                .values({ name: `Kruszywo ${sequence}`, site })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id,
          ].map(Number);
          const places = await Promise.all(
            [0, 1, 2].map(async (index) =>
              Number(
                (
                  await db
                    .insertInto('place')
                    .values({ name: `Miejsce ${index}`, site })
                    .returning('id')
                    .executeTakeFirstOrThrow()
                ).id,
              ),
            ),
          );
          if (rides.length) {
            await db
              .insertInto('ride')
              .values(
                rides.map((ride) => ({
                  person: company.person,
                  vehicle: vehicles[ride.vehicle],
                  material: ride.material === null ? null : materials[ride.material],
                  start_place: ride.from === null ? null : places[ride.from],
                  end_place: ride.to === null ? null : places[ride.to],
                  start_datetime: at(ride.start),
                  end_datetime: ride.steps === null ? null : at(ride.start + ride.steps),
                  site,
                })),
              )
              .execute();
          }
          const siteQuery = everySite ? '' : `site=${site}&`;
          const response = await server.admin.get(`${HAUL}?${siteQuery}date_from=2026-10-${first}&date_to=2026-10-${last}&idle_minutes=${idle}`);
          expect(response.status).toBe(200);
          // The reference reads the stored rows as they are, every site's when the query names none.
          const stored = (await db.selectFrom('ride').selectAll().execute()) as unknown as HaulRide[];
          const names: HaulNames = {
            vehicles: new Map((await db.selectFrom('vehicle').selectAll().execute()).map((v) => [Number(v.id), { ...v, id: Number(v.id) }])),
            materials: new Map((await db.selectFrom('material').selectAll().execute()).map((m) => [Number(m.id), m.name])),
            places: new Map((await db.selectFrom('place').selectAll().execute()).map((p) => [Number(p.id), p.name])),
          };
          const expected = haulReport({
            rides: stored.map((ride) => ({ ...ride, id: Number(ride.id) })),
            names,
            days: companyDays({ year: 2026, month: 10, day: first }, { year: 2026, month: 10, day: last }, 'Europe/Warsaw'),
            site: everySite ? null : Number(site),
            idleMinutes: idle,
          });
          expect(response.body).toEqual({
            site: everySite ? null : { id: Number(site), name: expect.any(String) },
            date_from: expect.any(String),
            date_to: expect.any(String),
            ...expected,
          });
        },
      ),
      { numRuns: 30 },
    );
  });
});
