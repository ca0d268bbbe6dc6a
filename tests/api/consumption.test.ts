import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { consumptionReport, type ConsumptionVehicle, type UsageReading } from '../../src/domain/reports/consumption';
import { companyDayRange } from '../../src/domain/dates';
import type { FuelReading } from '../../src/domain/reports/fuelLog';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import type { TestServer } from '../helpers/server';

const REPORT = '/api/reports/consumption/';

describe.each(testDialects)('consumption per machine on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  beforeAll(() => void ({ server, company } = setup()));

  const vehicle = async (site: number, fleet_number: number, vehicle_type: string) =>
    (
      await server.admin.post('/api/vehicle/', {
        site,
        fleet_number,
        registration_number: `WGR ${fleet_number}S`,
        vehicle_model: vehicle_type === 'TRUCK' ? 'Volvo FMX 460' : 'CAT 336',
        vehicle_type,
        fuel_capacity: 600,
      })
    ).body.id as number;
  const atStation = (vehicle: number, datetime: string, litres: number, odometer_state: number) =>
    server.admin.post('/api/fueling/', { person: company.person, vehicle, site: company.site, datetime, litres, price_per_litre: 6.49, odometer_state });
  const fromTanker = (vehicle: number, datetime: string, litres: number, odometer_state: number) =>
    server.admin.post('/api/vehicle-fueling/', { vehicle, tanker: company.tanker, datetime, litres, odometer_state });

  it('answers hand-computed figures: L/h for a machine, L/100 km for a truck, a backwards odometer skipped, a site filter', async () => {
    const excavator = await vehicle(company.site, 611, 'CRAWLER_EXCAVATOR');
    const otherTruck = await vehicle(company.otherSite, 612, 'TRUCK');
    for (const write of [
      // The excavator in engine hours: 20 L/h before the period, 18 and 24 in it, 5 h backwards
      // (skipped), 30 L/h after it. Baseline median(18, 20, 24, 30) = 22.
      fromTanker(excavator, '2026-06-01T06:00:00.000Z', 200, 100),
      fromTanker(excavator, '2026-06-02T06:00:00.000Z', 200, 110),
      fromTanker(excavator, '2026-06-03T06:00:00.000Z', 180, 120),
      fromTanker(excavator, '2026-06-04T06:00:00.000Z', 240, 130),
      fromTanker(excavator, '2026-06-06T06:00:00.000Z', 300, 135),
      // The truck in kilometres: 35 L/100 km at a station, 45 from the tanker.
      atStation(company.truck, '2026-06-01T08:00:00.000Z', 50, 10_000),
      atStation(company.truck, '2026-06-03T08:00:00.000Z', 140, 10_400),
      fromTanker(company.truck, '2026-06-04T08:00:00.000Z', 90, 10_600),
      // Another site's truck: 30 L/100 km.
      fromTanker(otherTruck, '2026-06-02T08:00:00.000Z', 20, 1000),
      fromTanker(otherTruck, '2026-06-04T08:00:00.000Z', 30, 1100),
    ]) {
      expect((await write).status).toBe(201);
    }
    // 5 h backwards: the API refuses a reading below the previous one now (issue 30), so it stands
    // here as a row stored before that rule, written straight into the table.
    await server.database.db
      .insertInto('vehicle_fueling')
      .values({ vehicle: excavator, tanker: company.tanker, datetime: '2026-06-05T06:00:00.000Z', litres: 100, odometer_state: 125 })
      .execute();

    // 3–5 June in Warsaw: [2 June 22:00 UTC, 5 June 22:00 UTC).
    const response = await server.admin.get(`${REPORT}?site=${company.site}&date_from=2026-06-03&date_to=2026-6-5`);
    expect(response.status).toBe(200);
    const site = { site: company.site, site_name: expect.stringMatching(/^S7 Grójec/) };
    expect(response.body).toEqual({
      site: company.site,
      date_from: '2026-06-03',
      date_to: '2026-06-05',
      // The excavator's three fuelings and the truck's two, ranked or not.
      fuelings: 5,
      vehicles: [
        {
          vehicle: { id: excavator, fleet_number: 611, registration_number: 'WGR 611S', vehicle_model: 'CAT 336', vehicle_type: 'CRAWLER_EXCAVATOR', ...site },
          unit: 'h',
          // 180 + 240 + 100 l fuelled in the period; the 100 l of the skipped interval are no part of the rate.
          fueled_litres: 520,
          litres: 420,
          distance: 20,
          rate: 21,
          baseline: 22,
          deviation_percent: -4.5,
          counted_intervals: 2,
          skipped_intervals: 1,
        },
        {
          vehicle: expect.objectContaining({ id: company.truck, vehicle_type: 'TRUCK', ...site }),
          unit: 'km',
          fueled_litres: 230,
          litres: 230,
          distance: 600,
          rate: 38.33,
          baseline: 40,
          deviation_percent: -4.2,
          counted_intervals: 2,
          skipped_intervals: 0,
        },
      ],
    });

    // Every site: the other site's truck too, its site first (A1 before S7).
    const all = await server.admin.get(`${REPORT}?date_from=2026-06-03&date_to=2026-06-05`);
    expect(all.body.site).toBeNull();
    expect(all.body.fuelings).toBe(6);
    expect(all.body.vehicles.map((row: { vehicle: { id: number }; rate: number }) => [row.vehicle.id, row.rate])).toEqual([
      [otherTruck, 30],
      [excavator, 21],
      [company.truck, 38.33],
    ]);

    // 1 June: each vehicle's first fueling, no interval closed: nothing ranked, two fuelings counted.
    const firsts = await server.admin.get(`${REPORT}?site=${company.site}&date_from=2026-06-01&date_to=2026-06-01`);
    expect(firsts.body).toMatchObject({ fuelings: 2, vehicles: [] });

    const trend = await server.admin.get(`${REPORT}${excavator}/trend/?date_from=2026-06-03&date_to=2026-06-05`);
    expect(trend.status).toBe(200);
    expect(trend.body).toMatchObject({ date_from: '2026-06-03', date_to: '2026-06-05', unit: 'h', rate: 21, baseline: 22, skipped_intervals: 1 });
    expect(trend.body.intervals).toEqual([
      { datetime: '2026-06-03T06:00:00.000Z', previous_datetime: '2026-06-02T06:00:00.000Z', distance: 10, litres: 180, rate: 18, plausible: true },
      { datetime: '2026-06-04T06:00:00.000Z', previous_datetime: '2026-06-03T06:00:00.000Z', distance: 10, litres: 240, rate: 24, plausible: true },
      { datetime: '2026-06-05T06:00:00.000Z', previous_datetime: '2026-06-04T06:00:00.000Z', distance: -5, litres: 100, rate: null, plausible: false },
    ]);

    const csv = await server.admin.get(`${REPORT}export/?site=${company.site}&date_from=2026-06-03&date_to=2026-06-05`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="spalanie_2026-06-03_2026-06-05.csv"');
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe(
      'Budowa;Typ pojazdu;Nr boczny;Nr rejestracyjny;Model;Jednostka spalania;Zatankowano (l);W tym do spalania (l);Przebieg;Jednostka przebiegu;Spalanie;Norma pojazdu (mediana);Odchylenie (%);Odcinki policzone;Odcinki pominięte',
    );
    expect(lines[1]).toMatch(/^S7 Grójec \d+;Koparka gąsienicowa;611;WGR 611S;CAT 336;l\/mth;520;420;20;mth;21;22;-4,5;2;1$/);
    expect(lines[2]).toMatch(/;Samochód ciężarowy;\d+;WGR \d+K;Volvo FMX 460;l\/100 km;230;230;600;km;38,33;40;-4,2;2;0$/);
    expect(lines.slice(3)).toEqual(['']);
  });

  it("splits an interval by the meter readings inside it: a check's, a typed one and a tracker's count the usage when the meter shows it", async () => {
    const excavator = await vehicle(company.site, 621, 'CRAWLER_EXCAVATOR');
    const point = await server.admin.post('/api/checklist-point/', {
      vehicle_type: 'CRAWLER_EXCAVATOR',
      label: 'Wycieki hydrauliki',
      position: 10,
      active: true,
    });
    expect(point.status, point.text).toBe(201);
    const writes = [
      // Fuelings (each also a meter reading of source "Tankowanie"): 160 l over 100 → 116 h
      // (10 l/h), then 150 l over 116 → 126 h (15 l/h). Baseline median(10, 15) = 12.5.
      () => fromTanker(excavator, '2026-06-01T04:00:00.000Z', 200, 100),
      // Between the first two: a pre-shift check at 108 h on 2 June.
      () =>
        server.admin.post('/api/field/checks/', {
          vehicle: excavator,
          person: company.person,
          performed_at: '2026-06-02T04:00:00.000Z',
          engine_hours: 108,
          points: [{ point: point.body.id, ok: true }],
        }),
      () => fromTanker(excavator, '2026-06-03T04:00:00.000Z', 160, 116),
      // Between the last two: typed in the office at 122 h, a tracker's 123 h late on 4 June.
      () => server.admin.post('/api/meter-reading/', { vehicle: excavator, datetime: '2026-06-04T04:00:00.000Z', engine_hours: 122, source: 'manual' }),
      () => server.admin.post('/api/meter-reading/', { vehicle: excavator, datetime: '2026-06-04T19:00:00.000Z', engine_hours: 123, source: 'telematics' }),
      // A tracker's reading below the previous one is stored flagged and moves nothing.
      () => server.admin.post('/api/meter-reading/', { vehicle: excavator, datetime: '2026-06-04T20:00:00.000Z', engine_hours: 50, source: 'telematics' }),
      () => fromTanker(excavator, '2026-06-05T04:00:00.000Z', 150, 126),
    ];
    for (const write of writes) {
      const response = await write();
      expect(response.status, response.text).toBe(201);
    }
    const figures = async (from: string, to: string) => {
      const response = await server.admin.get(`${REPORT}?site=${company.site}&date_from=${from}&date_to=${to}`);
      expect(response.status).toBe(200);
      const row = response.body.vehicles.find((candidate: { vehicle: { id: number } }) => candidate.vehicle.id === excavator);
      return row && { ...row, vehicle: undefined };
    };
    const excavatorFigures = (values: object) => ({ vehicle: undefined, unit: 'h', baseline: 12.5, skipped_intervals: 0, ...values });

    // 2 June alone: no fueling closes an interval, but the check saw 8 of its 16 hours: 80 l at 10 l/h.
    expect(await figures('2026-06-02', '2026-06-02')).toEqual(
      excavatorFigures({ fueled_litres: 0, litres: 80, distance: 8, rate: 10, deviation_percent: -20, counted_intervals: 1 }),
    );
    // 3–4 June: the other 8 hours of the first interval (80 l) and 7 of the second's 10 up to
    // the tracker's 123 h (105 l at 15 l/h): 185 l over 15 h. Without the readings it would be
    // the first interval whole: 160 l over 16 h, 10 l/h.
    expect(await figures('2026-06-03', '2026-06-04')).toEqual(
      excavatorFigures({ fueled_litres: 160, litres: 185, distance: 15, rate: 12.33, deviation_percent: -1.3, counted_intervals: 2 }),
    );
    // 5 June: the last 3 hours, 45 l.
    expect(await figures('2026-06-05', '2026-06-05')).toEqual(
      excavatorFigures({ fueled_litres: 150, litres: 45, distance: 3, rate: 15, deviation_percent: 20, counted_intervals: 1 }),
    );
    // The whole stretch: every interval whole, as from the fuelings alone (310 l over 26 h).
    expect(await figures('2026-06-01', '2026-06-05')).toEqual(
      excavatorFigures({ fueled_litres: 510, litres: 310, distance: 26, rate: 11.92, deviation_percent: -4.6, counted_intervals: 2 }),
    );

    const trend = await server.admin.get(`${REPORT}${excavator}/trend/?date_from=2026-06-03&date_to=2026-06-04`);
    expect(trend.body).toMatchObject({ litres: 185, distance: 15, rate: 12.33 });
    expect(trend.body.intervals).toEqual([
      { datetime: '2026-06-03T04:00:00.000Z', previous_datetime: '2026-06-01T04:00:00.000Z', distance: 8, litres: 80, rate: 10, plausible: true },
      { datetime: '2026-06-05T04:00:00.000Z', previous_datetime: '2026-06-03T04:00:00.000Z', distance: 7, litres: 105, rate: 15, plausible: true },
    ]);
  });

  it('refuses bad parameters with Polish messages, an unknown vehicle with 404 and nobody logged in with 401', async () => {
    const bad = async (path: string) => {
      const response = await server.admin.get(path);
      expect(response.status, path).toBe(400);
      return response.body.errors;
    };
    expect(await bad(`${REPORT}?site=abc&date_from=2026-06-01&date_to=2026-06-30`)).toEqual({ site: ['Podaj identyfikator (liczbę całkowitą).'] });
    expect(await bad(REPORT)).toEqual({ date_from: ['To pole jest wymagane.'], date_to: ['To pole jest wymagane.'] });
    expect(await bad(`${REPORT}?date_from=2026-06-31&date_to=2026-07-01`)).toEqual({ date_from: ['Podaj poprawną datę (rrrr-mm-dd).'] });
    expect(await bad(`${REPORT}?date_from=2026-06-30&date_to=2026-06-01`)).toEqual({ date_to: ['Data końcowa nie może być wcześniejsza niż początkowa.'] });
    expect(await bad(`${REPORT}export/?date_from=2026-01-01&date_to=2027-01-02`)).toEqual({ date_to: ['Zakres może obejmować najwyżej 366 dni.'] });
    expect(await bad(`${REPORT}abc/trend/?date_from=2026-06-01&date_to=2026-06-30`)).toEqual({ vehicle: ['Podaj identyfikator (liczbę całkowitą).'] });
    expect(await bad(`${REPORT}${company.truck}/trend/?date_from=2026-06-01`)).toEqual({ date_to: ['To pole jest wymagane.'] });
    const unknown = await server.admin.get(`${REPORT}999999/trend/?date_from=2026-06-01&date_to=2026-06-30`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Nie znaleziono pojazdu');
    expect((await server.anonymous.get(`${REPORT}?date_from=2026-06-01&date_to=2026-06-30`)).status).toBe(401);
  });

  it('is described in OpenAPI', async () => {
    const { paths } = (await server.admin.get('/api/openapi.json')).body;
    const names = (path: string) => paths[path].get.parameters.map((parameter: { name: string }) => parameter.name);
    expect(names('/api/reports/consumption/')).toEqual(['site', 'date_from', 'date_to']);
    expect(names('/api/reports/consumption/export/')).toEqual(['site', 'date_from', 'date_to']);
    expect(names('/api/reports/consumption/{vehicle}/trend/')).toEqual(['date_from', 'date_to', 'vehicle']);
  });

  it('agrees with the reference definition on random data sets', async () => {
    const { db } = server.database;
    // Around the autumn clock change, in steps of three hours, so that readings fall on day
    // boundaries and share instants, and some jumps are too long for the time between them.
    const START = Date.parse('2026-10-20T00:00:00.000Z');
    // A meter value: anything, or mostly growing with time (3 units per step, give or take 20),
    // so that intervals are often plausible and readings fall inside them.
    const meterValue = (step: number) =>
      fc.oneof(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: -20, max: 20 }).map((jitter) => Math.max(0, step * 3 + jitter)),
      );
    const reading = fc.integer({ min: 0, max: 8 * 12 }).chain((step) =>
      fc.record({
        machine: fc.boolean(),
        source: fc.constantFrom('fueling' as const, 'vehicle_fueling' as const),
        step: fc.constant(step),
        litres: fc.integer({ min: 100, max: 40_000 }).map((cents) => cents / 100),
        odometer_state: meterValue(step),
      }),
    );
    // Meter readings of other sources between them, some flagged (left out), some in the other unit.
    const meter = fc.integer({ min: 0, max: 8 * 12 }).chain((step) =>
      fc.record({
        machine: fc.boolean(),
        step: fc.constant(step),
        value: meterValue(step),
        otherUnit: fc.boolean(),
        flagged: fc.boolean(),
      }),
    );
    const day = fc.integer({ min: 20, max: 31 });
    let sequence = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(reading, { maxLength: 14 }), fc.array(meter, { maxLength: 10 }), fc.tuple(day, day), async (readings, meters, [a, b]) => {
        sequence += 1;
        const site = Number(
          (
            await db
              .insertInto('site')
              .values({ name: `Budowa ${sequence}`, start_date: '2026-01-01', length: 1 })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
        const vehicles: ConsumptionVehicle[] = [];
        for (const [index, vehicle_type] of (['ROLLER', 'TRUCK'] as const).entries()) {
          const row = { site, fleet_number: 7000 + sequence * 2 + index, registration_number: `PRP ${sequence}${index}`, vehicle_model: 'Model', vehicle_type };
          const { id } = await db
            .insertInto('vehicle')
            .values({ ...row, fuel_capacity: 500 })
            .returning('id')
            .executeTakeFirstOrThrow();
          vehicles.push({ id: Number(id), ...row, site_name: `Budowa ${sequence}` });
        }
        const stored: FuelReading[] = [];
        for (const { machine, source, step, litres, odometer_state } of readings) {
          const row = { vehicle: vehicles[machine ? 0 : 1].id, datetime: new Date(START + step * 3 * 3_600_000).toISOString(), litres, odometer_state };
          const { id } =
            source === 'fueling'
              ? await db
                  .insertInto('fueling')
                  .values({ ...row, person: company.person, site, price_per_litre: 6.5 })
                  .returning('id')
                  .executeTakeFirstOrThrow()
              : await db
                  .insertInto('vehicle_fueling')
                  .values({ ...row, tanker: company.tanker })
                  .returning('id')
                  .executeTakeFirstOrThrow();
          stored.push({ source, id: Number(id), ...row });
        }
        const usage: UsageReading[] = [];
        for (const { machine, step, value, otherUnit, flagged } of meters) {
          const own = machine ? 'engine_hours' : 'km';
          const field = otherUnit ? (machine ? 'km' : 'engine_hours') : own;
          const row = { vehicle: vehicles[machine ? 0 : 1].id, datetime: new Date(START + step * 3 * 3_600_000).toISOString() };
          await db
            .insertInto('meter_reading')
            .values({ ...row, [field]: value, source: 'telematics', flagged: flagged ? 1 : 0 })
            .execute();
          if (field === own && !flagged) usage.push({ ...row, value });
        }
        const [first, last] = [Math.min(a, b), Math.max(a, b)];
        const response = await server.admin.get(`${REPORT}?site=${site}&date_from=2026-10-${first}&date_to=2026-10-${last}`);
        expect(response.status).toBe(200);
        const period = companyDayRange({ year: 2026, month: 10, day: first }, { year: 2026, month: 10, day: last }, 'Europe/Warsaw');
        expect(response.body.vehicles).toEqual(consumptionReport(vehicles, stored, period, usage));
      }),
      { numRuns: 40 },
    );
  });
});
