/**
 * The benchmark's data: the demo company of a profile, a ride with a long track and one with a
 * very long track (the map), and older history for the largest CSV export. SQLite files are
 * cached under data/bench/ keyed by everything that shapes them, so a second run skips
 * generation; PostgreSQL gets a fresh database, copied from that file, that is dropped afterwards.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from '../../server/db/sqliteDriver';
import { Kysely, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest, type Db } from '../../server/db/database';
import type { DialectName } from '../../server/db/dialect';
import { migrations } from '../../server/db/migrations/index';
import type { Database } from '../../server/db/schema';
import { ensureAdmin, seedRoles } from '../../server/seed/bootstrap';
import { seedDemo } from '../../server/seed/seedDemo';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../src/domain/dates';
import { createIndexes, dropIndexes, secondaryIndexes } from './bulkIndexes';
import { copySqliteIntoPostgres } from './postgresCopy';
import type { Profile } from './profile';
import type { AnyDb } from '../../server/db/anySchema';

export const BENCH_ADMIN = { username: 'admin', password: 'bench-admin-password' };
export const CACHE_DIR = path.resolve('data', 'bench');

export interface Manifest {
  profile: string;
  /** Rows per table of the generated year (older history aside). */
  counts: Record<string, number>;
  /** Rides dated before the year (copies of its rides), for the largest CSV export. */
  olderRides: number;
  /** The generated history's last instant and its first and last calendar days (yyyy-mm-dd, UTC). */
  now: string;
  firstDay: string;
  lastDay: string;
  trackRide: { id: number; points: number };
  mapRide: { id: number; points: number };
  generationSeconds: number;
}

export interface Dataset {
  dialect: DialectName;
  url: string;
  manifest: Manifest;
  /** How this run got the data: seconds it took, or 'cached', with a word on how. */
  preparation: { value: number | 'cached'; note: string };
  release(): Promise<void>;
}

type Log = (line: string) => void;
type Row = Record<string, unknown>;

/** Tables whose indexes are built after the bulk load rather than during it. */
const BULK_TABLES = ['ride', 'location_point', 'work_day', 'fueling', 'tanker_fueling', 'vehicle_fueling'];
const PARAMETERS_PER_STATEMENT = 30_000;
const DAY_MS = 86_400_000;

async function insertInBatches(db: AnyDb, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.floor(PARAMETERS_PER_STATEMENT / Object.keys(rows[0]).length);
  for (let i = 0; i < rows.length; i += size)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
}

/** A track of `count` fixes a second apart along the points of an existing ride. */
function longTrack(route: Array<{ latitude: number; longitude: number }>, count: number, start: number) {
  return Array.from({ length: count }, (_, i) => {
    const at = (i / Math.max(1, count - 1)) * (route.length - 1);
    const a = route[Math.floor(at)];
    const b = route[Math.min(route.length - 1, Math.floor(at) + 1)];
    const share = at - Math.floor(at);
    // A few metres of GPS noise, deterministic.
    const noise = 0.00003 * Math.sin(i * 12.9898);
    return {
      datetime: new Date(start + i * 1000).toISOString(),
      latitude: Math.round((a.latitude + (b.latitude - a.latitude) * share + noise) * 1e7) / 1e7,
      longitude: Math.round((a.longitude + (b.longitude - a.longitude) * share - noise) * 1e7) / 1e7,
    };
  });
}

