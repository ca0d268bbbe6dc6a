import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { generateDemo, type DemoTableName } from '../../src/domain/demo/index';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../src/domain/dates';
import { verifyPassword } from '../auth/passwords';
import type { Database } from '../db/schema';
import { openTestDatabase, testDialects } from '../../tests/helpers/databases';
import { ensureAdmin, seedRoles } from './bootstrap';
import { DEMO_EMPLOYEE_PASSWORD, seedDemo, type SeedCounts } from './seedDemo';

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>;

const NOW = new Date('2026-11-20T10:30:00.000Z');
/** A month of the whole company on SQLite; PostgreSQL checks the same with one site for ten days. */
const SCALE = { sqlite: 1, postgres: 0.34 } as const;

async function countRows(db: Kysely<Database>, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
  return Number(rows[0].n);
}

function generatedCounts(options: { scale: number; now: Date }): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { table, rows } of generateDemo(options).tables()) {
    let n = 0;
    for (const _ of rows()) n++;
    counts[table] = n;
  }
  return counts;
}

describe.each(testDialects)('seedDemo on %s', (dialect) => {
  const options = { scale: SCALE[dialect], now: NOW, timeZone: DEFAULT_COMPANY_TIME_ZONE };
  let database: TestDb;
  let counts: SeedCounts;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    counts = await seedDemo(database, options);
  });
  afterAll(() => database?.drop());

  it('inserts every generated row, keeping the generated ids', async () => {
    const expected = generatedCounts(options);
    expect(counts).toEqual(expected);
    for (const [table, n] of Object.entries(expected)) {
      expect(await countRows(database.db, table), table).toBe(n);
    }
    const demo = generateDemo(options);
    const person = await database.db.selectFrom('person').selectAll().where('id', '=', 7).executeTakeFirstOrThrow();
    const generated = demo.people[6];
    expect(person).toMatchObject({ ...generated, is_foreigner: Number(generated.is_foreigner) });
    const [firstRide] = demo.rides();
    expect(await database.db.selectFrom('ride').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()).toEqual(firstRide);
  });

  it("gives each repair request the status its office's work leads to, through the workflow: its history and the change history hold every step", async () => {
    const { db } = database;
    const demo = generateDemo(options);
    const planned = new Map(demo.repairRequests.map((request) => [request.id, 'nowe']));
    for (const { request, change } of demo.repairChanges) planned.set(request, change.status!);
    const stored = await db.selectFrom('repair_request').select(['id', 'status']).orderBy('id').execute();
    expect(new Map(stored.map((request) => [request.id, request.status as string]))).toEqual(planned);

    const events = await db.selectFrom('repair_request_event').select(['repair_request', 'field', 'to_value', 'changed_at']).orderBy('id').execute();
    for (const request of demo.repairRequests) {
      const own = events.filter((event) => event.repair_request === request.id);
      expect(own[0]).toMatchObject({ field: 'status', to_value: '"nowe"', changed_at: request.datetime });
      const statuses = own.filter((event) => event.field === 'status').map((event) => JSON.parse(event.to_value!));
      expect(statuses.at(-1)).toBe(planned.get(request.id));
    }
    const changes = await db.selectFrom('change_event').select(['action', 'changed_at']).where('entity', '=', 'repairs').orderBy('id').execute();
    expect(changes.filter((change) => change.action === 'create').map((change) => change.changed_at)).toEqual(
      demo.repairRequests.map((request) => request.datetime),
    );
    expect(changes.filter((change) => change.action === 'update').map((change) => change.changed_at)).toEqual(demo.repairChanges.map((change) => change.at));
  });

  it('keeps every reference and stores booleans as 0/1', async () => {
    const { db } = database;
    const orphans = await db
      .selectFrom('location_point as lp')
      .leftJoin('ride as r', 'r.id', 'lp.ride')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lp.ride', 'is not', null)
      .where('r.id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(orphans.n)).toBe(0);
    const flags = await db.selectFrom('person').select('is_foreigner').distinct().execute();
    expect(flags.map((row) => row.is_foreigner).every((value) => value === 0 || value === 1)).toBe(true);
  });

  it('creates the staff roles as staff and lets staff people log in', async () => {
    const { db } = database;
    const roles = await db.selectFrom('role').select(['name', 'is_staff']).orderBy('name').execute();
    expect(roles).toEqual([
      { name: 'Administrator', is_staff: 1 },
      { name: 'Kierowca', is_staff: 0 },
      { name: 'Kierownik budowy', is_staff: 1 },
      { name: 'Mechanik', is_staff: 0 },
      { name: 'Operator', is_staff: 0 },
    ]);
    const users = await db
      .selectFrom('app_user as u')
      .innerJoin('person as p', 'p.user_id', 'u.id')
      .innerJoin('role as r', 'r.id', 'p.role')
      .select(['u.access_role', 'r.is_staff as role_staff', 'u.password_hash'])
      .execute();
    expect(users.every((user) => (user.access_role !== null ? 1 : 0) === user.role_staff)).toBe(true);
    expect(new Set(users.map((user) => user.password_hash)).size).toBe(1);
    expect(await verifyPassword(DEMO_EMPLOYEE_PASSWORD, users[0].password_hash)).toBe(true);
  });

  it('lets the next insert take a fresh id', async () => {
    const { db } = database;
    const before = await db
      .selectFrom('material')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    const material = await db.insertInto('material').values({ name: 'Kliniec 4-31,5', site: 1 }).returning('id').executeTakeFirstOrThrow();
    expect(material.id).toBe(Number(before.max) + 1);
    const point = await db
      .insertInto('location_point')
      .values({ person: 1, vehicle: null, ride: null, datetime: NOW.toISOString(), latitude: 52.1, longitude: 21.0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(point.id).toBe(counts.location_point + 1);
  });
});

describe.each(testDialects)('seedDemo after the server bootstrap on %s', (dialect) => {
  let database: TestDb;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(() => database?.drop());

  it('matches existing roles by name and places the employees after the admin account', async () => {
    const { db } = database;
    await seedRoles(db);
    await ensureAdmin(db, 'admin', 'admin-password-1');
    const options = { scale: 0.1, days: 2, now: NOW, passwordHash: 'scrypt$10$8$1$c2FsdA==$a2V5', timeZone: DEFAULT_COMPANY_TIME_ZONE };
    const counts = await seedDemo(database, options);
    const demo = generateDemo(options);
    expect(counts.role).toBe(0);
    expect(counts.app_user).toBe(demo.users.length);
    expect(await countRows(db, 'app_user')).toBe(demo.users.length + 1);
    const [first] = demo.people;
    const stored = await db
      .selectFrom('person as p')
      .innerJoin('app_user as u', 'u.id', 'p.user_id')
      .innerJoin('role as r', 'r.id', 'p.role')
      .select(['u.username', 'r.name as role_name'])
      .where('p.id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      username: demo.users.find((user) => user.id === first.user_id)!.username,
      role_name: demo.roles.find((role) => role.id === first.role)!.name,
    });
    const tables: DemoTableName[] = ['site', 'person', 'ride', 'location_point'];
    for (const table of tables) expect(await countRows(db, table)).toBe(counts[table]);
  });
});
