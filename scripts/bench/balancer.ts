/**
 * A local TCP balancer for the several-servers figures: each incoming connection goes to the next
 * server in turn and its bytes are piped both ways, as a load balancer in TCP mode does. It runs as
 * its own process (`startBalancer`), so that its work does not share the load generator's event loop.
 *
 *   node --import tsx scripts/bench/balancer.ts http://127.0.0.1:4001 http://127.0.0.1:4002
 *   → prints the port it listens on (127.0.0.1), then serves until stopped.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { joinSockets } from '../joinSockets';

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

/** Listens on a free loopback port and hands connections to `backends` round-robin. */
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

/** Starts the balancer as its own process in front of `backends` (server URLs). */
export function startBalancer(backends: string[]): Promise<Balancer> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...backends], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // An interrupted run must not leave it behind.
  process.once('exit', () => child.kill('SIGKILL'));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The balancer exited (${code})`)));
    child.stdout!.once('data', (chunk) => resolve({ url: `http://127.0.0.1:${Number(String(chunk).trim())}`, stop }));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serve(process.argv.slice(2).map((url) => new URL(url)));
