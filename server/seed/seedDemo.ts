/**
 * Fills a migrated database with the demo company (src/domain/demo) in one transaction, streaming
 * the large tables in multi-row inserts so memory stays flat at any scale. Rows keep the
 * generator's ids when their table is empty (otherwise they follow the rows already there, e.g.
 * the bootstrap's admin account); roles are matched by name and created when missing. Then the
 * office's work on the repair requests is replayed through the workflow (./repairHistory.ts), so
 * the requests and the change history have their history.
 */
import type { Kysely, Transaction } from 'kysely';
import { generateDemo, type DemoCompany, type DemoOptions, type DemoRole, type DemoTableName } from '../../src/domain/demo/index';
import { getResource, resourceList } from '../../src/domain/resources';
import { isScaled, numberToUnits, scaleOf } from '../../src/domain/scaledNumbers';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { BULK_JSON_ROWS, dialectOf, insertRowsInBulk, moveIdSequencesPastRows } from '../db/dialect';
import { replayRepairHistory } from './repairHistory';

/** Every demo employee's password (the field app's login; staff may also log in to the dashboard). */
export const DEMO_EMPLOYEE_PASSWORD = 'demo-haslo-2026';

export interface SeedDemoOptions extends DemoOptions {
  /** The company's time zone (config.companyTimeZone): its days and working hours. */
  timeZone: string;
  /** A ready hash of the employees' password (skips hashing DEMO_EMPLOYEE_PASSWORD). */
  passwordHash?: string;
  /** Called after every inserted batch with the table and its rows so far. */
  onProgress?: (table: DemoTableName, rows: number) => void;
}

export type SeedCounts = Record<DemoTableName, number>;

type Row = Record<string, unknown>;
type Writer = Transaction<Database>;

/** A site manager of the demo sees the site of their employee record (src/domain/demo/rows.ts DemoUser). */
async function assignSiteManagersTheirSites(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('app_user_site')
    .columns(['app_user', 'site'])
    .expression((eb) =>
      eb
        .selectFrom('app_user as u')
        .innerJoin('person as p', 'p.user_id', 'u.id')
        .select(['u.id', 'p.site'])
        .where('u.all_sites', '=', 0)
        .where('p.site', 'is not', null)
        .where((w) => w.not(w.exists(w.selectFrom('app_user_site as s').select('s.site').whereRef('s.app_user', '=', 'u.id')))),
    )
    .execute();
}

/** Bound parameters per SQLite statement: below its 32,766. */
const PARAMETERS_PER_STATEMENT = 30_000;

/** Reference columns per table and the tables they point at, read from the resource registry. */
function referenceColumns(): Map<string, Array<[column: string, table: string]>> {
  const references = new Map<string, Array<[string, string]>>();
  for (const spec of resourceList) {
    const columns = Object.entries(spec.fields)
      .filter(([, field]) => field.type === 'reference' && field.reference && !field.virtual)
      .map(([column, field]): [string, string] => [column, getResource(field.reference!).table]);
    references.set(spec.table, columns);
  }
  references.get('person')?.push(['user_id', 'app_user']);
  return references;
}

/** Money and decimal columns per table with their scale: the demo carries złoty, the columns hold grosze. */
function scaledColumns(): Map<string, Array<[column: string, scale: number]>> {
  return new Map(
    resourceList.map((spec) => [
      spec.table,
      Object.entries(spec.fields)
        .filter(([, field]) => isScaled(field) && !field.virtual)
        .map(([column, field]): [string, number] => [column, scaleOf(field)]),
    ]),
  );
}

/** How the generator's ids become database ids: offsets past existing rows, roles by name. */
interface IdMapping {
  offsets: Map<string, number>;
  roles: Map<number, number>;
}

async function idOffsets(db: Writer, tables: readonly string[]): Promise<Map<string, number>> {
  const offsets = new Map<string, number>();
  const anyDb = db as unknown as Kysely<Record<string, { id: number }>>;
  for (const table of tables) {
    const { max } = await anyDb
      .selectFrom(table)
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    offsets.set(table, Number(max ?? 0));
  }
  return offsets;
}

/** Demo role id → database role id, creating the roles that are missing. Returns how many were created. */
async function matchRoles(db: Writer, roles: DemoRole[]): Promise<{ ids: Map<number, number>; created: number }> {
  const existing = new Map((await db.selectFrom('role').select(['id', 'name']).execute()).map((role) => [role.name, role.id]));
  const missing = roles.filter((role) => !existing.has(role.name));
  for (const role of missing) {
    const { id } = await db
      .insertInto('role')
      .values({ name: role.name, is_staff: Number(role.is_staff) })
      .returning('id')
      .executeTakeFirstOrThrow();
    existing.set(role.name, id);
  }
  return { ids: new Map(roles.map((role) => [role.id, existing.get(role.name)!])), created: missing.length };
}

