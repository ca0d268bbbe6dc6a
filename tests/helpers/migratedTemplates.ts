/**
 * Vitest global setup of the server suites: each dialect's migrations run once a run, into a
 * template database that every test database then starts as a copy of (PostgreSQL's CREATE
 * DATABASE … TEMPLATE, a file copy for SQLite). Running ~45 migrations took about a second a
 * database, for each of the suites' ~200 databases. tests/migrations.test.ts still runs the
 * migrations themselves, and a database that starts older than the latest is migrated as before.
 */
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../../server/db/database';
import { createTestDatabase, testDialects, type MigratedTemplates } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplates: MigratedTemplates;
  }
}

export default async function setup(project: TestProject) {
  const templates: MigratedTemplates = {};
  const drops: Array<() => Promise<void>> = [];
  for (const dialect of testDialects) {
    const created = await createTestDatabase(dialect);
    drops.push(created.drop);
    const db = openDatabase(created.url);
    await migrateToLatest(db.db);
    // Closed: SQLite folds its write-ahead log into the file, and PostgreSQL copies only a database nobody is connected to.
    await db.close();
    templates[dialect] = created.url;
  }
  project.provide('migratedTemplates', templates);
  return async () => {
    for (const drop of drops) await drop();
  };
}
