/**
 * A local TCP balancer for the several-servers figures: each incoming connection goes to the next
 * server in turn and its bytes are relayed both ways, as a load balancer in TCP mode does. It runs
 * as its own process, so that its work does not share the load generator's event loop:
 * - HAProxy (Debian's `haproxy`, `/usr/sbin/haproxy` or `HAPROXY`) when it is installed: what a
 *   company would put in front of its servers, relaying in C with one thread;
 * - otherwise a relay of Node's own (`node --import tsx scripts/bench/balancer.ts <server URLs>`
 *   prints the port it listens on, then serves until stopped), whose hop costs more CPU.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { joinSockets } from '../joinSockets';
import { freePort } from '../serverProcess';

export interface Balancer {
  url: string;
  /** What relays the bytes: `HAProxy 2.6` or `a Node relay`. */
  kind: string;
  stop(): Promise<void>;
}

/** Listens on a free loopback port and hands connections to `backends` round-robin (the Node relay). */
function serve(backends: URL[]): void {
  let next = 0;
  const server = net.createServer((client) => {
    const backend = backends[next++ % backends.length];
    const upstream = net.connect(Number(backend.port), backend.hostname);
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    joinSockets(client, upstream);
  });
  server.listen(0, '127.0.0.1', () => console.log((server.address() as net.AddressInfo).port));
}

/** Stops `child` (and waits for it); an interrupted run must not leave it behind. */
function stopper(child: ChildProcess): () => Promise<void> {
  process.once('exit', () => child.kill('SIGKILL'));
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** Resolves once something accepts connections on `port`, or rejects when `child` exits first. */
async function listening(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`The balancer exited (${child.exitCode})`);
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(true)).once('error', () => resolve(false));
      socket.once('connect', () => socket.destroy());
    });
    if (accepted) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The balancer did not start listening');
}

async function startHaproxy(haproxy: string, backends: URL[]): Promise<Balancer> {
  const port = await freePort();
  const folder = await mkdtemp(path.join(tmpdir(), 'sat-balancer-'));
  const config = path.join(folder, 'haproxy.cfg');
  await writeFile(
    config,
    [
      'global',
      '  nbthread 1',
      'defaults',
      '  mode tcp',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      'listen sat',
      `  bind 127.0.0.1:${port}`,
      '  balance roundrobin',
      ...backends.map((backend, index) => `  server sat${index + 1} ${backend.hostname}:${backend.port}`),
      '',
    ].join('\n'),
  );
  const child = spawn(haproxy, ['-db', '-q', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = stopper(child);
  try {
    await listening(port, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    kind: 'HAProxy',
    stop: async () => {
      await stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

function startNodeRelay(backends: URL[]): Promise<Balancer> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...backends.map(String)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = stopper(child);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The balancer exited (${code})`)));
    child.stdout!.once('data', (chunk) => resolve({ url: `http://127.0.0.1:${Number(String(chunk).trim())}`, kind: 'a Node relay', stop }));
  });
}

/**
 * Starts a balancer as its own process in front of `backends` (server URLs): HAProxy when the
 * `haproxy` program exists, the Node relay otherwise (or when `haproxy` is null).
 */
export function startBalancer(backends: string[], haproxy: string | null = process.env.HAPROXY ?? '/usr/sbin/haproxy'): Promise<Balancer> {
  const urls = backends.map((url) => new URL(url));
  return haproxy && existsSync(haproxy) ? startHaproxy(haproxy, urls) : startNodeRelay(urls);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serve(process.argv.slice(2).map((url) => new URL(url)));
