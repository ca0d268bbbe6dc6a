/**
 * The fleet live (issue 31 §3): the fleet map's units at their last position with their state,
 * the changes the live maps poll after a cursor, a vehicle's day (track, stops, ignition periods),
 * on both databases, from positions posted as trackers post them (/api/osmand).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { companyInstant, companyWallClock, isoDay } from '../../src/domain/dates';
import { loginAs } from '../helpers/accounts';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import type { TestServer } from '../helpers/server';

const TRUCK_DEVICE = 'flota-ciezarowka-Hq2Wn8Lp';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe.each(testDialects)('the fleet live on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  const times = [minutesAgo(30), minutesAgo(20), minutesAgo(12), minutesAgo(10), minutesAgo(4)];
  const post = (query: string) => fetch(`${server.url}/api/osmand/?id=${TRUCK_DEVICE}&${query}`).then((answer) => answer.status);
  /** Five points at `at`: stopped with the engine off, then on (idling), then driving off. */
  const postMoves = async (at: string[]) => {
    const moves: Array<[number, number, string]> = [
      [0, 51.9, 'ignition=false'],
      [0, 51.9, 'ignition=true'],
      [0, 51.9, 'ignition=true'],
      [42, 51.91, 'ignition=true'],
      [55, 51.95, 'ignition=true'],
    ];
    for (const [index, [speed, lat, extra]] of moves.entries()) {
      expect(await post(`timestamp=${encodeURIComponent(at[index])}&lat=${lat}&lon=20.8&speed=${speed}&${extra}`)).toBe(200);
    }
  };

  beforeAll(async () => {
    ({ server, company } = setup());
    const device = await server.admin.post('/api/gps-device/', {
      name: 'Flota 1',
      identifier: TRUCK_DEVICE,
      vehicle: company.truck,
      speed_unit: 'kmh',
      active: true,
    });
    expect(device.status).toBe(201);
    // The engine on (idling) for 8 minutes before driving off.
    await postMoves(times);
  });

  it("lists the site's vehicles at their last position, moving since it set off, and those without any", async () => {
    const answer = await server.admin.get(`/api/fleet/?site=${company.site}`);
    expect(answer.status).toBe(200);
    const truck = answer.body.units.find((unit: { key: string }) => unit.key === `vehicle-${company.truck}`);
    expect(truck).toMatchObject({
      kind: 'vehicle',
      id: company.truck,
      detail: 'Volvo FMX 460',
      run: { motion: 'moving', since: times[3], last: { datetime: times[4], latitude: 51.95, longitude: 20.8, speed: 55, ignition: true } },
    });
    expect(truck.name).toMatch(/^\d+ · WGR \d+K$/);
    expect(answer.body.units.find((unit: { key: string }) => unit.key === `vehicle-${company.tanker}`)).toMatchObject({ run: null });
    expect(answer.body.cursor).toBeGreaterThan(0);
    expect((await server.admin.get(`/api/fleet/?site=${company.otherSite}`)).body.units).toEqual([]);
  });

  it('answers the positions stored after the cursor, for the site asked about only', async () => {
    const { cursor } = (await server.admin.get(`/api/fleet/changes/?site=${company.site}`)).body;
    expect((await server.admin.get(`/api/fleet/changes/?site=${company.site}&since=${cursor}`)).body).toEqual({ cursor, units: [] });
    const now = new Date().toISOString();
    expect(await post(`timestamp=${encodeURIComponent(now)}&lat=51.96&lon=20.81&speed=60`)).toBe(200);
    const changes = (await server.admin.get(`/api/fleet/changes/?site=${company.site}&since=${cursor}`)).body;
    expect(changes.cursor).toBeGreaterThan(cursor);
    expect(changes.units).toEqual([
      { key: `vehicle-${company.truck}`, person: null, points: [{ datetime: now, latitude: 51.96, longitude: 20.81, speed: 60, ignition: null }] },
    ]);
    const elsewhere = (await server.admin.get(`/api/fleet/changes/?site=${company.otherSite}&since=${cursor}`)).body;
    expect(elsewhere).toEqual({ cursor: changes.cursor, units: [] });
  });

  it("tells a vehicle's day: its track, its stops and its ignition periods", async () => {
    // A day three days back, 10:00-10:30 on the company's clocks: the day's points never straddle
    // its midnight, whatever the time the suite runs.
    const wall = companyWallClock(Date.now() - 3 * 86_400_000, 'Europe/Warsaw');
    const at = (minute: number) => companyInstant({ ...wall, hour: 10, minute }, 'Europe/Warsaw').toISOString();
    const day = [at(0), at(10), at(18), at(20), at(26)];
    await postMoves(day);
    const date = isoDay(wall);
    const answer = await server.admin.get(`/api/fleet/vehicles/${company.truck}/day/?date=${date}`);
    expect(answer.status).toBe(200);
    expect(answer.body.date).toBe(date);
    expect(answer.body.track.map((point: { datetime: string }) => point.datetime)).toEqual(day);
    expect(answer.body.stops[0]).toEqual({ from: day[0], to: day[3], latitude: 51.9, longitude: 20.8, engine_on: true });
    // Still on at the day's last point: on a past day the period ends there (it is open only today).
    expect(answer.body.ignition[0]).toEqual({ from: day[1], to: day[4] });

    // Today the period is still open, when the live points of the setup are all on today's date.
    const today = companyWallClock(Date.now(), 'Europe/Warsaw');
    if (companyWallClock(Date.parse(times[0]), 'Europe/Warsaw').day === today.day) {
      const live = await server.admin.get(`/api/fleet/vehicles/${company.truck}/day/?date=${isoDay(today)}`);
      expect(live.body.ignition[0]).toEqual({ from: times[1], to: null });
    }
  });

  it('refuses bad input in Polish, an unknown vehicle, and another site’s fleet', async () => {
    const badCursor = await server.admin.get('/api/fleet/changes/?since=wczoraj');
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.errors.since).toEqual(['Podaj kursor z poprzedniej odpowiedzi (liczbę całkowitą).']);
    const badDay = await server.admin.get(`/api/fleet/vehicles/${company.truck}/day/?date=2026-02-31`);
    expect(badDay.status).toBe(400);
    expect(badDay.body.errors.date).toBeDefined();
    expect((await server.admin.get('/api/fleet/vehicles/999999/day/')).status).toBe(404);
    const { client: manager } = await loginAs(server, { role: 'site_manager', sites: [company.otherSite] });
    expect((await manager.get(`/api/fleet/?site=${company.site}`)).status).toBe(403);
    expect((await manager.get(`/api/fleet/changes/?site=${company.site}&since=0`)).status).toBe(403);
    expect((await manager.get(`/api/fleet/vehicles/${company.truck}/day/`)).status).toBe(403);
    expect((await manager.get(`/api/fleet/?site=${company.otherSite}`)).status).toBe(200);
  });
});