/** Usernames already taken in the database get a number appended in the demo. */
async function freeUsernames(db: Writer, demo: DemoCompany): Promise<Map<string, string>> {
  const taken = new Set((await db.selectFrom('app_user').select('username').execute()).map((user) => user.username));
  const renamed = new Map<string, string>();
  for (const { username } of demo.users) {
    if (!taken.has(username)) continue;
    let candidate = username;
    for (let n = 2; taken.has(candidate) || demo.users.some((user) => user.username === candidate); n++) {
      candidate = `${username}${n}`;
    }
    taken.add(candidate);
    renamed.set(username, candidate);
  }
  return renamed;
}

function rowConverter(table: string, mapping: IdMapping, references: Map<string, Array<[string, string]>>) {
  const mapId = (target: string, id: number) => (target === 'role' ? mapping.roles.get(id)! : id + (mapping.offsets.get(target) ?? 0));
  const columns = references.get(table) ?? [];
  const scaled = scaledColumns().get(table) ?? [];
  return (source: { id: number }): Row => {
    const row: Row = {};
    for (const [key, value] of Object.entries(source)) row[key] = typeof value === 'boolean' ? Number(value) : value;
    row.id = mapId(table, source.id);
    for (const [column, target] of columns) {
      if (typeof row[column] === 'number') row[column] = mapId(target, row[column] as number);
    }
    for (const [column, scale] of scaled) {
      if (typeof row[column] === 'number') row[column] = numberToUnits(row[column] as number, scale);
    }
    return row;
  };
}

/** Inserts rows in bulk statements (server/db/dialect.ts insertRowsInBulk); returns how many. */
async function insertAll(db: Writer, table: DemoTableName, rows: Iterable<Row>, onProgress?: SeedDemoOptions['onProgress']): Promise<number> {
  const postgres = dialectOf(db) === 'postgres';
  let batch: Row[] = [];
  let batchSize = Infinity;
  let count = 0;
  const flush = async () => {
    await insertRowsInBulk(db, table, batch);
    count += batch.length;
    batch = [];
    onProgress?.(table, count);
  };
  for (const row of rows) {
    if (batchSize === Infinity) batchSize = postgres ? BULK_JSON_ROWS : Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / Object.keys(row).length));
    batch.push(row);
    if (batch.length >= batchSize) await flush();
  }
  if (batch.length) await flush();
  return count;
}

function* mapRows<T, U>(rows: Iterable<T>, convert: (row: T) => U): Generator<U> {
  for (const row of rows) yield convert(row);
}

/** Inserts the demo company generated with `options` and returns the rows inserted per table. */
export async function seedDemo(database: Db, options: SeedDemoOptions): Promise<SeedCounts> {
  const demo = generateDemo(options);
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_EMPLOYEE_PASSWORD));
  const references = referenceColumns();
  const tables = demo.tables();
  const counts = {} as SeedCounts;
  let offsets = new Map<string, number>();

  await database.db.transaction().execute(async (db) => {
    const roles = await matchRoles(db, demo.roles);
    offsets = await idOffsets(
      db,
      tables.map(({ table }) => table),
    );
    const mapping: IdMapping = { offsets, roles: roles.ids };
    const usernames = await freeUsernames(db, demo);
    for (const { table, rows } of tables) {
      if (table === 'role') {
        counts.role = roles.created;
        continue;
      }
      const convert = rowConverter(table, mapping, references);
      const source: Iterable<Row> =
        table === 'app_user'
          ? mapRows(demo.users, (user) => ({
              ...convert(user),
              username: usernames.get(user.username) ?? user.username,
              password_hash: passwordHash,
            }))
          : mapRows(rows(), convert);
      // A table may come in parts (the trucks' rides, then the vans'): its count is their sum.
      counts[table] = (counts[table] ?? 0) + (await insertAll(db, table, source, options.onProgress));
    }
    await assignSiteManagersTheirSites(db);
  });
  await moveIdSequencesPastRows(
    database.db,
    tables.map(({ table }) => table),
  );
  await replayRepairHistory(database.db, demo, (table, id) => id + (offsets.get(table) ?? 0), options.timeZone);
  return counts;
}
