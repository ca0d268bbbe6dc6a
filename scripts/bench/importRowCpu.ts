/**
 * An import's cost per row, quickly (issue 32 §1; docs/performance.md "Imports of big files"): a
 * server in this process on a new database, one site, and an XLSX of `--rows` vehicles (10,000 by
 * default) checked twice and then imported, each with the process's CPU seconds per row meanwhile
 * (process.cpuUsage: the server's and this client's, which only sends the file; the database
 * server's own CPU on PostgreSQL is not counted). CPU seconds, not wall time: a machine shared with
 * other work inflates the latter.
 *
 *   node_modules/.bin/tsx scripts/bench/importRowCpu.ts [--pg] [--rows 10000]
 *   node --cpu-prof --import tsx scripts/bench/importRowCpu.ts   # …and where the time goes
 */
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrateToLatest, openDatabase } from '../../server/db/database';
import { ensureAdmin, seedRoles } from '../../server/seed/bootstrap';
import { withScratchDatabase } from './scratchDatabase';

const { values: options } = parseArgs({ options: { pg: { type: 'boolean', default: false }, rows: { type: 'string', default: '10000' } } });
const ROWS = Number(options.rows);
const ADMIN = { username: 'admin', password: 'bench-import-password' };
const SITE = 'S7 Grójec';
process.env.SCRYPT_LOG_N ??= '10';
process.env.LOG_LEVEL ??= 'silent';

async function vehiclesFile(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Maszyny');
  sheet.addRow(['Numer boczny', 'Numer rejestracyjny', 'Model pojazdu', 'Typ pojazdu', 'Pojemność zbiornika (l)', 'Budowa']);
  for (let i = 0; i < ROWS; i++) sheet.addRow([500_000 + i, `BI ${String(i).padStart(5, '0')}`, 'Volvo FMX 460', 'Samochód ciężarowy', 400, SITE]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function main() {
  await withScratchDatabase(options.pg, (url) => checkTwiceAndImport(url));
}

async function checkTwiceAndImport(url: string) {
  const database = openDatabase(url);
  try {
    await migrateToLatest(database.db);
    await seedRoles(database.db);
    await ensureAdmin(database.db, ADMIN.username, ADMIN.password);
    const app = await buildApp(database, { ...loadConfig({ ATTACHMENT_MAX_MB: '20' }), databaseUrl: url, staticDir: '/nonexistent' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const listening = app.server.address();
    const base = `http://127.0.0.1:${typeof listening === 'object' && listening ? listening.port : 0}`;
    const authorization = `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`;
    const site = await fetch(`${base}/api/site/`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ name: SITE, start_date: '2026-03-01', length: 14 }),
    });
    if (site.status !== 201) throw new Error(`site: ${site.status}`);
    const file = await vehiclesFile();
    for (const dryRun of [true, true, false]) {
      const form = new FormData();
      if (dryRun) form.append('dry_run', 'true');
      form.append('file', new Blob([new Uint8Array(file)]), 'maszyny.xlsx');
      const before = process.cpuUsage();
      const started = performance.now();
      const answer = await fetch(`${base}/api/import/vehicles/`, { method: 'POST', headers: { authorization }, body: form });
      const report = (await answer.json()) as { added?: number; problems?: unknown[] };
      const cpu = process.cpuUsage(before);
      const seconds = (cpu.user + cpu.system) / 1e6;
      console.log(
        `${options.pg ? 'PostgreSQL' : 'SQLite'} ${dryRun ? 'check ' : 'import'} of ${ROWS} vehicles: ${answer.status}, added ${report.added}, ` +
          `problems ${report.problems?.length}; CPU ${seconds.toFixed(2)} s (${((seconds * 1000) / ROWS).toFixed(3)} ms a row), ` +
          `wall ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    await app.close();
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
