import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { defaultLogN, hashPassword } from '../../server/auth/passwords';
import { loadConfig } from '../../server/config';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import { ADMIN, loginSession, makeClient, type TestServer } from '../helpers/server';

describe.each(testDialects)('security on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  beforeAll(() => void ({ server, company } = setup()));

  it('sends the protective headers on API responses, errors included', async () => {
    for (const response of [await server.admin.get('/api/site/'), await server.anonymous.get('/api/site/'), await server.anonymous.get('/api/health')]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      const csp = response.headers.get('content-security-policy')!;
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('answers trackers without the page headers, no sniffing kept', async () => {
    const answer = await fetch(`${server.url}/api/osmand/?id=nieznany-tracker-0001&timestamp=1780300800&lat=51.9&lon=15.5`);
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toBeNull();
    expect(answer.headers.get('x-frame-options')).toBeNull();
    const forwarded = await fetch(`${server.url}/api/traccar/positions/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(forwarded.status).toBe(401);
    expect(forwarded.headers.get('x-content-type-options')).toBe('nosniff');
    expect(forwarded.headers.get('content-security-policy')).toBeNull();
  });

  it('sends HSTS when the request came over HTTPS (behind a proxy that says so)', async () => {
    const forwarded = { method: 'GET' as const, url: '/api/health', headers: { 'x-forwarded-proto': 'https' } };
    // Without TRUST_PROXY the forwarded protocol is ignored.
    expect((await server.app.inject(forwarded)).headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await buildApp(server.database, { ...loadConfig({}), trustProxy: true, staticDir: '/nonexistent' });
    try {
      expect((await behindProxy.inject(forwarded)).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await behindProxy.close();
    }
  });

  it('refuses session writes from another origin, and logins posted from another site', async () => {
    const { cookies, xsrf } = await loginSession(server.url);
    const foreign = makeClient(server.url, () => ({ cookie: cookies.join('; '), 'x-xsrf-token': xsrf, origin: 'https://evil.example' }));
    const refused = await foreign.post('/api/material/', { name: 'Piasek', site: company.site });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Żądanie z innej strony zostało odrzucone.');
    const noOrigin = makeClient(server.url, () => ({ cookie: cookies.join('; '), 'x-xsrf-token': xsrf }));
    expect((await noOrigin.delete(`/api/site/${company.otherSite}/`)).status).toBe(403);
    expect((await server.admin.get(`/api/site/${company.otherSite}/`)).status).toBe(200);
    const crossLogin = await makeClient(server.url, () => ({ origin: 'https://evil.example' })).post('/api/admin-login/', ADMIN);
    expect(crossLogin.status).toBe(403);
  });

  it('lets an admin end every session of another account', async () => {
    const other = await server.admin.post('/api/users/', {
      username: 'kierownik.budowy',
      password: 'haslo-kierownika',
      first_name: 'Marek',
      last_name: 'Lis',
      role: (await server.admin.get('/api/person-roles/')).body.find((r: { name: string }) => r.name === 'Kierownik budowy').id,
      site: company.site,
    });
    const theirs = await loginSession(server.url, 'kierownik.budowy', 'haslo-kierownika');
    expect((await theirs.client.get('/api/site/')).status).toBe(200);
    expect((await server.admin.delete(`/api/users/${other.body.user_id}/sessions/`)).status).toBe(204);
    expect((await theirs.client.get('/api/site/')).status).toBe(401);
    expect((await server.admin.delete('/api/users/999999/sessions/')).status).toBe(404);
  });

  it('answers malformed requests with a Polish message and no internals', async () => {
    const broken = await fetch(`${server.url}/api/material/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}` },
      body: '{"name": "Piasek", ',
    });
    expect(broken.status).toBe(400);
    const text = await broken.text();
    expect(JSON.parse(text)).toEqual({ detail: 'Nieprawidłowe żądanie.' });
    const sqlish = await server.admin.get(`/api/material/?site=1%27%20OR%201=1--`);
    expect(sqlish.status).toBe(400);
    expect(sqlish.text).not.toMatch(/select|sqlite|syntax|stack|at .*\.ts/i);
    // NUL bytes (PostgreSQL refuses them in text) in a search, a login and Basic credentials.
    expect((await server.admin.get('/api/material/?q=%00')).status).toBe(200);
    expect((await server.anonymous.post('/api/admin-login/', { username: 'ad\u0000min', password: 'x' })).status).toBe(400);
    expect((await makeClient(server.url, () => ({ authorization: `Basic ${Buffer.from('ad\u0000min:x').toString('base64')}` })).get('/api/site/')).status).toBe(
      401,
    );
  });
});

describe('password hashing', () => {
  it('uses scrypt at the OWASP parameters unless a test lowers them', async () => {
    const saved = process.env.SCRYPT_LOG_N;
    delete process.env.SCRYPT_LOG_N;
    try {
      expect(defaultLogN()).toBe(17);
    } finally {
      process.env.SCRYPT_LOG_N = saved;
    }
    expect(await hashPassword('haslo-testowe', 17)).toMatch(/^scrypt\$17\$8\$1\$/);
  });
});
