/**
 * The real SAT server as its own process (server/main.ts, as `npm start` runs it) on a loopback
 * port, its resident memory, a staff session on it, and a stop that ends only this process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { loadConfig } from '../../server/config';
import { BENCH_ADMIN } from './dataset';

export interface ServerProcess {
  url: string;
  pid: number;
  /** Processes serving requests (WORKERS, as `npm start` sets it on this machine). */
  processes: number;
  /** Resident memory of the server's processes in bytes (Linux /proc). */
  rssBytes(): number;
  output(): string;
  stop(): Promise<void>;
}

const started = new Set<ChildProcess>();
// An interrupted run must not leave its servers behind.
process.once('exit', () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Resident memory of a process and its descendants (the server's worker processes). */
function treeRssBytes(pid: number): number {
  let status: string;
  let children: string;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
  } catch {
    return 0; // gone meanwhile
  }
  const own = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  return own + children.split(' ').filter(Boolean).reduce((sum, child) => sum + treeRssBytes(Number(child)), 0);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer(databaseUrl: string, staticDir: string, timeoutMs = 120_000): Promise<ServerProcess> {
  const port = await freePort();
  // Node itself runs the server (tsx as a loader), so the pid measured is the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
      SEED_DEMO: 'false',
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(kill);
        started.delete(child);
        resolve();
      });
      child.kill('SIGTERM');
    });
  for (const deadline = Date.now() + timeoutMs; ; ) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    processes: loadConfig().workers,
    rssBytes: () => treeRssBytes(child.pid!),
    output: () => output,
    stop,
  };
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
