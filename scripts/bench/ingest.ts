/**
 * Positions from a fleet of devices (issues 31 §3 and 34 §5), from 50 connections, each load with
 * the rides page (2 connections) alongside:
 *
 * - 2,000 GPS devices on the dataset's vehicles, each request one point through `/api/osmand/` as
 *   a tracker sends it (its own identifier, a time no other point has);
 * - drivers' phones through the field API (`POST /api/location-history/`, each driver's own HTTP
 *   Basic credentials: the points are a person's, so 20 driver accounts stand for the phones), one
 *   point a request, and a batch of 100 points a request (a phone sending what it recorded offline).
 *
 * For each, as fast as answered: points accepted per second, the requests' p99, the server's CPU
 * per accepted point (what a shared machine cannot inflate) and the rides page's p99 during the load
 * over its p99 alone (the rides page asked 200 times a second, from a thread of its own); then the
 * requests' p99 with the goal's rate offered (5,000 requests or 100,000 points a second). With
 * `--tracker-port` the trackers post to the server's TRACKER_PORT, whose processes run at a lower
 * priority than the dashboard's.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { Pool } from 'undici';
import type { ApiContext } from './api';
import { ms, ridesPage } from './api';
import { treeCpuSeconds } from './server';
import { driveInThread, percentile } from './load';
import { atLeast, atMost, figure } from './report';

const DEVICES = 2_000;
const CONNECTIONS = 50;
const DEVICE_PREFIX = 'bench-lokalizator-';
const DRIVERS = 20;
const BATCH = 100;
/** The rides page's requests a second during the ingest: a busy office's dashboards, not a load. */
const RIDES_RATE = 200;

async function createDevices(ctx: ApiContext): Promise<string[]> {
  const headers = ctx.session.basic;
  const vehicles = (await (await fetch(`${ctx.server.url}/api/vehicle/`, { headers })).json()) as Array<{ id: number }>;
  if (vehicles.length === 0) throw new Error('The dataset has no vehicles to put devices on');
  const identifiers = Array.from({ length: DEVICES }, (_, i) => `${DEVICE_PREFIX}${String(i).padStart(4, '0')}-Xq7Lm2Pz`);
  for (let i = 0; i < identifiers.length; i += 50) {
    await Promise.all(
      identifiers.slice(i, i + 50).map(async (identifier, j) => {
        const body = { name: `Lokalizator ${i + j}`, identifier, vehicle: vehicles[(i + j) % vehicles.length].id, speed_unit: 'kmh', active: true };
        const answer = await fetch(`${ctx.server.url}/api/gps-device/`, { method: 'POST', headers, body: JSON.stringify(body) });
        if (answer.status !== 201) throw new Error(`A bench device was refused: ${answer.status} ${await answer.text()}`);
      }),
    );
  }
  return identifiers;
}

interface Load {
  /** Requests answered 2xx per second, and the points they carried. */
  requestsPerSecond: number;
  pointsPerSecond: number;
  p99: number;
  failures: number;
  /** The failed answers' statuses. */
  statuses: string;
}

/**
 * `seconds` of requests from CONNECTIONS connections, the n-th made by `request(n)`; `points` a
 * request. The n-th request's points are at times no other request's are (in the past hour).
 */
interface IngestRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Answers tallied as they come: the 2xx ones' latencies, the others' statuses. */
class Answers {
  readonly latencies: number[] = [];
  readonly refused = new Map<number, number>();

  add(statusCode: number, latency: number) {
    if (statusCode >= 200 && statusCode < 300) this.latencies.push(latency);
    else this.refused.set(statusCode, (this.refused.get(statusCode) ?? 0) + 1);
  }

  /** Over `seconds`, with `failures` the requests not answered 2xx (statuses and socket errors). */
  summary(seconds: number, points: number, failures: number): Load {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return {
      requestsPerSecond: sorted.length / seconds,
      pointsPerSecond: (sorted.length * points) / seconds,
      p99: percentile(sorted, 0.99),
      failures,
      statuses: [...this.refused].map(([status, count]) => `${count}× ${status}`).join(', '),
    };
  }
}

/** ", N failed (statuses)" for a load with failures, else nothing. */
const failuresNote = ({ failures, statuses }: Load) => (failures ? `, ${failures} failed (${statuses || 'socket errors'})` : '');

function load(url: string, seconds: number, points: number, nextRequest: () => IngestRequest) {
  const answers = new Answers();
  return new Promise<Load>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [{ setupRequest: (base) => ({ ...base, ...nextRequest() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(answers.summary(seconds, points, result.non2xx + result.errors))),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => answers.add(statusCode, responseTime));
  });
}

