/**
 * HTTP Basic within the login throttle (issue 34 §1): a credential not yet verified costs a hash
 * whatever account it names, its failures count like the login's, and past the limit it is refused
 * before hashing, while a credential already verified keeps working.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_ACCOUNT } from '../../server/auth/loginThrottle';
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
});
