/** Accounts and their rights (issue 16 §1, docs/api.md "Accounts"), on every database. */
import { beforeAll, describe, expect, it } from 'vitest';
import { accessMessages } from '../../src/domain/access';
import { accountMessages, accountRoleLabel, type Account } from '../../src/domain/accounts';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import { ADMIN, basicAuth, loginSession, makeClient, type Client, type TestServer } from '../helpers/server';

const PASSWORD = 'haslo-konta-123';

describe.each(testDialects)('accounts on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  let sequence = 0;
  beforeAll(() => void ({ server, company } = setup()));

  /** A new employee with a field-only login; answers its account. */
  async function employeeAccount(firstName = 'Ewa', lastName = 'Nowak'): Promise<Account> {
    sequence += 1;
    const username = `konto.${dialect}.${sequence}`;
    const response = await server.admin.post('/api/users/', {
      username,
      password: PASSWORD,
      first_name: firstName,
      last_name: lastName,
      pesel: '',
      is_foreigner: false,
      role: company.role,
      site: company.site,
    });
    expect(response.status, response.text).toBe(201);
    const list = await server.admin.get(`/api/accounts/?q=${username}`);
    return list.body.find((account: Account) => account.username === username);
  }

  const basic = (account: Account): Client => makeClient(server.url, basicAuth(account.username, PASSWORD));
  const adminId = async () => (await server.admin.get(`/api/accounts/?q=${ADMIN.username}`)).body.find((a: Account) => a.username === ADMIN.username).id;

  it('lists every login by username with role, sites, activity and sessions; searches, filters by role and pages', async () => {
    const first = await employeeAccount('Zenon', 'Wiśniewski');
    await employeeAccount('Zenon', 'Kamiński');
    expect(first).toMatchObject({
      first_name: 'Zenon',
      last_name: 'Wiśniewski',
      access_role: null,
      all_sites: true,
      sites: [],
      is_active: true,
      sessions: 0,
      last_seen_at: null,
    });
    expect(first.person).toEqual(expect.any(Number));

    const all = await server.admin.get('/api/accounts/?_start=0&_end=500');
    expect(all.status).toBe(200);
    const names = all.body.map((account: Account) => account.username);
    expect(names).toEqual([...names].sort());
    expect(Number(all.headers.get('x-total-count'))).toBe(all.body.length);
    expect(all.body.find((account: Account) => account.username === ADMIN.username)).toMatchObject({ access_role: 'administrator', person: null });

    const zenons = await server.admin.get('/api/accounts/?q=zenon');
    expect(zenons.body.map((account: Account) => account.last_name).sort()).toEqual(['Kamiński', 'Wiśniewski']);
    expect((await server.admin.get('/api/accounts/?q=zenon%20wiśn')).body.map((account: Account) => account.id)).toEqual([first.id]);

    const page = await server.admin.get('/api/accounts/?q=zenon&_start=1&_end=2');
    expect(page.body).toHaveLength(1);
    expect(page.headers.get('x-total-count')).toBe('2');

    const administrators = (await server.admin.get('/api/accounts/?access_role=administrator')).body as Account[];
    expect(administrators.map((account) => account.username)).toEqual([ADMIN.username]);
    const field = (await server.admin.get('/api/accounts/?access_role=field&_end=500')).body as Account[];
    expect(field.length).toBeGreaterThanOrEqual(2);
    expect(field.every((account) => account.access_role === null)).toBe(true);

    const bad = await server.admin.get('/api/accounts/?access_role=boss');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ access_role: ['Wybierz wartość z listy.'] });

    expect((await server.admin.get(`/api/accounts/${first.id}/`)).body).toEqual(first);
    expect((await server.admin.get('/api/accounts/999999/')).body).toEqual({ detail: accountMessages.notFound });
  });

  it('gives an account a role and sites that its next request sees, and records the change in the history', async () => {
    const account = await employeeAccount();
    expect((await basic(account).get('/api/site/')).body).toEqual({ detail: accessMessages.fieldOnly, code: 'no_dashboard_access' });

    const changed = await server.admin.put(`/api/accounts/${account.id}/`, { access_role: 'administrator' });
    expect(changed.status, changed.text).toBe(200);
    expect((await basic(account).get('/api/accounts/')).status).toBe(200);

    const office = await server.admin.put(`/api/accounts/${account.id}/`, {
      access_role: 'office',
      all_sites: false,
      sites: [company.otherSite, company.site, company.site],
    });
    expect(office.body).toMatchObject({
      access_role: 'office',
      all_sites: false,
      sites: [company.site, company.otherSite].sort((a, b) => a - b),
      is_active: true,
    });
    // Its next requests: only its two sites, reads only, no accounts.
    const sites = await basic(account).get('/api/site/');
    expect(sites.body.map((site: { id: number }) => site.id).sort()).toEqual([company.site, company.otherSite].sort((a, b) => a - b));
    expect((await basic(account).get('/api/accounts/')).body).toEqual({ detail: accessMessages.administrator, code: 'admin_only' });
    const refused = await basic(account).put(`/api/accounts/${account.id}/`, { access_role: 'administrator' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: accessMessages.readOnly, code: 'read_only' });
    expect((await basic(account).post('/api/material/', { name: 'Cement', site: company.site })).body).toEqual({
      detail: accessMessages.readOnly,
      code: 'read_only',
    });

    const everySite = await server.admin.put(`/api/accounts/${account.id}/`, { all_sites: true });
    expect(everySite.body).toMatchObject({ access_role: 'office', all_sites: true, sites: [] });

    const history = await server.admin.get(`/api/history/?entity=accounts&record=${account.id}`);
    expect(history.status).toBe(200);
    const [latest, officeChange, adminChange] = history.body;
    expect(adminChange).toMatchObject({ entity: 'accounts', action: 'update', username: ADMIN.username, changes: { access_role: [null, 'administrator'] } });
    const siteName = (await server.admin.get(`/api/site/${company.site}/`)).body.name;
    expect(officeChange.changes.access_role).toEqual(['administrator', 'office']);
    expect(officeChange.changes.all_sites).toEqual([true, false]);
    expect(officeChange.changes.sites[1]).toContainEqual({ id: company.site, name: siteName });
    expect(latest.changes).toEqual({ all_sites: [false, true], sites: [officeChange.changes.sites[1], []] });

    // A change that changes nothing records nothing.
    await server.admin.put(`/api/accounts/${account.id}/`, { all_sites: true });
    expect((await server.admin.get(`/api/history/?entity=accounts&record=${account.id}`)).body).toHaveLength(3);
  });

  it('refuses bad rights with Polish messages under the field and changes nothing', async () => {
    const account = await employeeAccount();
    const refusals: Array<[unknown, Record<string, string[]>]> = [
      [{ access_role: 'boss' }, { access_role: ['Wybierz wartość z listy.'] }],
      [{ access_role: 'site_manager', all_sites: false, sites: [] }, { sites: [accountMessages.sitesRequired] }],
      [{ access_role: 'office', all_sites: false }, { sites: [accountMessages.sitesRequired] }],
      [{ access_role: 'site_manager', all_sites: false, sites: [999999] }, { sites: ['Nie znaleziono budowy'] }],
      [{ access_role: 'site_manager', sites: ['abc'] }, { sites: ['Nie znaleziono budowy'] }],
      [{ is_active: 'może' }, { is_active: ['Podaj wartość tak lub nie.'] }],
      [[], { body: ['Nieprawidłowe dane.'] }],
    ];
    for (const [body, errors] of refusals) {
      const response = await server.admin.put(`/api/accounts/${account.id}/`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors, JSON.stringify(body)).toEqual(errors);
    }
    expect((await server.admin.get(`/api/accounts/${account.id}/`)).body).toEqual(account);
    expect((await server.admin.get(`/api/history/?entity=accounts&record=${account.id}`)).body).toEqual([]);
    expect((await server.admin.put('/api/accounts/999999/', { is_active: false })).status).toBe(404);
  });

  it('does not let an administrator take his own administrator role or deactivate himself', async () => {
    const id = await adminId();
    for (const [body, field] of [
      [{ access_role: 'office', all_sites: true }, 'access_role'],
      [{ access_role: null }, 'access_role'],
      [{ is_active: false }, 'is_active'],
    ] as const) {
      const response = await server.admin.put(`/api/accounts/${id}/`, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ detail: accountMessages.ownAdministrator, errors: { [field]: [accountMessages.ownAdministrator] } });
    }
    expect((await server.admin.get(`/api/accounts/${id}/`)).body).toMatchObject({ access_role: 'administrator', is_active: true });
    // Another administrator may.
    const other = await employeeAccount();
    await server.admin.put(`/api/accounts/${other.id}/`, { access_role: 'administrator' });
    const demoted = await basic(other).put(`/api/accounts/${id}/`, { access_role: 'site_manager', all_sites: true });
    expect(demoted.body).toMatchObject({ access_role: 'site_manager', all_sites: true });
    await basic(other).put(`/api/accounts/${id}/`, { access_role: 'administrator' });
  });

  it('ends the sessions of an account deactivated or left without dashboard access, and of no one else', async () => {
    const account = await employeeAccount();
    await server.admin.put(`/api/accounts/${account.id}/`, { access_role: 'site_manager', all_sites: false, sites: [company.site] });
    const first = await loginSession(server.url, account.username, PASSWORD);
    const second = await loginSession(server.url, account.username, PASSWORD);
    const administrator = await loginSession(server.url);
    expect((await server.admin.get(`/api/accounts/${account.id}/`)).body).toMatchObject({ sessions: 2, last_seen_at: expect.any(String) });

    // A change of role or sites keeps the sessions: the next request sees it.
    await server.admin.put(`/api/accounts/${account.id}/`, { access_role: 'office' });
    expect((await first.client.get('/api/site/')).status).toBe(200);

    const deactivated = await administrator.client.put(`/api/accounts/${account.id}/`, { is_active: false });
    expect(deactivated.body).toMatchObject({ is_active: false, sessions: 0 });
    expect((await first.client.get('/api/site/')).status).toBe(401);
    expect((await second.client.get('/api/site/')).status).toBe(401);
    expect((await administrator.client.get('/api/accounts/')).status).toBe(200);
    const login = await fetch(`${server.url}/api/admin-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: account.username, password: PASSWORD }),
    });
    expect(login.status).toBe(401);

    await server.admin.put(`/api/accounts/${account.id}/`, { is_active: true });
    const third = await loginSession(server.url, account.username, PASSWORD);
    const fieldOnly = await server.admin.put(`/api/accounts/${account.id}/`, { access_role: null });
    expect(fieldOnly.body).toMatchObject({ access_role: null, all_sites: true, sites: [], sessions: 0 });
    expect((await third.client.get('/api/user-logged-in/')).status).toBe(401);
  });

  it('sorts by a column the list shows (name, role by its Polish label, sessions), ties by login; refuses another column', async () => {
    const zielinska = await employeeAccount('Sortowana', 'Zielińska');
    const adamska = await employeeAccount('Sortowana', 'Adamska');
    const lastNames = async (order: string) =>
      ((await server.admin.get(`/api/accounts/?q=sortowana&_sort=last_name&_order=${order}`)).body as Account[]).map((account) => account.last_name);
    expect(await lastNames('ASC')).toEqual(['Adamska', 'Zielińska']);
    expect(await lastNames('DESC')).toEqual(['Zielińska', 'Adamska']);
    const byLogin = [zielinska, adamska].sort((a, b) => (a.username < b.username ? -1 : 1)).map((account) => account.id);
    expect(((await server.admin.get('/api/accounts/?q=sortowana')).body as Account[]).map((account) => account.id)).toEqual(byLogin);

    await server.admin.put(`/api/accounts/${adamska.id}/`, { access_role: 'office', all_sites: true });
    const roles = async (order: string) =>
      ((await server.admin.get(`/api/accounts/?_sort=access_role&_order=${order}&_end=500`)).body as Account[]).map((account) =>
        accountRoleLabel(account.access_role),
      );
    // Administrator, Biuro / księgowość, …, Tylko aplikacja terenowa: each role's accounts together, in its label's place.
    const ascending = await roles('ASC');
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'pl')));
    expect(ascending[0]).toBe('Administrator');
    const descending = await roles('DESC');
    expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a, 'pl')));
    expect(descending.at(-1)).toBe('Administrator');

    await loginSession(server.url, adamska.username, PASSWORD);
    const bySessions = (await server.admin.get('/api/accounts/?q=sortowana&_sort=sessions&_order=DESC')).body as Account[];
    expect(bySessions.map((account) => [account.last_name, account.sessions])).toEqual([
      ['Adamska', 1],
      ['Zielińska', 0],
    ]);

    const refused = await server.admin.get('/api/accounts/?_sort=password');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ _sort: ['Nie można sortować po tym polu.'] });
    expect((await server.admin.get('/api/accounts/?_sort=username&_order=up')).body.errors).toEqual({ _order: ['Kolejność to ASC lub DESC.'] });
  });

  it('answers 403 to an account that is no administrator, and changes nothing', async () => {
    const manager = await employeeAccount();
    await server.admin.put(`/api/accounts/${manager.id}/`, { access_role: 'site_manager', all_sites: true });
    const target = await employeeAccount();
    const session = await loginSession(server.url, manager.username, PASSWORD);
    for (const response of [
      await session.client.get('/api/accounts/'),
      await session.client.get(`/api/accounts/${target.id}/`),
      await session.client.put(`/api/accounts/${target.id}/`, { access_role: 'administrator' }),
      await session.client.put(`/api/accounts/${manager.id}/`, { access_role: 'administrator' }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ detail: accessMessages.administrator, code: 'admin_only' });
    }
    expect((await server.admin.get(`/api/accounts/${target.id}/`)).body).toEqual(target);
    expect((await server.admin.get(`/api/accounts/${manager.id}/`)).body).toMatchObject({ access_role: 'site_manager' });
    expect((await basic(target).get('/api/accounts/')).body).toEqual({ detail: accessMessages.fieldOnly, code: 'no_dashboard_access' });
  });
});
