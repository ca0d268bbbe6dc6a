/**
 * "Ewidencja przebiegu pojazdu" (issue 33 §4) on both databases, with a small company made here: a
 * van keeping the VAT register from 2 March 2026, its March and April trips (their GPS distance,
 * purposes typed by the driver and by the office), odometer readings; March closed, a correction
 * of a March trip entered after the close, April closed once its ride ended. Every figure is
 * written out below.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MileageEntry, MileageRegisterReport } from '../../src/domain/mileage/register';
import { testDialects } from '../helpers/databases';
import { companyServer, driverClient, type Company } from '../helpers/fixtures';
import { ADMIN, basicAuth, type TestServer } from '../helpers/server';

const CLOSED_MARCH = 'Miesiąc 2026-03 ewidencji przebiegu jest zamknięty: jego wpisów nie można zmienić ani usunąć. Dodaj korektę.';

describe.each(testDialects)('mileage register on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  let van: number;
  let warehouse: number;
  const rides: Record<string, number> = {};
  beforeAll(async () => {
    ({ server, company } = setup());
    const created = await server.admin.post('/api/vehicle/', {
      site: company.site,
      fleet_number: 501,
      registration_number: 'WGR 501V',
      vehicle_model: 'Ford Transit Custom',
      vehicle_type: 'BUS',
      fuel_capacity: 70,
      vat_register: true,
      vat_register_from: '2026-03-02',
    });
    expect(created.status, created.text).toBe(201);
    van = created.body.id;
    const place = await server.admin.post('/api/place/', { name: 'Hurtownia Budmat Grójec', latitude: 51.86, longitude: 20.86, site: company.site });
    warehouse = place.body.id;
    const db = server.database.db;
    const ride = async (name: string, vehicle: number, start: string, end: string | null, metres: number | null, purpose: string | null) => {
      const row = await db
        .insertInto('ride')
        .values({
          person: company.person,
          vehicle,
          material: null,
          start_datetime: start,
          end_datetime: end,
          start_place: warehouse,
          end_place: company.place,
          site: company.site,
          purpose,
          distance_m: metres,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      rides[name] = Number(row.id);
    };
    // Warsaw is UTC+1 until 29 March, UTC+2 after.
    await ride('beforeStart', van, '2026-03-01T08:00:00.000Z', '2026-03-01T09:00:00.000Z', 30_000, 'Przed ewidencją');
    await ride('supplies', van, '2026-03-02T07:00:00.000Z', '2026-03-02T08:00:00.000Z', 12_345, 'Dowóz materiałów na budowę');
    await ride('investor', van, '2026-03-10T09:00:00.000Z', '2026-03-10T11:00:00.000Z', 101_960, null);
    await ride('truck', company.truck, '2026-03-11T09:00:00.000Z', '2026-03-11T11:00:00.000Z', 55_000, null);
    // 1 April 00:30 in Warsaw: April's.
    await ride('midnight', van, '2026-03-31T22:30:00.000Z', '2026-03-31T23:30:00.000Z', 5_050, 'Awaria na budowie');
    await ride('open', van, '2026-04-15T06:00:00.000Z', null, null, 'Odbiór zamówienia');
    const reading = (datetime: string, km: number) =>
      db
        .insertInto('meter_reading')
        .values({ vehicle: van, datetime, km, engine_hours: null, source: 'manual', person: null, flagged: 0, flag_reason: null, origin: null } as never)
        .execute();
    await reading('2026-02-27T10:00:00.000Z', 45_000);
    await reading('2026-03-31T15:00:00.000Z', 45_420.5);
    await reading('2026-04-30T15:00:00.000Z', 45_800);
  });

  const report = (month: string, vehicle = van) =>
    server.admin.get<MileageRegisterReport & { detail?: string; errors?: Record<string, string[]> }>(
      `/api/reports/mileage-register/?vehicle=${vehicle}&month=${month}`,
    );
  const figures = (entries: MileageEntry[]) => entries.map((entry) => [entry.number, entry.kind, entry.date, entry.purpose, entry.km, entry.driver]);

  it('marks a vehicle as keeping the register only with the date it is kept from, refused in Polish otherwise', async () => {
    const base = {
      site: company.site,
      fleet_number: 502,
      registration_number: 'WGR 502V',
      vehicle_model: 'Škoda Octavia',
      vehicle_type: 'CAR',
      fuel_capacity: 50,
    };
    const noDate = await server.admin.post('/api/vehicle/', { ...base, vat_register: true });
    expect(noDate.status).toBe(400);
    expect(noDate.body.errors).toEqual({ vat_register_from: ['Podaj datę, od której prowadzona jest ewidencja przebiegu pojazdu.'] });
    const backwards = await server.admin.post('/api/vehicle/', {
      ...base,
      vat_register: true,
      vat_register_from: '2026-05-01',
      vat_register_until: '2026-04-30',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({ vat_register_until: ['Koniec ewidencji przebiegu nie może być przed jej początkiem.'] });
    const notKept = await report('2026-03', company.truck);
    expect(notKept.status).toBe(404);
    expect(notKept.body.detail).toContain('Ten pojazd nie ma ewidencji przebiegu');
    const early = await report('2026-02');
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual({ month: ['Ewidencja przebiegu tego pojazdu jest prowadzona od 02.03.2026.'] });
  });

  it("reads an open month from the rides, the office sets a trip's purpose, and months are closed in order", async () => {
    const purpose = await server.admin.put('/api/mileage-register/purpose/', { ride: rides.investor, purpose: 'Spotkanie z inwestorem' });
    expect(purpose.status, purpose.text).toBe(200);
    const march = await report('2026-03');
    expect(march.status, march.text).toBe(200);
    expect(march.body.closed).toBe(false);
    expect(march.body.open_month).toBe('2026-03');
    expect(figures(march.body.entries)).toEqual([
      [1, 'trip', '2026-03-02', 'Dowóz materiałów na budowę', 12.3, 'Jan Kowalski'],
      [2, 'trip', '2026-03-10', 'Spotkanie z inwestorem', 102, 'Jan Kowalski'],
    ]);
    expect(march.body.entries[0]).toMatchObject({ from_place: 'Hurtownia Budmat Grójec', to_place: 'Żwirownia Mogielnica', ride: rides.supplies, id: null });
    // 45 420,5 − 45 000 on the odometer; 12,3 + 102 by GPS.
    expect(march.body.odometer).toEqual({ register_start: 45_000, month_start: 45_000, month_end: 45_420.5, register_end: null });
    expect(march.body.totals).toEqual({ trips: 2, corrections: 0, km: 114.3, odometer_km: 420.5 });
    // April, not closed either, numbers on after March: the ride of 1 April 00:30.
    const april = await report('2026-04');
    expect(figures(april.body.entries)).toEqual([[3, 'trip', '2026-04-01', 'Awaria na budowie', 5.1, 'Jan Kowalski']]);

    const outOfOrder = await server.admin.post('/api/mileage-register/close/', { vehicle: van, month: '2026-04' });
    expect(outOfOrder.status).toBe(409);
    expect(outOfOrder.body.detail).toBe('Najpierw zamknij miesiąc 2026-03: miesiące ewidencji zamyka się po kolei.');
  });

  it('closes March: its entries are stored and stay as they were; a change to them is refused', async () => {
    const closed = await server.admin.post('/api/mileage-register/close/', { vehicle: van, month: '2026-03' });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body).toMatchObject({ closed: true, closed_by: ADMIN.username, open_month: '2026-04' });
    expect(closed.body.entries.every((entry: MileageEntry) => typeof entry.id === 'number')).toBe(true);
    const again = await server.admin.post('/api/mileage-register/close/', { vehicle: van, month: '2026-03' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('Ten miesiąc ewidencji jest już zamknięty.');

    const edit = await server.admin.put('/api/mileage-register/purpose/', { ride: rides.investor, purpose: 'Inny cel' });
    expect(edit.status).toBe(409);
    expect(edit.body.detail).toBe(CLOSED_MARCH);
    // The ride's data changes later (a late GPS point, a new reading): the closed month does not.
    await server.database.db.updateTable('ride').set({ distance_m: 99_000 }).where('id', '=', rides.investor).execute();
    await server.database.db
      .insertInto('meter_reading')
      .values({
        vehicle: van,
        datetime: '2026-03-31T20:00:00.000Z',
        km: 45_430,
        engine_hours: null,
        source: 'manual',
        person: null,
        flagged: 0,
        flag_reason: null,
        origin: null,
      } as never)
      .execute();
    const march = await report('2026-03');
    expect(figures(march.body.entries)).toEqual([
      [1, 'trip', '2026-03-02', 'Dowóz materiałów na budowę', 12.3, 'Jan Kowalski'],
      [2, 'trip', '2026-03-10', 'Spotkanie z inwestorem', 102, 'Jan Kowalski'],
    ]);
    expect(march.body.odometer.month_end).toBe(45_420.5);
    expect(march.body.totals.km).toBe(114.3);
  });

  it('corrects a closed entry with a new entry in the first open month, referring to it', async () => {
    const march = await report('2026-03');
    const investor = march.body.entries[1];
    const missing = await server.admin.post('/api/mileage-register/corrections/', { entry: investor.id, km: 98.5 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ reason: ['To pole jest wymagane.'] });

    const correction = await server.admin.post('/api/mileage-register/corrections/', {
      entry: investor.id,
      km: 98.5,
      reason: 'Ślad GPS z objazdem, którego nie było',
    });
    expect(correction.status, correction.text).toBe(201);
    expect(correction.body).toMatchObject({
      number: 3,
      kind: 'correction',
      date: '2026-03-10',
      purpose: 'Spotkanie z inwestorem',
      from_place: 'Hurtownia Budmat Grójec',
      to_place: 'Żwirownia Mogielnica',
      km: 98.5,
      driver: 'Jan Kowalski',
      corrects: investor.id,
      corrects_number: 2,
      km_difference: -3.5,
      reason: 'Ślad GPS z objazdem, którego nie było',
      created_by: ADMIN.username,
    });

    // March stays as closed, its entry 2 marked as corrected.
    const after = await report('2026-03');
    expect(after.body.entries.map((entry) => entry.corrected_by)).toEqual([[], [3]]);
    expect(after.body.totals).toEqual({ trips: 2, corrections: 0, km: 114.3, odometer_km: 420.5 });

    // April: the correction (3), then its trips numbered after it; the ride still going on is not a trip yet.
    const april = await report('2026-04');
    expect(figures(april.body.entries)).toEqual([
      [3, 'correction', '2026-03-10', 'Spotkanie z inwestorem', 98.5, 'Jan Kowalski'],
      [4, 'trip', '2026-04-01', 'Awaria na budowie', 5.1, 'Jan Kowalski'],
    ]);
    // 5,1 km − 3,5 km of the correction; 45 800 − 45 430 on the odometer.
    expect(april.body.totals).toEqual({ trips: 1, corrections: 1, km: 1.6, odometer_km: 370 });
  });

  it('closes April only once its ride has ended', async () => {
    const open = await server.admin.post('/api/mileage-register/close/', { vehicle: van, month: '2026-04' });
    expect(open.status).toBe(409);
    expect(open.body.detail).toBe('Przejazd rozpoczęty 15.04.2026 jeszcze się nie zakończył: zakończ go przed zamknięciem miesiąca.');
    await server.database.db.updateTable('ride').set({ end_datetime: '2026-04-15T08:00:00.000Z', distance_m: 20_000 }).where('id', '=', rides.open).execute();
    const closed = await server.admin.post('/api/mileage-register/close/', { vehicle: van, month: '2026-04' });
    expect(closed.status, closed.text).toBe(200);
    expect(figures(closed.body.entries)).toEqual([
      [3, 'correction', '2026-03-10', 'Spotkanie z inwestorem', 98.5, 'Jan Kowalski'],
      [4, 'trip', '2026-04-01', 'Awaria na budowie', 5.1, 'Jan Kowalski'],
      [5, 'trip', '2026-04-15', 'Odbiór zamówienia', 20, 'Jan Kowalski'],
    ]);
    expect(closed.body.odometer).toEqual({ register_start: 45_000, month_start: 45_430, month_end: 45_800, register_end: null });
    expect(closed.body.totals).toEqual({ trips: 2, corrections: 1, km: 21.6, odometer_km: 370 });
    expect((await report('2026-05')).body).toMatchObject({ open_month: '2026-05', entries: [], totals: { trips: 0, km: 0, odometer_km: 0 } });
  });

  it('counts a second correction of one entry against the first, not the trip as recorded', async () => {
    const march = await report('2026-03');
    const investor = march.body.entries[1];
    const again = await server.admin.post('/api/mileage-register/corrections/', { entry: investor.id, km: 100, reason: 'Objazd jednak był, krótszy' });
    expect(again.status, again.text).toBe(201);
    // 100 km − the 98,5 km of correction 3 (not − the trip's 102 km).
    expect(again.body).toMatchObject({ number: 6, corrects_number: 2, km: 100, km_difference: 1.5 });
    expect((await report('2026-03')).body.entries.map((entry) => entry.corrected_by)).toEqual([[], [3, 6]]);
    expect((await report('2026-05')).body.totals).toEqual({ trips: 0, corrections: 1, km: 1.5, odometer_km: 0 });
  });

  it('refuses to close a month that has not ended', async () => {
    const today = new Date().toISOString().slice(0, 7);
    const car = await server.admin.post('/api/vehicle/', {
      site: company.site,
      fleet_number: 503,
      registration_number: 'WGR 503V',
      vehicle_model: 'Toyota Proace',
      vehicle_type: 'BUS',
      fuel_capacity: 70,
      vat_register: true,
      vat_register_from: `${today}-01`,
    });
    expect(car.status, car.text).toBe(201);
    const refused = await server.admin.post('/api/mileage-register/close/', { vehicle: car.body.id, month: today });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('Miesiąc jeszcze się nie skończył: można go zamknąć od pierwszego dnia następnego miesiąca.');
  });

  it('writes the month as CSV for Polish Excel and as XLSX', async () => {
    const csv = await server.admin.get(`/api/reports/mileage-register/export/?vehicle=${van}&month=2026-04`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="ewidencja-przebiegu_WGR501V_2026-04.csv"');
    const lines = csv.text.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('Nr wpisu;Data;Cel wyjazdu;Skąd;Dokąd;Kilometry;Kierowca;Uwagi');
    expect(lines[1]).toBe(
      '3;10.03.2026;Spotkanie z inwestorem;Hurtownia Budmat Grójec;Żwirownia Mogielnica;98,5;Jan Kowalski;Korekta wpisu nr 2 (-3,5 km): Ślad GPS z objazdem, którego nie było',
    );
    expect(lines[2]).toBe('4;01.04.2026;Awaria na budowie;Hurtownia Budmat Grójec;Żwirownia Mogielnica;5,1;Jan Kowalski;');
    expect(lines).toContain('Razem km w miesiącu;;;;;21,6;;');
    expect(lines).toContain('Licznik na początku ewidencji;;;;;45000;;');
    expect(lines).toContain('Licznik na początku miesiąca;;;;;45430;;');
    expect(lines).toContain('Licznik na koniec miesiąca;;;;;45800;;');
    const march = await server.admin.get(`/api/reports/mileage-register/export/?vehicle=${van}&month=2026-03`);
    expect(march.text).toContain('2;10.03.2026;Spotkanie z inwestorem;Hurtownia Budmat Grójec;Żwirownia Mogielnica;102;Jan Kowalski;Skorygowany wpisem nr 3');

    const auth = { headers: basicAuth(ADMIN.username, ADMIN.password)() };
    const response = await fetch(`${server.url}/api/reports/mileage-register/xlsx/?vehicle=${van}&month=2026-03`, auth);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Nr wpisu');
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      1,
      '02.03.2026',
      'Dowóz materiałów na budowę',
      'Hurtownia Budmat Grójec',
      'Żwirownia Mogielnica',
      12.3,
      'Jan Kowalski',
      '',
    ]);
    expect(sheet.getRow(4).values).toEqual([undefined, 'Razem km w miesiącu', '', '', '', '', 114.3, '', '']);
  });

  it('stores the purpose the driver types when a ride starts in the field app', async () => {
    const driver = driverClient(server, company);
    const started = await driver.post('/api/vehicle-ride/start/', { vehicle: van, start_place: warehouse, purpose: 'Odbiór stali z hurtowni' });
    expect(started.status, started.text).toBe(201);
    expect(started.body.purpose).toBe('Odbiór stali z hurtowni');
    const stored = await server.admin.get(`/api/vehicle-ride/${started.body.id}/`);
    expect(stored.body.purpose).toBe('Odbiór stali z hurtowni');
  });
});
