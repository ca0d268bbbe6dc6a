/**
 * Several checkouts' servers in turn on one list URL of a PostgreSQL database (the week's whole
 * array by default, issue 34 §2): for each round and server, a load of 10 connections, and the CPU
 * a request of the server's processes and of the database's backends (Linux /proc; PostgreSQL runs
 * on the same cores, so moving work into it is no gain unless the sum falls). Backends are polled
 * every 100 ms, so that one closed during the load keeps what it used.
 *
 *   node_modules/.bin/tsx scripts/bench/wholeArrayCompare.ts --url postgres://…/sat_bench_… \
 *     --code old=/path/to/old/checkout --code new=. [--code try=.=SAT_PG_JSON:concat] \
 *     [--path '/api/vehicle-ride/?site=1&date_from=…&date_to=…'] [--rounds 4] [--seconds 8] [--first-port 18310]
 *
 * The database holds a busy year copied by the bench (scripts/bench/dataset.ts postgresDataset)
 * and its admin (BENCH_ADMIN). `--code name=dir=VARIABLE:value` sets an environment variable of
 * that server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '../serverProcess';
import { BENCH_ADMIN } from './dataset';
import { drive } from './load';
import { login, processCpuSeconds, treeCpuSeconds, type Session } from './server';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    code: { type: 'string', multiple: true, default: [] },
    path: { type: 'string', default: '/api/vehicle-ride/?site=1&date_from=2026-11-13&date_to=2026-11-20' },
    rounds: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '8' },
    'first-port': { type: 'string' },
  },
});
if (!options.url || !options.code.length) throw new Error('--url postgres://… and at least one --code name=dir are wanted');
const url = options.url;
const seconds = Number(options.seconds);

/** User + system CPU milliseconds of a process so far (0 when gone). */
function cpuMs(pid: number): number {
  try {
    return processCpuSeconds(pid) * 1000;
  } catch {
    return 0;
  }
}

const monitor = new pg.Client({ connectionString: url });
await monitor.connect();
const database = new URL(url).pathname.slice(1);
const backends = new Map<number, { first: number; last: number }>();
async function pollBackends(initial: boolean) {
  const { rows } = await monitor.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
  for (const { pid } of rows) {
    const cpu = cpuMs(pid);
    const known = backends.get(pid);
    if (known) known.last = Math.max(known.last, cpu);
    // A backend first seen during the load started during it: all its CPU counts.
    else backends.set(pid, { first: initial ? cpu : 0, last: cpu });
  }
}

interface Server {
  name: string;
  child: ChildProcess;
  base: string;
  session: Session;
}

async function start(spec: string, port: number): Promise<Server> {
  const [name, dir, variable] = spec.split('=');
  const [key, value = '1'] = variable ? variable.split(':') : [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: dir,
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: '1',
      BACKUP_KEEP: '0',
      DATABASE_URL: url,
      STATIC_DIR: '/nonexistent',
      SEED_DEMO: 'false',
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      WORKERS: process.env.WORKERS ?? '2',
      ...(key ? { [key]: value } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (
      await fetch(`${base}/api/health`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    if (attempt > 600 || child.exitCode !== null) throw new Error(`${name}: the server did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { name, child, base, session: await login(base) };
}

const servers: Server[] = [];
try {
  const firstPort = options['first-port'] === undefined ? undefined : Number(options['first-port']);
  for (const [index, spec] of options.code.entries()) servers.push(await start(spec, firstPort === undefined ? await freePort() : firstPort + index));
  for (const server of servers) {
    const answer = await fetch(server.base + options.path, { headers: server.session.headers });
    console.log(`${server.name}: ${answer.status}, ${(await answer.arrayBuffer()).byteLength} bytes of JSON`);
    await drive(server.base + options.path, { headers: server.session.headers, seconds: 3 });
  }
  for (let round = 1; round <= Number(options.rounds); round++) {
    for (const server of servers) {
      const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
      const before = treeCpuSeconds(server.child.pid!) * 1000;
      backends.clear();
      await pollBackends(true);
      const polling = setInterval(() => void pollBackends(false), 100);
      const result = await drive(server.base + options.path, { headers: server.session.headers, seconds });
      clearInterval(polling);
      await pollBackends(false);
      const answers = Math.max(1, result.requestsPerSecond * seconds);
      const serverMs = (treeCpuSeconds(server.child.pid!) * 1000 - before) / answers;
      let backendMs = 0;
      for (const { first, last } of backends.values()) backendMs += last - first;
      backendMs /= answers;
      console.log(
        `round ${round} ${server.name.padEnd(8)} server ${serverMs.toFixed(2)} ms, database ${backendMs.toFixed(2)} ms, sum ${(serverMs + backendMs).toFixed(2)} ms a request; ` +
          `${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, load ${load}${result.failures ? `, ${result.failures} failures` : ''}`,
      );
    }
  }
} finally {
  for (const server of servers) server.child.kill('SIGTERM');
  await monitor.end();
}
