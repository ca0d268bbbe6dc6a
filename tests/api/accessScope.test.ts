/**
 * Roles and sites in the core API (issue 16 §1, src/domain/access.ts) on both databases: a
 * read-only account changes nothing, a site manager sees and changes its own site's rows only and
 * no company-wide data, the two employee rules, administrator-only session ending. Every refusal
 * is a 403 (or the rule's 400) with its Polish detail, and the data stays as it was.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessMessages } from '../../src/domain/access';
import { loginAs } from '../helpers/accounts';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import { ADMIN, basicAuth, type Client, type TestServer, countRows } from '../helpers/server';
import type { Json } from '../helpers/server';

const DASHBOARD_LOGIN = 'Login i hasło konta z dostępem do panelu zmienia tylko administrator.';

describe.each(testDialects)('roles and sites on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  let admin: Client;
  /** Site manager of `company.site`; office of `company.site`. */
  let manager: Client;
  let office: Client;
  let other: { truck: number; tanker: number; material: number; person: number; fueling: number };
  let staffRole: number;

  const created = async (path: string, body: unknown): Promise<number> => {
    const response = await admin.post(path, body);
    if (response.status !== 201) throw new Error(`${path}: ${response.status} ${response.text}`);
    return response.body.id;
  };
  const vehicle = (site: number, fleet: number, type = 'TRUCK') => ({
    site,
    fleet_number: fleet,
    registration_number: `WPI ${fleet}A`,
    vehicle_model: type === 'TANK' ? 'MAN TGS cysterna' : 'Scania R450',
    vehicle_type: type,
    fuel_capacity: type === 'TANK' ? 10000 : 500,
  });
  const person = (site: number | null, username: string, role = company.role) => ({
    username,
    password: 'haslo-pracownika',
    first_name: 'Anna',
    last_name: 'Nowak',
    is_foreigner: false,
    role,
    site,
  });
  const refused = (response: { status: number; body: Json }, detail: string) => {
    expect(response.status).toBe(403);
    expect(response.body.detail).toBe(detail);
  };
  const count = (table: string) => countRows(server, table);

  beforeAll(async () => {
    ({ server, company } = setup());
    admin = server.admin;
    manager = (await loginAs(server, { role: 'site_manager', sites: [company.site] })).client;
    office = (await loginAs(server, { role: 'office', sites: [company.site] })).client;
    const truck = await created('/api/vehicle/', vehicle(company.otherSite, 901));
    const tanker = await created('/api/vehicle/', vehicle(company.otherSite, 902, 'TANK'));
    other = {
      truck,
      tanker,
      material: await created('/api/material/', { name: 'Kruszywo', site: company.otherSite }),
      person: await created('/api/users/', person(company.otherSite, 'anna.nowak.inna')),
      fueling: await created('/api/vehicle-fueling/', { vehicle: truck, tanker, datetime: '2026-06-11T07:00:00.000Z', litres: 50, odometer_state: 100 }),
    };
    await created('/api/vehicle-fueling/', {
      vehicle: company.truck,
      tanker: company.tanker,
      datetime: '2026-06-11T08:00:00.000Z',
      litres: 60,
      odometer_state: 200,
    });
    const roles = (await admin.get('/api/person-roles/')).body as Array<{ id: number; name: string }>;
    staffRole = roles.find((role) => role.name === 'Kierownik budowy')!.id;
  });

  it('refuses every write of a read-only account with its message and changes nothing; it reads and logs out', async () => {
    const materials = await count('material');
    refused(await office.post('/api/material/', { name: 'Piasek płukany', site: company.site }), accessMessages.readOnly);
    refused(await office.put(`/api/material/${company.material}/`, { name: 'Piasek zmieniony' }), accessMessages.readOnly);
    refused(await office.delete(`/api/material/${company.material}/`), accessMessages.readOnly);
    refused(await office.post(`/api/material/${company.material}/archive/`), accessMessages.readOnly);
    refused(await office.post('/api/person-work-day/start/', { person: company.person }), accessMessages.readOnly);
    expect(await count('material')).toBe(materials);
    expect(await count('work_day')).toBe(0);
    const material = (await admin.get(`/api/material/${company.material}/`)).body;
    expect(material.name).toBe('Piasek');
    expect(material.archived_at).toBeUndefined();
    expect((await office.get('/api/material/')).status).toBe(200);
    const { client } = await loginAs(server, { role: 'office', sites: 'all' });
    expect((await client.post('/api/logout/')).status).toBe(204);
    expect((await client.get('/api/user-logged-in/')).status).toBe(401);
  });

  it("narrows a site manager's lists to its sites (own site, via the vehicle, via the tanker) with the right total", async () => {
    const vehicles = await manager.get('/api/vehicle/?_start=0&_end=50');
    expect(vehicles.status).toBe(200);
    const ids = vehicles.body.map((row: { id: number }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([company.truck, company.tanker]));
    expect(ids).not.toContain(other.truck);
    expect(vehicles.body.every((row: { site: number }) => row.site === company.site)).toBe(true);
    const ownSite = await admin.get(`/api/vehicle/?site=${company.site}&_start=0&_end=50`);
    expect(vehicles.headers.get('x-total-count')).toBe(ownSite.headers.get('x-total-count'));
    expect(Number((await admin.get('/api/vehicle/?_start=0&_end=50')).headers.get('x-total-count'))).toBeGreaterThan(ids.length);

    const fuelings = (await manager.get('/api/vehicle-fueling/')).body as Array<{ id: number; vehicle: number }>;
    expect(fuelings.map((row) => row.vehicle)).toEqual([company.truck]);
    const people = (await manager.get('/api/persons/')).body as Array<{ id: number }>;
    expect(people.map((row) => row.id)).toContain(company.person);
    expect(people.map((row) => row.id)).not.toContain(other.person);
    // Company-wide lists are read whole.
    expect((await manager.get('/api/petrol-provider/')).body.map((row: { id: number }) => row.id)).toContain(company.provider);
  });

  it("refuses another site's ?site= and narrows the sites list to the account's sites", async () => {
    refused(await manager.get(`/api/vehicle/?site=${company.otherSite}`), accessMessages.site);
    refused(await office.get(`/api/tanker-fueling/?site=${company.otherSite}`), accessMessages.site);
    expect((await manager.get(`/api/vehicle/?site=${company.site}`)).status).toBe(200);
    const sites = (await manager.get('/api/site/')).body as Array<{ id: number }>;
    expect(sites.map((site) => site.id)).toEqual([company.site]);
    refused(await manager.get(`/api/site/${company.otherSite}/`), accessMessages.site);
    expect((await manager.get(`/api/site/${company.site}/`)).status).toBe(200);
  });

  it("refuses a read, update, delete, archive or restore of another site's row and leaves it as it was", async () => {
    const before = (await admin.get(`/api/vehicle/${other.truck}/`)).body;
    refused(await manager.get(`/api/vehicle/${other.truck}/`), accessMessages.site);
    refused(await manager.put(`/api/vehicle/${other.truck}/`, { ...vehicle(company.otherSite, 901), vehicle_model: 'Zmieniony' }), accessMessages.site);
    refused(await manager.delete(`/api/vehicle/${other.truck}/`), accessMessages.site);
    refused(await manager.post(`/api/vehicle/${other.truck}/archive/`), accessMessages.site);
    refused(
      await manager.put(`/api/vehicle-fueling/${other.fueling}/`, {
        vehicle: other.truck,
        tanker: other.tanker,
        datetime: '2026-06-11T07:00:00.000Z',
        litres: 1,
        odometer_state: 100,
      }),
      accessMessages.site,
    );
    refused(await manager.delete(`/api/vehicle-fueling/${other.fueling}/`), accessMessages.site);
    expect((await admin.get(`/api/vehicle/${other.truck}/`)).body).toEqual(before);
    expect((await admin.get(`/api/vehicle-fueling/${other.fueling}/`)).body.litres).toBe(50);

    expect((await admin.post(`/api/material/${other.material}/archive/`)).status).toBe(200);
    refused(await manager.post(`/api/material/${other.material}/restore/`), accessMessages.site);
    expect((await admin.get(`/api/material/${other.material}/`)).body.archived_at).toEqual(expect.any(String));
    expect((await admin.post(`/api/material/${other.material}/restore/`)).status).toBe(200);
    // A row that does not exist is 404 first.
    expect((await manager.get('/api/vehicle/999999/')).status).toBe(404);
    expect((await manager.post('/api/material/999999/archive/')).status).toBe(404);
  });

  it('lets a site manager change its own site, refuses a create on another site or a move there', async () => {
    const vehicles = await count('vehicle');
    refused(await manager.post('/api/vehicle/', vehicle(company.otherSite, 903)), accessMessages.site);
    refused(
      await manager.post('/api/vehicle-fueling/', {
        vehicle: other.truck,
        tanker: other.tanker,
        datetime: '2026-06-12T07:00:00.000Z',
        litres: 5,
        odometer_state: 300,
      }),
      accessMessages.site,
    );
    refused(await manager.put(`/api/material/${company.material}/`, { name: 'Piasek', site: company.otherSite }), accessMessages.site);
    expect(await count('vehicle')).toBe(vehicles);
    expect((await admin.get(`/api/material/${company.material}/`)).body.site).toBe(company.site);

    const own = await manager.post('/api/material/', { name: 'Cement', site: company.site });
    expect(own.status).toBe(201);
    expect((await manager.put(`/api/material/${own.body.id}/`, { name: 'Cement CEM II' })).status).toBe(200);
    expect((await manager.post(`/api/material/${own.body.id}/archive/`)).status).toBe(200);
    expect((await manager.delete(`/api/material/${own.body.id}/`)).status).toBe(204);
  });

  it('refuses company-wide writes of a site manager (fuel places, providers, sites) and changes nothing', async () => {
    const providers = await count('petrol_provider');
    const sites = await count('site');
    refused(await manager.post('/api/petrol-provider/', { name: 'Lotos' }), accessMessages.companyWide);
    refused(await manager.put(`/api/petrol-place/${company.petrolPlace}/`, { name: 'Orlen zmieniony' }), accessMessages.companyWide);
    refused(await manager.post(`/api/petrol-provider/${company.provider}/archive/`), accessMessages.companyWide);
    refused(await manager.post('/api/site/', { name: 'S8 Nowa', start_date: '2026-5-1', length: 3 }), accessMessages.companyWide);
    refused(await manager.delete(`/api/site/${company.site}/`), accessMessages.companyWide);
    expect(await count('petrol_provider')).toBe(providers);
    expect(await count('site')).toBe(sites);
    expect((await admin.get(`/api/petrol-place/${company.petrolPlace}/`)).body.name).toBe('Orlen Grójec');
    expect((await admin.get(`/api/petrol-provider/${company.provider}/`)).body.archived_at).toBeUndefined();
  });

  it("narrows a CSV export to the account's sites and refuses another site's", async () => {
    const csv = await manager.get('/api/vehicle/export/');
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('WGR');
    expect(csv.text).not.toContain('WPI 901A');
    expect((await admin.get('/api/vehicle/export/')).text).toContain('WPI 901A');
    refused(await office.get(`/api/vehicle/export/?site=${company.otherSite}`), accessMessages.site);
  });

  it("refuses the files of another site's row (and uploads not linked to a row)", async () => {
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2c3e50' } })
      .png()
      .toBuffer();
    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'zdjęcie.png');
      const response = await fetch(`${server.url}/api/attachments/`, { method: 'POST', headers: basicAuth(ADMIN.username, ADMIN.password)(), body: form });
      return ((await response.json()) as { id: number }).id;
    };
    const [otherPhoto, ownPhoto, unlinked] = [await upload(), await upload(), await upload()];
    const before = (await admin.get(`/api/vehicle/${other.truck}/`)).body;
    expect((await admin.put(`/api/vehicle/${other.truck}/`, { ...vehicle(company.otherSite, 901), photo: [otherPhoto] })).status).toBe(200);
    const own = (await admin.get(`/api/vehicle/${company.truck}/`)).body;
    expect((await admin.put(`/api/vehicle/${company.truck}/`, { ...own, photo: [ownPhoto] })).status).toBe(200);

    refused(await manager.get(`/api/attachments/${otherPhoto}`), accessMessages.site);
    refused(await manager.get(`/api/attachments/${otherPhoto}/thumbnail`), accessMessages.site);
    refused(await manager.get(`/api/attachments/${unlinked}`), accessMessages.site);
    expect((await manager.get(`/api/attachments/${ownPhoto}`)).status).toBe(200);
    expect((await admin.get(`/api/attachments/${otherPhoto}`)).status).toBe(200);
    expect((await manager.get('/api/attachments/999999')).status).toBe(404);
    expect((await admin.put(`/api/vehicle/${other.truck}/`, { ...vehicle(company.otherSite, 901), photo: before.photo })).status).toBe(200);
  });

  it('keeps employees to the site and lets only an administrator give a dashboard job role', async () => {
    const people = await count('person');
    refused(await manager.get(`/api/persons/${other.person}/`), accessMessages.site);
    refused(await manager.post('/api/users/', person(company.otherSite, 'anna.inna.budowa')), accessMessages.site);
    refused(await manager.delete(`/api/persons/${other.person}/`), accessMessages.site);
    const given = await manager.post('/api/users/', person(company.site, 'anna.kierownik', staffRole));
    expect(given.status).toBe(400);
    expect(given.body.errors).toEqual({ role: [accessMessages.staffRole] });
    expect(await count('person')).toBe(people);

    const driver = await manager.post('/api/users/', person(company.site, 'anna.kierowca'));
    expect(driver.status).toBe(201);
    const promoted = await manager.put(`/api/persons/${driver.body.id}/`, { ...person(company.site, 'anna.kierowca', staffRole), password: '' });
    expect(promoted.status).toBe(400);
    expect(promoted.body.errors).toEqual({ role: [accessMessages.staffRole] });
    expect((await admin.get(`/api/persons/${driver.body.id}/`)).body.role).toBe(company.role);
    const stored = await server.database.db.selectFrom('app_user').select('access_role').where('username', '=', 'anna.kierowca').executeTakeFirstOrThrow();
    expect(stored.access_role).toBeNull();
    // A driver's password is the site manager's to change.
    expect((await manager.put(`/api/persons/${driver.body.id}/`, { ...person(company.site, 'anna.kierowca'), password: 'nowe-haslo-kierowcy' })).status).toBe(
      200,
    );
  });

  it("lets only an administrator change a dashboard account's login, password or job role, or delete its employee", async () => {
    const colleague = await created('/api/users/', person(company.site, 'piotr.kierownik', staffRole));
    const account = () =>
      server.database.db
        .selectFrom('app_user as u')
        .innerJoin('person as p', 'p.user_id', 'u.id')
        .select(['u.username', 'u.password_hash'])
        .where('p.id', '=', colleague)
        .executeTakeFirstOrThrow();
    const before = await account();
    const body = person(company.site, 'piotr.kierownik', staffRole);
    const renamed = await manager.put(`/api/persons/${colleague}/`, { ...body, username: 'piotr.nowy', password: 'przejete-haslo' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors).toEqual({ username: [DASHBOARD_LOGIN], password: [DASHBOARD_LOGIN] });
    const password = await manager.put(`/api/persons/${colleague}/`, { ...body, password: 'przejete-haslo' });
    expect(password.status).toBe(400);
    expect(password.body.errors).toEqual({ password: [DASHBOARD_LOGIN] });
    expect(await account()).toEqual(before);
    // The rest of the record (the login as it is) is the site manager's to change.
    const renamedPerson = await manager.put(`/api/persons/${colleague}/`, { ...body, password: '', last_name: 'Wiśniewski' });
    expect(renamedPerson.status).toBe(200);
    expect(renamedPerson.body.last_name).toBe('Wiśniewski');
    expect((await admin.put(`/api/persons/${colleague}/`, { ...body, password: '', username: 'piotr.nowy' })).status).toBe(200);

    // Nor take the access away: by another job role, or by deleting the employee.
    const driverRole = (await admin.get('/api/person-roles/')).body.find((role: { name: string }) => role.name === 'Kierowca').id;
    const demoted = await manager.put(`/api/persons/${colleague}/`, { ...body, username: 'piotr.nowy', password: '', role: driverRole });
    expect(demoted.status).toBe(400);
    expect(demoted.body.errors).toEqual({ role: ['Rolę konta z dostępem do panelu zmienia tylko administrator.'] });
    const deleted = await manager.delete(`/api/persons/${colleague}/`);
    expect(deleted.status).toBe(400);
    expect(deleted.body.detail).toBe('Pracownika z dostępem do panelu może usunąć tylko administrator.');
    expect((await account()).username).toBe('piotr.nowy');
    expect(
      (await server.database.db.selectFrom('app_user').select('access_role').where('username', '=', 'piotr.nowy').executeTakeFirstOrThrow()).access_role,
    ).not.toBeNull();
  });

  it("writes field data for a person of the account's sites only", async () => {
    const days = await count('work_day');
    refused(await manager.post('/api/person-work-day/start/', { person: other.person }), accessMessages.site);
    refused(await manager.post('/api/vehicle-ride/start/', { person: company.person, vehicle: other.truck }), accessMessages.site);
    expect(await count('work_day')).toBe(days);
    expect(await count('ride')).toBe(0);
    expect((await manager.post('/api/person-work-day/start/', { person: company.person })).status).toBe(201);
  });

  it("lets only an administrator end another account's sessions", async () => {
    const target = await loginAs(server, { role: 'office', sites: [company.site] });
    refused(await manager.delete(`/api/users/${target.id}/sessions/`), accessMessages.administrator);
    refused(await office.delete(`/api/users/${target.id}/sessions/`), accessMessages.administrator);
    expect((await target.client.get('/api/user-logged-in/')).status).toBe(200);
    expect((await admin.delete(`/api/users/${target.id}/sessions/`)).status).toBe(204);
    expect((await target.client.get('/api/user-logged-in/')).status).toBe(401);
  });
});
