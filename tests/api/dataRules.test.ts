import { beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { companyServer, writeCases, type Company } from '../helpers/fixtures';
import type { Response, TestServer } from '../helpers/server';

/** A refused write: 400 with the Polish message on the field (and as the detail), nothing stored. */
function expectRefused(response: Response, field: string, message: string) {
  expect(response.status).toBe(400);
  expect(response.body).toEqual({ detail: message, errors: { [field]: [message] } });
}

describe.each(testDialects)('data rules of a fleet on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  beforeAll(() => void ({ server, company } = setup()));

  const rows = async (path: string) => (await server.admin.get(path)).body as Array<Record<string, unknown>>;
  const vehicle = (extra: Record<string, unknown>) => ({ ...writeCases(company).vehicles.create, ...extra });

  it('keeps fleet numbers unique per site, on create and on update', async () => {
    const truck = (await server.admin.get(`/api/vehicle/${company.truck}/`)).body;
    const message = 'Pojazd o tym numerze bocznym już istnieje na tej budowie.';
    const before = await rows('/api/vehicle/');
    expectRefused(
      await server.admin.post('/api/vehicle/', vehicle({ fleet_number: truck.fleet_number, registration_number: 'WGR 7001A' })),
      'fleet_number',
      message,
    );
    expect(await rows('/api/vehicle/')).toEqual(before);

    const elsewhere = await server.admin.post(
      '/api/vehicle/',
      vehicle({ site: company.otherSite, fleet_number: truck.fleet_number, registration_number: 'WGR 7002A' }),
    );
    expect(elsewhere.status).toBe(201);
    const moved = await server.admin.put(`/api/vehicle/${elsewhere.body.id}/`, { ...elsewhere.body, site: company.site });
    expectRefused(moved, 'fleet_number', message);
    expect((await server.admin.get(`/api/vehicle/${elsewhere.body.id}/`)).body).toEqual(elsewhere.body);
    // Saving a vehicle unchanged is no clash with itself.
    expect((await server.admin.put(`/api/vehicle/${company.truck}/`, truck)).status).toBe(200);
  });

  it('keeps registration numbers unique whatever their spaces and case', async () => {
    const truck = (await server.admin.get(`/api/vehicle/${company.truck}/`)).body;
    const message = 'Pojazd o tym numerze rejestracyjnym już istnieje.';
    const compact = truck.registration_number.replaceAll(' ', '').toLowerCase();
    expectRefused(await server.admin.post('/api/vehicle/', vehicle({ fleet_number: 7101, registration_number: compact })), 'registration_number', message);
    const other = await server.admin.post('/api/vehicle/', vehicle({ site: company.otherSite, fleet_number: 7102, registration_number: 'FZI 13RS' }));
    expect(other.status).toBe(201);
    expectRefused(await server.admin.post('/api/vehicle/', vehicle({ fleet_number: 7103, registration_number: 'fzi13rs' })), 'registration_number', message);
    expectRefused(
      await server.admin.put(`/api/vehicle/${other.body.id}/`, { ...other.body, registration_number: ` ${compact.toUpperCase()}` }),
      'registration_number',
      message,
    );
    expect((await server.admin.get(`/api/vehicle/${other.body.id}/`)).body.registration_number).toBe('FZI 13RS');
  });

  it('stores registration numbers upper case with single spaces, and refuses what is no registration number', async () => {
    const created = await server.admin.post('/api/vehicle/', vehicle({ fleet_number: 7201, registration_number: ' fz  1234a ' }));
    expect([created.status, created.body.registration_number]).toEqual([201, 'FZ 1234A']);
    const renamed = await server.admin.put(`/api/vehicle/${created.body.id}/`, { ...created.body, registration_number: 'b-ab 1234' });
    expect([renamed.status, renamed.body.registration_number]).toEqual([200, 'B-AB 1234']);
    const [stored] = await server.database.db.selectFrom('vehicle').select('registration_number').where('id', '=', created.body.id).execute();
    expect(stored.registration_number).toBe('B-AB 1234');
    expectRefused(
      await server.admin.post('/api/vehicle/', vehicle({ fleet_number: 7202, registration_number: 'WGR/1234' })),
      'registration_number',
      'Podaj numer rejestracyjny: litery, cyfry, spacje lub myślniki.',
    );
  });

  it('keeps fuel provider and fuel place names unique, and place names per site', async () => {
    const providers = await rows('/api/petrol-provider/');
    expectRefused(await server.admin.post('/api/petrol-provider/', { name: 'Orlen' }), 'name', 'Dostawca o tej nazwie już istnieje.');
    expect(await rows('/api/petrol-provider/')).toEqual(providers);
    const shell = await server.admin.post('/api/petrol-provider/', { name: 'Shell' });
    expectRefused(await server.admin.put(`/api/petrol-provider/${shell.body.id}/`, { name: 'Orlen' }), 'name', 'Dostawca o tej nazwie już istnieje.');

    const fuelPlace = { name: 'Orlen Grójec', latitude: 51.9, longitude: 20.9 };
    expectRefused(await server.admin.post('/api/petrol-place/', fuelPlace), 'name', 'Miejsce paliwa o tej nazwie już istnieje.');
    const bp = await server.admin.post('/api/petrol-place/', { ...fuelPlace, name: 'BP Belsk' });
    expectRefused(await server.admin.put(`/api/petrol-place/${bp.body.id}/`, fuelPlace), 'name', 'Miejsce paliwa o tej nazwie już istnieje.');

    const place = { name: 'Żwirownia Mogielnica', latitude: 51.7, longitude: 20.7 };
    const message = 'Miejsce o tej nazwie już istnieje na tej budowie.';
    expectRefused(await server.admin.post('/api/place/', { ...place, site: company.site }), 'name', message);
    const other = await server.admin.post('/api/place/', { ...place, site: company.otherSite });
    expect(other.status).toBe(201);
    expectRefused(await server.admin.put(`/api/place/${other.body.id}/`, { ...place, site: company.site }), 'name', message);
  });

  it('compares names without letter case, Polish letters too, and keeps a material’s name unique per site', async () => {
    expectRefused(await server.admin.post('/api/petrol-provider/', { name: 'orlen' }), 'name', 'Dostawca o tej nazwie już istnieje.');
    expectRefused(
      await server.admin.post('/api/petrol-place/', { name: 'ORLEN GRÓJEC', latitude: 51.9, longitude: 20.9 }),
      'name',
      'Miejsce paliwa o tej nazwie już istnieje.',
    );
    const place = { latitude: 51.7, longitude: 20.7 };
    const lodz = await server.admin.post('/api/place/', { ...place, name: 'Łódź Opony', site: company.site });
    expect(lodz.status).toBe(201);
    const message = 'Miejsce o tej nazwie już istnieje na tej budowie.';
    expectRefused(await server.admin.post('/api/place/', { ...place, name: 'ŁÓDŹ Opony', site: company.site }), 'name', message);
    expectRefused(await server.admin.post('/api/place/', { ...place, name: 'łódź opony', site: company.site }), 'name', message);
    // Renaming a row to its own name in other letters is no clash with itself.
    expect((await server.admin.put(`/api/place/${lodz.body.id}/`, { ...place, name: 'ŁÓDŹ OPONY', site: company.site })).status).toBe(200);

    const material = (await server.admin.get(`/api/material/${company.material}/`)).body;
    const materialMessage = 'Materiał o tej nazwie już istnieje na tej budowie.';
    const before = await rows('/api/material/');
    expectRefused(await server.admin.post('/api/material/', { name: material.name, site: material.site }), 'name', materialMessage);
    expectRefused(await server.admin.post('/api/material/', { name: material.name.toUpperCase(), site: material.site }), 'name', materialMessage);
    expect(await rows('/api/material/')).toEqual(before);
    const elsewhere = await server.admin.post('/api/material/', { name: material.name, site: company.otherSite });
    expect(elsewhere.status).toBe(201);
    expectRefused(await server.admin.put(`/api/material/${elsewhere.body.id}/`, { name: material.name, site: material.site }), 'name', materialMessage);
  });

  it('stores one of several concurrent writes of the same name and refuses the others with the message', async () => {
    // In other letter cases too: the unique index compares as the check does.
    const names = ['Lotos', 'LOTOS', 'lotos', 'LoTos', 'Lotos', 'LOTOS', 'lotos', 'lOTOS'];
    const responses = await Promise.all(names.map((name) => server.admin.post('/api/petrol-provider/', { name })));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
    for (const response of responses.filter(({ status }) => status === 400)) {
      expectRefused(response, 'name', 'Dostawca o tej nazwie już istnieje.');
    }
    expect((await rows('/api/petrol-provider/')).filter((row) => String(row.name).toUpperCase() === 'LOTOS')).toHaveLength(1);
  });

  it('checks a PESEL when one is given: 11 digits and the check digit', async () => {
    const employee = {
      username: 'anna.bojko',
      password: 'haslo-kierowcy',
      first_name: 'Anna',
      last_name: 'Bojko',
      is_foreigner: false,
      role: company.role,
      site: company.site,
    };
    const message = 'Niepoprawny numer PESEL.';
    const people = await rows('/api/persons/');
    for (const pesel of ['44051401358', '4405140135', '4405140135a', '440514013590']) {
      expectRefused(await server.admin.post('/api/users/', { ...employee, pesel }), 'pesel', message);
    }
    expect(await rows('/api/persons/')).toEqual(people);
    const created = await server.admin.post('/api/users/', { ...employee, pesel: '44051401359' });
    expect(created.status).toBe(201);
    expect((await server.admin.post('/api/users/', { ...employee, username: 'anna.bojko.2', pesel: '' })).status).toBe(201);
    expectRefused(await server.admin.put(`/api/persons/${created.body.id}/`, { ...created.body, pesel: '44051401358' }), 'pesel', message);
    expect((await server.admin.get(`/api/persons/${created.body.id}/`)).body.pesel).toBe('44051401359');
  });

  it('refuses a tanker fueling itself', async () => {
    const message = 'Cysterna nie może tankować samej siebie.';
    const fueling = writeCases(company)['vehicle-fueling'].create;
    const before = await rows('/api/vehicle-fueling/');
    expectRefused(await server.admin.post('/api/vehicle-fueling/', { ...fueling, vehicle: company.tanker }), 'tanker', message);
    expect(await rows('/api/vehicle-fueling/')).toEqual(before);
    const created = await server.admin.post('/api/vehicle-fueling/', fueling);
    expectRefused(await server.admin.put(`/api/vehicle-fueling/${created.body.id}/`, { ...fueling, vehicle: company.tanker }), 'tanker', message);
  });

  it('refuses a tanker stock count above the tanker’s capacity, naming the capacity', async () => {
    const path = '/api/tanker-stock-count/';
    const count = { tanker: company.tanker, datetime: '2026-11-10T07:00:00.000Z' }; // capacity 12 000 l
    const before = await rows(path);
    expectRefused(await server.admin.post(path, { ...count, litres: 12000.01 }), 'litres', 'Wartość nie może być większa niż pojemność cysterny (12 000 l).');
    expect(await rows(path)).toEqual(before);
    const full = await server.admin.post(path, { ...count, litres: 12000 });
    expect(full.status).toBe(201);
    const small = await server.admin.post(
      '/api/vehicle/',
      vehicle({ fleet_number: 7301, registration_number: 'WGR 7301C', vehicle_type: 'TANK', fuel_capacity: 8000.5 }),
    );
    // Another tanker, smaller: the stored count no longer fits.
    expectRefused(
      await server.admin.put(`${path}${full.body.id}/`, { ...full.body, tanker: small.body.id }),
      'litres',
      'Wartość nie może być większa niż pojemność cysterny (8 000,5 l).',
    );
    expect((await server.admin.put(`${path}${full.body.id}/`, { tanker: small.body.id, datetime: count.datetime, litres: 8000.5 })).status).toBe(200);
  });

  it('takes litres, prices and tank capacities with at most 2 decimals', async () => {
    const message = 'Podaj wartość z najwyżej 2 miejscami po przecinku.';
    const cases = writeCases(company);
    const before = await rows('/api/fueling/');
    expectRefused(await server.admin.post('/api/fueling/', { ...cases.fueling.create, litres: 55.555 }), 'litres', message);
    expectRefused(await server.admin.post('/api/fueling/', { ...cases.fueling.create, price_per_litre: '6.499' }), 'price_per_litre', message);
    expect(await rows('/api/fueling/')).toEqual(before);
    const created = await server.admin.post('/api/fueling/', { ...cases.fueling.create, litres: 55.55 });
    expect(created.body.litres).toBe(55.55);
    expectRefused(await server.admin.put(`/api/fueling/${created.body.id}/`, { ...cases.fueling.update, litres: 130.001 }), 'litres', message);
    expectRefused(await server.admin.post('/api/tanker-fueling/', { ...cases['tanker-fueling'].create, litres: 9000.125 }), 'litres', message);
    expectRefused(
      await server.admin.put(`/api/vehicle/${company.truck}/`, { ...(await server.admin.get(`/api/vehicle/${company.truck}/`)).body, fuel_capacity: 400.5001 }),
      'fuel_capacity',
      message,
    );
  });
});
