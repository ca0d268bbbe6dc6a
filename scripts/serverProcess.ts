/**
 * The SAT server as its own process, as `npm start` runs it (server/main.ts under Node, tsx as a
 * loader, so that the pid is the server's and a signal reaches it), on a free loopback port:
 * started, waited for until healthy, stopped. The tests (tests/helpers/processes.ts) and the
 * benchmark (scripts/bench/server.ts) start it through here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** How long a stopped server may take before it is killed. */
const STOP_GRACE_MS = 10_000;

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  output(): string;
  /** Sends `signal` (SIGTERM by default) and waits for the exit; SIGKILL after STOP_GRACE_MS. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const running = new Set<ChildProcess>();
// An interrupted run must not leave its servers behind.
process.once('exit', () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server with `env` over this process's environment and waits for /api/health; `cwd`
 * is the checkout whose server/main.ts runs (this one by default: the benchmark measures another
 * checkout's code against this one's).
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000, cwd?: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd,
    // One malloc arena, as `npm start` sets it (scripts/start.mjs).
    env: { MALLOC_ARENA_MAX: '1', BACKUP_KEEP: '0', ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill(signal);
    });
  for (const deadline = Date.now() + timeoutMs; ;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`The server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, process: child, output: () => output, stop };
}
