import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { tankerLedger, type FuelMovement, type StockCount } from '../../src/domain/reports/tankerLedger';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import { ADMIN, type TestServer } from '../helpers/server';

const LEDGER = '/api/reports/tanker-ledger/';

describe.each(testDialects)('tanker ledger on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  beforeAll(() => void ({ server, company } = setup()));

  const deliver = (tanker: number, datetime: string, litres: number) =>
    server.admin.post('/api/tanker-fueling/', { petrol_place: company.petrolPlace, provider: company.provider, tanker, datetime, litres });
  const dispense = (tanker: number, datetime: string, litres: number) =>
    server.admin.post('/api/vehicle-fueling/', { vehicle: company.truck, tanker, datetime, litres, odometer_state: 1000 });
  const count = (tanker: number, datetime: string, litres: number) => server.admin.post('/api/tanker-stock-count/', { tanker, datetime, litres });

  it('answers a hand-computed ledger: carried opening, stock counts, the 25-hour Sunday, gaps flagged', async () => {
    const { tanker } = company; // capacity 12 000 l
    const other = (
      await server.admin.post('/api/vehicle/', {
        site: company.site,
        fleet_number: 900,
        registration_number: 'WGR 900L',
        vehicle_model: 'Scania cysterna',
        vehicle_type: 'TANK',
        fuel_capacity: 8000,
      })
    ).body.id;
    for (const write of [
      deliver(tanker, '2026-10-20T08:00:00.000Z', 5000),
      dispense(tanker, '2026-10-22T08:00:00.000Z', 1000),
      // Counted 3 900 l after those: the period opens with 3 900, not 4 000.
      count(tanker, '2026-10-23T18:00:00.000Z', 3900),
      // 23:30 on Saturday 24 October (summer time): 12 900 l in a 12 000 l tanker.
      deliver(tanker, '2026-10-24T21:30:00.000Z', 9000),
      // 23:30 on Sunday 25 October (winter time, the day's 25th hour): 100,50 l more than held.
      dispense(tanker, '2026-10-25T22:30:00.000Z', 13000.5),
      // Monday 26 October: counted 500 l at 08:00, then 120,25 l dispensed.
      count(tanker, '2026-10-26T07:00:00.000Z', 500),
      dispense(tanker, '2026-10-26T10:00:00.000Z', 120.25),
      // After the period and another tanker's: not in this ledger.
      deliver(tanker, '2026-10-26T23:30:00.000Z', 700),
      deliver(other, '2026-10-25T10:00:00.000Z', 300),
    ]) {
      expect((await write).status).toBe(201);
    }

    const response = await server.admin.get(`${LEDGER}?tanker=${tanker}&date_from=2026-10-24&date_to=2026-10-26`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      tanker: {
        id: tanker,
        fleet_number: expect.any(Number),
        registration_number: expect.stringMatching(/^WGR \d+K$/),
        vehicle_model: 'MAN TGS cysterna',
        site: company.site,
        site_name: expect.stringMatching(/^S7 Grójec/),
      },
      date_from: '2026-10-24',
      date_to: '2026-10-26',
      capacity: 12000,
      opening: 3900,
      delivered: 9000,
      dispensed: 13120.75,
      adjustment: 600.5,
      closing: 379.75,
      days: [
        {
          day: '2026-10-24',
          opening: 3900,
          delivered: 9000,
          dispensed: 0,
          stock_count: null,
          adjustment: 0,
          closing: 12900,
          below_zero_litres: 0,
          above_capacity_litres: 900,
        },
        {
          day: '2026-10-25',
          opening: 12900,
          delivered: 0,
          dispensed: 13000.5,
          stock_count: null,
          adjustment: 0,
          closing: -100.5,
          below_zero_litres: 100.5,
          above_capacity_litres: 0,
        },
        {
          day: '2026-10-26',
          opening: -100.5,
          delivered: 0,
          dispensed: 120.25,
          stock_count: 500,
          adjustment: 600.5,
          closing: 379.75,
          below_zero_litres: 0,
          above_capacity_litres: 0,
        },
      ],
    });

    // The same as CSV with the exports' rules.
    const csv = await server.admin.get(`${LEDGER}export/?tanker=${tanker}&date_from=2026-10-24&date_to=2026-10-26`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="bilans-cysterny_WGR\d+K_2026-10-24_2026-10-26\.csv"$/);
    expect(csv.text.split('\r\n')).toEqual([
      'Dzień;Stan początkowy (l);Dostarczono (l);Wydano (l);Pomiar (l);Korekta z pomiaru (l);Stan końcowy (l);Wydano ponad stan (l);Ponad pojemność (l)',
      '24.10.2026;3900;9000;0;;0;12900;0;900',
      '25.10.2026;12900;0;13000,5;;0;-100,5;100,5;0',
      '26.10.2026;-100,5;0;120,25;500;600,5;379,75;0;0',
      '',
    ]);
    const bytes = await (
      await fetch(`${server.url}${LEDGER}export/?tanker=${tanker}&date_from=2026-10-24&date_to=2026-10-26`, {
        headers: { authorization: `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}` },
      })
    ).arrayBuffer();
    expect([...new Uint8Array(bytes).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await server.admin.get(`${LEDGER}export/?tanker=${tanker}&date_from=2026-10-26&date_to=2026-10-24`)).status).toBe(400);

    // Unpadded days are read too; one day.
    const oneDay = await server.admin.get(`${LEDGER}?tanker=${tanker}&date_from=2026-10-27&date_to=2026-10-27`);
    expect(oneDay.body).toMatchObject({ opening: 379.75, delivered: 700, closing: 1079.75, days: [{ day: '2026-10-27' }] });
  });

  it('refuses bad parameters with Polish messages and an unknown vehicle with 404', async () => {
    const bad = async (query: string) => {
      const response = await server.admin.get(`${LEDGER}?${query}`);
      expect(response.status, query).toBe(400);
      return response.body.errors;
    };
    expect(await bad('date_from=2026-10-01&date_to=2026-10-31')).toEqual({ tanker: ['To pole jest wymagane.'] });
    expect(await bad('tanker=abc&date_from=2026-10-01&date_to=2026-10-31')).toEqual({ tanker: ['Podaj identyfikator (liczbę całkowitą).'] });
    // Past the databases' 32-bit ids: the same answer, not PostgreSQL's out-of-range 500.
    expect(await bad('tanker=3000000000&date_from=2026-10-01&date_to=2026-10-31')).toEqual({ tanker: ['Podaj identyfikator (liczbę całkowitą).'] });
    expect(await bad(`tanker=${company.tanker}`)).toEqual({ date_from: ['To pole jest wymagane.'], date_to: ['To pole jest wymagane.'] });
    expect(await bad(`tanker=${company.tanker}&date_from=2026-02-30&date_to=2026-03-31`)).toEqual({ date_from: ['Podaj poprawną datę (rrrr-mm-dd).'] });
    expect(await bad(`tanker=${company.tanker}&date_from=2026-10-31&date_to=2026-10-01`)).toEqual({
      date_to: ['Data końcowa nie może być wcześniejsza niż początkowa.'],
    });
    expect(await bad(`tanker=${company.tanker}&date_from=2026-01-01&date_to=2027-01-02`)).toEqual({ date_to: ['Zakres może obejmować najwyżej 366 dni.'] });
    expect(await bad(`tanker=${company.truck}&date_from=2026-10-01&date_to=2026-10-31`)).toEqual({ tanker: ['Wybrany pojazd nie jest cysterną.'] });
    // A leap year's 366 days are one range.
    expect((await server.admin.get(`${LEDGER}?tanker=${company.tanker}&date_from=2028-01-01&date_to=2028-12-31`)).body.days).toHaveLength(366);

    const unknown = await server.admin.get(`${LEDGER}?tanker=999999&date_from=2026-10-01&date_to=2026-10-31`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Nie znaleziono cysterny');
    expect((await server.anonymous.get(`${LEDGER}?tanker=${company.tanker}&date_from=2026-10-01&date_to=2026-10-31`)).status).toBe(401);
  });

  it('is described in OpenAPI', async () => {
    const spec = (await server.admin.get('/api/openapi.json')).body;
    expect(spec.paths['/api/reports/tanker-ledger/'].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'tanker',
      'date_from',
      'date_to',
    ]);
  });

  it('agrees with the reference definition on random data sets', async () => {
    const { db } = server.database;
    // Around the autumn clock change: 20 October 00:00 UTC onwards, twelve days in steps of two hours, so
    // that movements fall on day boundaries and on stock counts' instants.
    const START = Date.parse('2026-10-20T00:00:00.000Z');
    const instant = fc.integer({ min: 0, max: 12 * 12 }).map((step) => new Date(START + step * 2 * 3_600_000).toISOString());
    const movement = fc.record({ datetime: instant, litres: fc.integer({ min: 1, max: 600_000 }).map((cents) => cents / 100) });
    const day = fc.integer({ min: 20, max: 31 });
    let fleet = 1000;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          capacity: fc.integer({ min: 1000, max: 10_000 }),
          deliveries: fc.array(movement, { maxLength: 8 }),
          dispensings: fc.array(movement, { maxLength: 8 }),
          counts: fc.array(movement, { maxLength: 3 }),
          days: fc.tuple(day, day).map(([a, b]) => [Math.min(a, b), Math.max(a, b)]),
        }),
        async ({ capacity, deliveries, dispensings, counts, days: [first, last] }) => {
          fleet += 1;
          const tanker = Number(
            (
              await db
                .insertInto('vehicle')
                .values({
                  site: company.site,
                  fleet_number: fleet,
                  registration_number: `PRP ${fleet}`,
                  vehicle_model: 'Cysterna',
                  vehicle_type: 'TANK',
                  fuel_capacity: capacity,
                })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id,
          );
          const rows = (movements: FuelMovement[]) => movements.map((m) => ({ tanker, datetime: m.datetime, litres: m.litres }));
          if (deliveries.length) {
            await db
              .insertInto('tanker_fueling')
              .values(rows(deliveries).map((row) => ({ ...row, petrol_place: company.petrolPlace, provider: company.provider })))
              .execute();
          }
          if (dispensings.length) {
            await db
              .insertInto('vehicle_fueling')
              .values(rows(dispensings).map((row) => ({ ...row, vehicle: company.truck, odometer_state: 1 })))
              .execute();
          }
          const stockCounts: StockCount[] = [];
          for (const row of rows(counts)) {
            const { id } = await db.insertInto('tanker_stock_count').values(row).returning('id').executeTakeFirstOrThrow();
            stockCounts.push({ id: Number(id), datetime: row.datetime, litres: row.litres });
          }
          const response = await server.admin.get(`${LEDGER}?tanker=${tanker}&date_from=2026-10-${first}&date_to=2026-10-${last}`);
          expect(response.status).toBe(200);
          const expected = tankerLedger(
            {
              capacity,
              deliveries,
              dispensings,
              stockCounts,
              from: { year: 2026, month: 10, day: first },
              to: { year: 2026, month: 10, day: last },
            },
            'Europe/Warsaw',
          );
          expect(response.body).toMatchObject(expected);
        },
      ),
      { numRuns: 40 },
    );
  });
});
