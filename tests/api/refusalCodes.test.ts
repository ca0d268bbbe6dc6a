/**
 * What a 403 refuses, machine-readable (issue 28 §2), on both databases: every 403 carries a `code`
 * beside its unchanged Polish `detail`. A refusal of a site, a record or an operation
 * (`site_forbidden`, `read_only`, `admin_only`) keeps the dashboard's session; one about the account
 * or its session (`no_dashboard_access`, `invalid_xsrf`, `cross_origin`) signs it out, and so does
 * the 401 of a deactivated account's ended session.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accessMessages, keepsSession, type RefusalCode } from '../../src/domain/access';
import { createAccount, loginAs } from '../helpers/accounts';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import { basicAuth, loginSession, makeClient, type Client, type Response, type TestServer } from '../helpers/server';

function expectRefusal(response: Response, code: RefusalCode, detail: string) {
  expect(response.status, response.text).toBe(403);
  expect(response.body).toEqual({ detail, code });
}

describe.each(testDialects)('the code of a 403 on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  let manager: Client;
  let office: Client;
  /** Another site's ride and repair request, and the person who reported it. */
  let other: { ride: number; repair: number; person: number };

  beforeAll(async () => {
    ({ server, company } = setup());
    manager = (await loginAs(server, { role: 'site_manager', sites: [company.site] })).client;
    office = (await loginAs(server, { role: 'office', sites: [company.site] })).client;
    const { db } = server.database;
    const inserted = (row: { id: unknown }) => Number(row.id);
    const person = await server.admin.post('/api/users/', {
      username: `piotr.zielinski.${dialect}`,
      password: 'haslo-kierowcy',
      first_name: 'Piotr',
      last_name: 'Zieliński',
      is_foreigner: false,
      role: company.role,
      site: company.otherSite,
    });
    const vehicle = await db
      .insertInto('vehicle')
      .values({
        site: company.otherSite,
        fleet_number: 951,
        registration_number: 'WB 951',
        vehicle_model: 'Scania R450',
        vehicle_type: 'TRUCK',
        fuel_capacity: 400,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then(inserted);
    const site = company.otherSite;
    other = {
      person: person.body.id,
      ride: await db
        .insertInto('ride')
        .values({ person: person.body.id, vehicle, site, start_datetime: '2026-11-03T08:00:00.000Z', end_datetime: '2026-11-03T08:40:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then(inserted),
      repair: await db
        .insertInto('repair_request')
        .values({ person: person.body.id, vehicle, site, note: 'Wyciek oleju', datetime: '2026-11-04T09:00:00.000Z', status: 'nowe' })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then(inserted),
    };
  });

  it('marks a refused site, record or operation as one that keeps the session', async () => {
    // The links a site manager may be sent: another site's ride map, person and repair request.
    for (const path of [
      `/api/location-history-for-ride/${other.ride}/`,
      `/api/persons/${other.person}/`,
      `/api/repair-request/${other.repair}/`,
      `/api/repair-request/${other.repair}/history/`,
      `/api/material/?site=${company.otherSite}`,
    ]) {
      expectRefusal(await manager.get(path), 'site_forbidden', accessMessages.site);
    }
    expectRefusal(await manager.get('/api/reports/haul/?date_from=2026-11-01&date_to=2026-11-30'), 'site_forbidden', accessMessages.siteRequired);
    expectRefusal(await manager.request('PATCH', `/api/repair-request/${other.repair}/`, { cost: 120 }), 'site_forbidden', accessMessages.site);
    expectRefusal(await office.post('/api/material/', { name: 'Piasek płukany', site: company.site }), 'read_only', accessMessages.readOnly);
    expectRefusal(await manager.post('/api/petrol-provider/', { name: 'Shell' }), 'admin_only', accessMessages.companyWide);
    expectRefusal(await manager.get('/api/accounts/'), 'admin_only', accessMessages.administrator);
    expectRefusal(await manager.get('/api/history/'), 'admin_only', accessMessages.administrator);
    for (const code of ['site_forbidden', 'read_only', 'admin_only']) expect(keepsSession(code)).toBe(true);
  });

  it('marks a refusal of the account or its session as one that signs it out', async () => {
    const account = await createAccount(server, { role: 'site_manager', sites: [company.site] });
    await server.database.db.updateTable('app_user').set({ access_role: null }).where('id', '=', account.id).execute();
    // A field-only account: its phone's Basic credentials on a dashboard route, and its login.
    const phone = makeClient(server.url, basicAuth(account.username, account.password));
    expectRefusal(await phone.get(`/api/material/?site=${company.site}`), 'no_dashboard_access', accessMessages.fieldOnly);
    const login = await server.anonymous.post('/api/admin-login/', { username: account.username, password: account.password });
    expectRefusal(login, 'no_dashboard_access', accessMessages.fieldOnly);

    const { cookies } = await loginSession(server.url);
    const session = makeClient(server.url, () => ({ cookie: cookies.join('; '), origin: server.url }));
    expectRefusal(await session.post('/api/material/', { name: 'Żwir', site: company.site }), 'invalid_xsrf', 'Nieprawidłowy token XSRF.');
    const foreign = await server.anonymous.request('POST', '/api/admin-login/', { username: 'admin', password: 'x' }, { origin: 'https://example.com' });
    expectRefusal(foreign, 'cross_origin', 'Żądanie z innej strony zostało odrzucone.');
    for (const code of ['no_dashboard_access', 'invalid_xsrf', 'cross_origin', undefined]) expect(keepsSession(code)).toBe(false);
  });

  it('answers a deactivated account’s session with 401 and no code', async () => {
    const { id, client } = await loginAs(server, { role: 'site_manager', sites: [company.site] });
    expect((await client.get(`/api/material/?site=${company.site}`)).status).toBe(200);
    expect((await server.admin.put(`/api/accounts/${id}/`, { is_active: false })).status).toBe(200);
    const ended = await client.get(`/api/material/?site=${company.site}`);
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBeUndefined();
  });
});
