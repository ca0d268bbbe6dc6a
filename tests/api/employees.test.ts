import { beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import { basicAuth, makeClient, type TestServer } from '../helpers/server';

describe.each(testDialects)('employees on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  beforeAll(() => void ({ server, company } = setup()));

  const newEmployee = () => ({
    username: 'olena.kovalenko',
    password: 'pierwsze-haslo',
    first_name: 'Olena',
    last_name: 'Kovalenko',
    pesel: '',
    is_foreigner: true,
    role: company.role,
    site: company.site,
  });

  it('adds at /api/users/, lists per site with role and login, edits with a blank password, deletes', async () => {
    const { admin } = server;
    const created = await admin.post('/api/users/', newEmployee());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      first_name: 'Olena',
      is_foreigner: true,
      pesel: null,
      role: company.role,
      role_name: 'Kierowca',
      site: company.site,
      user_id: expect.any(Number),
      username: 'olena.kovalenko',
    });
    // The spec's shape (§3), beside the flat login.
    expect(created.body.user).toEqual({ id: created.body.user_id, username: 'olena.kovalenko' });
    const id = created.body.id;
    const bySite = await admin.get(`/api/persons/?site=${company.site}`);
    expect(bySite.body.map((p: { id: number }) => p.id)).toContain(id);
    expect((await admin.get(`/api/persons/?site=${company.otherSite}`)).body.map((p: { id: number }) => p.id)).not.toContain(id);

    const olena = () => makeClient(server.url, basicAuth('olena.kovalenko', 'pierwsze-haslo'));
    expect((await olena().post('/api/person-work-day/start/')).status).toBe(201);

    const update = { ...created.body, last_name: 'Kowalenko', username: 'olena.k', password: '' };
    const updated = await admin.put(`/api/persons/${id}/`, update);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ last_name: 'Kowalenko', username: 'olena.k' });
    // Blank password: unchanged.
    expect((await makeClient(server.url, basicAuth('olena.k', 'pierwsze-haslo')).post('/api/person-work-day/end/')).status).toBe(200);

    // The row as the update answered it (its `user` names the new login), with a new password.
    const withPassword = { ...updated.body, password: 'drugie-haslo-2' };
    expect((await admin.put(`/api/persons/${id}/`, withPassword)).status).toBe(200);
    expect((await makeClient(server.url, basicAuth('olena.k', 'pierwsze-haslo')).post('/api/person-work-day/start/')).status).toBe(401);
    expect((await makeClient(server.url, basicAuth('olena.k', 'drugie-haslo-2')).post('/api/person-work-day/start/')).status).toBe(201);

    // Her work days reference her now.
    expect((await admin.delete(`/api/persons/${id}/`)).status).toBe(409);
  });

  it('refuses an unknown role, a taken login and a short password, storing nothing', async () => {
    const { admin } = server;
    const before = (await admin.get('/api/persons/')).body.length;
    const unknownRole = await admin.post('/api/users/', { ...newEmployee(), username: 'x.y', role: 9999 });
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body.errors.role).toEqual(['Nie znaleziono roli']);
    const person = (await admin.get(`/api/persons/${company.person}/`)).body;
    const taken = await admin.post('/api/users/', { ...newEmployee(), username: person.username });
    expect(taken.body.errors.username).toEqual(['Ten login jest już zajęty.']);
    const short = await admin.post('/api/users/', { ...newEmployee(), username: 'krotkie', password: 'abc' });
    expect(short.body.errors.password).toEqual(['Hasło musi mieć co najmniej 8 znaków.']);
    const missing = await admin.post('/api/users/', {});
    expect(Object.keys(missing.body.errors).sort()).toEqual(['first_name', 'last_name', 'password', 'role', 'site', 'username']);
    expect((await admin.get('/api/persons/')).body.length).toBe(before);
  });

  it('takes the login nested (spec §7) or flat: of a row sent back the changed form counts; two changes or another account are refused', async () => {
    const { admin } = server;
    const created = await admin.post('/api/users/', { ...newEmployee(), username: 'marta.flat' });
    const id = created.body.id;
    const read = async () => (await admin.get(`/api/persons/${id}/`)).body;
    const put = async (body: object) => admin.put(`/api/persons/${id}/`, body);

    expect((await put({ ...(await read()), username: 'marta.plaska' })).status).toBe(200);
    expect((await read()).user).toEqual({ id: created.body.user_id, username: 'marta.plaska' });
    const row = await read();
    const renamed = await put({ ...row, user: { ...row.user, username: 'marta.zagniezdzona', password: 'nowe-haslo-marty' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ username: 'marta.zagniezdzona', user: { id: created.body.user_id, username: 'marta.zagniezdzona' } });
    expect((await makeClient(server.url, basicAuth('marta.zagniezdzona', 'nowe-haslo-marty')).post('/api/person-work-day/start/')).status).toBe(201);

    const current = await read();
    const refusals: Array<[object, Record<string, string[]>]> = [
      [
        { ...current, username: 'marta.a', user: { ...current.user, username: 'marta.b' } },
        { username: ['Podano dwa różne loginy (username i user.username).'] },
      ],
      [
        { ...current, password: 'haslo-pierwsze', user: { ...current.user, password: 'haslo-drugie' } },
        { password: ['Podano dwa różne hasła (password i user.password).'] },
      ],
      [
        { ...current, user: { id: (await admin.get(`/api/persons/${company.person}/`)).body.user.id, username: 'marta.c' } },
        { user: ['To konto nie należy do tego pracownika.'] },
      ],
      [{ ...current, user: 'marta.d' }, { user: ['Podaj konto jako obiekt {id, username, password}.'] }],
    ];
    for (const [body, errors] of refusals) {
      const refused = await put(body);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual(errors);
    }
    expect(await read()).toEqual(current);
  });

  it('deletes an unreferenced employee together with the login', async () => {
    const created = await server.admin.post('/api/users/', { ...newEmployee(), username: 'do.usuniecia' });
    expect((await server.admin.delete(`/api/persons/${created.body.id}/`)).status).toBe(204);
    expect((await makeClient(server.url, basicAuth('do.usuniecia', 'pierwsze-haslo')).post('/api/person-work-day/start/')).status).toBe(401);
    const again = await server.admin.post('/api/users/', { ...newEmployee(), username: 'do.usuniecia' });
    expect(again.status).toBe(201);
  });
});
