/**
 * The API server each Playwright worker tests against: its own process, port and fresh SQLite
 * database with an admin account and the demo company, serving the app the global setup built.
 * Workers share nothing, so two of them run side by side on a 2-core machine, and a test never
 * sees another worker's rows.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN } from './credentials';

export interface E2eServer {
  url: string;
  /** The server's SQLite file (e2e/accounts.ts writes accounts straight into it). */
  database: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function untilHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The e2e server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The e2e server did not answer within 3 minutes:\n${output()}`);
}

export async function startE2eServer(worker: number): Promise<E2eServer> {
  const staticDir = process.env.E2E_STATIC_DIR;
  if (!staticDir) throw new Error('E2E_STATIC_DIR is not set (playwright.config.ts sets it)');
  const port = await freePort();
  const database = join(tmpdir(), `sat-e2e-${process.pid}-worker${worker}.sqlite`);
  const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${database}`,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: 'true',
      // The demo company stands still: the tests read what the seed wrote.
      DEMO_STEP_SECONDS: '0',
      SCRYPT_LOG_N: '12',
      BACKUP_KEEP: '0',
      STATIC_DIR: staticDir,
    },
  });
  // A worker that ends abruptly (a crash, an interrupted run) takes its server with it.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    process.stderr.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  await untilHealthy(url, child, () => errors);
  return {
    url,
    database,
    async stop() {
      process.off('exit', orphanGuard);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
    },
  };
}
