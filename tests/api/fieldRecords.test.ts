/**
 * The field app's fuel records and catalog (issue 30 §2, §4–5): a driver's or tanker crew's phone
 * writes station fuelings, dispensings to machines, deliveries into the tanker and stock readings,
 * with the phone's times and photos uploaded first; each write replays under its Idempotency-Key;
 * a field session reaches only these routes, a read-only dashboard account none of them.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../helpers/accounts';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import { fieldLogin, loginSession, type Client, type TestServer } from '../helpers/server';

describe.each(testDialects)('field fuel records on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  let phone: Client;
  let phoneHeaders: () => Record<string, string>;
  beforeAll(async () => {
    ({ server, company } = setup());
    const username = (await server.admin.get(`/api/persons/${company.person}/`)).body.username;
    const login = await fieldLogin(server.url, username, 'haslo-kierowcy');
    phone = login.client;
    const xsrf = login.cookies.find((cookie) => cookie.startsWith('sat_field_xsrf='))!.split('=')[1];
    phoneHeaders = () => ({ cookie: login.cookies.join('; '), 'x-xsrf-token': xsrf, origin: server.url, 'x-sat-client': 'field' });
  });

  /** A photo uploaded from the phone (its field session), as the app does before the record. */
  async function uploadPhoto(key: string): Promise<number> {
    const jpeg = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'zdjecie.jpg');
    const response = await fetch(`${server.url}/api/attachments/`, { method: 'POST', headers: { ...phoneHeaders(), 'idempotency-key': key }, body: form });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }

  const post = (path: string, body: unknown, key: string) => phone.request('POST', path, body, { 'idempotency-key': key });

  it('stores a station fueling with the phone time, the driver and site set by the server, and its receipt photo', async () => {
    const photo = await uploadPhoto('paragon-1');
    const at = '2026-11-27T09:14:00.000Z';
    const body = {
      vehicle: company.truck,
      datetime: at,
      litres: 212.5,
      price_per_litre: 6.49,
      odometer_state: 183_402,
      photos: [photo],
      person: 999,
      site: company.otherSite,
    };
    const stored = await post('/api/field/fueling/', body, 'stacja-1');
    expect(stored.status).toBe(201);
    expect(stored.body).toMatchObject({
      person: company.person,
      site: company.site,
      vehicle: company.truck,
      datetime: at,
      litres: 212.5,
      odometer_state: 183_402,
    });
    expect(stored.body.photos).toEqual([expect.objectContaining({ id: photo, type: 'image/jpeg' })]);
    // The same key and body: the first answer again, nothing written twice.
    const replay = await post('/api/field/fueling/', body, 'stacja-1');
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(stored.body.id);
    const rows = (await server.admin.get(`/api/fueling/?vehicle=${company.truck}`)).body.filter((row: { datetime: string }) => row.datetime === at);
    expect(rows).toHaveLength(1);
    const history = (await server.admin.get(`/api/history/?entity=fueling&record=${stored.body.id}`)).body;
    expect(history).toEqual([expect.objectContaining({ action: 'create', username: expect.stringContaining('jan.kowalski') })]);
    // Its odometer is a meter reading, as a fueling typed in the office gives one.
    const readings = (await server.admin.get(`/api/meter-reading/?vehicle=${company.truck}`)).body;
    expect(readings).toEqual(expect.arrayContaining([expect.objectContaining({ datetime: at, km: 183_402, source: 'fueling', person: company.person })]));
  });

  it('stores the tanker crew records: a delivery with its note photo, a dispensing to a machine, a stock reading', async () => {
    const note = await uploadPhoto('dowod-dostawy-1');
    const delivery = await post(
      '/api/field/tanker-fueling/',
      {
        tanker: company.tanker,
        petrol_place: company.petrolPlace,
        provider: company.provider,
        litres: 8000,
        datetime: '2026-11-27T06:40:00.000Z',
        latitude: 51.8651,
        longitude: 20.8672,
        photos: [note],
      },
      'dostawa-1',
    );
    expect(delivery.status).toBe(201);
    expect(delivery.body).toMatchObject({
      tanker: company.tanker,
      litres: 8000,
      datetime: '2026-11-27T06:40:00.000Z',
      petrol_place_name: 'Orlen Grójec',
      provider_name: 'Orlen',
    });
    expect(delivery.body.photos.map((file: { id: number }) => file.id)).toEqual([note]);

    const dispenser = await uploadPhoto('dystrybutor-1');
    const dispensing = await post(
      '/api/field/vehicle-fueling/',
      {
        vehicle: company.truck,
        tanker: company.tanker,
        litres: 310.4,
        odometer_state: 183_900,
        datetime: '2026-11-27T07:05:00.000Z',
        latitude: 51.7011,
        longitude: 20.7155,
        photos: [dispenser],
      },
      'wydanie-1',
    );
    expect(dispensing.status).toBe(201);
    expect(dispensing.body).toMatchObject({ vehicle: company.truck, tanker: company.tanker, litres: 310.4, datetime: '2026-11-27T07:05:00.000Z' });

    const reading = await post('/api/field/tanker-stock-count/', { tanker: company.tanker, litres: 7689.6, datetime: '2026-11-27T15:30:00.000Z' }, 'pomiar-1');
    expect(reading.status).toBe(201);
    expect(reading.body).toMatchObject({ tanker: company.tanker, litres: 7689.6, datetime: '2026-11-27T15:30:00.000Z' });

    // The registry's rules and Polish messages: a tanker cannot fuel itself, a reading is at most its capacity.
    const itself = await post(
      '/api/field/vehicle-fueling/',
      { vehicle: company.tanker, tanker: company.tanker, litres: 10, odometer_state: 1, datetime: '2026-11-27T07:06:00.000Z' },
      'wydanie-2',
    );
    expect(itself.status).toBe(400);
    expect(itself.body.detail).toBe('Cysterna nie może tankować samej siebie.');
    const overfull = await post('/api/field/tanker-stock-count/', { tanker: company.tanker, litres: 20_000, datetime: '2026-11-27T15:31:00.000Z' }, 'pomiar-2');
    expect(overfull.status).toBe(400);
    expect(overfull.body.detail).toBe('Wartość nie może być większa niż pojemność cysterny (12 000 l).');
  });

  it('takes the phone time of a repair request reported offline', async () => {
    const reported = await post('/api/repair-request/', { vehicle: company.truck, note: 'Pęknięta szyba', datetime: '2026-11-27T10:02:00.000Z' }, 'naprawa-1');
    expect(reported.status).toBe(201);
    expect(reported.body).toMatchObject({ datetime: '2026-11-27T10:02:00.000Z', status: 'nowe', person: company.person });
  });

  it('gives the phone its site lists, machines with the place where they were last fueled', async () => {
    const catalog = await phone.get('/api/field/catalog/');
    expect(catalog.status).toBe(200);
    expect(catalog.body.vehicles.map((vehicle: { id: number }) => vehicle.id).sort()).toEqual([company.truck, company.tanker].sort());
    expect(catalog.body.vehicles.find((vehicle: { id: number }) => vehicle.id === company.truck)).toMatchObject({
      registration_number: expect.any(String),
      vehicle_type: 'TRUCK',
      latitude: 51.7011,
      longitude: 20.7155,
    });
    expect(catalog.body.materials).toEqual([{ id: company.material, name: 'Piasek' }]);
    expect(catalog.body.places).toEqual([{ id: company.place, name: 'Żwirownia Mogielnica', latitude: 51.6912345678, longitude: 20.7123456789 }]);
    expect(catalog.body.petrol_places).toContainEqual({ id: company.petrolPlace, name: 'Orlen Grójec', latitude: 51.8651, longitude: 20.8672 });
    expect(catalog.body.providers).toContainEqual({ id: company.provider, name: 'Orlen' });
  });

  it('keeps the field session to field routes, and a read-only dashboard account out of the field writes', async () => {
    const dashboardRoute = await phone.post('/api/fueling/', {
      vehicle: company.truck,
      person: company.person,
      datetime: '2026-11-27T09:00:00.000Z',
      litres: 1,
      price_per_litre: 1,
      odometer_state: 1,
    });
    expect(dashboardRoute.status).toBe(403);
    expect(dashboardRoute.body.detail).toBe('Sesja aplikacji terenowej nie daje dostępu do panelu.');

    const office = await createAccount(server, { role: 'office' });
    const { client: officeClient } = await loginSession(server.url, office.username, office.password);
    for (const path of ['/api/field/fueling/', '/api/field/vehicle-fueling/', '/api/field/tanker-fueling/', '/api/field/tanker-stock-count/']) {
      const refused = await officeClient.post(path, { tanker: company.tanker, vehicle: company.truck, litres: 1, datetime: '2026-11-27T09:00:00.000Z' });
      expect(refused.status, path).toBe(403);
      expect(refused.body.detail).toBe('To konto ma tylko prawo odczytu.');
    }

    // Staff record for a person of their sites from the dashboard's session too.
    const { client: admin } = await loginSession(server.url);
    const byStaff = await admin.post('/api/field/tanker-stock-count/', { tanker: company.tanker, litres: 5000, datetime: '2026-11-27T16:00:00.000Z' });
    expect(byStaff.status).toBe(201);
  });
});
