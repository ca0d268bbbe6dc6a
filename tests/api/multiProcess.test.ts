import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../helpers/databases';
import { startServerProcess, type ServerProcess } from '../helpers/processes';
import { loginSession, makeClient } from '../helpers/server';

describe.runIf(testDialects.includes('postgres'))('two server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let first: ServerProcess;
  let second: ServerProcess;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const env = { DATABASE_URL: database.url, ADMIN_USERNAME: 'kierownik', ADMIN_PASSWORD: 'haslo-kierownika', SEED_DEMO: 'false' };
    // Started at once: migrations and the first account must not race.
    [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
  });

  it('shares the session: log in on one, read and write on the other, log out on the other', async () => {
    const { cookies, xsrf } = await loginSession(first.url, 'kierownik', 'haslo-kierownika');
    const onSecond = makeClient(second.url, () => ({ cookie: cookies.join('; '), 'x-xsrf-token': xsrf, origin: second.url }));
    expect((await onSecond.get('/api/user-logged-in/')).body.user.username).toBe('kierownik');
    const site = await onSecond.post('/api/site/', { name: 'S7 Grójec', start_date: '2026-03-01', length: 12 });
    expect(site.status).toBe(201);
    const onFirst = makeClient(first.url, () => ({ cookie: cookies.join('; '), 'x-xsrf-token': xsrf, origin: first.url }));
    expect((await onFirst.get('/api/site/')).body).toEqual([site.body]);
    expect((await onSecond.post('/api/logout/')).status).toBe(204);
    expect((await onFirst.get('/api/site/')).status).toBe(401);
  });

  it('created the first account once, not once per process', async () => {
    expect(first.output() + second.output()).toMatch(/Admin login: kierownik/);
    const { client } = await loginSession(second.url, 'kierownik', 'haslo-kierownika');
    expect((await client.get('/api/person-roles/')).body).toHaveLength(5);
  });
});
