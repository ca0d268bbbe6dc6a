/**
 * The fleet live behind a balancer (issue 31 §3): two server processes against one PostgreSQL,
 * HAProxy in front handing each connection to the next server. A position a tracker posts through
 * the balancer lands on one server; the live maps served by either server get it, because the
 * changes are read from the database, not from one process's memory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBalancer, type Balancer } from '../../scripts/bench/balancer';
import { createTestDatabase, testDialects, type TestDatabase } from '../helpers/databases';
import { startServerProcess, type ServerProcess } from '../helpers/processes';
import { loginSession, makeClient, type Client } from '../helpers/server';

const DEVICE = 'dwa-serwery-Zr4Tq9Wm';

describe.runIf(testDialects.includes('postgres'))('the fleet live on two servers and one PostgreSQL', () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];
  let balancer: Balancer;
  let clients: Client[];
  let site: number;
  let vehicle: number;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const env = { DATABASE_URL: database.url, ADMIN_USERNAME: 'kierownik', ADMIN_PASSWORD: 'haslo-kierownika', SEED_DEMO: 'false' };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    balancer = await startBalancer(
      servers.map((server) => server.url),
      '/usr/sbin/haproxy',
    );
    const { cookies, xsrf } = await loginSession(servers[0].url, 'kierownik', 'haslo-kierownika');
    clients = servers.map((server) => makeClient(server.url, () => ({ cookie: cookies.join('; '), 'x-xsrf-token': xsrf, origin: server.url })));
    site = (await clients[0].post('/api/site/', { name: 'S8 Wyszków', start_date: '2026-03-01', length: 9 })).body.id;
    vehicle = (
      await clients[0].post('/api/vehicle/', {
        site,
        fleet_number: 41,
        registration_number: 'WWY 41K',
        vehicle_model: 'Scania R450',
        vehicle_type: 'TRUCK',
        fuel_capacity: 500,
      })
    ).body.id;
    expect((await clients[1].post('/api/gps-device/', { name: 'Scania 41', identifier: DEVICE, vehicle, speed_unit: 'kmh', active: true })).status).toBe(201);
  }, 180_000);
  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  it('gives the maps of both servers the positions posted through the balancer to either', async () => {
    const cursors = await Promise.all(clients.map(async (client) => (await client.get(`/api/fleet/changes/?site=${site}`)).body.cursor as number));
    const posted = [];
    // One connection each: the balancer hands the first to one server, the second to the other.
    for (const [index, latitude] of [52.6, 52.61].entries()) {
      const datetime = new Date(Date.now() - (1 - index) * 1000).toISOString();
      const answer = await fetch(`${balancer.url}/api/osmand/?id=${DEVICE}&lat=${latitude}&lon=21.45&speed=50&timestamp=${encodeURIComponent(datetime)}`, {
        headers: { connection: 'close' },
      });
      expect(answer.status).toBe(200);
      posted.push({ datetime, latitude, longitude: 21.45, speed: 50, ignition: null });
    }
    for (const [index, client] of clients.entries()) {
      const changes = (await client.get(`/api/fleet/changes/?site=${site}&since=${cursors[index]}`)).body;
      expect(changes.units).toEqual([{ key: `vehicle-${vehicle}`, person: null, points: posted }]);
      const fleet = (await client.get(`/api/fleet/?site=${site}`)).body;
      expect(fleet.units[0].run).toMatchObject({ motion: 'moving', since: posted[0].datetime, last: posted[1] });
    }
  });
});
