/**
 * Least privilege when dashboard access is given (issue 28 §1), on both databases: a staff job role
 * gives read-only access on the employee's own site unless the administrator chooses another in
 * the same write; the administrator accounts a staff job role made before are listed for review,
 * not narrowed silently; a site manager archives no employee with dashboard access; a scoped
 * account's service-plan list and file hold no plan of another site's vehicle.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accessMessages } from '../../src/domain/access';
import type { Account } from '../../src/domain/accounts';
import { loginAs } from '../helpers/accounts';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import { hashPassword } from '../../server/auth/passwords';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

const DASHBOARD_DELETE = 'Pracownika z dostępem do panelu może usunąć tylko administrator.';

describe.each(testDialects)('least privilege on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  let staffRole: number;
  let sequence = 0;

  beforeAll(async () => {
    ({ server, company } = setup());
    const roles = (await server.admin.get('/api/person-roles/')).body as Array<{ id: number; name: string }>;
    staffRole = roles.find((role) => role.name === 'Kierownik budowy')!.id;
  });

  const employee = (role: number, extra: Record<string, unknown> = {}) => {
    sequence += 1;
    return {
      username: `pracownik.${dialect}.${sequence}`,
      password: 'haslo-pracownika',
      first_name: 'Ewa',
      last_name: 'Zając',
      is_foreigner: false,
      role,
      site: company.site,
      ...extra,
    };
  };
  const accountOf = async (username: string): Promise<Account> =>
    (await server.admin.get(`/api/accounts/?q=${username}`)).body.find((account: Account) => account.username === username);

  it("gives a staff job role read-only access on the employee's own site unless the administrator chooses another", async () => {
    const plain = employee(staffRole);
    expect((await server.admin.post('/api/users/', plain)).status).toBe(201);
    expect(await accountOf(plain.username)).toMatchObject({ access_role: 'office', all_sites: false, sites: [company.site], review: false });

    const manager = employee(staffRole, { access_role: 'site_manager' });
    expect((await server.admin.post('/api/users/', manager)).status).toBe(201);
    expect(await accountOf(manager.username)).toMatchObject({ access_role: 'site_manager', all_sites: false, sites: [company.site] });

    const administrator = employee(staffRole, { access_role: 'administrator' });
    expect((await server.admin.post('/api/users/', administrator)).status).toBe(201);
    expect(await accountOf(administrator.username)).toMatchObject({ access_role: 'administrator', all_sites: true, sites: [] });

    const people = (await server.admin.get('/api/persons/')).body.length;
    const bad = await server.admin.post('/api/users/', employee(staffRole, { access_role: 'boss' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ access_role: ['Wybierz wartość z listy.'] });
    expect((await server.admin.get('/api/persons/')).body.length).toBe(people);
  });

  it('gives the same narrowest access when an employee gets a staff job role later, and keeps access already given', async () => {
    const driver = employee(company.role);
    const { body: created } = await server.admin.post('/api/users/', driver);
    expect(await accountOf(driver.username)).toMatchObject({ access_role: null });

    const promoted = await server.admin.put(`/api/persons/${created.id}/`, { ...driver, password: '', role: staffRole });
    expect(promoted.status, promoted.text).toBe(200);
    const account = await accountOf(driver.username);
    expect(account).toMatchObject({ access_role: 'office', all_sites: false, sites: [company.site] });

    // An access the accounts page widened stays when the employee is saved again.
    await server.admin.put(`/api/accounts/${account.id}/`, { access_role: 'site_manager', all_sites: true });
    await server.admin.put(`/api/persons/${created.id}/`, { ...driver, password: '', role: staffRole, last_name: 'Zając-Nowak' });
    expect(await accountOf(driver.username)).toMatchObject({ access_role: 'site_manager', all_sites: true });
    // So does an access the accounts page took away: the job role alone gives none back.
    await server.admin.put(`/api/accounts/${account.id}/`, { access_role: null });
    await server.admin.put(`/api/persons/${created.id}/`, { ...driver, password: '', role: staffRole, last_name: 'Zając' });
    expect(await accountOf(driver.username)).toMatchObject({ access_role: null });

    const other = employee(company.role);
    const { body: second } = await server.admin.post('/api/users/', other);
    await server.admin.put(`/api/persons/${second.id}/`, { ...other, password: '', role: staffRole, access_role: 'site_manager' });
    expect(await accountOf(other.username)).toMatchObject({ access_role: 'site_manager', all_sites: false, sites: [company.site] });
  });

  it('refuses a site manager the archiving of an employee with dashboard access, with the delete rule’s message', async () => {
    const { client: manager } = await loginAs(server, { role: 'site_manager', sites: [company.site] });
    const colleague = (await server.admin.post('/api/users/', employee(staffRole))).body.id;
    const archived = await manager.post(`/api/persons/${colleague}/archive/`);
    expect(archived.status).toBe(400);
    expect(archived.body.detail).toBe(DASHBOARD_DELETE);
    expect((await server.admin.get(`/api/persons/${colleague}/`)).body.archived_at).toBeUndefined();
    expect((await manager.delete(`/api/persons/${colleague}/`)).body.detail).toBe(DASHBOARD_DELETE);

    const driver = (await server.admin.post('/api/users/', employee(company.role))).body.id;
    const driverArchived = await manager.post(`/api/persons/${driver}/archive/`);
    expect(driverArchived.status, driverArchived.text).toBe(200);
    expect(driverArchived.body.archived_at).toEqual(expect.any(String));
    expect((await server.admin.post(`/api/persons/${colleague}/archive/`)).status).toBe(200);
  });

  it("lists and exports to a scoped account the type plans and its sites' vehicle plans, not another site's", async () => {
    const otherTruck = (
      await server.admin.post('/api/vehicle/', {
        site: company.otherSite,
        fleet_number: 950,
        registration_number: 'WPI 950A',
        vehicle_model: 'Scania R450',
        vehicle_type: 'TRUCK',
        fuel_capacity: 500,
      })
    ).body.id;
    for (const plan of [
      { name: 'Przegląd ciężarówek', vehicle_type: 'TRUCK', interval_km: 30_000 },
      { name: 'Plan własnej ciężarówki', vehicle: company.truck, interval_months: 6 },
      { name: 'Plan obcej ciężarówki', vehicle: otherTruck, interval_months: 6 },
    ]) {
      expect((await server.admin.post('/api/service-plan/', plan)).status).toBe(201);
    }
    for (const role of ['office', 'site_manager'] as const) {
      const { client } = await loginAs(server, { role, sites: [company.site] });
      const listed = (await client.get('/api/service-plan/')).body.map((plan: { name: string }) => plan.name);
      expect(listed).toEqual(expect.arrayContaining(['Przegląd ciężarówek', 'Plan własnej ciężarówki']));
      expect(listed).not.toContain('Plan obcej ciężarówki');
      const paged = await client.get('/api/service-plan/?_start=0&_end=50');
      expect(paged.headers.get('x-total-count')).toBe(String(listed.length));
      const file = await client.get('/api/service-plan/export/');
      expect(file.status).toBe(200);
      expect(file.text).toContain('Plan własnej ciężarówki');
      expect(file.text).toContain('Przegląd ciężarówek');
      expect(file.text).not.toContain('Plan obcej ciężarówki');
    }
    const { client: everySite } = await loginAs(server, { role: 'office', sites: 'all' });
    expect((await everySite.get('/api/service-plan/export/')).text).toContain('Plan obcej ciężarówki');
    expect((await server.admin.get('/api/service-plan/export/')).text).toContain('Plan obcej ciężarówki');
    // Other refusals keep their words.
    expect((await everySite.post('/api/service-plan/', { name: 'X', vehicle_type: 'TRUCK', interval_km: 1 })).body.detail).toBe(accessMessages.readOnly);
  });
});

describe.each(testDialects)('accounts to review after the upgrade on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('lists the administrator accounts a staff job role gave since the roles landed, until an administrator saves their rights', async () => {
    server = await startTestServer(
      dialect,
      {},
      {
        upTo: '2026_11_25_0024_search_trigram_indexes',
        async fill(db) {
          const role = async (name: string, staff: number) =>
            (await db.insertInto('role').values({ name, is_staff: staff }).returning('id').executeTakeFirstOrThrow()).id;
          const [staff, driver] = [await role('Kierownik budowy', 1), await role('Kierowca', 0)];
          const { id: site } = await db
            .insertInto('site')
            .values({ name: 'S7 Grójec', start_date: '2026-01-05', length: 12.5 })
            .returning('id')
            .executeTakeFirstOrThrow();
          const now = new Date().toISOString();
          // The first administrator, from before the roles.
          await db
            .insertInto('app_user')
            .values({
              username: ADMIN.username,
              password_hash: await hashPassword(ADMIN.password),
              access_role: 'administrator',
              is_active: 1,
              created_at: '2026-01-01T08:00:00.000Z',
            })
            .execute();
          const login = async (username: string, access: string | null, createdAt: string, jobRole: number) => {
            const { id } = await db
              .insertInto('app_user')
              .values({ username, password_hash: 'x', access_role: access, is_active: 1, created_at: createdAt })
              .returning('id')
              .executeTakeFirstOrThrow();
            await db.insertInto('person').values({ first_name: 'Jan', last_name: username, is_foreigner: 0, role: jobRole, site, user_id: id }).execute();
            return id;
          };
          await login('kierownik.nowy', 'administrator', now, staff);
          await login('kierownik.sprzed.rol', 'administrator', '2026-01-02T08:00:00.000Z', staff);
          await login('kierowca.nowy', null, now, driver);
          const reviewed = await login('kierownik.przejrzany', 'administrator', now, staff);
          await db
            .insertInto('change_event')
            .values({
              changed_at: now,
              user_id: null,
              username: 'admin',
              address: null,
              entity: 'accounts',
              record_id: reviewed,
              action: 'update',
              changes: '{}',
            })
            .execute();
        },
      },
    );
    const toReview = async () => {
      const response = await server!.admin.get('/api/accounts/?review=true');
      expect(response.status, response.text).toBe(200);
      return (response.body as Account[]).map((account) => account.username);
    };
    expect(await toReview()).toEqual(['kierownik.nowy']);
    const account = (await server.admin.get('/api/accounts/?q=kierownik.nowy')).body[0] as Account;
    // Not narrowed: its access is as it was until an administrator decides.
    expect(account).toMatchObject({ access_role: 'administrator', all_sites: true, review: true });

    const saved = await server.admin.put(`/api/accounts/${account.id}/`, { access_role: 'site_manager', all_sites: true });
    expect(saved.body).toMatchObject({ access_role: 'site_manager', review: false });
    expect(await toReview()).toEqual([]);
  });
});