/** Inserts a ride like the first one, on the day before the last, with a `count`-point track. */
async function insertLongRide(db: AnyDb, count: number, lastDay: string): Promise<{ id: number; points: number }> {
  const model = await db.selectFrom('ride').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
  const route = await db.selectFrom('location_point').select(['latitude', 'longitude']).where('ride', '=', model.id).orderBy('datetime').execute();
  const start = Date.parse(`${lastDay}T04:00:00.000Z`) - DAY_MS;
  const { id } = await db
    .insertInto('ride')
    .values({
      person: model.person,
      vehicle: model.vehicle,
      material: model.material,
      start_place: model.start_place,
      end_place: model.end_place,
      site: model.site,
      start_datetime: new Date(start).toISOString(),
      end_datetime: new Date(start + count * 1000).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const points = longTrack(route, count, start).map((point) => ({ ...point, person: model.person, vehicle: model.vehicle, ride: id }));
  await insertInBatches(db, 'location_point', points);
  return { id: Number(id), points: count };
}

/** Copies of the generated rides (ids up to `lastId`) dated `years` × 365 days earlier. */
async function insertOlderRides(db: AnyDb, lastId: number, years: number): Promise<number> {
  const shift = (iso: string | null, by: number) => (iso === null ? null : new Date(Date.parse(iso) - by).toISOString());
  let copied = 0;
  for (let after = 0; after < lastId; after += 5_000) {
    const page = await db
      .selectFrom('ride')
      .select(['person', 'vehicle', 'material', 'start_datetime', 'end_datetime', 'start_place', 'end_place', 'site'])
      .where('id', '>', after)
      .where('id', '<=', Math.min(lastId, after + 5_000))
      .execute();
    for (let year = 1; year <= years; year++) {
      const by = year * 365 * DAY_MS;
      const rows = page.map((ride) => ({ ...ride, start_datetime: shift(ride.start_datetime, by), end_datetime: shift(ride.end_datetime, by) }));
      await insertInBatches(db, 'ride', rows);
      copied += rows.length;
    }
  }
  return copied;
}

/** Fills a migrated, empty database with the profile's company; returns its manifest. */
async function populate(database: Db, profile: Profile, log: Log): Promise<Manifest> {
  const started = Date.now();
  const db = database.db as AnyDb;
  await migrateToLatest(database.db);
  await seedRoles(database.db);
  await ensureAdmin(database.db, BENCH_ADMIN.username, BENCH_ADMIN.password);
  const indexes = await secondaryIndexes(db, database.dialect, BULK_TABLES);
  await dropIndexes(db, indexes);

  let lastReport = Date.now();
  const counts: Record<string, number> = {
    ...(await seedDemo(database, {
      ...profile.demo,
      // The zone the benchmark's servers run with.
      timeZone: DEFAULT_COMPANY_TIME_ZONE,
      onProgress: (table, rows) => {
        if (Date.now() - lastReport < 15_000) return;
        lastReport = Date.now();
        log(`  ${table}: ${rows.toLocaleString('en')} rows (${Math.round((Date.now() - started) / 1000)} s)`);
      },
    })),
  };
  const lastDay = profile.demo.now.toISOString().slice(0, 10);
  const firstDay = new Date(Date.parse(lastDay) - (profile.demo.days - 1) * DAY_MS).toISOString().slice(0, 10);
  log('  long tracks and older history…');
  const trackRide = await insertLongRide(db, profile.trackPoints, lastDay);
  const mapRide = await insertLongRide(db, profile.mapTrackPoints, lastDay);
  const olderRides = await insertOlderRides(db, counts.ride, profile.olderYears);
  counts.ride += 2;
  counts.location_point += trackRide.points + mapRide.points;

  log(`  indexes (${indexes.length})…`);
  await createIndexes(db, indexes);
  return {
    profile: profile.name,
    counts,
    olderRides,
    now: profile.demo.now.toISOString(),
    firstDay,
    lastDay,
    trackRide,
    mapRide,
    generationSeconds: Math.round((Date.now() - started) / 100) / 10,
  };
}

/** Everything that shapes the generated file: profile, schema, generator and this file. */
function cacheKey(profile: Profile): string {
  const hash = createHash('sha256');
  const { loadSeconds: _l, warmupSeconds: _w, floorRuns: _f, exportRows: _e, ...shaping } = profile;
  hash.update(JSON.stringify(shaping));
  hash.update(Object.keys(migrations).join(','));
  const sources = ['src/domain/demo', 'server/seed'].flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => path.join(dir, name)),
  );
  for (const file of [...sources.sort(), 'scripts/bench/dataset.ts']) hash.update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** A handle on a new SQLite file tuned for one bulk load (no journal, no syncs). */
function bulkLoadSqlite(file: string): Db {
  const connection = new SQLite(file);
  connection.pragma('journal_mode = OFF');
  connection.pragma('synchronous = OFF');
  connection.pragma('cache_size = -1000000');
  connection.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  return { dialect: 'sqlite', db, readDb: db, close: () => db.destroy() };
}

/** The profile's cached SQLite file and its manifest, generated when missing. */
async function cachedSqlite(profile: Profile, log: Log): Promise<{ file: string; manifest: Manifest; generated: boolean }> {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const cached = path.join(CACHE_DIR, `${profile.name}-${cacheKey(profile)}.sqlite`);
  const manifestFile = `${cached}.json`;
  const generated = !fs.existsSync(manifestFile);
  if (generated) {
    // Files of this profile generated by other code or schema are stale: they would only fill the disk.
    for (const name of fs.readdirSync(CACHE_DIR)) {
      if (name.startsWith(`${profile.name}-`)) fs.rmSync(path.join(CACHE_DIR, name), { force: true });
    }
    log(`Generating ${profile.name} into ${path.relative(process.cwd(), cached)} (cached for later runs)…`);
    const partial = `${cached}.partial`;
    fs.rmSync(partial, { force: true });
    const database = bulkLoadSqlite(partial);
    try {
      const manifest = await populate(database, profile, log);
      await sql`pragma journal_mode = WAL`.execute(database.db);
      fs.writeFileSync(`${partial}.json`, JSON.stringify(manifest, null, 2));
    } finally {
      await database.close();
    }
    fs.renameSync(partial, cached);
    fs.renameSync(`${partial}.json`, manifestFile);
  }
  return { file: cached, manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest, generated };
}

/** The profile's SQLite database: a fresh copy of the cached file (generated when missing). */
export async function sqliteDataset(profile: Profile, log: Log): Promise<Dataset> {
  const cached = await cachedSqlite(profile, log);
  const { manifest } = cached;
  // The run writes (sessions, the write loop): it gets its own copy, the cache stays as generated.
  const file = path.join(CACHE_DIR, `run-${process.pid}.sqlite`);
  fs.copyFileSync(cached.file, file);
  return {
    dialect: 'sqlite',
    url: `sqlite:${file}`,
    manifest,
    preparation: cached.generated
      ? { value: manifest.generationSeconds, note: '' }
      : { value: 'cached', note: `generated earlier in ${manifest.generationSeconds} s` },
    release: async () => {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
    },
  };
}

async function onPostgres(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new PostgreSQL database on the server of `adminUrl` holding the profile's company, copied from its SQLite file. */
export async function postgresDataset(profile: Profile, adminUrl: string, log: Log): Promise<Dataset> {
  const { file, manifest } = await cachedSqlite(profile, log);
  const name = `sat_bench_${randomBytes(5).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () => onPostgres(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onPostgres(adminUrl, `CREATE DATABASE ${name}`);
  try {
    log(`Copying ${path.relative(process.cwd(), file)} into PostgreSQL database ${name} (dropped afterwards)…`);
    const started = Date.now();
    await copySqliteIntoPostgres(file, url.toString());
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    return {
      dialect: 'postgres',
      url: url.toString(),
      manifest,
      preparation: { value: seconds, note: 'copied from the SQLite file by COPY' },
      release: drop,
    };
  } catch (error) {
    await drop();
    throw error;
  }
}
