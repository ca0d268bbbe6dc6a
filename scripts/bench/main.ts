/**
 * `npm run bench`: generates a busy year of a company (cached), starts the real server on it and
 * prints every performance figure with its goal and its ratio to the floor it is measured against.
 *
 *   npm run bench                  SQLite, web figures included
 *   npm run bench -- --pg          …and the same on PostgreSQL (a fresh database, dropped afterwards)
 *   npm run bench -- --tiny        a tiny company and one-second loads: proves the script works
 *   npm run bench -- --skip-web    API figures only
 *   npm run bench -- --skip-api    web figures only (the app's own costs)
 *   npm run bench -- --pg --skip-sqlite   PostgreSQL only
 *   npm run bench -- --reports-only       the reports' figures and query plans only
 *   npm run bench -- --exports-only       the CSV export's figures only
 *   npm run bench -- --burst-only         HTTP Basic bursts at a fresh server only (burst.ts)
 *   npm run bench -- --ingest-only        positions from 2,000 devices through /api/osmand only (ingest.ts)
 *   npm run bench -- --import-only        10,000 vehicles and 100,000 fuelings checked and imported from XLSX only (imports.ts)
 *   npm run bench -- --load-seconds 10    each HTTP figure's load that long (with --tiny: real loads on a small company)
 *   npm run bench -- --server-from DIR    the server of another checkout (the same migrations) measured
 *                                         on this one's data and load: old and new code in the same minutes
 *   npm run bench -- --tracker-port       trackers post to a port of their own (TRACKER_PORT), served by
 *                                         as many processes of lower priority as the dashboard's
 *   npm run bench -- --pg --servers 2     …and on PostgreSQL the rides page on 2 servers behind a
 *                                         local TCP balancer against the one server (servers.ts)
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SQLite, { sqliteDriverName } from '../../server/db/sqliteDriver';
import { freePort } from '../serverProcess';
import { apiFigures } from './api';
import { CACHE_DIR, postgresDataset, sqliteDataset, type Dataset } from './dataset';
import { directDriver } from './direct';
import { exportFigures } from './exports';
import { busyYear, tiny, type Profile } from './profile';
import { reportFigures } from './reports';
import { severalServersFigures } from './servers';
import { atLeast, figure, formatFigure, HEADER, markdownTable, type Figure } from './report';
import { login, startServer } from './server';
import { buildWeb, webDir, webFigures } from './web';
import { burstFigures } from './burst';
import { ingestFigures } from './ingest';
import { importFigures } from './imports';
import { fleetApiFigures, fleetWebFigures, prepareFleet, type BenchFleet } from './fleet';

const { values: options } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    tiny: { type: 'boolean', default: false },
    'skip-web': { type: 'boolean', default: false },
    'skip-api': { type: 'boolean', default: false },
    'skip-sqlite': { type: 'boolean', default: false },
    'reports-only': { type: 'boolean', default: false },
    'exports-only': { type: 'boolean', default: false },
    'burst-only': { type: 'boolean', default: false },
    'ingest-only': { type: 'boolean', default: false },
    'import-only': { type: 'boolean', default: false },
    'load-seconds': { type: 'string' },
    servers: { type: 'string', default: '1' },
    'server-from': { type: 'string' },
    'tracker-port': { type: 'boolean', default: false },
  },
});

const chosen: Profile = options.tiny ? tiny : busyYear;
// --load-seconds N: each HTTP figure's load that long (the tiny company with real loads, say).
const profile: Profile = options['load-seconds'] === undefined ? chosen : { ...chosen, loadSeconds: Number(options['load-seconds']) };
if (!(profile.loadSeconds > 0)) throw new Error(`--load-seconds wants a number of seconds, not ${options['load-seconds']}`);
const servers = Number(options.servers);
if (!Number.isInteger(servers) || servers < 1) throw new Error(`--servers wants a whole number of servers, not ${options.servers}`);
const figures: Figure[] = [];
const log = (line: string) => console.log(line);
const emit = (item: Figure) => {
  figures.push(item);
  console.log(formatFigure(item));
};

function datasetFigures(dataset: Dataset): void {
  const { counts } = dataset.manifest;
  const { minimum } = profile;
  const fuelings = counts.fueling + counts.tanker_fueling + counts.vehicle_fueling;
  const rows: Array<[string, number, number]> = [
    ['sites', counts.site, minimum.sites],
    ['machines', counts.vehicle, minimum.vehicles],
    ['rides', counts.ride, minimum.rides],
    ['location points', counts.location_point, minimum.locationPoints],
    ['fuelings (three kinds)', fuelings, minimum.fuelings],
    ['work days', counts.work_day, minimum.workDays],
  ];
  for (const [what, count, least] of rows) emit(figure(`${dataset.dialect} data: ${what}`, count, 'rows', { goal: atLeast(least) }));
  const { value, note } = dataset.preparation;
  emit(figure(`${dataset.dialect} data generation`, value, typeof value === 'number' ? 's' : '', { note: note || undefined }));
}

async function measure(dataset: Dataset, web: boolean): Promise<void> {
  log(HEADER);
  datasetFigures(dataset);
  const server = await startServer(dataset.url, web ? webDir(profile) : '/nonexistent', {
    cwd: options['server-from'],
    trackerPort: options['tracker-port'] ? await freePort() : undefined,
  });
  const direct = await directDriver(dataset.dialect, dataset.url);
  let fleet: BenchFleet | undefined;
  try {
    const context = { dialect: dataset.dialect, server, session: await login(server.url), dataset, profile, direct, emit };
    if (options['exports-only']) await exportFigures(context);
    else if (options['burst-only']) await burstFigures(context);
    else if (options['ingest-only']) await ingestFigures(context);
    else if (options['import-only']) await importFigures(context);
    else if (!options['skip-api']) {
      if (!options['reports-only']) {
        await burstFigures(context);
        await apiFigures(context);
        if (dataset.dialect === 'postgres' && servers > 1) await severalServersFigures(context, servers);
        await exportFigures(context);
      }
      await reportFigures(context);
    }
    if (web) await webFigures(server.url, webDir(profile), dataset, emit);
    // The fleet live (issue 31 §3): what the live maps cost the server, and the fleet map's frames.
    const wantsFleet = !options['reports-only'] && !options['exports-only'] && !options['burst-only'] && !options['ingest-only'] && !options['import-only'];
    if (wantsFleet && (web || !options['skip-api'])) {
      fleet = await prepareFleet(context).catch((error: Error) => {
        emit(figure(`${dataset.dialect} fleet of 500 vehicles`, 'failed', '', { met: false, note: String(error.message).slice(0, 120) }));
        return undefined;
      });
      if (fleet && !options['skip-api']) await fleetApiFigures(context, fleet);
      if (fleet && web) await fleetWebFigures(server.url, fleet, emit);
    }
    // Last: its 2,000 devices and their points would be in every figure after it.
    if (
      !options['skip-api'] &&
      !options['reports-only'] &&
      !options['exports-only'] &&
      !options['burst-only'] &&
      !options['ingest-only'] &&
      !options['import-only']
    ) {
      await ingestFigures(context);
    }
  } finally {
    await fleet?.close();
    await direct.close();
    await server.stop();
    await dataset.release();
  }
}

function summary(): void {
  const judged = figures.filter((item) => item.met !== undefined);
  const missed = judged.filter((item) => !item.met);
  log(`\n${judged.length - missed.length} of ${judged.length} goals met.`);
  for (const item of missed) log(`  not met: ${item.name}`);
  const file = path.join(CACHE_DIR, `last-run-${profile.name}.md`);
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.writeFileSync(file, `${markdownTable(figures)}\n`);
  log(`Markdown table: ${path.relative(process.cwd(), file)}`);
}

const started = Date.now();
/** SQLite's version and the driver's: a figure can move with them (SQLite 3.54.1 made every statement with parameters cost as if prepared again). */
function sqliteVersions(): string {
  const memory = new SQLite(':memory:');
  const version = memory.prepare('select sqlite_version()').pluck().get();
  memory.close();
  const driver = createRequire(import.meta.url)(`${sqliteDriverName}/package.json`) as { version: string };
  return `SQLite ${version} (${sqliteDriverName} ${driver.version})`;
}

log(
  `SAT benchmark (${profile.name}): ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ${sqliteVersions()}, load average ${os.loadavg()[0].toFixed(2)}`,
);
let web =
  !options['skip-web'] &&
  !options['skip-sqlite'] &&
  !options['reports-only'] &&
  !options['exports-only'] &&
  !options['burst-only'] &&
  !options['ingest-only'] &&
  !options['import-only'];
if (web) {
  log('Building the app…');
  const error = buildWeb(webDir(profile));
  if (error) {
    emit(figure('web build', 'failed', '', { note: error.split('\n').slice(-3).join(' ') }));
    web = false;
  }
}
if (!options['skip-sqlite']) await measure(await sqliteDataset(profile, log), web);
if (options.pg) await measure(await postgresDataset(profile, options['pg-url'], log), false);
fs.rmSync(webDir(profile), { recursive: true, force: true });
log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s, load average ${os.loadavg()[0].toFixed(2)}.`);
summary();
