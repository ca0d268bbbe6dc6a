import { beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { companyServer, writeCases, type Company } from '../helpers/fixtures';
import type { TestServer } from '../helpers/server';

describe.each(testDialects)('list search and scope on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  beforeAll(() => void ({ server, company } = setup()));

  it('finds the rows holding every word of a search, each word in any search column', async () => {
    const { admin } = server;
    const bojko = await admin.post('/api/users/', {
      username: `piotr.bojko.${dialect}`,
      password: 'haslo-kierowcy',
      first_name: 'Piotr',
      last_name: 'Bojko',
      pesel: '',
      is_foreigner: false,
      role: company.role,
      site: company.site,
    });
    const gravel = await admin.post('/api/material/', { name: 'Żwir', site: company.site });
    const rides = [
      { person: bojko.body.id, material: company.material, start_datetime: '2026-03-02T07:00:00.000Z' },
      { person: bojko.body.id, material: gravel.body.id, start_datetime: '2026-03-02T08:00:00.000Z' },
      { person: company.person, material: company.material, start_datetime: '2026-03-02T09:00:00.000Z' },
    ];
    for (const ride of rides) {
      expect((await admin.post('/api/vehicle-ride/start/', { ...ride, vehicle: company.truck, start_place: company.place })).status).toBe(201);
    }
    const search = async (q: string) => {
      const response = await admin.get(
        `/api/vehicle-ride/?site=${company.site}&date_from=2026-03-01&date_to=2026-03-31&q=${encodeURIComponent(q)}&_start=0&_end=10&_sort=start_datetime&_order=ASC`,
      );
      return {
        rides: response.body.map((row: Record<string, string>) => `${row.person_last_name} ${row.material_name}`),
        total: response.headers.get('x-total-count'),
      };
    };
    expect(await search('bojko piasek')).toEqual({ rides: ['Bojko Piasek'], total: '1' });
    expect(await search('  PIASEK   bojko ')).toEqual({ rides: ['Bojko Piasek'], total: '1' });
    expect(await search('piasek mogielnica')).toEqual({ rides: ['Bojko Piasek', 'Kowalski Piasek'], total: '2' });
    expect(await search('bojko')).toEqual({ rides: ['Bojko Piasek', 'Bojko Żwir'], total: '2' });
    expect(await search('bojko kowalski')).toEqual({ rides: [], total: '0' });
  });

  it("refuses a site or reference filter past the databases' 32-bit ids with a Polish 400", async () => {
    for (const query of ['/api/vehicle/?site=3000000000', '/api/fueling/?vehicle=3000000000']) {
      const response = await server.admin.get(query);
      expect(response.status, query).toBe(400);
      expect(Object.values(response.body.errors)).toEqual([['Podaj identyfikator (liczbę całkowitą).']]);
    }
  });

  it("lists a site's tanker fuelings: those of the site's tankers", async () => {
    const { admin } = server;
    const otherTanker = await admin.post('/api/vehicle/', {
      site: company.otherSite,
      fleet_number: 1,
      registration_number: 'WPI 4410C',
      vehicle_model: 'Scania cysterna',
      vehicle_type: 'TANK',
      fuel_capacity: 10000,
    });
    const base = writeCases(company)['tanker-fueling'].create;
    const here = await admin.post('/api/tanker-fueling/', base);
    const there = await admin.post('/api/tanker-fueling/', { ...base, tanker: otherTanker.body.id, litres: 8000 });
    const ids = async (query: string) => ((await admin.get(`/api/tanker-fueling/?${query}`)).body as Array<{ id: number }>).map((row) => row.id);
    expect(await ids(`site=${company.site}`)).toEqual([here.body.id]);
    expect(await ids(`site=${company.otherSite}`)).toEqual([there.body.id]);
    expect(await ids(`site=${company.otherSite}&_start=0&_end=10&q=scania`)).toEqual([there.body.id]);
    expect(await ids(`site=${company.site}&_start=0&_end=10&q=scania`)).toEqual([]);
    expect((await ids('')).sort()).toEqual([here.body.id, there.body.id].sort());
  });
});
