/**
 * Positions from a fleet of devices (issues 31 §3 and 34 §5): 2,000 GPS devices on the dataset's
 * vehicles, each request one point through `/api/osmand/` as a tracker sends it (its own
 * identifier, a time no other point has), from 50 connections; throughput, p99, the server's CPU,
 * and the rides page's p99 alone and while the positions arrive.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import type { ApiContext } from './api';
import { ms, ridesPage } from './api';
import { drive, percentile } from './load';
import { atLeast, atMost, figure } from './report';

const DEVICES = 2_000;
const CONNECTIONS = 50;
const DEVICE_PREFIX = 'bench-lokalizator-';

/** CPU seconds (user + system) of a process and its descendants so far (Linux /proc; 100 ticks a second). */
export function treeCpuSeconds(pid: number): number {
  let stat: string;
  let children: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
  } catch {
    return 0;
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = (Number(fields[11]) + Number(fields[12])) / 100;
  return (
    own +
    children
      .split(' ')
      .filter(Boolean)
      .reduce((sum, child) => sum + treeCpuSeconds(Number(child)), 0)
  );
}

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

/** Single-point OsmAnd requests for `seconds`, each from the next device, each at its own time (in the past hour). */
function ingest(url: string, identifiers: string[], seconds: number) {
  let sent = 0;
  const start = Date.now() - 3_600_000;
  const latencies: number[] = [];
  return new Promise<{ requestsPerSecond: number; p99: number; failures: number }>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => {
              const n = sent++;
              const query = `id=${identifiers[n % identifiers.length]}&timestamp=${start + n}&lat=${(51.9 + (n % 997) / 1e4).toFixed(5)}&lon=${(15.5 + (n % 991) / 1e4).toFixed(5)}&speed=${n % 60}`;
              return { ...request, method: 'GET', path: `/api/osmand/?${query}` };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({ requestsPerSecond: latencies.length / seconds, p99: percentile(latencies, 0.99), failures: result.non2xx + result.errors });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
}

export async function ingestFigures(ctx: ApiContext): Promise<void> {
  const name = (text: string) => `${ctx.dialect} ${text}`;
  const identifiers = await createDevices(ctx);
  const seconds = ctx.profile.loadSeconds;
  const rides = () => drive(ctx.server.url + ridesPage(ctx).path, { headers: ctx.session.headers, seconds, connections: 2 });
  const ridesAlone = await rides();

  const cpuBefore = treeCpuSeconds(ctx.server.pid);
  const [points, ridesDuring] = await Promise.all([ingest(`${ctx.server.url}/api/osmand/`, identifiers, seconds), rides()]);
  const cpu = (treeCpuSeconds(ctx.server.pid) - cpuBefore) / seconds;
  if (points.failures) throw new Error(`${points.failures} failed OsmAnd requests during the ingest`);

  const note = `${DEVICES} devices, ${CONNECTIONS} connections, server CPU ${cpu.toFixed(2)} cores`;
  ctx.emit(figure(name('OsmAnd ingest, one point a request'), Math.round(points.requestsPerSecond), 'req/s', { goal: atLeast(5_000), note }));
  ctx.emit(figure(name('OsmAnd ingest p99'), points.p99, 'ms', { goal: atMost(50), note }));
  ctx.emit(
    figure(name('rides page p99 during the ingest, over alone'), ridesDuring.p99 / ridesAlone.p99, '×', {
      goal: atMost(2),
      note: `${ms(ridesDuring.p99)} during, ${ms(ridesAlone.p99)} alone`,
    }),
  );
}
