/**
 * The spec's API contract (spec §3 "Entities and their fields", §7 "Calls made", "Exports",
 * "Payloads"), written from the spec's text and not from the code: each row of §7 is called with
 * the method and the query parameters the spec names, on the path as the spec writes it (with or
 * without its trailing slash); each payload is sent as the spec writes it; each list must be an
 * array of the §3 entity's fields. The server may add fields; it may not drop, rename or nest one
 * differently, move a path or refuse a payload of the spec. A failure here means a client written
 * from the spec no longer works.
 *
 * The spec gives no status codes ("server responses other than bodies: not shown"): a success is
 * any 2xx, a refusal any 4xx. Rows the phones write (work days, rides, location points, repair
 * requests) are not dashboard calls of §7; they are made through the phones' calls.
 */
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { ADMIN, basicAuth, makeClient, startTestServer, type Client, type Response, type TestServer } from '../helpers/server';
import type { Json } from '../helpers/server';

type Row = Record<string, Json>;

/** §3: the fields each entity's rows carry. */
const ENTITY_FIELDS = {
  site: ['id', 'name', 'start_date', 'length'],
  employee: ['id', 'first_name', 'last_name', 'pesel', 'is_foreigner', 'role', 'site', 'user'],
  role: ['id', 'name'],
  workDay: ['person', 'datetime_start', 'datetime_end'],
  online: ['first_name', 'last_name', 'latitude', 'longitude'],
  locationPoint: ['latitude', 'longitude', 'datetime'],
  vehicle: ['id', 'site', 'fleet_number', 'registration_number', 'vehicle_model', 'vehicle_type', 'fuel_capacity'],
  vehicleFueling: ['id', 'vehicle', 'tanker', 'datetime', 'litres', 'odometer_state', 'latitude', 'longitude'],
  tankerFueling: ['id', 'petrol_place', 'provider', 'tanker', 'datetime', 'litres', 'latitude', 'longitude'],
  petrolPlace: ['id', 'name', 'latitude', 'longitude'],
  petrolProvider: ['id', 'name'],
  place: ['id', 'name', 'latitude', 'longitude', 'site'],
  material: ['id', 'name', 'site'],
  fueling: ['id', 'person', 'vehicle', 'site', 'datetime', 'litres', 'price_per_litre', 'odometer_state'],
  ride: ['id', 'person', 'vehicle', 'material', 'start_datetime', 'end_datetime', 'start_place', 'end_place'],
  repair: ['person', 'vehicle', 'note'],
} as const;

/** The response, once it is a success (2xx). */
function succeeded(response: Response, call: string) {
  expect(Math.floor(response.status / 100), `${call}: ${response.status} ${response.text}`).toBe(2);
  return response;
}
/** A refusal of the client's request (4xx). */
const expectRefused = (response: Response, call: string) => expect(Math.floor(response.status / 100), `${call}: ${response.status}`).toBe(4);

/** The path with its trailing slash the other way (the spec writes some paths with it, some without). */
function otherSlash(path: string): string {
  const [pathname, query] = path.split('?');
  const toggled = pathname.endsWith('/') ? pathname.slice(0, -1) : `${pathname}/`;
  return query === undefined ? toggled : `${toggled}?${query}`;
}

/** A GET as the spec writes it, which the path with its trailing slash the other way answers alike. */
async function read(client: Client, path: string): Promise<Response> {
  const response = succeeded(await client.get(path), `GET ${path}`);
  expect(succeeded(await client.get(otherSlash(path)), `GET ${otherSlash(path)}`).body, `GET ${otherSlash(path)}`).toEqual(response.body);
  return response;
}

/** "Responses are arrays of the entities" (§7 Payloads): the list, each row with the §3 fields. */
async function entities(client: Client, path: string, fields: readonly string[]): Promise<Row[]> {
  const response = await read(client, path);
  expect(Array.isArray(response.body), `GET ${path} answers an array`).toBe(true);
  for (const row of response.body as Row[]) expect(Object.keys(row), `GET ${path}`).toEqual(expect.arrayContaining([...fields]));
  return response.body;
}

/** A datetime is the same instant whatever its written form; every other value as sent. */
const sameValue = (sent: unknown, stored: unknown) =>
  typeof sent === 'string' && /^\d{4}-\d\d-\d\dT/.test(sent) ? typeof stored === 'string' && Date.parse(stored) === Date.parse(sent) : sent === stored;
