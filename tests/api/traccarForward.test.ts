/**
 * Traccar's forwarding (issue 31 §2) on both databases, with requests as a Traccar server sends
 * them (tests/api/recorded/traccar): the token an administrator creates and revokes, positions of a
 * known and an unknown device, the same point twice and a late one, engine hours and kilometres as
 * telematics readings (one a quarter of an hour, its latest), the tank while the engine is stopped
 * (a fall: "Spadek paliwa na postoju"; a rise nobody logged: "Tankowanie bez zapisu"), and the
 * events of a machine's day.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { loginAs } from '../helpers/accounts';
import { companyServer, type Company } from '../helpers/fixtures';
import type { TestServer } from '../helpers/server';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const recorded = (name: string): Json => JSON.parse(readFileSync(new URL(`recorded/traccar/${name}.json`, import.meta.url), 'utf8'));

const EXCAVATOR_IMEI = '352093081234567';
const TRUCK_IMEI = '860896050123456';

/** The recorded position with another time, place, device or attributes (Traccar's date form kept). */
function position(at: string, attributes: Json = {}, changes: { uniqueId?: string; latitude?: number; longitude?: number } = {}): Json {
  const body = recorded('position');
  const stamp = `${at.slice(0, 19)}.000+00:00`;
  Object.assign(body.position, { fixTime: stamp, deviceTime: stamp, serverTime: stamp });
  Object.assign(body.position.attributes, attributes);
  if (changes.latitude !== undefined) body.position.latitude = changes.latitude;
  if (changes.longitude !== undefined) body.position.longitude = changes.longitude;
  if (changes.uniqueId) body.device.uniqueId = changes.uniqueId;
  return body;
}

