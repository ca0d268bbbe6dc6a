/**
 * The real SAT server as its own process (scripts/serverProcess: server/main.ts, as `npm start`
 * runs it) on a loopback port, its resident memory, a staff session on it.
 */
import fs from 'node:fs';
import { loadConfig } from '../../server/config';
import { startServerProcess, type ServerProcess } from '../serverProcess';
import { BENCH_ADMIN } from './dataset';

export interface BenchServer extends ServerProcess {
  pid: number;
  /** Processes serving requests (WORKERS, as `npm start` sets it on this machine). */
  processes: number;
  /** Where trackers post, when they have a port of their own (TRACKER_PORT); else `url`. */
  trackerUrl: string;
  /** Resident memory of the server's processes in bytes (Linux /proc). */
  rssBytes(): number;
  /** CPU time (user + system) the server's processes have used, in milliseconds (Linux /proc). */
  cpuMs(): number;
}

/**
 * The sum of `own` over a process and its descendants (the server's worker processes), read from
 * Linux /proc; a process gone meanwhile counts 0.
 */
function overProcessTree(pid: number, own: (pid: number) => number): number {
  let value: number;
  let children: string;
  try {
    value = own(pid);
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
  } catch {
    return 0; // gone meanwhile
  }
  return (
    value +
    children
      .split(' ')
      .filter(Boolean)
      .reduce((sum, child) => sum + overProcessTree(Number(child), own), 0)
  );
}

/** Resident memory of a process and its descendants, in bytes. */
const treeRssBytes = (pid: number): number =>
  overProcessTree(pid, (one) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${one}/status`, 'utf8'))?.[1] ?? 0) * 1024);

/** CPU seconds (user + system) of one process so far (100 ticks a second); throws when it is gone. */
export function processCpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds (user + system) of a process and its descendants so far. */
export const treeCpuSeconds = (pid: number): number => overProcessTree(pid, processCpuSeconds);

/**
 * Starts a server; `workers` sets WORKERS (default: as `npm start` sets it on this machine), `cwd`
 * the checkout whose code runs (this one by default), `trackerPort` a port of the trackers' own
 * with as many processes as the dashboard's.
 */
export async function startServer(
  databaseUrl: string,
  staticDir: string,
  {
    workers,
    timeoutMs = 120_000,
    env = {},
    cwd,
    trackerPort,
  }: { workers?: number; timeoutMs?: number; env?: Record<string, string>; cwd?: string; trackerPort?: number } = {},
): Promise<BenchServer> {
  const processes = workers ?? loadConfig().workers;
  const server = await startServerProcess(
    {
      DATABASE_URL: databaseUrl,
      STATIC_DIR: staticDir,
      SEED_DEMO: 'false',
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...(workers === undefined ? {} : { WORKERS: String(workers) }),
      ...(trackerPort === undefined ? {} : { TRACKER_PORT: String(trackerPort), TRACKER_WORKERS: String(processes) }),
      ...env,
    },
    timeoutMs,
    cwd,
  );
  const pid = server.process.pid!;
  const trackerUrl = trackerPort === undefined ? server.url : `http://127.0.0.1:${trackerPort}`;
  return { ...server, pid, processes, trackerUrl, rssBytes: () => treeRssBytes(pid), cpuMs: () => treeCpuSeconds(pid) * 1000 };
}

export interface Session {
  /** Headers a logged-in dashboard sends on reads. */
  headers: Record<string, string>;
  /** Headers for writes with HTTP Basic (scripts, field devices). */
  basic: Record<string, string>;
}

/** Logs in as the dashboard does (session cookie). */
export async function login(url: string): Promise<Session> {
  const response = await fetch(`${url}/api/admin-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (response.status !== 200) throw new Error(`Login failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const token = Buffer.from(`${BENCH_ADMIN.username}:${BENCH_ADMIN.password}`).toString('base64');
  return {
    headers: { cookie: cookies.join('; '), 'accept-encoding': 'gzip' },
    basic: { authorization: `Basic ${token}`, 'content-type': 'application/json' },
  };
}
