/**
 * One person's positions as CSV (issue 31 §5, a data subject's access request): administrators
 * only, over company days, in time order with the company's clock, and recorded in the change
 * history on the employee; bad days are refused in Polish.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/accounts';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import type { TestServer } from '../helpers/server';

describe.each(testDialects)('positions export on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  beforeAll(() => void ({ server, company } = setup()));

  const path = (query: string, person = company.person) => `/api/persons/${person}/positions/export/?${query}`;

  it('gives an administrator the person’s positions of the days asked, and records that it did', async () => {
    const point = (datetime: string, latitude: number) => ({ person: company.person, latitude, longitude: 20.8, datetime, vehicle: company.truck });
    // 31.05 23:30 Warsaw is 21:30 UTC: inside the first day asked; 2.06 22:30 UTC is 3.06 in Warsaw: outside.
    const posted = await server.admin.post('/api/location-history/', [
      point('2026-06-01T08:00:05.000Z', 51.75),
      point('2026-05-31T22:30:00.000Z', 51.7),
      point('2026-06-02T22:30:00.000Z', 51.8),
      point('2026-05-31T21:59:00.000Z', 51.6),
    ]);
    expect(posted.status).toBe(201);

    const plate = (await server.admin.get(`/api/vehicle/${company.truck}/`)).body.registration_number;
    const answer = await server.admin.get(path('date_from=2026-06-01&date_to=2026-06-02'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="pozycje-gps_pracownik-${company.person}_2026-06-01_2026-06-02.csv"`);
    expect(answer.text.split('\r\n')).toEqual([
      'Czas;Szerokość geograficzna;Długość geograficzna;Pojazd;Przejazd',
      `01.06.2026 00:30:00;51,7;20,8;${plate};`,
      `01.06.2026 10:00:05;51,75;20,8;${plate};`,
      '',
    ]);

    const history = await server.admin.get(`/api/history/?entity=employees&record=${company.person}`);
    expect(history.body[0]).toMatchObject({
      action: 'export_positions',
      username: 'admin',
      changes: { positions_from: [null, '2026-06-01'], positions_to: [null, '2026-06-02'], points: [null, 2] },
    });
  });

  it('refuses anyone but an administrator, bad days and an unknown person, recording nothing', async () => {
    const { client: manager } = await loginAs(server, { role: 'site_manager', sites: [company.site] });
    const count = async () => (await server.admin.get(`/api/history/?entity=employees&record=${company.person}`)).body.length;
    const before = await count();
    expect((await manager.get(path('date_from=2026-06-01&date_to=2026-06-02'))).status).toBe(403);
    const backwards = await server.admin.get(path('date_from=2026-06-02&date_to=2026-06-01'));
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.date_to).toEqual(['Data końcowa nie może być wcześniejsza niż początkowa.']);
    const missing = await server.admin.get(path('date_from=2026-06-01'));
    expect(missing.status).toBe(400);
    expect(missing.body.errors.date_to).toBeDefined();
    expect((await server.admin.get(path('date_from=2026-06-01&date_to=2026-06-02', 999_999))).status).toBe(404);
    expect(await count()).toBe(before);
  });
});
