import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createTestDatabase, testDialects, type TestDatabase } from '../helpers/databases';
import { freePort, startServerProcess, type ServerProcess } from '../helpers/processes';
import { basicAuth, makeClient } from '../helpers/server';

const ADMIN = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'haslo-procesow', SEED_DEMO: 'false' };
/**
 * The server processes the primary forked. Not every child is one: when tsx's cache misses (a
 * changed file, a fresh clone), the primary also runs esbuild's service, and killing that one
 * instead of a server process left the test waiting for a restart that never came.
 */
const children = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('server/main.ts'))
    .map((line) => line.trim().split(/\s+/)[0]);

describe.each(testDialects)('WORKERS=2 on %s', (dialect) => {
  let database: TestDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startServerProcess({ DATABASE_URL: database.url, ...ADMIN, WORKERS: '2' });
    // Healthy as soon as one process listens; the primary speaks once all do.
    while (!server.output().includes('SAT is running')) await new Promise((resolve) => setTimeout(resolve, 100));
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('serves from two processes and says so once', () => {
    expect(server.output()).toMatch(/SAT is running at .*, 2 processes\)/);
    expect(server.output().match(/Admin login: admin/g)).toHaveLength(1);
    expect(children(server.process.pid!).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps every concurrent write: transactions that read first, then write, in both processes', async () => {
    const client = makeClient(server.url, basicAuth(ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD));
    const site = (await client.post('/api/site/', { name: 'S7', start_date: '2026-03-01', length: 5 })).body.id;
    const created = await Promise.all(Array.from({ length: 40 }, (_, index) => client.post('/api/material/', { name: `Kruszywo ${index}`, site })));
    expect(created.map((response) => response.status)).toEqual(Array(40).fill(201));
    const updated = await Promise.all(created.map((response, index) => client.put(`/api/material/${response.body.id}/`, { name: `Piasek ${index}`, site })));
    expect(updated.map((response) => response.status)).toEqual(Array(40).fill(200));
    const stored = (await client.get(`/api/material/?site=${site}`)).body as Array<{ name: string }>;
    expect(stored.map((row) => row.name).sort()).toEqual(Array.from({ length: 40 }, (_, index) => `Piasek ${index}`).sort());
  });

  it('replaces a server process that dies, and keeps answering meanwhile', async () => {
    const [victim, survivor] = children(server.process.pid!).map(Number);
    process.kill(victim, 'SIGKILL');
    while (!server.output().includes('A server process exited')) await new Promise((resolve) => setTimeout(resolve, 50));
    // Connections the dead process held are gone; a new one is served by the other.
    const status = await new Promise((resolve, reject) =>
      http.get(`${server.url}/api/health`, { agent: false }, (response) => resolve(response.resume().statusCode)).on('error', reject),
    );
    expect(status).toBe(200);
    const replaced = (pids: number[]) => pids.length === 2 && !pids.includes(victim);
    for (const deadline = Date.now() + 20_000; !replaced(children(server.process.pid!).map(Number)) && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const now = children(server.process.pid!).map(Number);
    expect(now).toContain(survivor);
    expect(now).not.toContain(victim);
    expect(now).toHaveLength(2);
    expect(server.output()).toMatch(/A server process exited \(SIGKILL\); starting another\./);
  });

  it('stops every process on SIGTERM', async () => {
    const workers = children(server.process.pid!);
    await server.stop();
    const alive = () =>
      workers.filter((pid) => {
        try {
          return process.kill(Number(pid), 0);
        } catch {
          return false;
        }
      });
    for (const deadline = Date.now() + 5000; alive().length && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(alive()).toEqual([]);
  });
});

describe('TRACKER_PORT and TRACKER_WORKERS', () => {
  it('are read as whole numbers; a wrong one, or the PORT itself, stops the start with its name', () => {
    expect(loadConfig({})).toMatchObject({ trackerPort: undefined, trackerWorkers: 1, trackersOnly: false });
    expect(loadConfig({ TRACKER_PORT: '5055', TRACKER_WORKERS: '2' })).toMatchObject({ trackerPort: 5055, trackerWorkers: 2 });
    expect(() => loadConfig({ PORT: '8080', TRACKER_PORT: '8080' })).toThrow('TRACKER_PORT: 8080 is PORT too; trackers need a port of their own');
    expect(() => loadConfig({ TRACKER_PORT: 'gps' })).toThrow('TRACKER_PORT: "gps" is not a whole number from 1 to 65535');
    expect(() => loadConfig({ TRACKER_WORKERS: '0' })).toThrow('TRACKER_WORKERS: "0" is not a whole number from 1 to 8');
  });
});

describe.each(testDialects)('TRACKER_PORT on %s', (dialect) => {
  let database: TestDatabase;
  let server: ServerProcess;
  let trackerUrl: string;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const trackerPort = await freePort();
    trackerUrl = `http://127.0.0.1:${trackerPort}`;
    server = await startServerProcess({ DATABASE_URL: database.url, ...ADMIN, TRACKER_PORT: String(trackerPort) });
    while (!server.output().includes('SAT is running')) await new Promise((resolve) => setTimeout(resolve, 100));
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('says where trackers post, and serves them from a process of lower priority', () => {
    expect(server.output()).toContain(
      `Trackers (OsmAnd, Traccar) post to http://localhost:${new URL(trackerUrl).port}/api/osmand/  (one process of lower priority)`,
    );
    const niceness = execFileSync('ps', ['-o', 'ni=,args=', '--ppid', String(server.process.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('server/main.ts'))
      .map((line) => Number(line.trim().split(/\s+/)[0]));
    expect(niceness).toEqual([10]);
  });

  it('takes a tracker’s point on its port, and answers nothing else there', async () => {
    const admin = makeClient(server.url, basicAuth(ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD));
    const site = (await admin.post('/api/site/', { name: 'S8', start_date: '2026-03-01', length: 5 })).body.id;
    const vehicle = await admin.post('/api/vehicle/', {
      site,
      fleet_number: 701,
      registration_number: 'WGR 701S',
      vehicle_model: 'Volvo FMX 460',
      vehicle_type: 'TRUCK',
      fuel_capacity: 600,
    });
    expect(vehicle.status).toBe(201);
    const identifier = 'tracker-port-Ab12Cd34';
    const device = await admin.post('/api/gps-device/', { name: 'Ciężarówka 701', identifier, vehicle: vehicle.body.id, speed_unit: 'kmh', active: true });
    expect(device.status).toBe(201);

    const point = `/api/osmand/?id=${identifier}&timestamp=1780300800&lat=51.9373&lon=15.5062&speed=10&batt=64`;
    expect((await fetch(trackerUrl + point)).status).toBe(200);
    expect((await admin.get(`/api/gps-device/${device.body.id}/`)).body).toMatchObject({ battery: 64, last_seen_at: expect.any(String) });
    // An unknown device is answered as Traccar answers it, on the trackers' port as on the main one.
    expect((await fetch(`${trackerUrl}/api/osmand/?id=unknown-device-Zz99&lat=51&lon=15`)).status).toBe(400);

    // The dashboard's API and pages are not there: 404, even with the admin's credentials. The
    // health check is, for whatever watches the port.
    const refused = await fetch(`${trackerUrl}/api/site/`, { headers: basicAuth(ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD)() });
    expect(refused.status).toBe(404);
    expect((await fetch(`${trackerUrl}/login`)).status).toBe(404);
    expect((await fetch(`${trackerUrl}/api/health`)).status).toBe(200);
    expect((await admin.get('/api/site/')).status).toBe(200);
  });
});
