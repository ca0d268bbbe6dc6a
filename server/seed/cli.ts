/**
 * Fills the database named by DATABASE_URL (default: the SQLite file under ./data/) with a demo
 * company, e.g. for benchmarks:
 *
 *   DATABASE_URL=postgres://… node_modules/.bin/tsx server/seed/cli.ts --scale 5 --days 365 --seed 1
 *
 * The database is migrated first and must not hold a company yet.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';
import { isEmptyCompany, seedRoles } from './bootstrap';
import { seedDemo } from './seedDemo';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    days: { type: 'string' },
  },
});

const database = openDatabase(process.env.DATABASE_URL);
try {
  await migrateToLatest(database.db);
  await seedRoles(database.db);
  if (!(await isEmptyCompany(database.db))) {
    console.error('The database already holds a company: seed an empty one.');
    process.exitCode = 1;
  } else {
    const started = Date.now();
    let lastReport = 0;
    const counts = await seedDemo(database, {
      timeZone: loadConfig().companyTimeZone,
      scale: Number(values.scale),
      seed: Number(values.seed),
      days: values.days === undefined ? undefined : Number(values.days),
      onProgress: (table, rows) => {
        if (Date.now() - lastReport < 2000) return;
        lastReport = Date.now();
        console.log(`${table}: ${rows.toLocaleString('en')} rows…`);
      },
    });
    console.table(counts);
    console.log(`Demo company seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await database.close();
}
