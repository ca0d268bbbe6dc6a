import { beforeAll, describe, expect, it } from 'vitest';
import { trackDistanceKm } from '../../src/domain/geo';
import { testDialects } from '../helpers/databases';
import { companyServer, driverClient, type Company } from '../helpers/fixtures';
import type { Client, TestServer } from '../helpers/server';

describe.each(testDialects)('field data, online and tracks on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  let driver: Client;
  beforeAll(() => {
    ({ server, company } = setup());
    driver = driverClient(server, company);
  });

  it('a driver works a day: start, points, a ride with a track, a repair request, end', async () => {
    const started = await driver.post('/api/person-work-day/start/');
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ person: company.person, site: company.site, datetime_end: null, first_name: 'Jan' });
    expect((await driver.post('/api/person-work-day/start/')).status).toBe(409);

    const now = Date.now();
    const point = (minutesAgo: number, lat: number, ride?: number) => ({
      latitude: lat,
      longitude: 20.8,
      datetime: new Date(now - minutesAgo * 60_000).toISOString(),
      ...(ride && { ride }),
    });
    expect((await driver.post('/api/location-history/', point(30, 51.7))).status).toBe(201);

    const online = await server.admin.get(`/api/online/?site=${company.site}`);
    expect(online.body).toEqual([]);

    const ride = await driver.post('/api/vehicle-ride/start/', { vehicle: company.truck, material: company.material, start_place: company.place });
    expect(ride.status).toBe(201);
    expect(ride.body).toMatchObject({ site: company.site, end_datetime: null, material_name: 'Piasek', person_last_name: 'Kowalski' });
    const track = [point(3, 51.701, ride.body.id), point(5, 51.7, ride.body.id), point(1, 51.703, ride.body.id)];
    const batch = await driver.post('/api/location-history/', track);
    expect(batch.body).toEqual({ created: 3 });

    const nowOnline = await server.admin.get(`/api/online/?site=${company.site}`);
    expect(nowOnline.body).toEqual([
      expect.objectContaining({ id: company.person, first_name: 'Jan', last_name: 'Kowalski', latitude: 51.703, longitude: 20.8 }),
    ]);
    expect((await server.admin.get(`/api/online/?site=${company.otherSite}`)).body).toEqual([]);

    const points = (await server.admin.get(`/api/location-history-for-ride/${ride.body.id}/`)).body;
    expect(points.map((p: { latitude: number }) => p.latitude)).toEqual([51.7, 51.701, 51.703]);
    expect(trackDistanceKm(points)).toBeCloseTo(0.3336, 3);
    expect((await server.admin.get('/api/location-history-for-ride/999999/')).status).toBe(404);
    // Past the 32-bit ids of both databases: still "not found", not PostgreSQL's out-of-range 500.
    expect((await server.admin.get('/api/location-history-for-ride/3000000000/')).status).toBe(404);
    const tooLarge = await server.admin.post('/api/person-work-day/start/', { person: 3563374758019981 });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.errors).toEqual({ person: ['Nie znaleziono osoby'] });

    const ended = await driver.post(`/api/vehicle-ride/${ride.body.id}/end/`, { end_place: company.place });
    expect(ended.body.end_datetime).not.toBeNull();
    expect((await driver.post(`/api/vehicle-ride/${ride.body.id}/end/`)).status).toBe(409);

    const repair = await driver.post('/api/repair-request/', { vehicle: company.truck, note: 'Cieknie olej z siłownika' });
    expect(repair.status).toBe(201);
    const repairs = await server.admin.get(`/api/repair-request/?site=${company.site}`);
    expect(repairs.body).toContainEqual(
      expect.objectContaining({ note: 'Cieknie olej z siłownika', vehicle_fleet_number: expect.any(Number), person_first_name: 'Jan' }),
    );

    const rides = await server.admin.get(`/api/vehicle-ride/?site=${company.site}`);
    expect(rides.body.map((r: { id: number }) => r.id)).toContain(ride.body.id);

    const workDayEnd = await driver.post('/api/person-work-day/end/');
    expect(workDayEnd.body.datetime_end).not.toBeNull();
    expect((await server.admin.get(`/api/online/`)).body).toEqual([]);
    const days = await server.admin.get(`/api/person-work-day/?person=${company.person}`);
    expect(days.body).toHaveLength(1);
  });

  it('rejects bad field data with Polish messages and stores none of a bad batch', async () => {
    const before = (await server.admin.get('/api/location-history/')).body.length;
    const bad = await driver.post('/api/location-history/', [
      { latitude: 51.7, longitude: 20.8, datetime: new Date().toISOString() },
      { latitude: 'north', longitude: 20.8, datetime: 'yesterday' },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors['1.latitude']).toBeDefined();
    expect(bad.body.errors['1.datetime']).toEqual(['Podaj poprawną datę i godzinę.']);
    expect((await server.admin.get('/api/location-history/')).body.length).toBe(before);
    expect((await driver.post('/api/repair-request/', { vehicle: 99999, note: 'x' })).body.errors.vehicle).toEqual(['Nie znaleziono pojazdu']);
    expect((await driver.post('/api/person-work-day/end/')).status).toBe(409);
    const badStart = await driver.post('/api/person-work-day/start/', { datetime_start: 'wczoraj' });
    expect(badStart.body.errors).toEqual({ datetime_start: ['Podaj poprawną datę i godzinę.'] });
    // An explicit null is no end time: refused, not taken as "ended".
    expect((await driver.post('/api/person-work-day/end/', { datetime_end: null })).body.errors).toEqual({ datetime_end: ['To pole jest wymagane.'] });
  });

  it('keeps a driver to their own rides', async () => {
    const other = await server.admin.post('/api/users/', {
      username: 'piotr.zielinski',
      password: 'haslo-piotra',
      first_name: 'Piotr',
      last_name: 'Zieliński',
      role: company.role,
      site: company.site,
    });
    const ride = await server.admin.post('/api/vehicle-ride/start/', { person: other.body.id, vehicle: company.truck });
    expect(ride.body.person).toBe(other.body.id);
    expect((await driver.post(`/api/vehicle-ride/${ride.body.id}/end/`)).status).toBe(403);
  });
});
