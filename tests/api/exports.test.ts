import { beforeAll, describe, expect, it } from 'vitest';
import { companyDate, companyDateTime, companyTime } from '../../src/domain/companyTime';
import { csvNumber } from '../../src/domain/csv';
import { resources, type ResourceSpec } from '../../src/domain/resources';
import { latestWorkDayPerPerson } from '../../src/domain/workDays';
import { exportScopeParams, listScopeParams } from '../../src/providers/scopeParams';
import { csvExportPaths } from '../../src/providers/api/records';
import { testDialects } from '../helpers/databases';
import { companyServer, writeCases, type Company } from '../helpers/fixtures';
import { ADMIN, type TestServer } from '../helpers/server';
import { nipOf } from '../helpers/identifiers';

const parseCsv = (text: string) =>
  text
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(';'));

describe.each(testDialects)('CSV exports on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  beforeAll(() => void ({ server, company } = setup()));

  it('exports fuelings of a site and a date range with BOM, semicolons, Polish headers and local times', async () => {
    const base = writeCases(company).fueling.create;
    await server.admin.post('/api/fueling/', { ...base, datetime: '2026-01-05T06:15:00.000Z', litres: 120.5 });
    await server.admin.post('/api/fueling/', { ...base, datetime: '2026-01-07T10:00:00.000Z', litres: 80 });
    await server.admin.post('/api/fueling/', { ...base, datetime: '2026-02-01T10:00:00.000Z', litres: 10 });
    const response = await server.admin.get(`/api/fuelings/export/?date_from=2026-1-5&date_to=2026-1-31&site=${company.site}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="tankowania_2026-01-05_2026-01-31.csv"');
    const bytes = new Uint8Array(
      await (
        await fetch(`${server.url}/api/fuelings/export/?site=${company.site}`, {
          headers: { authorization: `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}` },
        })
      ).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(response.text);
    expect(header).toEqual(['Kierowca', 'Numer boczny', 'Data', 'Litry', 'Cena za litr', 'Stan licznika']);
    const stored = (await server.admin.get(`/api/fueling/?site=${company.site}&date_from=2026-1-5&date_to=2026-1-31`)).body;
    expect(rows).toHaveLength(stored.length);
    expect(rows).toHaveLength(2);
    // 06:15 UTC is 07:15 in Warsaw in winter; newest first as on the screen.
    expect(rows[1]).toEqual(['Jan Kowalski', String(stored[1].vehicle_fleet_number), '05.01.2026 07:15', '120,5', '6,49', '120345']);
  });

  it('exports rides, work days and vehicles with rows matching the database', async () => {
    await server.admin.post('/api/vehicle-ride/start/', {
      person: company.person,
      vehicle: company.truck,
      material: company.material,
      start_place: company.place,
      start_datetime: '2026-03-02T07:00:00.000Z',
    });
    const rides = parseCsv((await server.admin.get(`/api/vehicle-ride-export-file/?date_from=2026-3-1&date_to=2026-3-3&site=${company.site}`)).text);
    expect(rides[0]).toEqual([
      'Data przejazdu',
      'Imię',
      'Nazwisko',
      'Czas załadunku',
      'Czas rozładunku',
      'Czas trwania (min)',
      'Pojazd',
      'Materiał',
      'Miejsce załadunku',
      'Miejsce rozładunku',
      'Dystans (m)',
    ]);
    // An open ride has no distance yet (it is summed when the ride ends).
    expect(rides.slice(1)).toEqual(
      [['02.03.2026', 'Jan', 'Kowalski', '08:00', '', '', 'WGR 101K', 'Piasek', 'Żwirownia Mogielnica', '', '']].map((row) => {
        row[6] = rides[1][6];
        return row;
      }),
    );

    await server.admin.post('/api/person-work-day/start/', { person: company.person, datetime_start: '2026-03-02T06:00:00.000Z' });
    const today = new Date();
    const days = parseCsv(
      (
        await server.admin.get(
          `/api/person-work-day/export/?date_from=2026-3-2&date_to=${today.getFullYear()}-${today.getMonth() + 1}-${today.getDate()}&site=${company.site}`,
        )
      ).text,
    );
    expect(days).toEqual([
      ['Imię', 'Nazwisko', 'Start pracy', 'Koniec pracy'],
      ['Jan', 'Kowalski', '02.03.2026 07:00', 'Brak'],
    ]);

    const vehicles = parseCsv((await server.admin.get(`/api/vehicle/export/?site=${company.site}`)).text);
    const stored = (await server.admin.get(`/api/vehicle/?site=${company.site}`)).body;
    expect(vehicles.slice(1).map((row) => row[1])).toEqual(stored.map((v: { registration_number: string }) => v.registration_number));
    expect(
      vehicles
        .slice(1)
        .map((row) => row[3])
        .sort(),
    ).toEqual(['Cysterna', 'Samochód ciężarowy']);
  });

  it('refuses a bad date with 400 before streaming anything', async () => {
    const response = await server.admin.get('/api/vehicle-ride-export-file/?date_from=2026-02-30');
    expect(response.status).toBe(400);
    expect(response.body.errors.date_from).toBeDefined();
  });

  it('neutralises text cells that a spreadsheet would run as a formula, and keeps numbers numbers', async () => {
    const leads = ['=1+2', '+48 600 100 200', '-2+3', '@SUM(A1)', '\t=1+2', '\r=1+2'];
    const base = writeCases(company).vehicles.create;
    for (const [index, vehicle_model] of leads.entries()) {
      const created = await server.admin.post('/api/vehicle/', {
        ...base,
        site: company.otherSite,
        fleet_number: 900 + index,
        registration_number: `WGR 9${index}0AC`,
        vehicle_model,
        fuel_capacity: 12.5,
      });
      expect(created.status).toBe(201);
    }
    const response = await server.admin.get(`/api/vehicle/export/?site=${company.otherSite}`);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="maszyny_wszystkie.csv"');
    const rows = parseCsv(response.text).slice(1);
    // Models as stored (tabs and line breaks around text are trimmed on the way in), each behind a quote.
    expect(rows.map((row) => row[2])).toEqual(["'=1+2", "'+48 600 100 200", "'-2+3", "'@SUM(A1)", "'=1+2", "'=1+2"]);
    expect(rows.map((row) => [row[0], row[4]])).toEqual(leads.map((_, index) => [String(900 + index), '12,5']));
    expect(response.text).not.toMatch(/(^|;)[=+\-@\t\r]/m);
  });

  it('exports the rows each list shows for the same site and date range', async () => {
    const scope = { site: company.site, dateRange: { from: new Date(2026, 2, 1), to: new Date(2026, 2, 31) } };
    const base = writeCases(company).fueling.create;
    for (const datetime of [
      '2026-02-28T22:59:00.000Z',
      '2026-02-28T23:30:00.000Z',
      '2026-03-15T10:00:00.000Z',
      '2026-03-31T21:59:00.000Z',
      '2026-03-31T23:00:00.000Z',
    ]) {
      await server.admin.post('/api/fueling/', { ...base, datetime, litres: 40.5 });
    }
    await server.admin.post('/api/vehicle-ride/start/', { person: company.person, vehicle: company.truck, start_datetime: '2026-04-01T08:00:00.000Z' });
    // The day started by the test above ends; two more in March and one in April follow.
    await server.admin.post('/api/person-work-day/end/', { person: company.person, datetime_end: '2026-03-02T14:00:00.000Z' });
    for (const datetime_start of ['2026-03-10T06:00:00.000Z', '2026-03-11T06:00:00.000Z', '2026-04-02T06:00:00.000Z']) {
      await server.admin.post('/api/person-work-day/start/', { person: company.person, datetime_start });
      await server.admin.post('/api/person-work-day/end/', { person: company.person, datetime_end: datetime_start.replace('T06', 'T14') });
    }

    /** The list as the app asks for it and the export's rows, each row as the export's key cells. */
    const both = async (
      name: 'rides' | 'fueling' | 'work-days' | 'vehicles',
      key: { list: (row: Record<string, unknown>) => string; csv: (cells: string[]) => string },
    ) => {
      const spec: ResourceSpec = resources[name];
      const query = new URLSearchParams(listScopeParams(spec, scope));
      const list = (await server.admin.get(`${spec.apiPath}/?${query}`)).body as Array<Record<string, unknown>>;
      const file = parseCsv((await server.admin.get(`${csvExportPaths[name]}?${new URLSearchParams(exportScopeParams(spec, scope))}`)).text).slice(1);
      return { list, listed: list.map(key.list).sort(), exported: file.map(key.csv).sort() };
    };

    const fuelings = await both('fueling', {
      list: (row) => `${companyDateTime(row.datetime, 'Europe/Warsaw')} ${csvNumber(row.litres)}`,
      csv: (cells) => `${cells[2]} ${cells[3]}`,
    });
    expect(fuelings.listed).toEqual(fuelings.exported);
    expect(fuelings.listed).toEqual(['01.03.2026 00:30 40,5', '15.03.2026 11:00 40,5', '31.03.2026 23:59 40,5']);

    const rides = await both('rides', {
      list: (row) => `${companyDate(row.start_datetime, 'Europe/Warsaw')} ${companyTime(row.start_datetime, 'Europe/Warsaw')}`,
      csv: (cells) => `${cells[0]} ${cells[3]}`,
    });
    expect(rides.listed).toEqual(rides.exported);
    expect(rides.listed).toEqual(['02.03.2026 08:00']);

    const vehicles = await both('vehicles', { list: (row) => String(row.registration_number), csv: (cells) => cells[1] });
    expect(vehicles.listed).toEqual(vehicles.exported);
    expect(vehicles.listed).toHaveLength(2);

    // /work-days shows each person's latest day of the range (spec §2); the file holds every day
    // of the same range and site, and its button says so.
    const days = await both('work-days', { list: (row) => companyDateTime(row.datetime_start, 'Europe/Warsaw'), csv: (cells) => cells[2] });
    expect(days.listed).toEqual(days.exported);
    expect(days.exported).toEqual(['02.03.2026 07:00', '10.03.2026 07:00', '11.03.2026 07:00']);
    expect(latestWorkDayPerPerson(days.list as never[])).toHaveLength(1);
    expect(resources['work-days'].csvExport.note).toBe('Plik zawiera wszystkie dni pracy z wybranego zakresu, nie tylko ostatni dzień każdej osoby.');
  });

  /** A site of its own, so that other tests' rows stay out of the files. */
  const newSite = async (name: string) =>
    (await server.admin.post('/api/site/', { name: `${name} ${dialect}`, start_date: '2026-01-01', length: 5 })).body.id as number;

  it('exports the rows the list shows with its filters, search and sort (subcontractors)', async () => {
    const site = await newSite('Podwykonawcy');
    const make = (name: string, trade: string, hourly_rate: string, nip: number, extra: Record<string, unknown> = {}) =>
      server.admin.post('/api/subcontractor/', { site, name, trade, nip: nipOf(nip), hourly_rate, contract_from: '2026-03-01', ...extra });
    for (const created of [
      await make('Ziemex', 'earthworks', '120,00', 71_000, { vat_payer: true }),
      await make('Trans-Bud', 'transport', '95,50', 72_000),
      await make('Beton-Mix', 'concrete', '150,00', 73_000, { vat_payer: false }),
      await make('Ziemex Transport', 'earthworks', '99,00', 74_000),
    ])
      expect(created.status).toBe(201);

    const listAndFile = async (query: string) => {
      const list = (await server.admin.get(`/api/subcontractor/?site=${site}&${query}`)).body as Array<{ name: string }>;
      const response = await server.admin.get(`/api/subcontractor/export/?site=${site}&${query}`);
      expect(response.status).toBe(200);
      return {
        listed: list.map((row) => row.name),
        exported: parseCsv(response.text)
          .slice(1)
          .map((cells) => cells[0]),
      };
    };
    const transport = await listAndFile('trade=transport');
    expect(transport.exported).toEqual(['Trans-Bud']);
    expect(transport.exported).toEqual(transport.listed);

    const searched = await listAndFile('q=ziemex');
    expect(searched.exported).toEqual(['Ziemex', 'Ziemex Transport']);
    expect(searched.exported).toEqual(searched.listed);

    const byRate = await listAndFile('_sort=hourly_rate&_order=DESC&_start=0&_end=2');
    expect(byRate.listed).toEqual(['Beton-Mix', 'Ziemex']);
    // Paging is the screen's, not the file's: every row, in the list's order.
    expect(byRate.exported).toEqual(['Beton-Mix', 'Ziemex', 'Ziemex Transport', 'Trans-Bud']);

    const combined = await listAndFile('trade=earthworks&q=ziemex&_sort=name&_order=DESC');
    expect(combined.exported).toEqual(['Ziemex Transport', 'Ziemex']);
    expect(combined.exported).toEqual(combined.listed);

    // A tri-state flag with nulls, ascending and descending, as the list orders it on this database.
    for (const order of ['ASC', 'DESC']) {
      const byVat = await listAndFile(`_sort=vat_payer&_order=${order}`);
      expect(byVat.exported).toEqual(byVat.listed);
    }

    const refused = await server.admin.get(`/api/subcontractor/export/?site=${site}&_sort=password`);
    expect([refused.status, refused.body.errors]).toEqual([400, { _sort: ['Nie można sortować po tym polu.'] }]);
  });

  it('exports every service of the list, not only those of the header’s dates, and the filter bar’s days when asked', async () => {
    const site = await newSite('Serwisy');
    const vehicle = (
      await server.admin.post('/api/vehicle/', { ...writeCases(company).vehicles.create, site, fleet_number: 601, registration_number: 'WGR 601S' })
    ).body.id;
    for (const date of ['2026-01-15', '2026-02-10', '2026-03-05']) {
      expect((await server.admin.post('/api/service-record/', { vehicle, date, reading: 1000, workshop: `Serwis ${date}` })).status).toBe(201);
    }
    const spec = resources['service-records'];
    // The header's range covers only the March service: the list does not follow it, nor does its file.
    const scope = { site, dateRange: { from: new Date(2026, 2, 1), to: new Date(2026, 2, 31) } };
    const list = (await server.admin.get(`${spec.apiPath}/?${new URLSearchParams(listScopeParams(spec, scope))}`)).body as Array<{ date: string }>;
    const response = await server.admin.get(`${csvExportPaths['service-records']}?${new URLSearchParams(exportScopeParams(spec, scope))}`);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="serwisy_wszystkie.csv"');
    const days = parseCsv(response.text)
      .slice(1)
      .map((cells) => cells[0]);
    expect(days).toEqual(['05.03.2026', '10.02.2026', '15.01.2026']);
    expect(days).toHaveLength(list.length);

    // The filter bar's "Data serwisu" from..to.
    const filtered = await server.admin.get(`${csvExportPaths['service-records']}?site=${site}&date_from=2026-02-01&date_to=2026-03-31&_sort=date&_order=ASC`);
    expect(
      parseCsv(filtered.text)
        .slice(1)
        .map((cells) => cells[0]),
    ).toEqual(['10.02.2026', '05.03.2026']);
  });
});
