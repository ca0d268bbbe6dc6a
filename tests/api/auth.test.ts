import { beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { companyServer, driverClient, type Company } from '../helpers/fixtures';
import { ADMIN, basicAuth, loginSession, makeClient, type TestServer } from '../helpers/server';

describe.each(testDialects)('auth on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  beforeAll(() => void ({ server, company } = setup()));

  it('answers 401 on every API path without credentials, but login, health, GPS devices and the OpenAPI document', async () => {
    const document = (await server.anonymous.get('/api/openapi.json')).body;
    // A GPS device names itself by its identifier (tests/api/osmand.test.ts): no account signs in.
    // (Traccar's forwarding, /api/traccar/…, signs in with its own token: 401 without one, checked below.)
    const publicPaths = new Set(['/api/admin-login/', '/api/field-login/', '/api/health', '/api/config/', '/api/osmand/']);
    let checked = 0;
    for (const [path, operations] of Object.entries(document.paths as Record<string, object>)) {
      if (publicPaths.has(path) || path.startsWith('/api/docs')) continue;
      for (const method of Object.keys(operations)) {
        const response = await server.anonymous.request(method.toUpperCase(), path.replace(/\{id\}/, '1'), method === 'get' ? undefined : {});
        expect(response.status, `${method} ${path}`).toBe(401);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect((await server.anonymous.get('/api/health')).body).toEqual({ status: 'ok' });
  });

  it('logs in with a session cookie and XSRF token; unsafe calls need the token; logout ends the session', async () => {
    const { client, cookies } = await loginSession(server.url);
    const session = cookies.find((cookie) => cookie.startsWith('sat_session='))!;
    expect((await client.get('/api/user-logged-in/')).body.user).toEqual({
      id: 1,
      username: 'admin',
      first_name: null,
      last_name: null,
      access: { role: 'administrator', sites: null },
    });
    const withoutToken = makeClient(server.url, () => ({ cookie: cookies.join('; ') }));
    const refused = await withoutToken.post('/api/material/', { name: 'Cement', site: company.site });
    expect(refused.status).toBe(403);
    const wrongToken = makeClient(server.url, () => ({ cookie: cookies.join('; '), 'x-xsrf-token': 'forged', origin: server.url }));
    expect((await wrongToken.post('/api/material/', { name: 'Cement', site: company.site })).status).toBe(403);
    expect((await client.post('/api/material/', { name: 'Cement', site: company.site })).status).toBe(201);
    expect((await client.post('/api/logout/')).status).toBe(204);
    const after = makeClient(server.url, () => ({ cookie: session }));
    expect((await after.get('/api/user-logged-in/')).status).toBe(401);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, gives a new session at each login', async () => {
    const response = await fetch(`${server.url}/api/admin-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const setCookies = response.headers.getSetCookie();
    const session = setCookies.find((cookie) => cookie.startsWith('sat_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(setCookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))).not.toMatch(/HttpOnly/);
    const first = (await loginSession(server.url)).cookies.join();
    const second = (await loginSession(server.url)).cookies.join();
    expect(first).not.toEqual(second);
  });

  it('refuses a bad login with the spec message, validates the body, and throttles with 429', async () => {
    const bad = await server.anonymous.post('/api/admin-login/', { username: 'admin', password: 'wrong-password' });
    expect(bad.status).toBe(401);
    expect(bad.body.detail).toBe('Niepoprawny login lub hasło!');
    const empty = await server.anonymous.post('/api/admin-login/', { username: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ username: ['To pole jest wymagane!'], password: ['To pole jest wymagane!'] });
    for (let i = 0; i < 5; i++) await server.anonymous.post('/api/admin-login/', { username: 'victim', password: `guess-${i}` });
    const throttled = await server.anonymous.post('/api/admin-login/', { username: 'victim', password: 'guess-again' });
    expect(throttled.status).toBe(429);
    // The wait is said in minutes and sent as Retry-After (seconds): the window is 15 minutes.
    expect(throttled.body.detail).toBe('Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 15 min.');
    const retryAfter = Number(throttled.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('accepts HTTP Basic; a driver account reaches only field data and cannot log in to the dashboard', async () => {
    const driver = driverClient(server, company);
    expect((await driver.get('/api/vehicle/')).status).toBe(403);
    expect((await driver.post('/api/person-work-day/start/')).status).toBe(201);
    const login = await server.anonymous.post('/api/admin-login/', company.driver);
    expect(login.status).toBe(403);
    expect((await makeClient(server.url, basicAuth('admin', 'wrong')).get('/api/vehicle/')).status).toBe(401);
  });

  it('never returns a password or its hash', async () => {
    const persons = await server.admin.get('/api/persons/');
    expect(persons.text).not.toMatch(/password|scrypt\$/);
    const created = await server.admin.post('/api/users/', {
      username: 'anna.nowak',
      password: 'tajne-haslo-1',
      first_name: 'Anna',
      last_name: 'Nowak',
      role: company.role,
      site: company.site,
    });
    expect(created.text).not.toMatch(/password|tajne|scrypt/);
  });
});
