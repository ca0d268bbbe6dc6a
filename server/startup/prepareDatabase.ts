/**
 * What happens once per start, before any request is served: migrate, create the roles and the
 * first staff account, and fill an empty company with the demo data when asked to.
 */
import type { Config } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';
import type { DialectName } from '../db/dialect';
import { ensureAdmin, isEmptyCompany, seedRoles } from '../seed/bootstrap';

export interface PreparedDatabase {
  dialect: DialectName;
  admin: Awaited<ReturnType<typeof ensureAdmin>>;
}

export async function prepareDatabase(config: Config): Promise<PreparedDatabase> {
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database.db);
    await seedRoles(database.db);
    const admin = await ensureAdmin(database.db, config.adminUsername, config.adminPassword);
    if (config.seedDemo && (await isEmptyCompany(database.db))) {
      const { seedDemo, DEMO_EMPLOYEE_PASSWORD } = await import('../seed/seedDemo');
      const { markDemoCompany } = await import('../demo/repository');
      const started = Date.now();
      const seed = Number(process.env.SEED_NUMBER ?? 1);
      await seedDemo(database, { seed, timeZone: config.companyTimeZone });
      // Every start of this database keeps the demo company working (server/demo/simulator.ts).
      await markDemoCompany(database.db, seed);
      console.log(
        `Demo company created in ${((Date.now() - started) / 1000).toFixed(1)} s ` + `(demo employees sign in with password ${DEMO_EMPLOYEE_PASSWORD}).`,
      );
    }
    return { dialect: database.dialect, admin };
  } finally {
    await database.close();
  }
}
