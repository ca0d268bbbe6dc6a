import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { consumptionHighlights, siteFuel, siteHaul, workHours, type StationFuelingRow } from '../../src/domain/reports/siteReport';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import type { TestServer } from '../helpers/server';

const REPORT = '/api/reports/site/';

describe.each(testDialects)('site report on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  beforeAll(() => void ({ server, company } = setup()));

  const newSite = async (name: string) =>
    Number((await server.database.db.insertInto('site').values({ name, start_date: '2026-01-01', length: 3 }).returning('id').executeTakeFirstOrThrow()).id);
  let fleet = 7000;
  const newVehicle = async (site: number, type: string, capacity: number) =>
    Number(
      (
        await server.database.db
          .insertInto('vehicle')
          .values({ site, fleet_number: ++fleet, registration_number: `SR ${fleet}`, vehicle_model: 'Model', vehicle_type: type, fuel_capacity: capacity })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );

  it('answers a hand-computed report: fuel per Warsaw day and its cost, hours per person, repairs', async () => {
    const { db } = server.database;
    const site = await newSite('S17 Kurów – Lublin');
    const truck = await newVehicle(site, 'TRUCK', 400);
    const tanker = await newVehicle(site, 'TANK', 9000);
    const elsewhere = await newVehicle(company.site, 'TANK', 9000);
    const fueling = (datetime: string, litres: number, price_per_litre: number, onSite = site) => ({
      person: company.person,
      vehicle: truck,
      site: onSite,
      datetime,
      litres,
      price_per_litre,
      odometer_state: 1000,
    });
    await db
      .insertInto('fueling')
      .values([
        // 00:30 on 3 November in Warsaw.
        fueling('2026-11-02T23:30:00.000Z', 100.5, 6.49),
        fueling('2026-11-03T10:00:00.000Z', 12.5, 6.49),
        fueling('2026-11-04T10:00:00.000Z', 200, 6.1),
        // Logged on another site, and after the period.
        fueling('2026-11-03T10:00:00.000Z', 50, 6, company.site),
        fueling('2026-11-04T23:00:00.000Z', 70, 6),
      ])
      .execute();
    await db
      .insertInto('tanker_fueling')
      .values([
        { petrol_place: company.petrolPlace, provider: company.provider, tanker, datetime: '2026-11-03T07:00:00.000Z', litres: 5000 },
        { petrol_place: company.petrolPlace, provider: company.provider, tanker: elsewhere, datetime: '2026-11-03T07:00:00.000Z', litres: 3000 },
      ])
      .execute();
    const ania = (
      await server.admin.post('/api/users/', {
        username: `anna.nowak.${site}`,
        password: 'haslo-operatorki',
        first_name: 'Anna',
        last_name: 'Nowak',
        is_foreigner: false,
        role: company.role,
        site,
      })
    ).body.id as number;
    await db
      .insertInto('work_day')
      .values([
        { person: company.person, site, datetime_start: '2026-11-03T06:00:00.000Z', datetime_end: '2026-11-03T14:30:00.000Z' },
        { person: company.person, site, datetime_start: '2026-11-04T06:00:00.000Z', datetime_end: '2026-11-04T16:15:00.000Z' },
        { person: ania, site, datetime_start: '2026-11-04T05:00:00.000Z', datetime_end: null },
        { person: ania, site: company.site, datetime_start: '2026-11-04T05:00:00.000Z', datetime_end: '2026-11-04T06:00:00.000Z' },
      ])
      .execute();
    await db
      .insertInto('repair_request')
      .values([
        { person: ania, vehicle: truck, site, note: 'Wyciek oleju', datetime: '2026-11-04T09:00:00.000Z', status: 'nowe' },
        { person: ania, vehicle: truck, site, note: 'Poza okresem', datetime: '2026-11-05T09:00:00.000Z', status: 'nowe' },
      ])
      .execute();

    // 450 l into the 400 l truck from the site's tanker: an anomaly; one load of sand.
    await db
      .insertInto('vehicle_fueling')
      .values({ vehicle: truck, tanker, datetime: '2026-11-04T12:00:00.000Z', litres: 450, odometer_state: 1400 })
      .execute();
    await db
      .insertInto('ride')
      .values({
        person: company.person,
        vehicle: truck,
        material: company.material,
        start_place: company.place,
        end_place: company.place,
        site,
        start_datetime: '2026-11-03T08:00:00.000Z',
        end_datetime: '2026-11-03T08:40:00.000Z',
      })
      .execute();

    const response = await server.admin.get(`${REPORT}?site=${site}&date_from=2026-11-03&date_to=2026-11-04`);
    expect(response.status).toBe(200);
    // 100,5 × 6,49 + 12,5 × 6,49 = 733,37 (733,365 rounded once), 200 × 6,10 = 1 220.
    expect(response.body.fuel).toEqual({
      station_litres: 313,
      station_count: 3,
      station_cost: 1953.37,
      average_price: 6.24,
      delivered_litres: 5000,
      delivery_count: 1,
      delivered_cost_estimate: 31203.99,
      days: [
        { day: '2026-11-03', station_litres: 113, station_cost: 733.37, delivered_litres: 5000 },
        { day: '2026-11-04', station_litres: 200, station_cost: 1220, delivered_litres: 0 },
      ],
    });
    expect(response.body.work_hours).toEqual([
      { person: company.person, name: 'Jan Kowalski', days: 2, hours: 18.75, open: 0 },
      { person: ania, name: 'Anna Nowak', days: 1, hours: 0, open: 1 },
    ]);
    expect(response.body.repairs).toEqual([
      {
        id: expect.any(Number),
        datetime: '2026-11-04T09:00:00.000Z',
        note: 'Wyciek oleju',
        vehicle: expect.stringMatching(/^\d+ · SR \d+$/),
        person: 'Anna Nowak',
      },
    ]);
    expect(response.body).toMatchObject({ site: { id: site, name: 'S17 Kurów – Lublin' }, date_from: '2026-11-03', date_to: '2026-11-04' });

    // The other reports' figures, exactly as their own endpoints answer them for the site and days.
    const scope = `site=${site}&date_from=2026-11-03&date_to=2026-11-04`;
    const [consumption, anomalies, haul] = await Promise.all(
      ['/api/reports/consumption/', '/api/anomalies/', '/api/reports/haul/'].map((path) => server.admin.get(`${path}?${scope}`)),
    );
    expect(response.body.anomalies).toEqual(anomalies.body.anomalies);
    expect(response.body.anomalies.map((anomaly: { code: string; vehicle: number }) => [anomaly.code, anomaly.vehicle])).toContainEqual([
      'over_capacity',
      truck,
    ]);
    expect(response.body.consumption).toEqual(consumptionHighlights(consumption.body.vehicles, anomalies.body.thresholds));
    expect(response.body.haul).toEqual(siteHaul(haul.body));
    expect(response.body.haul).toMatchObject({ loads: 1, open_rides: 0, materials: [{ material: company.material, loads: 1 }] });

    const csv = await server.admin.get(`${REPORT}export/?site=${site}&date_from=2026-11-03&date_to=2026-11-04&table=fuel`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="raport-budowy_s17-kurow-lublin_paliwo_2026-11-03_2026-11-04.csv"');
    expect(csv.text).toBe(
      'Dzień;Tankowania na stacjach (l);Koszt tankowań na stacjach (zł);Dostawy do cystern (l)\r\n03.11.2026;113;733,37;5000\r\n04.11.2026;200;1220;0\r\n',
    );
    const repairsCsv = await server.admin.get(`${REPORT}export/?site=${site}&date_from=2026-11-03&date_to=2026-11-04&table=repairs`);
    expect(repairsCsv.text).toMatch(/\r\n04\.11\.2026 10:00;\d+ · SR \d+;Anna Nowak;Wyciek oleju\r\n$/);
  });

  it('refuses bad parameters with Polish messages and an unknown site with 404', async () => {
    const missing = await server.admin.get(REPORT);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ site: ['To pole jest wymagane.'], date_from: ['To pole jest wymagane.'], date_to: ['To pole jest wymagane.'] });
    const reversed = await server.admin.get(`${REPORT}?site=abc&date_from=2026-11-05&date_to=2026-11-04`);
    expect(reversed.body.errors).toEqual({
      site: ['Podaj identyfikator (liczbę całkowitą).'],
      date_to: ['Data końcowa nie może być wcześniejsza niż początkowa.'],
    });
    const unknown = await server.admin.get(`${REPORT}?site=99999&date_from=2026-11-01&date_to=2026-11-04`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Nie znaleziono budowy');
    const table = await server.admin.get(`${REPORT}export/?site=${company.site}&date_from=2026-11-01&date_to=2026-11-04&table=wszystko`);
    expect(table.status).toBe(400);
    expect(table.body.errors.table[0]).toBe('Wybierz tabelę: fuel, consumption, anomalies, haul, work-hours, repairs.');
    expect((await server.anonymous.get(`${REPORT}?site=${company.site}&date_from=2026-11-01&date_to=2026-11-04`)).status).toBe(401);
  });

  it('agrees with the reference definition on random data sets', async () => {
    const { db } = server.database;
    // Around the autumn clock change, in steps of 90 minutes so that rows fall on day boundaries.
    const START = Date.parse('2026-10-23T22:00:00.000Z');
    const instant = fc.integer({ min: 0, max: 6 * 16 }).map((step) => new Date(START + step * 90 * 60_000).toISOString());
    const cents = (max: number) => fc.integer({ min: 1, max }).map((value) => value / 100);
    let number = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ datetime: instant, litres: cents(50_000), price_per_litre: cents(900) }), { maxLength: 8 }),
        fc.array(fc.record({ datetime: instant, litres: cents(900_000) }), { maxLength: 4 }),
        fc.array(fc.record({ start: instant, hours: fc.option(fc.integer({ min: 1, max: 40 }).map((quarters) => quarters / 4)) }), { maxLength: 6 }),
        fc.tuple(fc.integer({ min: 24, max: 28 }), fc.integer({ min: 0, max: 3 })),
        async (station: StationFuelingRow[], deliveries, workDays, [first, length]) => {
          number += 1;
          const site = await newSite(`Losowa ${number}`);
          const truck = await newVehicle(site, 'TRUCK', 400);
          const tanker = await newVehicle(site, 'TANK', 9000);
          if (station.length) {
            await db
              .insertInto('fueling')
              .values(station.map((row) => ({ ...row, person: company.person, vehicle: truck, site, odometer_state: 1 })))
              .execute();
          }
          if (deliveries.length) {
            await db
              .insertInto('tanker_fueling')
              .values(deliveries.map((row) => ({ ...row, tanker, petrol_place: company.petrolPlace, provider: company.provider })))
              .execute();
          }
          const rows = workDays.map(({ start, hours }) => ({
            person: company.person,
            site,
            datetime_start: start,
            datetime_end: hours === null ? null : new Date(Date.parse(start) + hours * 3_600_000).toISOString(),
          }));
          if (rows.length) await db.insertInto('work_day').values(rows).execute();
          const from = { year: 2026, month: 10, day: first };
          const to = { year: 2026, month: 10, day: first + length };
          const response = await server.admin.get(`${REPORT}?site=${site}&date_from=2026-10-${from.day}&date_to=2026-10-${to.day}`);
          expect(response.status).toBe(200);
          expect(response.body.fuel).toEqual(siteFuel(station, deliveries, from, to, 'Europe/Warsaw'));
          expect(response.body.work_hours).toEqual(
            workHours(
              rows.map((row) => ({ ...row, name: 'Jan Kowalski' })),
              from,
              to,
              'Europe/Warsaw',
            ),
          );
        },
      ),
      { numRuns: 30 },
    );
  });
});
