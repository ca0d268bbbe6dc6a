/**
 * The server's CPU for one accepted position of each kind of ingest request, quickly (issue 34 §5;
 * docs/performance.md "Positions from 2,000 devices"): the demo company on a new database, a server
 * in this process with 2,000 GPS devices and 20 driver accounts, and `--requests` requests of each
 * kind sent through `app.inject`, `--parallel` at a time (so that the writes share transactions as
 * under load), five rounds, printing the median and the lowest CPU microseconds a point
 * (process.cpuUsage: the server's own code and, on SQLite, the database's; PostgreSQL's processes
 * not counted). Run it from two checkouts in turn to compare code.
 *
 *   node_modules/.bin/tsx scripts/bench/ingestCpu.ts [--pg] [--requests 2000] [--only floor,osmand,field,batch]
 *   node_modules/.bin/tsx scripts/bench/ingestCpu.ts --only osmand --profile osmand.cpuprofile   # the measured rounds' profile
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { withDemoCompany } from './scratchDatabase';

const { values: options } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    requests: { type: 'string', default: '2000' },
    parallel: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '5' },
    only: { type: 'string' },
    profile: { type: 'string' },
  },
});
const REQUESTS = Number(options.requests);
const PARALLEL = Number(options.parallel);
const ROUNDS = Number(options.rounds);
const DEVICES = 2_000;
const DRIVERS = 20;
const BATCH = 100;
const ADMIN = { username: 'bench', password: 'bench-ingest-password' };
process.env.LOG_LEVEL ??= 'silent';

interface Injected {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

const START = Date.now() - 3_600_000;
const latitude = (n: number) => (51.9 + (n % 997) / 1e4).toFixed(5);
const longitude = (n: number) => (15.5 + (n % 991) / 1e4).toFixed(5);

async function setUp(app: FastifyInstance) {
  const admin = { authorization: `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`, 'content-type': 'application/json' };
  const get = async (url: string) => (await app.inject({ url, headers: admin })).json() as Array<{ id: number; name?: string }>;
  const vehicles = await get('/api/vehicle/');
  const identifiers = Array.from({ length: DEVICES }, (_, i) => `bench-lokalizator-${String(i).padStart(4, '0')}-Xq7Lm2Pz`);
  for (const [i, identifier] of identifiers.entries()) {
    const payload = JSON.stringify({ name: `Lokalizator ${i}`, identifier, vehicle: vehicles[i % vehicles.length].id, speed_unit: 'kmh', active: true });
    const answer = await app.inject({ method: 'POST', url: '/api/gps-device/', headers: admin, payload });
    if (answer.statusCode !== 201) throw new Error(`device: ${answer.statusCode} ${answer.body}`);
  }
  const role = (await get('/api/person-roles/')).find((row) => row.name === 'Kierowca')?.id;
  const site = (await get('/api/site/'))[0]?.id;
  const drivers: Array<Record<string, string>> = [];
  for (let i = 0; i < DRIVERS; i++) {
    const account = { username: `bench.kierowca.${i}`, password: `bench-kierowca-${i}-haslo` };
    const payload = JSON.stringify({ ...account, first_name: 'Kierowca', last_name: `Testowy ${i}`, pesel: '85010112345', is_foreigner: false, role, site });
    const answer = await app.inject({ method: 'POST', url: '/api/users/', headers: admin, payload });
    if (answer.statusCode !== 201) throw new Error(`driver: ${answer.statusCode} ${answer.body}`);
    const headers = { authorization: `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}` };
    const me = await app.inject({ url: '/api/field/me/', headers });
    if (me.statusCode !== 200) throw new Error(`driver me: ${me.statusCode}`);
    drivers.push(headers);
  }
  return { identifiers, drivers };
}

async function measure(app: FastifyInstance) {
  const { identifiers, drivers } = await setUp(app);
  let sent = 0;
  let systemShare: number[] = [];
  const osmand = (n: number): Injected => ({
    method: 'GET',
    url: `/api/osmand/?id=${identifiers[n % identifiers.length]}&timestamp=${START + n}&lat=${latitude(n)}&lon=${longitude(n)}&speed=${n % 60}`,
  });
  const field =
    (points: number) =>
    (n: number): Injected => {
      const items = Array.from({ length: points }, (_, i) => {
        const k = n * points + i;
        return { datetime: new Date(START + k).toISOString(), latitude: Number(latitude(k)), longitude: Number(longitude(k)) };
      });
      return {
        method: 'POST',
        url: '/api/location-history/',
        headers: { ...drivers[n % drivers.length], 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        payload: JSON.stringify(points === 1 ? items[0] : items),
      };
    };
  const kinds = [
    // The floor: a public route answering a small object from memory, no database.
    { name: 'floor', what: 'floor (GET /api/config/)', points: 1, request: (): Injected => ({ method: 'GET', url: '/api/config/' }), requests: REQUESTS },
    { name: 'osmand', what: 'OsmAnd, one point a request', points: 1, request: osmand, requests: REQUESTS },
    { name: 'field', what: 'field API, one point a request', points: 1, request: field(1), requests: REQUESTS },
    { name: 'batch', what: `field API, ${BATCH} points a request`, points: BATCH, request: field(BATCH), requests: Math.max(20, Math.round(REQUESTS / 20)) },
  ].filter((kind) => (options.only ? options.only.split(',').includes(kind.name) : true));
  const run = async (request: (n: number) => Injected, count: number) => {
    // The requests are made before the CPU is counted: the client's JSON is not the server's.
    const made = Array.from({ length: count }, () => request(sent++));
    let next = 0;
    const worker = async () => {
      while (next < made.length) {
        const answer = await app.inject(made[next++]);
        if (answer.statusCode !== 200 && answer.statusCode !== 201) throw new Error(`${answer.statusCode} ${answer.body}`);
      }
    };
    const before = process.cpuUsage();
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    const used = process.cpuUsage(before);
    systemShare.push(used.system / (used.user + used.system));
    return used.user + used.system;
  };
  for (const kind of kinds) await run(kind.request, kind.requests);
  const session = options.profile ? new Session() : undefined;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  for (const kind of kinds) {
    const perPoint: number[] = [];
    systemShare = [];
    for (let round = 0; round < ROUNDS; round++) perPoint.push((await run(kind.request, kind.requests)) / (kind.requests * kind.points));
    perPoint.sort((a, b) => a - b);
    console.log(
      `${options.pg ? 'PostgreSQL' : 'SQLite'} ${kind.what}: CPU ${perPoint[Math.floor(ROUNDS / 2)].toFixed(1)} µs a point (median of ${ROUNDS} rounds of ${kind.requests} requests, ${PARALLEL} at a time; lowest ${perPoint[0].toFixed(1)}; system ${Math.round((100 * systemShare.reduce((a, b) => a + b, 0)) / systemShare.length)} %)`,
    );
  }
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(options.profile!, JSON.stringify(profile));
  }
  await app.close();
}

async function main() {
  await withDemoCompany(options.pg, ADMIN, async (config) => {
    const database = openDatabase(config.databaseUrl);
    try {
      await measure(await buildApp(database, config));
    } finally {
      await database.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
