/** A small company built through the API, and a valid write body for every CRUD resource. */
import { afterAll, beforeAll } from 'vitest';
import type { DialectName } from '../../server/db/dialect';
import { seedDemo, type SeedDemoOptions } from '../../server/seed/seedDemo';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../src/domain/dates';
import { basicAuth, makeClient, startTestServer, type Client, type TestServer } from './server';

export interface Company {
  site: number;
  otherSite: number;
  role: number;
  person: number;
  truck: number;
  tanker: number;
  material: number;
  place: number;
  petrolPlace: number;
  provider: number;
  /** The driver `person`'s login: a field account (HTTP Basic, /api/field-login/). */
  driver: { username: string; password: string };
}

/** HTTP Basic headers of the company's driver. */
export const driverAuth = (company: Company) => basicAuth(company.driver.username, company.driver.password);

/** A client that signs every request in as the company's driver (HTTP Basic). */
export const driverClient = (server: TestServer, company: Company): Client => makeClient(server.url, driverAuth(company));

async function created(client: Client, path: string, body: unknown): Promise<number> {
  const response = await client.post(path, body);
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${response.text}`);
  return response.body.id;
}

let sequence = 0;

export async function buildCompany(client: Client): Promise<Company> {
  sequence += 1;
  const site = await created(client, '/api/site/', { name: `S7 Grójec ${sequence}`, start_date: '2026-03-01', length: 14.2 });
  const otherSite = await created(client, '/api/site/', { name: `A1 Piotrków ${sequence}`, start_date: '2026-04-01', length: 8 });
  const roles = (await client.get('/api/person-roles/')).body as Array<{ id: number; name: string }>;
  const role = roles.find((r) => r.name === 'Kierowca')!.id;
  const driver = { username: `jan.kowalski.${sequence}`, password: 'haslo-kierowcy' };
  const person = await created(client, '/api/users/', {
    ...driver,
    first_name: 'Jan',
    last_name: 'Kowalski',
    pesel: '85010112345',
    is_foreigner: false,
    role,
    site,
  });
  const vehicle = (type: string, fleet: number) => ({
    site,
    fleet_number: fleet,
    registration_number: `WGR ${fleet}K`,
    vehicle_model: type === 'TANK' ? 'MAN TGS cysterna' : 'Volvo FMX 460',
    vehicle_type: type,
    fuel_capacity: type === 'TANK' ? 12000 : 400,
  });
  const truck = await created(client, '/api/vehicle/', vehicle('TRUCK', 100 + sequence));
  const tanker = await created(client, '/api/vehicle/', vehicle('TANK', 200 + sequence));
  const material = await created(client, '/api/material/', { name: 'Piasek', site });
  const place = await created(client, '/api/place/', { name: 'Żwirownia Mogielnica', latitude: 51.6912345678, longitude: 20.7123456789, site });
  const petrolPlace = await created(client, '/api/petrol-place/', { name: 'Orlen Grójec', latitude: 51.8651, longitude: 20.8672 });
  const provider = await created(client, '/api/petrol-provider/', { name: 'Orlen' });
  return { site, otherSite, role, person, truck, tanker, material, place, petrolPlace, provider, driver };
}

/** For each CRUD resource: a valid create body, an update, and a rejected body. */
export function writeCases(company: Company) {
  const at = '2026-06-10T08:30:00.000Z';
  return {
    sites: {
      path: '/api/site',
      create: { name: 'S3 Zielona Góra', start_date: '2026-1-5', length: 20 },
      // Issue 31 §4: a site is edited to draw its boundary (a corridor along the road).
      update: { name: 'S3 Zielona Góra', start_date: '2026-01-05', length: 20, boundary: 'korytarz 60 m: 51.94 15.5; 51.95 15.52' },
      invalid: { name: '', start_date: '2026-02-30', length: 'abc', boundary: '51.94 15.5' },
    },
    vehicles: {
      path: '/api/vehicle',
      create: {
        site: company.site,
        fleet_number: 7,
        registration_number: 'FZ 8812C',
        vehicle_model: 'CAT 336',
        vehicle_type: 'CRAWLER_EXCAVATOR',
        fuel_capacity: 600,
      },
      update: {
        site: company.site,
        fleet_number: 8,
        registration_number: 'FZ 8812C',
        vehicle_model: 'CAT 336 NG',
        vehicle_type: 'CRAWLER_EXCAVATOR',
        fuel_capacity: 620,
      },
      invalid: { site: company.site, fleet_number: 'siedem', registration_number: '', vehicle_model: 'CAT', vehicle_type: 'UFO', fuel_capacity: 1 },
    },
    materials: { path: '/api/material', create: { name: 'Żwir 0-31,5', site: company.site }, update: { name: 'Żwir 0-63' }, invalid: { name: '   ' } },
    places: {
      path: '/api/place',
      create: { name: 'Nasyp km 14+100', latitude: 51.7, longitude: 20.8, site: company.site },
      update: { name: 'Nasyp km 14+200', latitude: 51.71, longitude: 20.81, site: company.site },
      invalid: { name: 'X', latitude: 91, longitude: 20.12345678901 },
    },
    'petrol-places': {
      path: '/api/petrol-place',
      create: { name: 'BP Tarczyn', latitude: 51.98, longitude: 20.83 },
      update: { name: 'BP Tarczyn Południe' },
      invalid: {},
    },
    'petrol-providers': { path: '/api/petrol-provider', create: { name: 'Shell' }, update: { name: 'Shell Polska' }, invalid: { name: 42.5e300 } },
    fueling: {
      path: '/api/fueling',
      create: {
        person: company.person,
        vehicle: company.truck,
        site: company.site,
        datetime: at,
        litres: 120.55,
        price_per_litre: 6.49,
        odometer_state: 120345,
      },
      update: { person: company.person, vehicle: company.truck, site: company.site, datetime: at, litres: 130, price_per_litre: 6.59, odometer_state: 120400 },
      invalid: { person: 999999, vehicle: company.truck, datetime: 'wczoraj', litres: -5, price_per_litre: 6, odometer_state: 1 },
    },
    'tanker-fueling': {
      path: '/api/tanker-fueling',
      create: {
        petrol_place: company.petrolPlace,
        provider: company.provider,
        tanker: company.tanker,
        datetime: at,
        litres: 9000,
        latitude: 51.8651000001,
        longitude: 20.8672,
      },
      update: { petrol_place: company.petrolPlace, provider: company.provider, tanker: company.tanker, datetime: at, litres: 9500 },
      invalid: { petrol_place: company.petrolPlace, provider: company.provider, tanker: company.truck, datetime: at, litres: 100 },
    },
    'vehicle-fueling': {
      path: '/api/vehicle-fueling',
      create: { vehicle: company.truck, tanker: company.tanker, datetime: at, litres: 200.25, odometer_state: 5000, latitude: 51.7, longitude: 20.8 },
      update: { vehicle: company.truck, tanker: company.tanker, datetime: at, litres: 210, odometer_state: 5010 },
      invalid: { vehicle: company.truck, tanker: company.tanker, datetime: at, litres: 'dużo', odometer_state: null },
    },
    'tanker-stock-counts': {
      path: '/api/tanker-stock-count',
      create: { tanker: company.tanker, datetime: at, litres: 4250.5, note: 'Pomiar miarką po dostawie' },
      update: { tanker: company.tanker, datetime: at, litres: 4248.25, note: null },
      invalid: { tanker: company.truck, datetime: 'rano', litres: -1 },
    },
  } as const;
}

/** Registers hooks that start a server filled with the seeded demo for a describe block; returns a getter. */
/** `options` without a zone: the test server's, the default one. */
export function demoServer(dialect: DialectName, options: Omit<SeedDemoOptions, 'timeZone'>): () => TestServer {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    await seedDemo(server.database, { timeZone: DEFAULT_COMPANY_TIME_ZONE, ...options });
  }, 240_000);
  afterAll(() => server?.close());
  return () => server;
}

/** Registers hooks that start a server with a small company for a describe block; returns a getter. */
export function companyServer(dialect: DialectName): () => { server: TestServer; company: Company } {
  let server: TestServer;
  let company: Company;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    company = await buildCompany(server.admin);
  });
  afterAll(() => server.close());
  return () => ({ server, company });
}