const holds = (row: Row, payload: Row) => Object.entries(payload).every(([name, value]) => sameValue(value, row[name]));

/** The list's one row holding the payload's values (the spec's client finds new rows in the re-fetched list). */
async function rowWith(client: Client, listPath: string, fields: readonly string[], payload: Row): Promise<Row> {
  const rows = (await entities(client, listPath, fields)).filter((row) => holds(row, payload));
  expect(rows, `${listPath}: one row holding ${JSON.stringify(payload)}`).toHaveLength(1);
  return rows[0];
}

/** yyyy-MM-dd (§7 Work day) and year-month-day without zero padding (§7 Exports). */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const unpaddedDay = (date: Date) => `${date.getUTCFullYear()}-${date.getUTCMonth() + 1}-${date.getUTCDate()}`;
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDialects)('the spec’s API contract on %s', (dialect) => {
  let server: TestServer;
  /** "After login, basic-auth credentials are used for later requests" (§4). */
  let api: Client;
  const ids: Record<
    'site' | 'otherSite' | 'driverRole' | 'managerRole' | 'driver' | 'truck' | 'tanker' | 'material' | 'place' | 'petrolPlace' | 'provider',
    number
  > = {} as never;
  const siteName = `S7 Grójec ${dialect}`;
  const driverLogin = `jan.kowalski.${dialect}`;
  const driverPassword = 'haslo-kierowcy-1';

  beforeAll(async () => {
    server = await startTestServer(dialect);
    api = makeClient(server.url, basicAuth(ADMIN.username, ADMIN.password));
  });
  afterAll(() => server.close());

  it('Login: POST /api/admin-login/ with JSON {username, password}, the XSRF-TOKEN cookie; Logged-in check at /api/user-logged-in/', async () => {
    const login = succeeded(await server.anonymous.post('/api/admin-login/', { username: ADMIN.username, password: ADMIN.password }), 'login');
    expect(login.headers.getSetCookie().some((cookie) => cookie.startsWith('XSRF-TOKEN='))).toBe(true);
    expectRefused(await server.anonymous.post('/api/admin-login/', { username: ADMIN.username, password: 'zle-haslo-123' }), 'a wrong password');
    succeeded(await api.get('/api/user-logged-in/'), 'logged-in check');
    // §4: a 401 or 403 is what logs the client out.
    expect([401, 403]).toContain((await server.anonymous.get('/api/user-logged-in/')).status);
  });

  it('Site: list GET, add POST {name, start_date, length}, read, delete DELETE by id; update PUT (issue 31 §4)', async () => {
    const add = (name: string) => api.post('/api/site/', { name, start_date: '2026-03-01', length: 14.2 });
    succeeded(await add(siteName), 'POST /api/site/');
    succeeded(await add(`A1 Piotrków ${dialect}`), 'POST /api/site/');
    succeeded(await add(`Do usunięcia ${dialect}`), 'POST /api/site/');
    const site = await rowWith(api, '/api/site', ENTITY_FIELDS.site, { name: siteName });
    expect(site).toMatchObject({ start_date: '2026-03-01', length: 14.2 });
    ids.site = site.id;
    ids.otherSite = (await rowWith(api, '/api/site/', ENTITY_FIELDS.site, { name: `A1 Piotrków ${dialect}` })).id;
    expect((await read(api, `/api/site/${ids.site}`)).body).toMatchObject({ id: ids.site, name: siteName });

    // The spec has no update of a site; issue 31 §4 adds one (a site's boundary is drawn in its
    // dialog), which takes the spec's site payload as it is.
    succeeded(await api.put(`/api/site/${ids.site}/`, { id: ids.site, name: siteName, start_date: '2026-03-01', length: 14.5 }), 'PUT /api/site/{id}/');
    expect((await api.get(`/api/site/${ids.site}/`)).body).toMatchObject({ name: siteName, start_date: '2026-03-01', length: 14.5 });

    const doomed = await rowWith(api, '/api/site/', ENTITY_FIELDS.site, { name: `Do usunięcia ${dialect}` });
    succeeded(await api.delete(`/api/site/${doomed.id}/`), 'DELETE /api/site/{id}/');
    expect((await entities(api, '/api/site/', ENTITY_FIELDS.site)).map((row) => row.id)).not.toContain(doomed.id);
  });

  it('Person roles: GET /api/person-roles/, a list of {id, name}', async () => {
    const roles = await entities(api, '/api/person-roles/', ENTITY_FIELDS.role);
    expect(roles.length).toBeGreaterThan(0);
    for (const role of roles) {
      expect(typeof role.id).toBe('number');
      expect(typeof role.name).toBe('string');
    }
    // The spec names no roles (§6): two of the server's, a driver and a site manager (who may use the spec's Login).
    ids.driverRole = roles.find((role) => role.name === 'Kierowca')!.id;
    ids.managerRole = roles.find((role) => role.name === 'Kierownik budowy')!.id;
  });

  describe('Persons: list /api/persons/ (query site, omitted for all sites), read /api/persons/{id}/, add POST /api/users/, update PUT, delete DELETE', () => {
    /** §7 Payloads, "Add employee", field for field. */
    const addPayload = (username: string, password: string, role: number, site: number) => ({
      username,
      password,
      first_name: 'Anna',
      last_name: 'Nowak',
      pesel: '',
      is_foreigner: false,
      role,
      site,
    });
    /** §7 Payloads, "Update", field for field, from a listed row. */
    const updatePayload = (row: Row, user: { username: string; password?: string }) => ({
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      pesel: row.pesel,
      is_foreigner: row.is_foreigner,
      user: { id: row.user.id, ...user },
      role: row.role,
      site: row.site,
    });
    /** Whether the spec's Login takes these credentials. */
    const logsIn = async (username: string, password: string) => (await server.anonymous.post('/api/admin-login/', { username, password })).status === 200;
    const employeeFields = ENTITY_FIELDS.employee;

    it('adds with the spec’s add payload; rows carry user {id, username} and never a password', async () => {
      succeeded(await api.post('/api/users/', addPayload(`anna.nowak.${dialect}`, 'pierwsze-haslo-1', ids.managerRole, ids.site)), 'POST /api/users/');
      succeeded(
        await api.post('/api/users/', {
          ...addPayload(driverLogin, driverPassword, ids.driverRole, ids.site),
          first_name: 'Jan',
          last_name: 'Kowalski',
          pesel: '85010112345',
        }),
        'POST /api/users/',
      );
      succeeded(
        await api.post('/api/users/', { ...addPayload(`piotr.wrobel.${dialect}`, 'haslo-operatora-1', ids.driverRole, ids.otherSite), first_name: 'Piotr' }),
        'POST /api/users/',
      );

      const bySite = await entities(api, `/api/persons/?site=${ids.site}`, employeeFields);
      const anna = bySite.find((row) => row.user.username === `anna.nowak.${dialect}`)!;
      expect(anna).toMatchObject({
        first_name: 'Anna',
        last_name: 'Nowak',
        is_foreigner: false,
        role: ids.managerRole,
        site: ids.site,
        user: { id: expect.any(Number), username: `anna.nowak.${dialect}` },
      });
      expect(anna.pesel === null || anna.pesel === '').toBe(true);
      ids.driver = bySite.find((row) => row.user.username === driverLogin)!.id;
      expect(bySite.map((row) => row.user.username)).not.toContain(`piotr.wrobel.${dialect}`);

      const all = await entities(api, '/api/persons/', employeeFields);
      expect(all.map((row) => row.user.username)).toEqual(expect.arrayContaining([`anna.nowak.${dialect}`, driverLogin, `piotr.wrobel.${dialect}`]));
      for (const row of all) {
        expect(Object.keys(row.user)).toEqual(expect.arrayContaining(['id', 'username']));
        expect(row).not.toHaveProperty('password');
        expect(row.user).not.toHaveProperty('password');
      }
      const one = await read(api, `/api/persons/${anna.id}/`);
      expect(one.body).toMatchObject({ id: anna.id, user: anna.user });
      expect(one.text).not.toContain('password');
      expect(await logsIn(`anna.nowak.${dialect}`, 'pierwsze-haslo-1')).toBe(true);
    });

    it('updates with the spec’s update payload: user.username renames, a blank or missing password is unchanged, a given one replaces it', async () => {
      const listed = async () => (await entities(api, `/api/persons/?site=${ids.site}`, employeeFields)).find((row) => row.first_name === 'Anna')!;
      const anna = await listed();
      const put = (payload: Row) => api.put(`/api/persons/${anna.id}/`, payload);

      succeeded(
        await put({ ...updatePayload(anna, { username: `anna.k.${dialect}`, password: '' }), last_name: 'Nowak-Kowalska', is_foreigner: true }),
        'PUT /api/persons/{id}/',
      );
      expect(await listed()).toMatchObject({
        id: anna.id,
        last_name: 'Nowak-Kowalska',
        is_foreigner: true,
        user: { id: anna.user.id, username: `anna.k.${dialect}` },
      });
      expect(await logsIn(`anna.k.${dialect}`, 'pierwsze-haslo-1')).toBe(true);
      expect(await logsIn(`anna.nowak.${dialect}`, 'pierwsze-haslo-1')).toBe(false);

      succeeded(await put(updatePayload(await listed(), { username: `anna.k.${dialect}` })), 'PUT without a password');
      expect(await logsIn(`anna.k.${dialect}`, 'pierwsze-haslo-1')).toBe(true);

      succeeded(await put(updatePayload(await listed(), { username: `anna.k.${dialect}`, password: 'drugie-haslo-2' })), 'PUT with a password');
      expect(await logsIn(`anna.k.${dialect}`, 'pierwsze-haslo-1')).toBe(false);
      expect(await logsIn(`anna.k.${dialect}`, 'drugie-haslo-2')).toBe(true);
      expect(await listed()).toMatchObject({ last_name: 'Nowak-Kowalska', user: { username: `anna.k.${dialect}` } });
    });

    it('deletes with one DELETE /api/persons/{id}/ per selected id', async () => {
      succeeded(await api.post('/api/users/', addPayload(`usun.jeden.${dialect}`, 'haslo-jeden-1', ids.driverRole, ids.site)), 'POST /api/users/');
      succeeded(await api.post('/api/users/', addPayload(`usun.dwa.${dialect}`, 'haslo-dwa-22', ids.driverRole, ids.site)), 'POST /api/users/');
      const selected = (await entities(api, '/api/persons/', employeeFields)).filter((row) => row.user.username.startsWith('usun.')).map((row) => row.id);
      expect(selected).toHaveLength(2);
      for (const response of await Promise.all(selected.map((id) => api.delete(`/api/persons/${id}/`)))) succeeded(response, 'DELETE /api/persons/{id}/');
      const left = (await entities(api, '/api/persons/', employeeFields)).map((row) => row.id);
      expect(selected.filter((id) => left.includes(id))).toEqual([]);
    });
  });

  /**
   * The rows of §7 with "the same pattern": the list (with the query the spec names), the read, the
   * add POST, the update PUT and the delete DELETE, each payload of §3's fields.
   */
  describe('the same pattern: list, read, add POST, update PUT, delete DELETE', () => {
    interface Pattern {
      /** The list as the spec writes it (the query it names, with the site's id for `SITE`). */
      list: string;
      /** The read, the update and the delete; `{id}` the row's id. */
      read: string;
      write: string;
      add: string;
      fields: readonly string[];
      /** Payloads of §3's fields; ids are filled in once the rows they name exist. */
      create(): Row;
      update(): Row;
      /** Whether the list takes `site` and leaves other sites' rows out. */
      siteQuery?: boolean;
    }
    const at = (hoursAgo: number) => new Date(Math.floor(Date.now() / 1000) * 1000 - hoursAgo * 3600_000).toISOString();
    const patterns: Record<string, Pattern> = {
      Vehicle: {
        list: '/api/vehicle?site=SITE',
        read: '/api/vehicle/{id}',
        add: '/api/vehicle/',
        write: '/api/vehicle/{id}/',
        fields: ENTITY_FIELDS.vehicle,
        create: () => ({
          site: ids.site,
          fleet_number: 41,
          registration_number: 'WGR 4141K',
          vehicle_model: 'CAT 336',
          vehicle_type: 'CRAWLER_EXCAVATOR',
          fuel_capacity: 600,
        }),
        update: () => ({
          site: ids.site,
          fleet_number: 42,
          registration_number: 'WGR 4242K',
          vehicle_model: 'CAT 336 NG',
          vehicle_type: 'WHEELED_EXCAVATOR',
          fuel_capacity: 620,
        }),
        siteQuery: true,
      },
      Material: {
        list: '/api/material?site=SITE',
        read: '/api/material/{id}',
        add: '/api/material/',
        write: '/api/material/{id}/',
        fields: ENTITY_FIELDS.material,
        create: () => ({ name: 'Żwir 0-31,5', site: ids.site }),
        update: () => ({ name: 'Żwir 0-63', site: ids.site }),
        siteQuery: true,
      },
      Place: {
        list: '/api/place?site=SITE',
        read: '/api/place/{id}',
        add: '/api/place/',
        write: '/api/place/{id}/',
        fields: ENTITY_FIELDS.place,
        create: () => ({ name: 'Nasyp km 14+100', latitude: 51.7012345678, longitude: 20.8123456789, site: ids.site }),
        update: () => ({ name: 'Nasyp km 14+200', latitude: 51.7112345678, longitude: 20.8223456789, site: ids.site }),
        siteQuery: true,
      },
      Fueling: {
        list: '/api/fueling/?site=SITE',
        read: '/api/fueling/{id}/',
        add: '/api/fueling/',
        write: '/api/fueling/{id}/',
        fields: ENTITY_FIELDS.fueling,
        create: () => ({
          person: ids.driver,
          vehicle: ids.truck,
          site: ids.site,
          datetime: at(5),
          litres: 120.55,
          price_per_litre: 6.49,
          odometer_state: 120345,
        }),
        update: () => ({
          person: ids.driver,
          vehicle: ids.truck,
          site: ids.site,
          datetime: at(6),
          litres: 130.1,
          price_per_litre: 6.59,
          odometer_state: 120400,
        }),
        siteQuery: true,
      },
      'Tanker fueling': {
        list: '/api/tanker-fueling/',
        read: '/api/tanker-fueling/{id}/',
        add: '/api/tanker-fueling/',
        write: '/api/tanker-fueling/{id}/',
        fields: ENTITY_FIELDS.tankerFueling,
        create: () => ({
          petrol_place: ids.petrolPlace,
          provider: ids.provider,
          tanker: ids.tanker,
          datetime: at(7),
          litres: 9000,
          latitude: 51.8651000001,
          longitude: 20.8672000001,
        }),
        update: () => ({
          petrol_place: ids.petrolPlace,
          provider: ids.provider,
          tanker: ids.tanker,
          datetime: at(8),
          litres: 9500.25,
          latitude: 51.8652000001,
          longitude: 20.8673000001,
        }),
      },
      'Petrol provider': {
        list: '/api/petrol-provider/',
        read: '/api/petrol-provider/{id}/',
        add: '/api/petrol-provider/',
        write: '/api/petrol-provider/{id}/',
        fields: ENTITY_FIELDS.petrolProvider,
        create: () => ({ name: `Shell ${dialect}` }),
        update: () => ({ name: `Shell Polska ${dialect}` }),
      },
      'Petrol place': {
        list: '/api/petrol-place/',
        read: '/api/petrol-place/{id}/',
        add: '/api/petrol-place/',
        write: '/api/petrol-place/{id}/',
        fields: ENTITY_FIELDS.petrolPlace,
        create: () => ({ name: `BP Tarczyn ${dialect}`, latitude: 51.9812345678, longitude: 20.8312345678 }),
        update: () => ({ name: `BP Tarczyn Południe ${dialect}`, latitude: 51.9912345678, longitude: 20.8412345678 }),
      },
      'Vehicle fueling': {
        list: '/api/vehicle-fueling/',
        read: '/api/vehicle-fueling/{id}/',
        add: '/api/vehicle-fueling/',
        write: '/api/vehicle-fueling/{id}/',
        fields: ENTITY_FIELDS.vehicleFueling,
        create: () => ({
          vehicle: ids.truck,
          tanker: ids.tanker,
          datetime: at(3),
          litres: 200.25,
          odometer_state: 5000,
          latitude: 51.7000000001,
          longitude: 20.8000000001,
        }),
        update: () => ({
          vehicle: ids.truck,
          tanker: ids.tanker,
          datetime: at(4),
          litres: 210.5,
          odometer_state: 5010,
          latitude: 51.7100000001,
          longitude: 20.8100000001,
        }),
      },
    };
    const path = (template: string, id?: number) => template.replace('SITE', String(ids.site)).replace('{id}', String(id));

    beforeAll(async () => {
      // The rows the patterns' payloads name, added as the spec's client adds them.
      const added = async (addPath: string, listPath: string, fields: readonly string[], payload: Row) => {
        succeeded(await api.post(addPath, payload), `POST ${addPath}`);
        return (await rowWith(api, listPath, fields, payload)).id as number;
      };
      const vehicle = (type: string, fleet: number, registration: string) => ({
        site: ids.site,
        fleet_number: fleet,
        registration_number: registration,
        vehicle_model: 'MAN TGS',
        vehicle_type: type,
        fuel_capacity: type === 'TANK' ? 12000 : 400,
      });
      ids.truck = await added('/api/vehicle/', `/api/vehicle?site=${ids.site}`, ENTITY_FIELDS.vehicle, vehicle('TRUCK', 101, 'WGR 101K'));
      ids.tanker = await added('/api/vehicle/', `/api/vehicle?site=${ids.site}`, ENTITY_FIELDS.vehicle, vehicle('TANK', 201, 'WGR 201K'));
      ids.material = await added('/api/material/', `/api/material?site=${ids.site}`, ENTITY_FIELDS.material, { name: 'Piasek', site: ids.site });
      ids.place = await added('/api/place/', `/api/place?site=${ids.site}`, ENTITY_FIELDS.place, {
        name: 'Żwirownia Mogielnica',
        latitude: 51.6912345678,
        longitude: 20.7123456789,
        site: ids.site,
      });
      ids.petrolPlace = await added('/api/petrol-place/', '/api/petrol-place/', ENTITY_FIELDS.petrolPlace, {
        name: `Orlen Grójec ${dialect}`,
        latitude: 51.8651,
        longitude: 20.8672,
      });
      ids.provider = await added('/api/petrol-provider/', '/api/petrol-provider/', ENTITY_FIELDS.petrolProvider, { name: `Orlen ${dialect}` });
    });

    it.each(Object.keys(patterns))('%s', async (name) => {
      const pattern = patterns[name];
      const list = path(pattern.list);
      const created = pattern.create();
      succeeded(await api.post(pattern.add, created), `POST ${pattern.add}`);
      const row = await rowWith(api, list, pattern.fields, created);
      if (pattern.siteQuery) {
        const elsewhere = await entities(api, list.replace(`site=${ids.site}`, `site=${ids.otherSite}`), pattern.fields);
        expect(elsewhere.map((each) => each.id)).not.toContain(row.id);
      }
      expect(holds((await read(api, path(pattern.read, row.id))).body, created)).toBe(true);

      const changed = pattern.update();
      succeeded(await api.put(path(pattern.write, row.id), { id: row.id, ...changed }), `PUT ${pattern.write}`);
      expect((await rowWith(api, list, pattern.fields, changed)).id).toBe(row.id);

      succeeded(await api.delete(path(pattern.write, row.id)), `DELETE ${pattern.write}`);
      expect((await entities(api, list, pattern.fields)).map((each) => each.id)).not.toContain(row.id);
    });
  });

  describe('what the phones send, as the dashboard reads it', () => {
    const today = new Date();
    const from = new Date(today.getTime() - DAY_MS);
    const to = new Date(today.getTime() + DAY_MS);
    let driver: Client;
    let ride: number;

    beforeAll(async () => {
      driver = makeClient(server.url, basicAuth(driverLogin, driverPassword));
      succeeded(await driver.post('/api/person-work-day/start/'), 'a phone starts the work day');
      const started = succeeded(
        await driver.post('/api/vehicle-ride/start/', { vehicle: ids.truck, material: ids.material, start_place: ids.place }),
        'a phone starts a ride',
      );
      ride = started.body.id;
      const point = (minutesAgo: number, latitude: number) => ({
        latitude,
        longitude: 20.8,
        datetime: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
        ride,
      });
      succeeded(await driver.post('/api/location-history/', [point(3, 51.701), point(5, 51.7), point(1, 51.703)]), 'a phone sends its points');
      succeeded(await driver.post('/api/repair-request/', { vehicle: ids.truck, note: 'Cieknie olej z siłownika' }), 'a phone sends a repair request');
    });

    it('Work day: GET /api/person-work-day/ with date_from, date_to (yyyy-MM-dd) and site, or person', async () => {
      const range = `date_from=${isoDay(from)}&date_to=${isoDay(to)}`;
      const bySite = await entities(api, `/api/person-work-day/?${range}&site=${ids.site}`, ENTITY_FIELDS.workDay);
      expect(bySite).toEqual([expect.objectContaining({ person: ids.driver, datetime_end: null })]);
      const byPerson = await entities(api, `/api/person-work-day/?${range}&person=${ids.driver}`, ENTITY_FIELDS.workDay);
      expect(byPerson.filter((day) => day.person === ids.driver)).toHaveLength(1);
      expect(await entities(api, `/api/person-work-day/?${range}&site=${ids.otherSite}`, ENTITY_FIELDS.workDay)).toEqual([]);
    });

    it('Online: GET /api/online/ with site returns first_name, last_name, latitude, longitude', async () => {
      const online = await entities(api, `/api/online/?site=${ids.site}`, ENTITY_FIELDS.online);
      expect(online).toHaveLength(1);
      expect(online[0]).toMatchObject({ first_name: 'Jan', last_name: 'Kowalski' });
      expect(Number(online[0].latitude)).toBe(51.703);
      expect(Number(online[0].longitude)).toBe(20.8);
      expect(await entities(api, `/api/online/?site=${ids.otherSite}`, ENTITY_FIELDS.online)).toEqual([]);
    });

    it('Location history: /api/location-history/, /api/location-history/{id}/, /api/location-history-for-ride/{id}/ a list of {latitude, longitude, datetime}', async () => {
      const points = await entities(api, '/api/location-history/', ENTITY_FIELDS.locationPoint);
      expect(points.length).toBeGreaterThanOrEqual(3);
      const one = points.find((point) => point.latitude === 51.7)!;
      expect((await read(api, `/api/location-history/${one.id}/`)).body).toMatchObject({ latitude: 51.7, longitude: 20.8, datetime: one.datetime });
      const track = await entities(api, `/api/location-history-for-ride/${ride}/`, ENTITY_FIELDS.locationPoint);
      expect(track.map((point) => point.latitude)).toEqual([51.7, 51.701, 51.703]);
      expect(track.map((point) => Date.parse(point.datetime))).toEqual([...track.map((point) => Date.parse(point.datetime))].sort());
    });

    it('Vehicle ride: GET /api/vehicle-ride/ with date_from, date_to, site; /api/vehicle-ride/{id}/', async () => {
      const range = `date_from=${isoDay(from)}&date_to=${isoDay(to)}`;
      const rides = await entities(api, `/api/vehicle-ride/?${range}&site=${ids.site}`, ENTITY_FIELDS.ride);
      expect(rides).toEqual([
        expect.objectContaining({ id: ride, person: ids.driver, vehicle: ids.truck, material: ids.material, start_place: ids.place, end_datetime: null }),
      ]);
      expect(await entities(api, `/api/vehicle-ride/?${range}&site=${ids.otherSite}`, ENTITY_FIELDS.ride)).toEqual([]);
      expect((await read(api, `/api/vehicle-ride/${ride}/`)).body).toMatchObject({ id: ride, person: ids.driver });
    });

    it('Repair request: GET /api/repair-request/ with site', async () => {
      const repairs = await entities(api, `/api/repair-request/?site=${ids.site}`, ENTITY_FIELDS.repair);
      expect(repairs).toEqual([expect.objectContaining({ person: ids.driver, vehicle: ids.truck, note: 'Cieknie olej z siłownika' })]);
      expect(await entities(api, `/api/repair-request/?site=${ids.otherSite}`, ENTITY_FIELDS.repair)).toEqual([]);
    });

    it('Exports: GET with date_from, date_to, site (no zero padding) answer CSV files', async () => {
      succeeded(
        await api.post('/api/fueling/', {
          person: ids.driver,
          vehicle: ids.truck,
          site: ids.site,
          datetime: new Date(Date.now() - 3600_000).toISOString(),
          litres: 80,
          price_per_litre: 6.49,
          odometer_state: 120500,
        }),
        'POST /api/fueling/',
      );
      // From the 1st of January of last year: a month and a day written without their zero.
      const query = `date_from=${today.getUTCFullYear() - 1}-1-1&date_to=${unpaddedDay(to)}&site=${ids.site}`;
      const exported = {
        '/api/vehicle-ride-export-file/': 'Kowalski',
        '/api/fuelings/export/': 'Kowalski',
        '/api/person-work-day/export/': 'Kowalski',
        '/api/vehicle/export/': 'WGR 201K',
      };
      for (const [exportPath, expected] of Object.entries(exported)) {
        const response = await read(api, `${exportPath}?${query}`);
        expect(response.headers.get('content-type'), exportPath).toMatch(/^text\/csv/);
        expect(response.text, exportPath).toContain(expected);
      }
    });
  });
});