/**
 * Requests sent evenly spaced at `rate` a second, whatever the answers (an open loop, as 2,000
 * devices each sending on their own clock), each timed from when it was due: a client or server
 * falling behind counts in the latencies. (autocannon's overallRate is not that: each connection
 * sends as fast as answered until its share of the second is used, then waits for the next second.)
 */
async function paced(url: string, seconds: number, points: number, nextRequest: () => IngestRequest, rate: number): Promise<Load> {
  const pool = new Pool(url, { connections: 256 });
  const answers = new Answers();
  let socketErrors = 0;
  const pending: Array<Promise<void>> = [];
  const start = performance.now();
  for (let n = 0; n < Math.round(rate * seconds); n++) {
    const due = start + (n * 1000) / rate;
    if (due - performance.now() > 1) await sleep(due - performance.now());
    const { method, path, headers, body } = nextRequest();
    pending.push(
      pool.request({ method, path, headers, body }).then(
        async (answer) => {
          await answer.body.dump();
          answers.add(answer.statusCode, performance.now() - due);
        },
        () => void socketErrors++,
      ),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  await pool.close();
  const refused = [...answers.refused.values()].reduce((sum, count) => sum + count, 0);
  return answers.summary(elapsed, points, socketErrors + refused);
}

const START = Date.now() - 3_600_000;
const latitude = (n: number) => (51.9 + (n % 997) / 1e4).toFixed(5);
const longitude = (n: number) => (15.5 + (n % 991) / 1e4).toFixed(5);

/** Single-point OsmAnd requests, each from the next device, each at its own time. */
const osmAndRequest =
  (identifiers: string[]) =>
  (n: number): IngestRequest => ({
    method: 'GET',
    path: `/api/osmand/?id=${identifiers[n % identifiers.length]}&timestamp=${START + n}&lat=${latitude(n)}&lon=${longitude(n)}&speed=${n % 60}`,
  });

/** Field API requests of `points` points each, each from the next driver with their credentials. */
const fieldRequest =
  (drivers: Array<Record<string, string>>, points: number) =>
  (n: number): IngestRequest => {
    const items = Array.from({ length: points }, (_, i) => {
      const k = n * points + i;
      return { datetime: new Date(START + k).toISOString(), latitude: Number(latitude(k)), longitude: Number(longitude(k)) };
    });
    return {
      method: 'POST',
      path: '/api/location-history/',
      headers: { ...drivers[n % drivers.length], 'content-type': 'application/json' },
      body: JSON.stringify(points === 1 ? items[0] : items),
    };
  };

/** Driver accounts (a person each, the driver's role, site 1), their HTTP Basic headers, verified once in each server process. */
async function createDrivers(ctx: ApiContext): Promise<Array<Record<string, string>>> {
  const headers = ctx.session.basic;
  const roles = (await (await fetch(`${ctx.server.url}/api/person-roles/`, { headers })).json()) as Array<{ id: number; name: string }>;
  const role = roles.find((row) => row.name === 'Kierowca')?.id;
  const sites = (await (await fetch(`${ctx.server.url}/api/site/`, { headers })).json()) as Array<{ id: number }>;
  const drivers = await Promise.all(
    Array.from({ length: DRIVERS }, async (_, i) => {
      const account = { username: `bench.kierowca.${i}`, password: `bench-kierowca-${i}-haslo` };
      const body = { ...account, first_name: 'Kierowca', last_name: `Testowy ${i}`, pesel: '85010112345', is_foreigner: false, role, site: sites[0]?.id };
      const answer = await fetch(`${ctx.server.url}/api/users/`, { method: 'POST', headers, body: JSON.stringify(body) });
      if (answer.status !== 201) throw new Error(`A bench driver was refused: ${answer.status} ${await answer.text()}`);
      return { authorization: `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}` };
    }),
  );
  // Each process remembers a verified credential (scrypt, a quarter of a second): each driver's
  // request on a new connection as many times as there are processes, one after another, so that
  // the workers' turns give every process each credential before the load, not during it.
  for (const driver of drivers) {
    for (let round = 0; round < ctx.server.processes; round++) {
      const status = await new Promise<number>((resolve, reject) => {
        http
          .get(`${ctx.server.url}/api/field/me/`, { headers: driver, agent: false }, (answer) => {
            answer.resume();
            answer.on('end', () => resolve(answer.statusCode ?? 0));
          })
          .on('error', reject);
      });
      if (status !== 200) throw new Error(`A bench driver's credentials were refused: ${status}`);
    }
  }
  return drivers;
}

export async function ingestFigures(ctx: ApiContext): Promise<void> {
  const name = (text: string) => `${ctx.dialect} ${text}`;
  const identifiers = await createDevices(ctx);
  const drivers = await createDrivers(ctx);
  const seconds = ctx.profile.loadSeconds;
  // The office at work: the rides page asked RIDES_RATE times a second (not as fast as answered, which
  // would be a load of its own competing with the ingest for the cores), alone and during each
  // ingest; from a thread of its own, as the ingest's 50 connections keep this process's loop busy.
  const rides = () => driveInThread(ctx.server.url + ridesPage(ctx).path, { headers: ctx.session.headers, seconds, connections: 2, rate: RIDES_RATE });
  const ridesAlone = await rides();
  // Trackers post to their own port when the server has one (--tracker-port); phones to the API's.
  const loads: Array<{ what: string; unit: string; points: number; goal: number; url: string; request: (n: number) => IngestRequest }> = [
    { what: 'OsmAnd ingest, one point a request', unit: 'req/s', points: 1, goal: 5_000, url: ctx.server.trackerUrl, request: osmAndRequest(identifiers) },
    { what: 'field API ingest, one point a request', unit: 'req/s', points: 1, goal: 5_000, url: ctx.server.url, request: fieldRequest(drivers, 1) },
    {
      what: `field API ingest, ${BATCH} points a request`,
      unit: 'points/s',
      points: BATCH,
      goal: 100_000,
      url: ctx.server.url,
      request: fieldRequest(drivers, BATCH),
    },
  ];
  for (const { what, unit, points: perRequest, goal, url, request } of loads) {
    const cpuBefore = treeCpuSeconds(ctx.server.pid);
    // Numbered across both loads: every point at a time of its own (a point sent twice is kept once).
    let sent = 0;
    const nextRequest = () => request(sent++);
    const [points, ridesDuring] = await Promise.all([load(url, seconds, perRequest, nextRequest), rides()]);
    const cpu = treeCpuSeconds(ctx.server.pid) - cpuBefore;
    // Requests refused (a write waiting out its lock: 503) are reported, not counted as accepted.
    const accepted = points.pointsPerSecond * seconds;
    const perPoint = (cpu / accepted) * 1e6;
    const note = `server CPU ${(cpu / seconds).toFixed(2)} cores, ${Math.round(perPoint)} µs a point, ${Math.round(accepted / cpu)} points a CPU-second`;
    ctx.emit(figure(name(what), Math.round(perRequest === 1 ? points.requestsPerSecond : points.pointsPerSecond), unit, { goal: atLeast(goal), note }));
    // As fast as answered, 50 connections each wait for the others: p99 is their queue (about 50
    // over the requests a second, Little's law), whatever the server. The goal's p99 is the one at
    // the goal's rate, evenly spaced: 2,000 devices sending that many points a second between them.
    ctx.emit(
      figure(name(`${what}: p99`), points.p99, 'ms', {
        note: `at full load, ${Math.round(points.requestsPerSecond)} req/s from ${CONNECTIONS} connections${failuresNote(points)}`,
      }),
    );
    ctx.emit(figure(name(`${what}: server CPU a point`), perPoint, 'µs', { note: `${Math.round(accepted / cpu)} points a CPU-second` }));
    ctx.emit(
      figure(name(`${what}: rides page p99 during, over alone`), ridesDuring.p99 / ridesAlone.p99, '×', {
        goal: atMost(2),
        note: `${ms(ridesDuring.p99)} during, ${ms(ridesAlone.p99)} alone, ${RIDES_RATE} req/s`,
      }),
    );
    const offered = goal / perRequest;
    const atGoal = await paced(url, seconds, perRequest, nextRequest, offered);
    // Met only when the rate was kept (a server slower than it answers late, or fewer).
    const kept = atGoal.requestsPerSecond >= 0.95 * offered;
    ctx.emit(
      figure(name(`${what}: p99 at the goal's rate`), atGoal.p99, 'ms', {
        goal: atMost(50),
        ...(!kept && { met: false }),
        note: `${Math.round(offered)} req/s offered, ${Math.round(atGoal.requestsPerSecond)} answered${kept ? '' : ' (the rate not kept)'}${failuresNote(atGoal)}`,
      }),
    );
  }
}
