/** The field app's sign-in and session (issue 30): its own cookie and 30-day limit, field routes only. */
import { beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import { ADMIN, fieldLogin, loginSession, makeClient, type TestServer } from '../helpers/server';

const DAY_MS = 86400_000;

describe.each(testDialects)('field sessions on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  let driverName: string;
  beforeAll(() => void (({ server, company } = setup()), ({ username: driverName } = company.driver)));

  /** Moves every field session of the account back in time, as if it had started `days` ago and stayed idle since. */
  const ageFieldSessions = async (days: number) => {
    const at = new Date(Date.now() - days * DAY_MS).toISOString();
    await server.database.db.updateTable('session').set({ created_at: at, last_seen_at: at }).where('kind', '=', 'field').execute();
  };

  it('signs a driver in with a long-lived HttpOnly cookie of its own; the driver reaches field routes and sees its day', async () => {
    const { client, setCookies } = await fieldLogin(server.url, driverName, company.driver.password);
    const session = setCookies.find((cookie) => cookie.startsWith('sat_field_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\//);
    expect(session).toMatch(new RegExp(`Max-Age=${30 * 86400}`));
    expect(setCookies.some((cookie) => cookie.startsWith('sat_session='))).toBe(false);
    expect((await client.get('/api/field/me/')).body).toMatchObject({
      user: { username: driverName, access: null },
      person: { id: company.person, first_name: 'Jan', last_name: 'Kowalski' },
      site: { id: company.site },
      work_day: null,
      ride: null,
    });
    const started = await client.request(
      'POST',
      '/api/person-work-day/start/',
      { datetime_start: '2026-11-27T06:02:00.000Z' },
      { 'idempotency-key': 'day-start-1' },
    );
    expect(started.status).toBe(201);
    expect((await client.get('/api/field/me/')).body.work_day).toEqual({ id: started.body.id, datetime_start: '2026-11-27T06:02:00.000Z' });
    expect((await client.post('/api/person-work-day/end/', { datetime_end: '2026-11-27T14:30:00.000Z' })).status).toBe(200);
    expect((await client.get('/api/vehicle/')).status).toBe(403);
  });

  it('refuses a bad password with the Polish message, like the dashboard login', async () => {
    const bad = await server.anonymous.post('/api/field-login/', { username: driverName, password: 'zle-haslo' });
    expect(bad.status).toBe(401);
    expect(bad.body.detail).toBe('Niepoprawny login lub hasło!');
    const empty = await server.anonymous.post('/api/field-login/', { username: '' });
    expect(empty.status).toBe(400);
  });

  it('signs staff in too, but their field session never reaches a dashboard route', async () => {
    const { client, cookies } = await fieldLogin(server.url, ADMIN.username, ADMIN.password);
    expect((await client.get('/api/field/me/')).body).toMatchObject({ user: { username: 'admin' }, person: null, work_day: null });
    const dashboardRoute = await client.get('/api/vehicle/');
    expect(dashboardRoute.status).toBe(403);
    expect(dashboardRoute.body.detail).toBe('Sesja aplikacji terenowej nie daje dostępu do panelu.');
    // Without the field app's header, the field cookie alone is still refused on the dashboard.
    expect((await makeClient(server.url, () => ({ cookie: cookies.join('; ') })).get('/api/user-logged-in/')).status).toBe(403);
    expect((await client.post('/api/material/', { name: 'Żwir', site: company.site })).status).toBe(403);
  });

  it('keeps both sessions apart in one browser: the dashboard cookie for the dashboard, the field cookie for the field app', async () => {
    const dashboard = await loginSession(server.url);
    const field = await fieldLogin(server.url, driverName, company.driver.password);
    const cookie = [...dashboard.cookies, ...field.cookies].join('; ');
    const asDashboard = makeClient(server.url, () => ({ cookie, 'x-xsrf-token': dashboard.xsrf, origin: server.url }));
    expect((await asDashboard.get('/api/user-logged-in/')).body.user.username).toBe('admin');
    const asField = makeClient(server.url, () => ({ cookie, 'x-sat-client': 'field' }));
    expect((await asField.get('/api/field/me/')).body.user.username).toBe(driverName);
  });

  it('keeps a field session for 30 days even when idle, and ends it after', async () => {
    const { client } = await fieldLogin(server.url, driverName, company.driver.password);
    await ageFieldSessions(29);
    expect((await client.get('/api/field/me/')).status).toBe(200);
    await ageFieldSessions(31);
    expect((await client.get('/api/field/me/')).status).toBe(401);
  });

  it('ends on its logout, and when an administrator ends the account sessions (a lost phone)', async () => {
    const first = await fieldLogin(server.url, driverName, company.driver.password);
    expect((await first.client.post('/api/field-logout/')).status).toBe(204);
    expect((await first.client.get('/api/field/me/')).status).toBe(401);
    const phone = await fieldLogin(server.url, driverName, company.driver.password);
    const account = (await phone.client.get('/api/field/me/')).body.user.id;
    expect((await server.admin.delete(`/api/users/${account}/sessions/`)).status).toBe(204);
    expect((await phone.client.get('/api/field/me/')).status).toBe(401);
  });
});
