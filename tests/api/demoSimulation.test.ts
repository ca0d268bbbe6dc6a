/**
 * The demo company at work while the server runs (issue 28 §8): on a database marked as the demo
 * company, each step sends what the demo people's phones send through the field API, and their
 * positions as Traccar Client sends them, over HTTP to `/api/osmand` from a GPS device on each
 * person and machine (issue 31 §6), so people are still online 20 minutes (of a faked clock) after
 * the seeded positions went stale; one process takes each step; nothing runs on an unmarked
 * database or after the server closed.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { markDemoCompany } from '../../server/demo/repository';
import { createDemoSimulator } from '../../server/demo/simulator';
import { seedDemo } from '../../server/seed/seedDemo';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../src/domain/dates';
import { openTestDatabase, testDialects } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';

/** Wednesday 25.11.2026, 14:00 in Warsaw. */
const START = Date.parse('2026-11-25T13:00:00.000Z');
const MINUTE = 60_000;
const DEMO = { seed: 1, scale: 0.34, days: 2, timeZone: DEFAULT_COMPANY_TIME_ZONE };

const postedUrls = (inject: { mock: { calls: unknown[][] } }) => inject.mock.calls.map(([options]) => (options as InjectOptions).url as string);

describe.each(testDialects)('demo simulation on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    // Its own schedule off: the test takes the steps, on a faked clock.
    server = await startTestServer(dialect, { DEMO_STEP_SECONDS: '0' });
    await seedDemo(server.database, { ...DEMO, now: new Date(START) });
    await markDemoCompany(server.database.db, DEMO.seed);
  });
  afterAll(() => server?.close());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps people online past 15 minutes, through the field API and /api/osmand, one step per process', async () => {
    const inject = vi.spyOn(server.app, 'inject');
    const fetched = vi.spyOn(globalThis, 'fetch');
    const options = { stepMs: MINUTE };
    const simulator = createDemoSimulator(server.app, server.database.db, options);
    const otherProcess = createDemoSimulator(server.app, server.database.db, options);
    vi.useFakeTimers({ toFake: ['Date'], now: START });

    for (let minute = 1; minute <= 20; minute++) {
      vi.setSystemTime(START + minute * MINUTE);
      expect(await simulator.step()).toBeGreaterThan(0);
      expect(await otherProcess.step()).toBeNull();
    }

    const online = await server.admin.get<Array<{ id: number; datetime: string }>>('/api/online/');
    expect(online.status).toBe(200);
    expect(online.body.length).toBeGreaterThanOrEqual(3);
    for (const person of online.body) expect(Date.parse(person.datetime)).toBeGreaterThan(START + 15 * MINUTE);

    const urls = postedUrls(inject);
    for (const url of ['/api/person-work-day/start/', '/api/person-work-day/end/', '/api/vehicle-ride/start/']) {
      expect(urls).toContain(url);
    }
    // Positions no longer go through the field API, nor through inject: over HTTP, as a device's do.
    expect(urls).not.toContain('/api/location-history/');
    expect(urls).not.toContain('/api/osmand/');
    const osmand = await Promise.all(
      fetched.mock.calls
        .map(([url], index) => ({ url: String(url), answer: fetched.mock.results[index].value as Promise<globalThis.Response> }))
        .filter(({ url }) => url.endsWith('/api/osmand/')),
    );
    expect(osmand.length).toBeGreaterThan(20);
    expect(osmand.every(({ url }) => url === `http://127.0.0.1:${new URL(server.url).port}/api/osmand/`)).toBe(true);
    expect((await Promise.all(osmand.map(({ answer }) => answer))).map((answer) => answer.status)).toEqual(osmand.map(() => 200));
    // A device on each person who moved and on each machine driven, seen and with its battery.
    const devices = (
      await server.admin.get<Array<{ name: string; person: number | null; vehicle: number | null; battery: number | null; dropped_points: number | null }>>(
        '/api/gps-device/?_end=500',
      )
    ).body;
    expect(devices.filter((device) => device.person !== null && device.name.startsWith('Demo: telefon ')).length).toBeGreaterThanOrEqual(3);
    expect(devices.filter((device) => device.vehicle !== null && device.name.startsWith('Demo: lokalizator ')).length).toBeGreaterThanOrEqual(1);
    expect(devices.every((device) => device.battery !== null)).toBe(true);
    // Every position was taken during its person's work day: none dropped.
    expect(devices.map((device) => device.dropped_points ?? 0)).toEqual(devices.map(() => 0));
    const vehiclePoints = await server.database.db
      .selectFrom('location_point')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('person', 'is', null)
      .where('datetime', '>', new Date(START).toISOString())
      .executeTakeFirstOrThrow();
    expect(Number(vehiclePoints.n)).toBeGreaterThan(0);
    expect(urls.some((url) => /^\/api\/vehicle-ride\/\d+\/end\/$/.test(url))).toBe(true);
    const answers = await Promise.all(inject.mock.results.map((result) => result.value as ReturnType<FastifyInstance['inject']>));
    expect(answers.filter((answer) => answer.statusCode >= 300).map((answer) => answer.body)).toEqual([]);

    // The phones' writes are in the change history under the demo people's own logins.
    const history = await server.admin.get<Array<{ username: string }>>('/api/history/?entity=work-days');
    expect(history.status).toBe(200);
    expect(history.body.length).toBeGreaterThan(0);
    expect(history.body.every((entry) => entry.username !== 'admin')).toBe(true);
  });
});

describe.each(testDialects)('demo simulation schedule on %s', (dialect) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    await seedDemo(database, { ...DEMO, now: new Date() });
  });
  afterAll(() => database?.drop());

  const points = async () =>
    Number(
      (
        await database.db
          .selectFrom('location_point')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const serve = async (env: NodeJS.ProcessEnv) => {
    const app = await buildApp(database, { ...loadConfig(env), databaseUrl: database.url, staticDir: '/nonexistent' });
    await app.ready();
    return app;
  };
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('runs only on a database marked as the demo company, and stops with the server', async () => {
    const seeded = await points();
    const unmarked = await serve({ DEMO_STEP_SECONDS: '1' });
    await wait(2500);
    await unmarked.close();
    expect(await points()).toBe(seeded);

    await markDemoCompany(database.db, DEMO.seed);
    const switchedOff = await serve({ DEMO_STEP_SECONDS: '0' });
    await wait(2500);
    await switchedOff.close();
    expect(await points()).toBe(seeded);

    const demo = await serve({ DEMO_STEP_SECONDS: '1' });
    await wait(2500);
    await demo.close();
    const simulated = await points();
    expect(simulated).toBeGreaterThan(seeded);
    await wait(2000);
    expect(await points()).toBe(simulated);
  });
});
