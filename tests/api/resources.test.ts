import { beforeAll, describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE } from '../../src/domain/validation';
import { testDialects } from '../helpers/databases';
import { companyServer, writeCases, type Company } from '../helpers/fixtures';
import type { TestServer } from '../helpers/server';

describe.each(testDialects)('registry resources on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  beforeAll(() => void ({ server, company } = setup()));

  const countOf = async (path: string) => ((await server.admin.get(`${path}/`)).body as unknown[]).length;

  for (const name of [
    'sites',
    'vehicles',
    'materials',
    'places',
    'petrol-places',
    'petrol-providers',
    'fueling',
    'tanker-fueling',
    'vehicle-fueling',
    'tanker-stock-counts',
  ] as const) {
    it(`${name}: create, read, list, update, delete; bad input changes nothing`, async () => {
      const cases = writeCases(company)[name];
      const { admin } = server;
      const before = await countOf(cases.path);

      const invalid = await admin.post(`${cases.path}/`, cases.invalid);
      expect(invalid.status).toBe(400);
      expect(Object.keys(invalid.body.errors).length).toBeGreaterThan(0);
      expect(invalid.body.detail).toMatch(/[a-ząćęłńóśźż]/i);
      expect(await countOf(cases.path)).toBe(before);

      const created = await admin.post(`${cases.path}/`, cases.create);
      expect(created.status).toBe(201);
      const id = created.body.id;
      expect((await admin.get(`${cases.path}/${id}/`)).body).toEqual(created.body);
      expect((await admin.get(`${cases.path}`)).body).toContainEqual(created.body);

      if ('update' in cases) {
        const updated = await admin.put(`${cases.path}/${id}`, cases.update);
        expect(updated.status).toBe(200);
        expect(updated.body).toMatchObject(cases.update);
        const rejected = await admin.put(`${cases.path}/${id}/`, cases.invalid);
        expect(rejected.status).toBe(400);
        expect((await admin.get(`${cases.path}/${id}/`)).body).toEqual(updated.body);
      } else {
        // A resource without updates (none since sites are edited for their boundary, issue 31 §4).
        const { path, create } = cases as { path: string; create: unknown };
        expect((await admin.put(`${path}/${id}/`, create)).status).toBe(404);
      }

      expect((await admin.delete(`${cases.path}/${id}/`)).status).toBe(204);
      expect((await admin.get(`${cases.path}/${id}/`)).status).toBe(404);
      expect((await admin.delete(`${cases.path}/${id}/`)).status).toBe(404);
      expect(await countOf(cases.path)).toBe(before);
    });
  }

  it('stores coordinates with up to 10 decimals and rounds longer ones (map apps copy 13–15) to 10', async () => {
    const ok = await server.admin.post('/api/petrol-place/', { name: 'Moya', latitude: 51.946249808, longitude: 15.5190888581 });
    expect(ok.body).toMatchObject({ latitude: 51.946249808, longitude: 15.5190888581 });
    const copied = await server.admin.post('/api/place/', {
      name: 'Wiadukt WD-12',
      latitude: 52.229675633419,
      longitude: '21.01222732817432',
      site: company.site,
    });
    expect(copied.status).toBe(201);
    expect(copied.body).toMatchObject({ latitude: 52.2296756334, longitude: 21.0122273282 });
    const edited = await server.admin.put(`/api/place/${copied.body.id}/`, {
      name: 'Wiadukt WD-12',
      // eslint-disable-next-line no-loss-of-precision -- a number with more digits than a double holds, as a client may send
      latitude: -33.868819999999996,
      longitude: 151.20929999999998,
    });
    expect(edited.body).toMatchObject({ latitude: -33.86882, longitude: 151.2093 });
  });

  it('answers required fields with the spec message and unknown references with its not-found texts', async () => {
    const missing = await server.admin.post('/api/vehicle/', {});
    expect(missing.body.errors).toMatchObject({
      site: [REQUIRED_MESSAGE],
      fleet_number: [REQUIRED_MESSAGE],
      registration_number: [REQUIRED_MESSAGE],
      vehicle_model: [REQUIRED_MESSAGE],
      vehicle_type: [REQUIRED_MESSAGE],
      fuel_capacity: [REQUIRED_MESSAGE],
    });
    const base = writeCases(company)['tanker-fueling'].create;
    const unknownPlace = await server.admin.post('/api/tanker-fueling/', { ...base, petrol_place: 99999 });
    expect(unknownPlace.body.errors.petrol_place).toEqual(['Nie znaleziono miejsca, dostawcy lub pojazdu']);
    const notATanker = await server.admin.post('/api/vehicle-fueling/', { ...writeCases(company)['vehicle-fueling'].create, tanker: company.truck });
    expect(notATanker.status).toBe(400);
    expect(notATanker.body.errors.tanker).toEqual(['Nie znaleziono cysterny']);
    const unknownVehicle = await server.admin.put(`/api/fueling/99999/`, writeCases(company).fueling.update);
    expect(unknownVehicle.status).toBe(404);
    const fueling = await server.admin.post('/api/fueling/', writeCases(company).fueling.create);
    const badEdit = await server.admin.put(`/api/fueling/${fueling.body.id}/`, { ...writeCases(company).fueling.update, vehicle: 99999 });
    expect(badEdit.body.errors.vehicle).toEqual(['Nie znaleziono pojazdu']);
    const badPerson = await server.admin.put(`/api/fueling/${fueling.body.id}/`, { ...writeCases(company).fueling.update, person: 99999 });
    expect(badPerson.body.errors.person).toEqual(['Nie znaleziono osoby']);
  });

  it('refuses with 409 to delete rows others reference, and deletes nothing', async () => {
    const fueling = await server.admin.post('/api/fueling/', writeCases(company).fueling.create);
    for (const path of [`/api/site/${company.site}/`, `/api/vehicle/${company.truck}/`, `/api/persons/${company.person}/`]) {
      const refused = await server.admin.delete(path);
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toMatch(/^Nie można usunąć/);
      expect((await server.admin.get(path)).status).toBe(200);
    }
    const usedPlace = await server.admin.post('/api/tanker-fueling/', writeCases(company)['tanker-fueling'].create);
    expect((await server.admin.delete(`/api/petrol-provider/${company.provider}/`)).status).toBe(409);
    await server.admin.delete(`/api/tanker-fueling/${usedPlace.body.id}/`);
    await server.admin.delete(`/api/fueling/${fueling.body.id}/`);
  });

  it('filters by site and by inclusive Warsaw calendar days, padded or not', async () => {
    const { admin } = server;
    const base = writeCases(company).fueling.create;
    // 22:30 UTC on 9 June is 00:30 on 10 June in Warsaw (CEST).
    const lateNight = await admin.post('/api/fueling/', { ...base, datetime: '2026-06-09T22:30:00.000Z' });
    const endOfDay = await admin.post('/api/fueling/', { ...base, datetime: '2026-06-10T21:59:00.000Z' });
    const nextDay = await admin.post('/api/fueling/', { ...base, datetime: '2026-06-10T22:00:00.000Z' });
    const elsewhere = await admin.post('/api/fueling/', { ...base, site: company.otherSite, datetime: '2026-06-10T10:00:00.000Z' });
    const ids = (path: string) => admin.get(path).then((r) => (r.body as Array<{ id: number }>).map((row) => row.id));

    const june10 = await ids(`/api/fueling/?site=${company.site}&date_from=2026-6-10&date_to=2026-06-10`);
    expect(june10).toContain(lateNight.body.id);
    expect(june10).toContain(endOfDay.body.id);
    expect(june10).not.toContain(nextDay.body.id);
    expect(june10).not.toContain(elsewhere.body.id);
    expect(await ids(`/api/fueling/?site=${company.otherSite}`)).toEqual([elsewhere.body.id]);
    const bad = await admin.get('/api/fueling/?date_from=2026-13-01');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.date_from).toBeDefined();
    for (const row of [lateNight, endOfDay, nextDay, elsewhere]) await admin.delete(`/api/fueling/${row.body.id}/`);
  });

  it('pages, sorts and searches on the server with X-Total-Count; caps a page at 500 rows', async () => {
    const { admin } = server;
    for (const name of ['Beton C30/37', 'Asfalt', 'Kruszywo łamane', 'Ziemia z wykopu']) {
      await admin.post('/api/material/', { name, site: company.site });
    }
    const page = await admin.get(`/api/material/?site=${company.site}&_start=1&_end=3&_sort=name&_order=ASC`);
    expect(page.headers.get('x-total-count')).toBe('5');
    expect(page.body.map((row: { name: string }) => row.name)).toEqual(['Beton C30/37', 'Kruszywo łamane']);
    const search = await admin.get(`/api/material/?site=${company.site}&q=wykop&_start=0&_end=10`);
    expect(search.body.map((row: { name: string }) => row.name)).toEqual(['Ziemia z wykopu']);
    expect(search.headers.get('x-total-count')).toBe('1');
    const whole = await admin.get(`/api/material?site=${company.site}`);
    expect(whole.headers.get('x-total-count')).toBeNull();
    expect(whole.body).toHaveLength(5);
    expect((await admin.get('/api/material/?_start=0&_end=501')).status).toBe(400);
    expect((await admin.get('/api/material/?_sort=password_hash')).status).toBe(400);
    const joinedSearch = await admin.get(`/api/vehicle-fueling/?q=cat&_start=0&_end=10`);
    expect(joinedSearch.status).toBe(200);
  });

  it('sends a short answer as it is and a long one gzip-compressed', async () => {
    const { admin } = server;
    const site = (await admin.post('/api/site/', { name: 'A2 Mińsk Mazowiecki', start_date: '2026-04-01', length: 20 })).body.id;
    for (let i = 0; i < 120; i++) {
      expect((await admin.post('/api/material/', { name: `Kruszywo łamane 0/31,5 mm z kopalni Bukowa, partia ${i}`, site })).status).toBe(201);
    }
    const gzip = { 'accept-encoding': 'gzip' };
    // A page as the lists ask for it (a few kilobytes): compressing it would cost more than it saves.
    const page = await admin.request('GET', `/api/material/?site=${site}&_start=0&_end=40`, undefined, gzip);
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(40);
    expect(page.headers.get('content-encoding')).toBeNull();
    const whole = await admin.request('GET', `/api/material/?site=${site}`, undefined, gzip);
    expect(whole.headers.get('content-encoding')).toBe('gzip');
    expect(whole.body).toHaveLength(120);
  });

  it('searches joined names and numbers, counting every match beyond the page', async () => {
    const { admin } = server;
    const roles = (await admin.get('/api/person-roles/')).body as Array<{ id: number; name: string }>;
    const anna = await admin.post('/api/users/', {
      username: `anna.nowak.${dialect}`,
      password: 'haslo-kierowcy',
      first_name: 'Anna',
      last_name: 'Nowak',
      pesel: '90020212347',
      is_foreigner: false,
      role: roles.find((role) => role.name === 'Kierowca')!.id,
      site: company.otherSite,
    });
    expect(anna.status).toBe(201);
    const fueling = writeCases(company).fueling.create;
    for (const person of [company.person, company.person, company.person, anna.body.id]) {
      expect((await admin.post('/api/fueling/', { ...fueling, person, site: company.otherSite })).status).toBe(201);
    }
    const search = async (q: string) => {
      const response = await admin.get(`/api/fueling/?site=${company.otherSite}&q=${encodeURIComponent(q)}&_start=0&_end=2&_sort=id&_order=ASC`);
      return { names: response.body.map((row: { person_last_name: string }) => row.person_last_name), total: response.headers.get('x-total-count') };
    };
    expect(await search('NOWAK')).toEqual({ names: ['Nowak'], total: '1' });
    expect(await search('kowal')).toEqual({ names: ['Kowalski', 'Kowalski'], total: '3' });
    const { fleet_number } = (await admin.get(`/api/vehicle/${company.truck}/`)).body;
    expect(await search(String(fleet_number))).toEqual({ names: ['Kowalski', 'Kowalski'], total: '4' });
    expect(await search('brak takiego')).toEqual({ names: [], total: '0' });
  });
});