describe.each(testDialects)("Traccar's forwarding on %s", (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  let excavator: number;
  let token: string;
  let tokenId: number;

  const forward = (path: 'positions' | 'events', body: unknown, bearer: string | null = token) =>
    fetch(`${server.url}/api/traccar/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(bearer !== null && { authorization: `Bearer ${bearer}` }) },
      body: JSON.stringify(body),
    });
  const result = async (response: Response) => ({ status: response.status, body: await response.json() });
  const points = (vehicle: number) =>
    server.database.db.selectFrom('location_point').select(['datetime', 'latitude', 'longitude']).where('vehicle', '=', vehicle).orderBy('datetime').execute();
  const readings = async (vehicle: number) =>
    (
      await server.database.db
        .selectFrom('meter_reading')
        .select(['datetime', 'km', 'engine_hours', 'source', 'flagged'])
        .where('vehicle', '=', vehicle)
        .orderBy('datetime')
        .execute()
    ).map((row) => ({ ...row, km: Number(row.km), engine_hours: Number(row.engine_hours), flagged: Number(row.flagged) }));
  const anomalies = async () =>
    (await server.admin.get(`/api/anomalies/?site=${company.site}&date_from=2026-06-01&date_to=2026-06-02`)).body.anomalies as Json[];

  beforeAll(async () => {
    ({ server, company } = setup());
    const vehicle = await server.admin.post('/api/vehicle/', {
      site: company.site,
      fleet_number: 501,
      registration_number: 'FZG 501K',
      vehicle_model: 'CAT 320',
      vehicle_type: 'CRAWLER_EXCAVATOR',
      fuel_capacity: 600,
    });
    expect(vehicle.status, vehicle.text).toBe(201);
    excavator = vehicle.body.id;
    for (const [name, uniqueId, on] of [
      ['Koparka 501', EXCAVATOR_IMEI, excavator],
      ['Ciężarówka Traccar', TRUCK_IMEI, company.truck],
    ] as const) {
      const device = await server.admin.post('/api/gps-device/', {
        name,
        identifier: `traccar-${uniqueId}-Qz`,
        traccar_unique_id: uniqueId,
        vehicle: on,
        speed_unit: 'kn',
        active: true,
      });
      expect(device.status, device.text).toBe(201);
    }
    const created = await server.admin.post('/api/traccar-token/', { name: 'Traccar firmy', token: 'tr4ccar-Serwer-Firmy-0123456789', active: true });
    expect(created.status, created.text).toBe(201);
    ({ token, id: tokenId } = created.body);
  });

  it('takes a token an administrator created; none, a wrong one and a revoked one are refused and store nothing', async () => {
    const { client: manager } = await loginAs(server, { role: 'site_manager', sites: [company.site] });
    expect((await manager.get('/api/traccar-token/')).status).toBe(403);
    const short = await server.admin.post('/api/traccar-token/', { name: 'Krótki', token: 'abc', active: true });
    expect(short.body.errors.token).toEqual(['Nieprawidłowy token: od 24 do 128 znaków (litery, cyfry, „-” i „_”).']);

    const body = position('2026-06-01T04:00:00Z');
    expect((await result(await forward('positions', body, null))).status).toBe(401);
    const wrong = await result(await forward('positions', body, 'tr4ccar-Serwer-Firmy-9999999999'));
    expect(wrong).toEqual({ status: 401, body: expect.objectContaining({ detail: 'Brak ważnego tokenu Traccar (nagłówek Authorization: Bearer …).' }) });
    const other = await server.admin.post('/api/traccar-token/', { name: 'Do odwołania', token: 'odwolany-Token-abcdefghijklmn', active: true });
    expect((await forward('positions', body, other.body.token)).status).toBe(200);
    expect((await server.admin.put(`/api/traccar-token/${other.body.id}/`, { name: 'Do odwołania', token: other.body.token, active: false })).status).toBe(200);
    expect((await forward('positions', position('2026-06-01T04:20:00Z'), other.body.token)).status).toBe(401);
    expect((await points(excavator)).map((point) => point.datetime)).toEqual(['2026-06-01T04:00:00.000Z']);
    expect((await server.admin.get(`/api/traccar-token/${tokenId}/`)).body.last_used_at).toBeNull();
  });

  it('stores a known device’s point once, a late one too; an unknown device is answered and nothing kept', async () => {
    const first = await result(await forward('positions', position('2026-06-01T05:00:00Z', { ignition: true })));
    expect(first).toEqual({ status: 200, body: { result: 'stored' } });
    expect((await result(await forward('positions', position('2026-06-01T05:00:00Z', { ignition: true })))).body).toEqual({ result: 'duplicate' });
    // Late: an earlier point arriving after, somewhere else.
    const late = position('2026-06-01T04:50:00Z', { ignition: true }, { latitude: 51.93, longitude: 15.5 });
    expect((await result(await forward('positions', late))).body).toEqual({ result: 'stored' });
    expect(await points(excavator)).toEqual([
      { datetime: '2026-06-01T04:00:00.000Z', latitude: 51.9373, longitude: 15.5062 },
      { datetime: '2026-06-01T04:50:00.000Z', latitude: 51.93, longitude: 15.5 },
      { datetime: '2026-06-01T05:00:00.000Z', latitude: 51.9373, longitude: 15.5062 },
    ]);
    const stranger = await result(await forward('positions', position('2026-06-01T05:00:00Z', {}, { uniqueId: '999999999999999' })));
    expect(stranger).toEqual({ status: 200, body: { result: 'unknown_device' } });
    expect((await server.admin.get(`/api/traccar-token/${tokenId}/`)).body.last_used_at).toEqual(expect.any(String));
    const broken = recorded('position');
    broken.position.latitude = 123;
    const refused = await result(await forward('positions', broken));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'position.location': ['Nieprawidłowe współrzędne pozycji.'] });
  });

  it('reads engine hours and kilometres as telematics readings: one a quarter of an hour, its latest', async () => {
    const hours = (h: number) => h * 3_600_000;
    await forward('positions', position('2026-06-01T06:00:00Z', { ignition: true, hours: hours(1256), odometer: 152_340_120 }));
    await forward('positions', position('2026-06-01T06:10:00Z', { ignition: true, hours: hours(1256.17), odometer: 152_342_000 }));
    // Late within the same quarter: the quarter keeps its latest.
    await forward('positions', position('2026-06-01T06:05:00Z', { ignition: true, hours: hours(1256.08), odometer: 152_341_000 }));
    await forward('positions', position('2026-06-01T06:20:00Z', { ignition: true, hours: hours(1256.33), odometer: 152_343_000 }));
    // Without a fix (Traccar's outdated copy of the last place): no point of the track, the meters all the same.
    const outdated = position('2026-06-01T06:40:00Z', { ignition: true, hours: hours(1256.66), odometer: 152_344_000 });
    outdated.position.outdated = true;
    expect((await result(await forward('positions', outdated))).body).toEqual({ result: 'dropped' });
    expect((await points(excavator)).map((point) => point.datetime)).not.toContain('2026-06-01T06:40:00.000Z');
    const day = (await readings(excavator)).filter((row) => row.datetime >= '2026-06-01T06:00');
    expect(day).toEqual([
      { datetime: '2026-06-01T06:10:00.000Z', km: 152342, engine_hours: 1256.17, source: 'telematics', flagged: 0 },
      { datetime: '2026-06-01T06:20:00.000Z', km: 152343, engine_hours: 1256.33, source: 'telematics', flagged: 0 },
      { datetime: '2026-06-01T06:40:00.000Z', km: 152344, engine_hours: 1256.66, source: 'telematics', flagged: 0 },
    ]);
  });

  it('flags a fall of the tank with the engine stopped, with where the machine stood', async () => {
    const stopped = (at: string, fuel: number) =>
      forward('positions', position(at, { ignition: false, fuel, hours: null, odometer: null, totalDistance: null }));
    await forward('positions', position('2026-06-01T18:00:00Z', { ignition: true, fuel: 300 }));
    await stopped('2026-06-01T18:05:00Z', 298);
    await stopped('2026-06-01T19:00:00Z', 296); // the sensor's own noise
    await stopped('2026-06-01T19:10:00Z', 250);
    await stopped('2026-06-01T19:20:00Z', 180); // the same fall, going on
    const drops = (await anomalies()).filter((anomaly) => anomaly.code === 'stationary_fuel_drop');
    expect(drops).toHaveLength(1);
    expect(drops[0]).toMatchObject({ source: 'fuel_level_change', vehicle: excavator, fleet_number: 501, datetime: '2026-06-01T19:10:00.000Z' });
    expect(drops[0].reason).toBe(
      'Czujnik: w zbiorniku ubyło 118,00 l (z 298,00 l do 180,00 l) przy wyłączonym silniku, w miejscu 51.937300, 15.506200 (próg 20,00 l).',
    );
    // Explained like any anomaly (the owner drained it for a repair): it stops counting.
    const explained = await server.admin.post('/api/anomalies/explain/', { anomaly: drops[0].id, note: 'Spuszczone do naprawy zbiornika' });
    expect(explained.status, explained.text).toBe(201);
    expect((await anomalies()).map((anomaly) => anomaly.id)).not.toContain(drops[0].id);
    expect((await server.admin.delete(`/api/anomalies/explain/${drops[0].id}/`)).status).toBe(204);
    // Raised above the fall, the threshold lets it be.
    expect((await server.admin.put('/api/anomalies/settings/', { fuel_level_litres: 150 })).status).toBe(200);
    expect((await anomalies()).filter((anomaly) => anomaly.code === 'stationary_fuel_drop')).toEqual([]);
    expect((await server.admin.put('/api/anomalies/settings/', { fuel_level_litres: 20 })).status).toBe(200);
  });

  it('finds a refuel by the tank level while stopped: unlogged it is flagged, a fueling logged in the window matches it', async () => {
    // The truck's tracker sends a level in per cent of its 400 l tank.
    const truck = (at: string, attributes: Json) => forward('positions', position(at, { fuel: null, ...attributes }, { uniqueId: TRUCK_IMEI }));
    await truck('2026-06-01T09:00:00Z', { ignition: true, fuelLevel: 30 });
    await truck('2026-06-01T09:30:00Z', { ignition: false, fuelLevel: 25 }); // 100 l
    await truck('2026-06-01T09:35:00Z', { ignition: false, fuelLevel: 60 });
    await truck('2026-06-01T09:36:00Z', { ignition: false, fuelLevel: 90 }); // 360 l: one refuel of 260 l
    await truck('2026-06-01T09:50:00Z', { ignition: true, fuelLevel: 89 });
    const unlogged = (await anomalies()).filter((anomaly) => anomaly.code === 'unlogged_refuel');
    expect(unlogged).toHaveLength(1);
    expect(unlogged[0]).toMatchObject({
      vehicle: company.truck,
      datetime: '2026-06-01T09:35:00.000Z',
      values: { litres: 260, litres_before: 100, litres_after: 360 },
    });
    expect(unlogged[0].reason).toMatch(/^Czujnik: w zbiorniku przybyło 260,00 l .* a żadnego tankowania tej maszyny nie zapisano w ciągu 3,00 h\.$/);

    const fueling = await server.admin.post('/api/fueling/', {
      person: company.person,
      vehicle: company.truck,
      site: company.site,
      datetime: '2026-06-01T11:00:00.000Z',
      litres: 258,
      price_per_litre: 6.49,
      odometer_state: 152400,
    });
    expect(fueling.status, fueling.text).toBe(201);
    expect((await anomalies()).filter((anomaly) => anomaly.code === 'unlogged_refuel')).toEqual([]);
  });

  it('keeps ignition and online events for the machine’s day, each once, and reads them back', async () => {
    const online = await result(await forward('events', recorded('event-device-online')));
    expect(online).toEqual({ status: 200, body: { result: 'stored' } });
    expect((await result(await forward('events', recorded('event-ignition-on')))).body).toEqual({ result: 'stored' });
    expect((await result(await forward('events', recorded('event-ignition-on')))).body).toEqual({ result: 'duplicate' });
    expect((await result(await forward('events', recorded('event-geofence-enter')))).body).toEqual({ result: 'ignored' });
    const stranger = recorded('event-ignition-on');
    stranger.device.uniqueId = '999999999999999';
    expect((await result(await forward('events', stranger))).body).toEqual({ result: 'unknown_device' });
    const off = recorded('event-ignition-on');
    off.event.type = 'ignitionOff';
    off.event.eventTime = '2026-06-01T14:31:00.000+00:00';
    expect((await forward('events', off)).status).toBe(200);
    const undated = recorded('event-ignition-on');
    delete undated.event.eventTime;
    const refused = await result(await forward('events', undated));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'event.eventTime': ['Nieprawidłowy czas zdarzenia (event.eventTime).'] });
    expect((await forward('events', recorded('event-ignition-on'), null)).status).toBe(401);

    const day = await server.admin.get(`/api/vehicle-timeline/${excavator}/?date=2026-06-01`);
    expect(day.status).toBe(200);
    expect(day.body.events).toEqual([
      { type: 'deviceOnline', label: 'Urządzenie w sieci', datetime: '2026-06-01T05:58:40.117Z', latitude: null, longitude: null, driver_unique_id: null },
      {
        type: 'ignitionOn',
        label: 'Zapłon włączony',
        datetime: '2026-06-01T06:02:11.000Z',
        latitude: 51.93712,
        longitude: 15.50588,
        driver_unique_id: '0001A2B3C4',
      },
      {
        type: 'ignitionOff',
        label: 'Zapłon wyłączony',
        datetime: '2026-06-01T14:31:00.000Z',
        latitude: 51.93712,
        longitude: 15.50588,
        driver_unique_id: '0001A2B3C4',
      },
    ]);
    expect(day.body.fuel_changes.map((change: Json) => [change.kind, change.litres_before, change.litres_after])).toEqual([['drop', 298, 180]]);
    expect((await server.admin.get(`/api/vehicle-timeline/${excavator}/?date=2026-06-02`)).body.events).toEqual([]);
    expect((await server.admin.get(`/api/vehicle-timeline/${excavator}/?date=2026-02-30`)).status).toBe(400);
    // The fleet map's day of the machine reads the same events: on since the first position (04:50,
    // its `ignition` attribute), off at 14:31 by the event, a time no position has.
    const fleetDay = await server.admin.get(`/api/fleet/vehicles/${excavator}/day/?date=2026-06-01`);
    expect(fleetDay.status).toBe(200);
    expect(fleetDay.body.ignition).toEqual([{ from: '2026-06-01T04:50:00.000Z', to: '2026-06-01T14:31:00.000Z' }]);
    const { client: elsewhere } = await loginAs(server, { role: 'site_manager', sites: [company.otherSite] });
    expect((await elsewhere.get(`/api/vehicle-timeline/${excavator}/?date=2026-06-01`)).status).toBe(403);
  });

  it('takes positions of one vehicle forwarded at once in turns: one reading for their quarter, the latest', async () => {
    const minutes = [1, 2, 3, 4, 5, 6];
    const answers = await Promise.all(
      minutes.map((minute) =>
        forward('positions', position(`2026-06-03T07:0${minute}:00Z`, { ignition: true, hours: (1300 + minute / 100) * 3_600_000 }, { uniqueId: TRUCK_IMEI })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(minutes.map(() => 200));
    const quarter = (await readings(company.truck)).filter((row) => row.datetime.startsWith('2026-06-03T07:0'));
    expect(quarter).toEqual([expect.objectContaining({ datetime: '2026-06-03T07:06:00.000Z', engine_hours: 1300.06, source: 'telematics' })]);
  });
});
