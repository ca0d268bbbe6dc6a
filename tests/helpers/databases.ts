/**
 * Throwaway databases for tests: a SQLite file in a temp folder, or a fresh PostgreSQL database
 * created on the server named by TEST_PG_URL (default: the machine's local PostgreSQL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, migrateToLatest, type Db } from '../../server/db/database';
import type { DialectName } from '../../server/db/dialect';

export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Dialects the server suites run on; TEST_DIALECTS=sqlite limits them. */
export const testDialects: DialectName[] = (process.env.TEST_DIALECTS ?? 'sqlite,postgres')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is DialectName => name === 'sqlite' || name === 'postgres');

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** The URL of each dialect's migrated template database (tests/helpers/migratedTemplates.ts). */
export type MigratedTemplates = Partial<Record<DialectName, string>>;

/**
 * Creates a database and returns its URL: empty, or a copy of `template` (a database of the same
 * dialect nobody is connected to). PostgreSQL's are told not to wait for the disk at each commit
 * (synchronous_commit off): a crash of PostgreSQL itself could lose the last commits of a test
 * database, nothing else.
 */
export async function createTestDatabase(dialect: DialectName, template?: string): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sat-test-'));
    if (template) fs.copyFileSync(template.slice('sqlite:'.length), path.join(dir, 'sat.sqlite'));
    return {
      url: `sqlite:${path.join(dir, 'sat.sqlite')}`,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `sat_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${new URL(template).pathname.slice(1)}` : ''}`);
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Rows an older company database already held: written after migration `upTo`, before the later ones. */
export interface OlderDatabase {
  upTo: string;
  fill(db: Db['db']): Promise<void>;
}

/** A migrated database opened through the server's own code: a copy of the run's template unless it starts `older`. */
export async function openTestDatabase(dialect: DialectName, older?: OlderDatabase): Promise<Db & { url: string; drop(): Promise<void> }> {
  const created = await createTestDatabase(dialect, older ? undefined : inject('migratedTemplates')?.[dialect]);
  const db = openDatabase(created.url);
  if (older) {
    await migrateToLatest(db.db, older.upTo);
    await older.fill(db.db);
  }
  await migrateToLatest(db.db);
  return {
    ...db,
    url: created.url,
    async drop() {
      await db.close();
      await created.drop();
    },
  };
}
