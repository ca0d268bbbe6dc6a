/**
 * A new, empty database for a quick benchmark script (listCpu.ts, importRowCpu.ts): a SQLite file
 * in a temporary folder, or a PostgreSQL database made on BENCH_PG_URL's server; removed after.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../../server/config';
import { prepareDatabase } from '../../server/startup/prepareDatabase';

const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  await client.query(text);
  await client.end();
}

/** Runs `work` with the URL of a new database (`postgres`: on PostgreSQL, else SQLite), then removes it. */
export async function withScratchDatabase(postgres: boolean, work: (url: string) => Promise<void>): Promise<void> {
  const name = `sat_bench_${process.pid}_${Date.now()}`;
  const dir = postgres ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'sat-bench-'));
  let url = `sqlite:${path.join(dir ?? '', 'sat.sqlite')}`;
  if (postgres) {
    await adminQuery(`CREATE DATABASE ${name}`);
    const address = new URL(PG_ADMIN_URL);
    address.pathname = `/${name}`;
    url = address.toString();
  }
  try {
    await work(url);
  } finally {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    if (postgres) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/**
 * Runs `work` with the configuration of a server on a new database holding the demo company, whose
 * administrator is `admin` (listCpu.ts, ingestCpu.ts); the database removed after.
 */
export async function withDemoCompany(postgres: boolean, admin: { username: string; password: string }, work: (config: Config) => Promise<void>) {
  await withScratchDatabase(postgres, async (url) => {
    const config = {
      ...loadConfig({ ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, SEED_DEMO: 'true', DEMO_STEP_SECONDS: '0' }),
      databaseUrl: url,
      staticDir: '/nonexistent',
    };
    await prepareDatabase(config);
    await work(config);
  });
}
