import { beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { companyServer, writeCases, type Company } from '../helpers/fixtures';
import { ADMIN, type TestServer } from '../helpers/server';

const parseCsv = (text: string) => text.replace(/^\ufeff/, '').trim().split('\r\n').map((line) => line.split(';'));

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
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="export-5.01.2026.csv"');
    const bytes = new Uint8Array(
      await (await fetch(`${server.url}/api/fuelings/export/?site=${company.site}`, { headers: { authorization: `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}` } })).arrayBuffer(),
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
      person: company.person, vehicle: company.truck, material: company.material, start_place: company.place, start_datetime: '2026-03-02T07:00:00.000Z',
    });
    const rides = parseCsv((await server.admin.get(`/api/vehicle-ride-export-file/?date_from=2026-3-1&date_to=2026-3-3&site=${company.site}`)).text);
    expect(rides[0]).toEqual(['Data przejazdu', 'Imię', 'Nazwisko', 'Czas załadunku', 'Czas rozładunku', 'Czas trwania', 'Pojazd', 'Materiał', 'Miejsce załadunku', 'Miejsce rozładunku']);
    expect(rides.slice(1)).toEqual([['02.03.2026', 'Jan', 'Kowalski', '08:00', '', '', 'WGR 101K', 'Piasek', 'Żwirownia Mogielnica', '']].map((row) => {
      row[6] = rides[1][6];
      return row;
    }));

    await server.admin.post('/api/person-work-day/start/', { person: company.person, datetime_start: '2026-03-02T06:00:00.000Z' });
    const today = new Date();
    const days = parseCsv((await server.admin.get(`/api/person-work-day/export/?date_from=2026-3-2&date_to=${today.getFullYear()}-${today.getMonth() + 1}-${today.getDate()}&site=${company.site}`)).text);
    expect(days).toEqual([['Imię', 'Nazwisko', 'Start pracy', 'Koniec pracy'], ['Jan', 'Kowalski', '02.03.2026 07:00', 'Brak']]);

    const vehicles = parseCsv((await server.admin.get(`/api/vehicle/export/?site=${company.site}`)).text);
    const stored = (await server.admin.get(`/api/vehicle/?site=${company.site}`)).body;
    expect(vehicles.slice(1).map((row) => row[1])).toEqual(stored.map((v: { registration_number: string }) => v.registration_number));
    expect(vehicles.slice(1).map((row) => row[3]).sort()).toEqual(['Cysterna', 'Samochód ciężarowy']);
  });

  it('refuses a bad date with 400 before streaming anything', async () => {
    const response = await server.admin.get('/api/vehicle-ride-export-file/?date_from=2026-02-30');
    expect(response.status).toBe(400);
    expect(response.body.errors.date_from).toBeDefined();
  });
});
