/**
 * "Rozliczenie paliwa" (issue 33 §2) on both databases, with a small company made here: an
 * excavator's November 2026 under its type's norm with the winter correction until the 15th and
 * its own norm from the 16th, a truck's November, October without the correction; every figure
 * worked out by hand in the comments. The norms are written through the API (their Polish
 * validation too); readings and fuelings straight into the tables, as the field app leaves them.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FuelSettlementReport } from '../../src/domain/fuelNorms/report';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import { ADMIN, basicAuth, type TestServer } from '../helpers/server';

// Warsaw is UTC+1 in November (and from 25 October): 16:00 there is 15:00Z.
describe.each(testDialects)('fuel settlement on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  let excavator: number;
  let anna: number;
  const norms: Record<string, number> = {};

  beforeAll(async () => {
    ({ server, company } = setup());
    const { db } = server.database;
    const created = async (path: string, body: object) => {
      const response = await server.admin.post(path, body);
      expect(response.status, response.text).toBe(201);
      return response.body.id as number;
    };
    excavator = await created('/api/vehicle/', {
      site: company.site,
      fleet_number: 31,
      registration_number: 'WGR 31K',
      vehicle_model: 'CAT 336',
      vehicle_type: 'CRAWLER_EXCAVATOR',
      fuel_capacity: 600,
    });
    anna = await created('/api/users/', {
      username: `anna.nowak.paliwo.${dialect}`,
      password: 'haslo-anny-nowak',
      first_name: 'Anna',
      last_name: 'Nowak',
      is_foreigner: false,
      role: company.role,
      site: company.site,
    });
    // Crawler excavators: 15 l/mth from 1 January, +10 % November–March (16,5 l/mth in November).
    norms.type = await created('/api/fuel-norm/', {
      vehicle_type: 'CRAWLER_EXCAVATOR',
      valid_from: '2026-01-01',
      litres: 15,
      season_percent: 10,
      season_from: '11',
      season_to: '3',
    });
    // This excavator from 16 November: 20 l/mth, +10 % with the months left to their default (22 l/mth).
    norms.own = await created('/api/fuel-norm/', { vehicle: excavator, valid_from: '2026-11-16', litres: 20, season_percent: 10 });
    // Trucks: 30 l/100 km, +10 % November–March (33 l/100 km in November).
    norms.truck = await created('/api/fuel-norm/', {
      vehicle_type: 'TRUCK',
      valid_from: '2026-01-01',
      litres: 30,
      season_percent: 10,
      season_from: '11',
      season_to: '3',
    });

    const reading = (vehicle: number, datetime: string, value: { km?: number; engine_hours?: number }, person: number | null = null) =>
      db
        .insertInto('meter_reading')
        .values({ vehicle, datetime, km: value.km ?? null, engine_hours: value.engine_hours ?? null, source: 'manual', person, flagged: 0 } as never)
        .execute();
    const station = (vehicle: number, datetime: string, litres: number, price: number, odometer: number) =>
      db
        .insertInto('fueling')
        .values({ person: company.person, vehicle, site: company.site, datetime, litres, price_per_litre: price, odometer_state: odometer } as never)
        .execute();
    const fromTanker = (vehicle: number, datetime: string, litres: number, odometer: number) =>
      db
        .insertInto('vehicle_fueling')
        .values({ vehicle, tanker: company.tanker, datetime, litres, odometer_state: odometer } as never)
        .execute();

    // The excavator (engine hours).
    await reading(excavator, '2026-10-01T06:00:00.000Z', { engine_hours: 900 }); // October starts at 900 mth
    await reading(excavator, '2026-10-30T15:00:00.000Z', { engine_hours: 1000 }); // +100 on 30 Oct
    await fromTanker(excavator, '2026-11-02T06:00:00.000Z', 400, 1000); // 2 Nov: +0
    await reading(excavator, '2026-11-06T15:00:00.000Z', { engine_hours: 1040 }); // 6 Nov: +40 × 16,5 = 660 l
    await fromTanker(excavator, '2026-11-13T15:00:00.000Z', 1200, 1080); // 13 Nov: +40 × 16,5 = 660 l
    await reading(excavator, '2026-11-16T06:00:00.000Z', { engine_hours: 1080 }); // 16 Nov, before the shift: +0
    await reading(excavator, '2026-11-20T15:00:00.000Z', { engine_hours: 1110 }, anna); // 20 Nov: +30 × 22 = 660 l
    await station(excavator, '2026-11-24T10:00:00.000Z', 300, 6.2, 1125); // 24 Nov: +15 × 22 = 330 l
    await fromTanker(excavator, '2026-11-27T15:00:00.000Z', 900, 1140); // 27 Nov: +15 × 22 = 330 l
    await reading(excavator, '2026-11-18T06:00:00.000Z', { engine_hours: 1070 }); // lower than 1080 before it: adds nothing
    await reading(excavator, '2026-11-19T06:00:00.000Z', { engine_hours: 10_800 }); // mistyped: +9720 mth in 3 days, skipped
    await reading(excavator, '2026-11-30T23:30:00.000Z', { engine_hours: 1150 }); // 1 Dec 00:30 in Warsaw: December's
    await db
      .insertInto('meter_reading')
      .values({
        vehicle: excavator,
        datetime: '2026-11-25T15:00:00.000Z',
        km: null,
        engine_hours: 5000,
        source: 'telematics',
        person: null,
        flagged: 1,
      } as never)
      .execute(); // flagged: not a reading the settlement counts

    // The truck (kilometres).
    await station(company.truck, '2026-10-31T10:00:00.000Z', 150, 6, 250_000); // October's fuel; the site's October price 6,00
    await station(company.truck, '2026-11-10T10:00:00.000Z', 200, 6.45, 250_400); // 10 Nov: +400 km × 33 / 100 = 132 l
    await reading(company.truck, '2026-11-25T10:00:00.000Z', { km: 250_600 }); // 25 Nov: +200 km × 33 / 100 = 66 l
  });

  const report = (query: string) => server.admin.get<FuelSettlementReport>(`/api/reports/fuel-settlement/?${query}`);

  it("settles the excavator's November: the type norm with the winter correction to the 15th, its own from the 16th", async () => {
    const response = await report(`month=2026-11&site=${company.site}`);
    expect(response.status, response.text).toBe(200);
    const row = response.body.vehicles.find((vehicle) => vehicle.vehicle === excavator)!;
    expect(row).toMatchObject({
      unit: 'h',
      meter_start: 1000,
      meter_end: 1140,
      usage: 140, // 40 + 40 + 30 + 15 + 15
      usage_without_norm: 0,
      norm_litres: 2640, // 80 × 16,5 + 60 × 22 = 1320 + 1320
      station_litres: 300,
      tanker_litres: 2500, // 400 + 1200 + 900
      taken_litres: 2800,
      difference_litres: 160, // 2800 − 2640
      difference_percent: 6.06, // 160 / 2640 = 6,06 % > 5 %
      // The site's November station price: (300 × 6,20 + 200 × 6,45) / 500 = 3150 / 500 = 6,30 zł/l.
      price_per_litre: 6.3,
      difference_pln: 1008, // 160 × 6,30
      status: 'over',
      operators: ['Kowalski Jan', 'Nowak Anna'], // the station fueling's driver, the reading's operator
    });
    expect(row.periods).toEqual([
      { from: '2026-11-06', to: '2026-11-13', norm: norms.type, own: false, base_rate: 15, rate: 16.5, correction_percent: 10, usage: 80, litres: 1320 },
      { from: '2026-11-20', to: '2026-11-27', norm: norms.own, own: true, base_rate: 20, rate: 22, correction_percent: 10, usage: 60, litres: 1320 },
    ]);
  });

  it("settles the truck's kilometres, leaves the idle tanker without figures and sums the site's month", async () => {
    const { body } = await report(`month=2026-11&site=${company.site}`);
    expect(body).toMatchObject({ month: '2026-11', site: company.site, tolerance_percent: 5 });
    const truck = body.vehicles.find((vehicle) => vehicle.vehicle === company.truck)!;
    expect(truck).toMatchObject({
      unit: 'km',
      meter_start: 250_000,
      meter_end: 250_600,
      usage: 600,
      norm_litres: 198, // 132 + 66
      taken_litres: 200,
      difference_litres: 2,
      difference_percent: 1.01, // 2 / 198: within 5 %
      price_per_litre: 6.3,
      difference_pln: 12.6,
      status: 'ok',
      operators: ['Kowalski Jan'],
    });
    const tanker = body.vehicles.find((vehicle) => vehicle.vehicle === company.tanker)!;
    expect(tanker).toMatchObject({ usage: 0, norm_litres: 0, taken_litres: 0, status: 'idle', meter_start: null, meter_end: null });
    // 2640 + 198; 2800 + 200; 160 + 2; 1008 + 12,60.
    expect(body.totals).toEqual({ norm_litres: 2838, taken_litres: 3000, difference_litres: 162, difference_pln: 1020.6 });
    // The other site has none of these vehicles.
    expect((await report(`month=2026-11&site=${company.otherSite}`)).body.vehicles).toEqual([]);
  });

  it('counts October at the norm without the correction', async () => {
    const { body } = await report(`month=2026-10&site=${company.site}`);
    const row = body.vehicles.find((vehicle) => vehicle.vehicle === excavator)!;
    // From 900 (its first reading, 1 Oct) to 1000: 100 mth × 15 = 1500 l; nothing taken; at 6,00 zł/l.
    expect(row).toMatchObject({ meter_start: 900, meter_end: 1000, usage: 100, norm_litres: 1500, taken_litres: 0, difference_litres: -1500 });
    expect(row).toMatchObject({ price_per_litre: 6, difference_pln: -9000, status: 'under' });
    expect(row.periods).toEqual([
      { from: '2026-10-30', to: '2026-10-30', norm: norms.type, own: false, base_rate: 15, rate: 15, correction_percent: 0, usage: 100, litres: 1500 },
    ]);
  });

  it('writes the month as CSV for Polish Excel and as XLSX', async () => {
    const csv = await server.admin.get(`/api/reports/fuel-settlement/export/?month=2026-11&site=${company.site}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="rozliczenie-paliwa_2026-11_budowa-${company.site}.csv"`);
    const lines = csv.text.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Nr boczny;Nr rejestracyjny;Model;Jednostka;Stan początkowy;Stan końcowy;Praca (km / mth);Normy;Wg normy (l);Stacja (l);Cysterna (l);Pobrano (l);Różnica (l);Różnica (%);Średnia cena (zł/l);Różnica (zł);Ocena;Operatorzy',
    );
    expect(lines).toContain(
      '31;WGR 31K;CAT 336;mth;1000;1140;140;"15,00 l/mth +10 % (06.11–13.11); 20,00 l/mth +10 % (20.11–27.11)";2640;300;2500;2800;160;6,06;6,3;1008;Przekroczenie normy;Kowalski Jan, Nowak Anna',
    );
    const truckLine =
      /^\d+;WGR \d+K;Volvo FMX 460;km;250000;250600;600;30,00 l\/100 km \+10 % \(10\.11–25\.11\);198;200;0;200;2;1,01;6,3;12,6;W normie;Kowalski Jan$/;
    expect(lines.filter((line) => truckLine.test(line))).toHaveLength(1);
    expect(lines).toContain('Razem;;;;;;;;2838;;;3000;162;;;1020,6;;');

    const auth = { headers: basicAuth(ADMIN.username, ADMIN.password)() };
    const response = await fetch(`${server.url}/api/reports/fuel-settlement/xlsx/?month=2026-11&site=${company.site}`, auth);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(8).value).toBe('Normy');
    const values = sheet.getRow(1 + 1 + (await report(`month=2026-11&site=${company.site}`)).body.vehicles.findIndex((v) => v.vehicle === excavator))
      .values as unknown[];
    expect(values.slice(9, 17)).toEqual([2640, 300, 2500, 2800, 160, 6.06, 6.3, 1008]);
  });

  it('refuses norms the office cannot read and bad queries, in Polish', async () => {
    const both = await server.admin.post('/api/fuel-norm/', { vehicle: excavator, vehicle_type: 'TRUCK', valid_from: '2026-12-01', litres: 10 });
    expect(both.status).toBe(400);
    expect(JSON.stringify(both.body)).toContain('Wybierz pojazd albo typ pojazdu (dokładnie jedno z nich).');
    const empty = await server.admin.post('/api/fuel-norm/', { vehicle_type: 'TRUCK' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['litres', 'valid_from']);
    const bad = await server.admin.get('/api/reports/fuel-settlement/?month=2026-13');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ month: ['Podaj miesiąc w postaci RRRR-MM, np. 2026-08.'] });
  });
});
