/**
 * Raw positions kept POSITION_RETENTION_DAYS (issue 31 §5): a ride's distance is stored when it
 * ends (and again when a point reaches it late), so deleting its positions changes neither the
 * ride, nor the rides list, nor its CSV; positions on no ride go by their own time; an open ride
 * keeps its positions.
 */
import Fastify from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteOldPositions, scheduleRetention } from '../../server/gps/retention';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import type { TestServer } from '../helpers/server';

/** 28.11.2026: with 90 days kept, everything before 30.08.2026 goes. */
const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const at = (day: string, minute: number) => new Date(Date.parse(`${day}T08:00:00.000Z`) + minute * 60_000).toISOString();

describe.each(testDialects)('position retention on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  beforeAll(() => void ({ server, company } = setup()));

  const pointCount = async (column: 'ride' | 'person', id: number) =>
    Number(
      (
        await server.database.db
          .selectFrom('location_point')
          .select((eb) => eb.fn.countAll().as('n'))
          .where(column, '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const startRide = async (day: string) => {
    const ride = await server.admin.post('/api/vehicle-ride/start/', {
      person: company.person,
      vehicle: company.truck,
      material: company.material,
      start_place: company.place,
      start_datetime: at(day, 0),
    });
    expect(ride.status).toBe(201);
    return ride.body.id as number;
  };
  /** Points going north 0.01° (1.112 km) a minute from `first`. */
  const drive = (day: string, ride: number | null, minutes: number[]) =>
    server.admin.post(
      '/api/location-history/',
      minutes.map((minute) => ({
        person: company.person,
        ...(ride !== null && { ride }),
        latitude: Number((51.7 + minute / 100).toFixed(2)),
        longitude: 20.8,
        datetime: at(day, minute),
      })),
    );
  const ridesOf = async (month: string) =>
    (await server.admin.get(`/api/vehicle-ride/?date_from=${month}-01&date_to=${month}-28&site=${company.site}`)).body as Array<{
      id: number;
      distance_m: number | null;
    }>;
  const ridesCsv = async (month: string) =>
    (await server.admin.get(`/api/vehicle-ride-export-file/?date_from=${month}-01&date_to=${month}-28&site=${company.site}`)).text;

  it('stores a ride’s distance when it ends and when a late point reaches it, and keeps it when its positions go', async () => {
    const old = await startRide('2026-06-02');
    expect((await drive('2026-06-02', old, [1, 2, 3])).status).toBe(201);
    const ended = await server.admin.post(`/api/vehicle-ride/${old}/end/`, { end_place: company.place, end_datetime: at('2026-06-02', 10) });
    expect(ended.status).toBe(200);
    expect(ended.body.distance_m).toBe(2224);
    // A phone offline sends the ride's last point after the ride ended.
    expect((await drive('2026-06-02', old, [4])).status).toBe(201);
    const [listed] = await ridesOf('2026-06');
    expect(listed).toMatchObject({ id: old, distance_m: 3336 });

    // A ride still open since June keeps its points; so does a recent point on no ride.
    const open = await startRide('2026-06-03');
    expect((await drive('2026-06-03', open, [1, 2])).status).toBe(201);
    expect((await drive('2026-06-04', null, [1, 2])).status).toBe(201);
    expect((await drive('2026-11-27', null, [1])).status).toBe(201);
    // A ride ended before the column existed (or seeded) has no distance: it is summed before its points go.
    const unmeasured = await startRide('2026-06-05');
    expect((await drive('2026-06-05', unmeasured, [1, 3])).status).toBe(201);
    expect((await server.admin.post(`/api/vehicle-ride/${unmeasured}/end/`, { end_datetime: at('2026-06-05', 5) })).status).toBe(200);
    await server.database.db.updateTable('ride').set({ distance_m: null }).where('id', '=', unmeasured).execute();

    const listBefore = await ridesOf('2026-06');
    const csvBefore = await ridesCsv('2026-06');
    expect(csvBefore.split('\r\n')[0]).toContain(';Dystans (m)');
    expect(csvBefore).toContain(';3336\r\n');
    expect(await pointCount('ride', old)).toBe(4);
    const pointsOfPerson = await pointCount('person', company.person);

    const result = await deleteOldPositions(server.database.db, 90, NOW);
    expect(result).toEqual({ ridesMeasured: 1, pointsDeleted: 4 + 2 + 2 });
    expect(await pointCount('ride', old)).toBe(0);
    expect(await pointCount('ride', unmeasured)).toBe(0);
    expect(await pointCount('ride', open)).toBe(2);
    expect(await pointCount('person', company.person)).toBe(pointsOfPerson - 8);

    const listAfter = await ridesOf('2026-06');
    expect(listAfter).toEqual(listBefore.map((ride) => (ride.id === unmeasured ? { ...ride, distance_m: 2224 } : ride)));
    expect(listAfter.find((ride) => ride.id === old)!.distance_m).toBe(listed.distance_m);
    expect(await ridesCsv('2026-06')).toBe(csvBefore.replace(/;(\r\n|$)/, ';2224$1'));
    expect((await server.admin.get(`/api/vehicle-ride/${old}/`)).body.distance_m).toBe(listed.distance_m);

    // A second run finds nothing more.
    expect(await deleteOldPositions(server.database.db, 90, NOW)).toEqual({ ridesMeasured: 0, pointsDeleted: 0 });
  });

  it('sums an ended ride again when a machine’s tracker reports a late position through /api/osmand', async () => {
    const ride = await startRide('2026-06-10');
    expect((await drive('2026-06-10', ride, [1, 2])).status).toBe(201);
    expect((await server.admin.post(`/api/vehicle-ride/${ride}/end/`, { end_datetime: at('2026-06-10', 10) })).body.distance_m).toBe(1112);
    const identifier = 'tracker-retention-Qw3Er5Ty';
    expect((await server.admin.post('/api/gps-device/', { name: 'Tracker', identifier, vehicle: company.truck, speed_unit: 'kn', active: true })).status).toBe(
      201,
    );
    const timestamp = Date.parse(at('2026-06-10', 3)) / 1000;
    expect((await fetch(`${server.url}/api/osmand/?id=${identifier}&timestamp=${timestamp}&lat=51.73&lon=20.8`)).status).toBe(200);
    expect((await server.admin.get(`/api/vehicle-ride/${ride}/`)).body.distance_m).toBe(2224);
  });

  it('runs five minutes after the start, not at once (a start is busy), and on every six hours', async () => {
    const old = { person: company.person, vehicle: null, ride: null, latitude: 51.7, longitude: 20.8 };
    const insertOld = () =>
      server.database.db
        .insertInto('location_point')
        .values({ ...old, datetime: new Date(Date.now() - 100 * 86_400_000).toISOString() })
        .execute();
    const oldPoints = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('location_point')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('ride', 'is', null)
            .where('datetime', '<', new Date(Date.now() - 90 * 86_400_000).toISOString())
            .executeTakeFirstOrThrow()
        ).n,
      );
    await insertOld();
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    const app = Fastify();
    try {
      scheduleRetention(app, server.database.db, 90);
      await app.ready();
      await vi.advanceTimersByTimeAsync(4 * 60_000);
      expect(await oldPoints()).toBe(1);
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitUntil(async () => (await oldPoints()) === 0, { interval: 50, timeout: 5000 });
      await insertOld();
      await vi.advanceTimersByTimeAsync(6 * 3600_000);
      await vi.waitUntil(async () => (await oldPoints()) === 0, { interval: 50, timeout: 5000 });
    } finally {
      await app.close();
      vi.useRealTimers();
    }
  });

  it('stops between batches when told (a closing server), the rest left for the next run', async () => {
    const unmeasured = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('ride')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('end_datetime', 'is not', null)
            .where('distance_m', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rides = Array.from({ length: 120 }, (_, index) => ({
      person: company.person,
      vehicle: company.truck,
      site: company.site,
      start_datetime: at('2026-02-01', index),
      end_datetime: at('2026-02-01', index + 1),
    }));
    await server.database.db.insertInto('ride').values(rides).execute();
    const before = await unmeasured();
    // What a closing server's run is told (scheduleRetention): stop before the second batch.
    let asked = 0;
    const result = await deleteOldPositions(server.database.db, 90, Date.now(), () => asked++ > 0);
    expect(result).toEqual({ ridesMeasured: 50, pointsDeleted: 0 });
    expect(before - (await unmeasured())).toBe(50);
    expect(await deleteOldPositions(server.database.db, 90)).toMatchObject({ ridesMeasured: before - 50 });
  });
});
