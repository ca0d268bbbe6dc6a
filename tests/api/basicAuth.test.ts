/**
 * HTTP Basic within the login throttle (issue 34 §1): a credential not yet verified costs a hash
 * whatever account it names, its failures count like the login's, and past the limit it is refused
 * before hashing, while a credential already verified keeps working. A burst of requests with one
 * credential costs one hash, guesses sent at once stay within the limit, and a credential in use
 * stays remembered. Hashes are counted by the server's own counter (the server runs in this process).
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMEMBER_MS } from '../../server/auth/basicCredentials';
import { MAX_FAILURES_PER_ACCOUNT } from '../../server/auth/loginThrottle';
import { passwordHashesStarted } from '../../server/auth/passwords';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import { basicAuth, makeClient, type TestServer } from '../helpers/server';

describe.each(testDialects)('HTTP Basic and the login throttle on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  let username: string;
  beforeAll(() => void (({ server, company } = setup()), ({ username } = company.driver)));

  const failures = async (key: string) =>
    (await server.database.db.selectFrom('login_failure').select('failures').where('key', '=', key).executeTakeFirst())?.failures ?? 0;

  // Every test's requests come from 127.0.0.1: each starts with the address's count at zero.
  beforeEach(async () => void (await server.database.db.deleteFrom('login_failure').where('key', 'like', 'ip:%').execute()));

  /** A new field account (its password hashed once, before any count is taken). */
  async function newAccount(name: string, password: string): Promise<void> {
    const created = await server.admin.post('/api/users/', {
      username: name,
      password,
      first_name: 'Piotr',
      last_name: 'Nowak',
      pesel: '',
      is_foreigner: false,
      role: (await server.admin.get(`/api/persons/${company.person}/`)).body.role,
      site: company.site,
    });
    expect(created.status).toBe(201);
  }

  /** Sends the requests at once and gives their statuses and how many hashes they cost. */
  async function atOnce(requests: Array<() => Promise<{ status: number }>>) {
    const before = passwordHashesStarted();
    const statuses = (await Promise.all(requests.map((request) => request()))).map((response) => response.status);
    return { statuses, hashes: passwordHashesStarted() - before };
  }
  const times = <T>(count: number, make: (index: number) => T) => Array.from({ length: count }, (_, index) => make(index));

  it('counts a failure for an account that does not exist, as for a wrong password', async () => {
    expect((await makeClient(server.url, basicAuth('nikt.taki', 'haslo')).get('/api/online/')).status).toBe(401);
    expect(await failures('user:nikt.taki')).toBe(1);
  });

  it('refuses an account past the limit even with its right password, while a verified credential goes on', async () => {
    const driver = makeClient(server.url, basicAuth(username, 'haslo-kierowcy'));
    expect((await driver.post('/api/person-work-day/start/')).status).toBe(201);

    const other = `${username}.obcy`;
    const created = await server.admin.post('/api/users/', {
      username: other,
      password: 'haslo-drugiego',
      first_name: 'Piotr',
      last_name: 'Nowak',
      pesel: '',
      is_foreigner: false,
      role: (await server.admin.get(`/api/persons/${company.person}/`)).body.role,
      site: company.site,
    });
    expect(created.status).toBe(201);
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT; attempt++) {
      expect((await makeClient(server.url, basicAuth(other, `zgadywane-${attempt}`)).get('/api/online/')).status).toBe(401);
    }
    expect(await failures(`user:${other}`)).toBe(MAX_FAILURES_PER_ACCOUNT);
    // The right password now waits out the window like a login.
    expect((await makeClient(server.url, basicAuth(other, 'haslo-drugiego')).post('/api/person-work-day/start/')).status).toBe(401);
    // The first driver's credential, verified before, is not throttled.
    expect((await driver.post('/api/person-work-day/end/')).status).toBe(200);
  });

  it('verifies ten requests arriving at once with one new credential with one hash', async () => {
    const name = `${username}.seria`;
    await newAccount(name, 'haslo-serii');
    const device = makeClient(server.url, basicAuth(name, 'haslo-serii'));
    const burst = await atOnce(times(10, () => () => device.get('/api/field/me/')));
    expect(burst.statuses).toEqual(Array(10).fill(200));
    expect(burst.hashes).toBe(1);
    // Remembered now: the next burst costs no hash.
    expect(await atOnce(times(10, () => () => device.get('/api/field/me/')))).toEqual({ statuses: Array(10).fill(200), hashes: 0 });
  });

  it('lets guesses sent at once through no further than guesses in a row, each costing a hash', async () => {
    const name = `${username}.zgadywany`;
    await newAccount(name, 'haslo-zgadywanego');
    const guesses = await atOnce(times(12, (index) => () => makeClient(server.url, basicAuth(name, `zgadywane-${index}`)).get('/api/field/me/')));
    expect(guesses.statuses).toEqual(Array(12).fill(401));
    // Five guesses were checked (five hashes, five failures), the seven others refused unhashed.
    expect(guesses.hashes).toBe(MAX_FAILURES_PER_ACCOUNT);
    expect(await failures(`user:${name}`)).toBe(MAX_FAILURES_PER_ACCOUNT);
    expect(await atOnce([() => makeClient(server.url, basicAuth(name, 'haslo-zgadywanego')).get('/api/field/me/')])).toEqual({ statuses: [401], hashes: 0 });
  });

  it('answers logins sent at once past the limit 429, unhashed', async () => {
    const name = `${username}.logowany`;
    await newAccount(name, 'haslo-logowanego');
    const logins = await atOnce(times(12, (index) => () => server.anonymous.post('/api/field-login/', { username: name, password: `zgadywane-${index}` })));
    expect(logins.statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES_PER_ACCOUNT);
    expect(logins.statuses.filter((status) => status === 429)).toHaveLength(12 - MAX_FAILURES_PER_ACCOUNT);
    expect(logins.hashes).toBe(MAX_FAILURES_PER_ACCOUNT);
  });

  it('keeps a credential in use remembered past the first verification, and hashes it again once idle', async () => {
    const name = `${username}.staly`;
    await newAccount(name, 'haslo-stalego');
    const device = makeClient(server.url, basicAuth(name, 'haslo-stalego'));
    const request = () => atOnce([() => device.get('/api/field/me/')]);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      expect(await request()).toEqual({ statuses: [200], hashes: 1 });
      // Used every four fifths of the memory, three times: long past the first verification, never hashed again.
      for (let use = 0; use < 3; use++) {
        vi.setSystemTime(Date.now() + REMEMBER_MS * 0.8);
        expect(await request()).toEqual({ statuses: [200], hashes: 0 });
      }
      vi.setSystemTime(Date.now() + REMEMBER_MS + 1000);
      expect(await request()).toEqual({ statuses: [200], hashes: 1 });
    } finally {
      vi.useRealTimers();
    }
  });
});
