/** Starts the SAT server: open and migrate the database, first-start accounts and data, listen. */
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { ensureAdmin, isEmptyCompany, seedRoles } from './seed/bootstrap';

const config = loadConfig();
const database = openDatabase(config.databaseUrl);
await migrateToLatest(database.db);
await seedRoles(database.db);
const admin = await ensureAdmin(database.db, config.adminUsername, config.adminPassword);
if (config.seedDemo && (await isEmptyCompany(database.db))) {
  const { seedDemo, DEMO_EMPLOYEE_PASSWORD } = await import('./seed/seedDemo');
  const started = Date.now();
  await seedDemo(database, { seed: Number(process.env.SEED_NUMBER ?? 1) });
  console.log(
    `Demo company created in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(demo employees sign in with password ${DEMO_EMPLOYEE_PASSWORD}).`,
  );
}

const app = await buildApp(database, config);
await app.listen({ port: config.port, host: config.host });

const address = `http://localhost:${config.port}`;
console.log(`\nSAT is running at ${address}  (${database.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'})`);
if (admin) {
  console.log(
    admin.generatedPassword
      ? `Admin login: ${admin.username} / ${admin.generatedPassword}   (shown once; set ADMIN_PASSWORD to choose it)`
      : `Admin login: ${admin.username} (password from ADMIN_PASSWORD)`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
