/**
 * The access matrix (issue 16 §1, docs/security.md "Roles and sites"), on both databases: every
 * path and method of the OpenAPI document called by each kind of account — administrator, office
 * on every site, office on site A, site manager of site A, a driver — on site A, on site B and
 * without a site, with real rows of a small demo company (two sites). A call the role may not make
 * answers 403 with one of the Polish refusals and changes nothing (row counts, the change history
 * and the small tables of accounts, sessions and settings compared before and after); a call it may
 * make is never refused, and every such unsafe call that succeeds leaves its row in the change
 * history (issue 28 §4: who = the calling account, the entity, the action; TRACES), while one that
 * fails (a referenced row's delete, a copy breaking a rule) records nothing. A path the
 * document gains later is classified here, its writes traced, or the test fails.
 */
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessMessages, siteBinding, type AccessRole, type SiteBinding } from '../../src/domain/access';
import { ARCHIVED_AT } from '../../src/domain/archive';
import type { ChangeAction } from '../../src/domain/changeHistory';
import { hasColumn } from '../../src/domain/fields';
import { resourceList, type ResourceSpec } from '../../src/domain/resources';
import { REPAIR_STATUSES } from '../../src/domain/repairs/workflow';
import { vehicleDocumentKinds } from '../../src/domain/resources/vehicle-documents';
import { hashPassword } from '../../server/auth/passwords';
import { DEMO_EMPLOYEE_PASSWORD, seedDemo } from '../../server/seed/seedDemo';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../src/domain/dates';
import { testDialects } from '../helpers/databases';
import { ADMIN, basicAuth, loginSession, makeClient, startTestServer, type Client, type Response, type TestServer } from '../helpers/server';
import type { AnyDb } from '../../server/db/anySchema';

const NOW = new Date('2026-11-20T10:30:00.000Z');
const PERIOD = 'date_from=2026-11-01&date_to=2026-11-20';
const PASSWORD = 'macierz-uprawnien-1';
const REFUSALS: string[] = Object.values(accessMessages);

type Account = 'admin' | 'officeAll' | 'officeA' | 'managerA' | 'driver';
type Target = 'A' | 'B' | null;

/** The staff accounts' logins (the driver's is the demo's). */
const USERNAMES: Record<Exclude<Account, 'driver'>, string> = {
  admin: ADMIN.username,
  officeAll: 'biuro.wszystkie',
  officeA: 'biuro.budowa.a',
  managerA: 'kierownik.a',
};

/** How an operation meets the model, when the registry does not say it. */
type Kind =
  | { kind: 'public' }
  | { kind: 'administrator' }
  /** Read by every dashboard account; writes (if unsafe) by administrators only. */
  | { kind: 'company' }
  /** Reads or writes one site's data; `requiresSite`: without a site a scoped account is refused. */
  | { kind: 'site'; requiresSite: boolean }
  /** Field data: drivers for themselves, staff for a person of their sites. */
  | { kind: 'field' }
  /** Upload of a file before it is attached: anyone who may write. */
  | { kind: 'writer' };

const CUSTOM: Record<string, Kind> = {
  'GET /api/health': { kind: 'public' },
  'GET /api/config/': { kind: 'public' },
  'POST /api/admin-login/': { kind: 'public' },
  'GET /api/user-logged-in/': { kind: 'public' },
  'POST /api/logout/': { kind: 'public' },
  // The field app's own session, every account's (tests/api/fieldSessions.test.ts).
  'POST /api/field-login/': { kind: 'public' },
  'POST /api/field-logout/': { kind: 'public' },
  'GET /api/field/me/': { kind: 'public' },
  // GPS devices identify themselves by their identifier (tests/api/osmand.test.ts).
  'GET /api/osmand/': { kind: 'public' },
  'POST /api/osmand/': { kind: 'public' },
  // A Traccar server signs its forwarding with a token of /api/traccar-token/ (tests/api/traccarForward.test.ts).
  'POST /api/traccar/positions/': { kind: 'public' },
  'POST /api/traccar/events/': { kind: 'public' },
  // A vehicle's day from its trackers: its site's.
  'GET /api/vehicle-timeline/{vehicle}/': { kind: 'site', requiresSite: false },
  'DELETE /api/users/{id}/sessions/': { kind: 'administrator' },
  'GET /api/accounts/': { kind: 'administrator' },
  'GET /api/accounts/{id}/': { kind: 'administrator' },
  'PUT /api/accounts/{id}/': { kind: 'administrator' },
  'POST /api/users/': { kind: 'site', requiresSite: true },
  'POST /api/person-work-day/start/': { kind: 'field' },
  'POST /api/person-work-day/end/': { kind: 'field' },
  'POST /api/vehicle-ride/start/': { kind: 'field' },
  'POST /api/vehicle-ride/{id}/end/': { kind: 'field' },
  'POST /api/location-history/': { kind: 'field' },
  'POST /api/repair-request/': { kind: 'field' },
  // Pre-shift checks (issue 30, tests/api/fieldChecks.test.ts).
  'GET /api/field/checklist/': { kind: 'field' },
  'POST /api/field/checks/': { kind: 'field' },
  'POST /api/field/fueling/': { kind: 'field' },
  'POST /api/field/vehicle-fueling/': { kind: 'field' },
  'POST /api/field/tanker-fueling/': { kind: 'field' },
  'POST /api/field/tanker-stock-count/': { kind: 'field' },
  'GET /api/field/catalog/': { kind: 'public' },
  'GET /api/online/': { kind: 'site', requiresSite: true },
  // The fleet live (issue 31 §3, tests/api/fleet.test.ts).
  'GET /api/fleet/': { kind: 'site', requiresSite: true },
  'GET /api/fleet/changes/': { kind: 'site', requiresSite: true },
  'GET /api/fleet/vehicles/{vehicle}/day/': { kind: 'site', requiresSite: true },
  'GET /api/fleet/people/{person}/day/': { kind: 'site', requiresSite: true },
  'GET /api/location-history-for-ride/{id}/': { kind: 'site', requiresSite: true },
  'GET /api/reports/tanker-ledger/': { kind: 'site', requiresSite: true },
  'GET /api/reports/tanker-ledger/export/': { kind: 'site', requiresSite: true },
  'GET /api/reports/consumption/': { kind: 'site', requiresSite: true },
  'GET /api/reports/consumption/export/': { kind: 'site', requiresSite: true },
  'GET /api/reports/consumption/{vehicle}/trend/': { kind: 'site', requiresSite: true },
  'GET /api/reports/haul/': { kind: 'site', requiresSite: true },
  'GET /api/reports/haul/export/': { kind: 'site', requiresSite: true },
  'GET /api/reports/site/': { kind: 'site', requiresSite: true },
  'GET /api/reports/site/export/': { kind: 'site', requiresSite: true },
  'GET /api/anomalies/': { kind: 'site', requiresSite: true },
  'GET /api/anomalies/export/': { kind: 'site', requiresSite: true },
  'GET /api/anomalies/settings/': { kind: 'company' },
  'PUT /api/anomalies/settings/': { kind: 'administrator' },
  'GET /api/site-time/': { kind: 'site', requiresSite: true },
  'GET /api/site-time/export/': { kind: 'site', requiresSite: true },
  'GET /api/position-anomalies/': { kind: 'site', requiresSite: true },
  'GET /api/position-anomalies/export/': { kind: 'site', requiresSite: true },
  'GET /api/working-hours/': { kind: 'company' },
  'PUT /api/working-hours/': { kind: 'administrator' },
  'GET /api/reports/working-time/': { kind: 'site', requiresSite: true },
  'GET /api/reports/working-time/export/': { kind: 'site', requiresSite: true },
  'GET /api/reports/working-time/xlsx/': { kind: 'site', requiresSite: true },
  // Work cards (issue 33 §3, tests/api/workCards.test.ts): a vehicle's site, or the site asked for.
  'GET /api/reports/work-cards/': { kind: 'site', requiresSite: true },
  'GET /api/reports/work-cards/export/': { kind: 'site', requiresSite: true },
  'GET /api/reports/work-cards/pdf/': { kind: 'site', requiresSite: true },
  'GET /api/night-hours/': { kind: 'company' },
  'GET /api/reports/fuel-settlement/': { kind: 'site', requiresSite: true },
  'GET /api/reports/fuel-settlement/export/': { kind: 'site', requiresSite: true },
  'GET /api/reports/fuel-settlement/xlsx/': { kind: 'site', requiresSite: true },
  'PUT /api/night-hours/': { kind: 'administrator' },
  // The VAT mileage register of a vehicle (issue 33 §4): its site's, through the vehicle, entry or ride.
  'GET /api/reports/mileage-register/': { kind: 'site', requiresSite: false },
  'GET /api/reports/mileage-register/export/': { kind: 'site', requiresSite: false },
  'GET /api/reports/mileage-register/xlsx/': { kind: 'site', requiresSite: false },
  'POST /api/mileage-register/close/': { kind: 'site', requiresSite: false },
  'POST /api/mileage-register/corrections/': { kind: 'site', requiresSite: false },
  'PUT /api/mileage-register/purpose/': { kind: 'site', requiresSite: false },
  'POST /api/anomalies/explain/': { kind: 'site', requiresSite: true },
  'DELETE /api/anomalies/explain/{anomaly}/': { kind: 'site', requiresSite: true },
  'GET /api/maintenance/due/': { kind: 'site', requiresSite: true },
  'GET /api/maintenance/due/export/': { kind: 'site', requiresSite: true },
  'PATCH /api/repair-request/{id}/': { kind: 'site', requiresSite: true },
  'GET /api/repair-request/{id}/history/': { kind: 'site', requiresSite: true },
  'GET /api/history/': { kind: 'administrator' },
  'GET /api/history/export/': { kind: 'administrator' },
  // A person's positions (issue 31 §5): a data subject's access request, the administrator's.
  'GET /api/persons/{id}/positions/export/': { kind: 'administrator' },
  'POST /api/attachments/': { kind: 'writer' },
  // An import writes each row through the registry's rules, its sites checked row by row (issue 32 §1).
  'POST /api/import/{resource}/': { kind: 'writer' },
  // An import's record (issue 32 §1): an administrator sees and undoes every import, anyone else only its own (404 otherwise).
  'GET /api/imports/': { kind: 'company' },
  // A template holds the headers and the names the account may see anyway.
  'GET /api/import/{resource}/template/': { kind: 'company' },
  // Fuel-card statements name every site's vehicles (issue 32 §2): the administrator's.
  'POST /api/fuel-statements/': { kind: 'administrator' },
  'GET /api/fuel-statements/profiles/': { kind: 'administrator' },
  'GET /api/imports/{id}/file/': { kind: 'writer' },
  'POST /api/imports/{id}/undo/': { kind: 'writer' },
  'GET /api/attachments/{id}': { kind: 'site', requiresSite: true },
  'GET /api/attachments/{id}/thumbnail': { kind: 'site', requiresSite: true },
};

/** The history row an allowed unsafe call must leave (by its path): the entity and the action. */
interface Trace {
  entity: string;
  action: ChangeAction;
}

/**
 * The unsafe routes outside the generic CRUD engine and the entity and action their history row
 * has. Left out, being public (walked by no account here) and no data write: signing in
 * (POST /api/admin-login/) and out (POST /api/logout/) only open and close the caller's own
 * session; they are recorded nowhere.
 */
const TRACES: Record<string, Trace | ((call: { url: string; body?: unknown }) => Trace)> = {
  'POST /api/users/': { entity: 'employees', action: 'create' },
  'PUT /api/accounts/{id}/': { entity: 'accounts', action: 'update' },
  'DELETE /api/users/{id}/sessions/': { entity: 'accounts', action: 'end_sessions' },
  'POST /api/person-work-day/start/': { entity: 'work-days', action: 'create' },
  'POST /api/person-work-day/end/': { entity: 'work-days', action: 'update' },
  'POST /api/vehicle-ride/start/': { entity: 'rides', action: 'create' },
  'POST /api/vehicle-ride/{id}/end/': { entity: 'rides', action: 'update' },
  // One row per batch of points, not per point.
  'POST /api/location-history/': { entity: 'location-history', action: 'create' },
  'POST /api/repair-request/': { entity: 'repairs', action: 'create' },
  'POST /api/field/checks/': { entity: 'vehicle-checks', action: 'create' },
  'POST /api/field/fueling/': { entity: 'fueling', action: 'create' },
  'POST /api/field/vehicle-fueling/': { entity: 'vehicle-fueling', action: 'create' },
  'POST /api/field/tanker-fueling/': { entity: 'tanker-fueling', action: 'create' },
  'POST /api/field/tanker-stock-count/': { entity: 'tanker-stock-counts', action: 'create' },
  'PATCH /api/repair-request/{id}/': { entity: 'repairs', action: 'update' },
  'POST /api/attachments/': { entity: 'attachments', action: 'create' },
  'POST /api/import/{resource}/': { entity: 'materials', action: 'create' },
  // The import made in beforeAll added one material: its undoing deletes it.
  'POST /api/imports/{id}/undo/': { entity: 'materials', action: 'delete' },
  'PUT /api/anomalies/settings/': { entity: 'anomaly-settings', action: 'update' },
  'PUT /api/working-hours/': { entity: 'working-hours', action: 'update' },
  'PUT /api/night-hours/': { entity: 'night-hours', action: 'update' },
  'POST /api/mileage-register/close/': { entity: 'mileage-register', action: 'create' },
  'POST /api/mileage-register/corrections/': { entity: 'mileage-register', action: 'create' },
  'PUT /api/mileage-register/purpose/': { entity: 'rides', action: 'update' },
  // An explanation is recorded on its fueling, whose table the anomaly id begins with.
  'POST /api/anomalies/explain/': (call) => ({ entity: anomalyEntity((call.body as { anomaly: string }).anomaly), action: 'explain' }),
  'DELETE /api/anomalies/explain/{anomaly}/': (call) => ({
    entity: anomalyEntity(decodeURIComponent(call.url.split('/').at(-2)!)),
    action: 'withdraw_explanation',
  }),
};

const anomalyEntity = (anomaly: string) => resourceList.find((spec) => spec.table === anomaly.split('-')[0])!.name;

/** The trace of a call: its route's, or the generic engine's (create, update, delete, archive, restore of the path's resource). */
function traceOf(operation: Operation, call: { url: string; body?: unknown }): Trace {
  const custom = TRACES[`${operation.method} ${operation.path}`];
  if (custom) return typeof custom === 'function' ? custom(call) : custom;
  const { spec, method, path } = operation;
  if (!spec) throw new Error(`${method} ${path}: no trace declared in accessMatrix.test.ts`);
  const archiving = /\/(archive|restore)\/$/.exec(path)?.[1] as 'archive' | 'restore' | undefined;
  const action: ChangeAction = archiving ?? (method === 'POST' ? 'create' : method === 'DELETE' ? 'delete' : 'update');
  return { entity: spec.name, action };
}

interface Operation {
  method: string;
  path: string;
  parameters: Array<{ in: string; name: string; required?: boolean; schema?: { enum?: string[] } }>;
  spec?: ResourceSpec;
  kind: Kind;
}

/** The registry resource a path belongs to (the longest apiPath it starts with). */
const specOfPath = (path: string) =>
  resourceList.find((spec) => spec.csvExport?.path === path) ??
  resourceList.filter((spec) => path === `${spec.apiPath}/` || path.startsWith(`${spec.apiPath}/`)).sort((a, b) => b.apiPath.length - a.apiPath.length)[0];

const EXPORT = /\/export\/$|-export-file\/$/;

function kindOf(method: string, path: string, spec: ResourceSpec | undefined): Kind {
  const custom = CUSTOM[`${method} ${path}`];
  if (custom) return custom;
  if (!spec) throw new Error(`${method} ${path} is neither in the registry nor classified in accessMatrix.test.ts`);
  if (spec.administratorsOnly) return { kind: 'administrator' };
  const binding: SiteBinding = siteBinding(spec);
  if (binding === 'company') return { kind: 'company' };
  if (binding === 'self') return method === 'GET' ? { kind: 'site', requiresSite: false } : { kind: 'company' };
  // Lists and exports of site-bound rows narrow to the account's sites instead of refusing.
  const list = method === 'GET' && (path === `${spec.apiPath}/` || EXPORT.test(path));
  return { kind: 'site', requiresSite: !list };
}

const SAFE = new Set(['GET', 'HEAD']);

/** Whether the model lets `account` make the call (docs/security.md "Roles and sites"). */
function allowed(account: Account, operation: Operation, target: Target): boolean {
  const { kind } = operation.kind;
  if (account === 'admin') return true;
  if (account === 'driver') return false; // field routes are not walked for drivers (tests/api/fieldData.test.ts)
  const role: AccessRole = account === 'managerA' ? 'site_manager' : 'office';
  const scoped = account !== 'officeAll';
  const unsafe = !SAFE.has(operation.method);
  if (kind === 'administrator') return false;
  if (unsafe && role === 'office') return false;
  if (kind === 'company') return !unsafe;
  if (kind === 'writer') return true;
  if (kind === 'field' || kind === 'site') {
    if (!scoped) return true;
    if (target === 'B') return false;
    if (target === null) return kind === 'site' && !operation.kind.requiresSite;
    return true;
  }
  return true;
}

describe.each(testDialects)('access matrix on %s', (dialect) => {
  let server: TestServer;
  const clients = {} as Record<Account, Client>;
  /** The credentials each account sends (a session like the app's, Basic for the driver's phone). */
  const credentials = {} as Record<Account, () => Record<string, string>>;
  const sites = {} as Record<'A' | 'B', number>;
  /** A row id per resource name and site ('A'/'B'; company-wide rows under both). */
  const rows = new Map<string, Record<'A' | 'B', Record<string, unknown>>>();
  const anomalies = {} as Record<'A' | 'B', string>;
  /** A stored entry of each site's mileage register (October closed), for corrections. */
  const mileageEntries = {} as Record<'A' | 'B', number>;
  const attachments = {} as Record<'A' | 'B', number>;
  /** An administrator's import of one material on each site (issue 32 §1). */
  const imports = {} as Record<'A' | 'B', number>;
  let driverUserId: number;
  let operations: Operation[];

  async function account(username: string, role: AccessRole, siteIds: number[] | null, passwordHash: string) {
    const { db } = server.database;
    const { id } = await db
      .insertInto('app_user')
      .values({ username, password_hash: passwordHash, access_role: role, all_sites: siteIds ? 0 : 1, is_active: 1, created_at: NOW.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const site of siteIds ?? []) await db.insertInto('app_user_site').values({ app_user: id, site }).execute();
    const { cookies, xsrf } = await loginSession(server.url, username, PASSWORD);
    return () => ({ cookie: cookies.join('; '), 'x-xsrf-token': xsrf, origin: server.url });
  }

  /** A row of the resource on the site, as the administrator reads it. */
  async function sampleRow(spec: ResourceSpec, site: number): Promise<Record<string, unknown> | undefined> {
    const binding = siteBinding(spec);
    const { db } = server.database;
    let query = (db as AnyDb).selectFrom(`${spec.table} as t`).select('t.id').orderBy('t.id');
    if (binding === 'field') query = query.where('t.site', '=', site);
    if (binding === 'self') query = query.where('t.id', '=', site);
    if (binding === 'via') {
      const target = resourceList.find((candidate) => candidate.name === spec.fields[spec.siteVia!].reference)!;
      query = query.where(`t.${spec.siteVia}`, 'in', (db as AnyDb).selectFrom(target.table).select('id').where('site', '=', site));
    }
    const row = await query.executeTakeFirst();
    if (!row) return undefined;
    return (await server.admin.get(`${spec.apiPath}/${row.id}/`)).body;
  }

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await seedDemo(server.database, { seed: 3, scale: 0.67, days: 3, now: NOW, timeZone: DEFAULT_COMPANY_TIME_ZONE });
    const { db } = server.database;
    const siteRows = await db.selectFrom('site').select('id').orderBy('id').execute();
    expect(siteRows.length).toBeGreaterThanOrEqual(2);
    [sites.A, sites.B] = [siteRows[0].id, siteRows[1].id];

    // Rows the demo does not make: a fuel card, and on each site a vehicle document, a service record, a repair's history and a photo.
    const cardVehicle = await db.selectFrom('vehicle').select('id').orderBy('id').executeTakeFirstOrThrow();
    const card = await server.admin.post('/api/fuel-card/', { number: '7077 0000 0000 0001', issuer: 'Orlen', vehicle: cardVehicle.id, active: true });
    expect(card.status, card.text).toBe(201);
    for (const key of ['A', 'B'] as const) {
      const vehicle = await sampleRow(
        resourceList.find((spec) => spec.name === 'vehicles')!,
        sites[key],
      );
      const form = new FormData();
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'zdjecie.png');
      const uploaded = await (
        await fetch(`${server.url}/api/attachments/?resource=vehicles&field=photo`, {
          method: 'POST',
          headers: basicAuth('admin', ADMIN.password)(),
          body: form,
        })
      ).json();
      attachments[key] = uploaded.id;
      const siteName = (await server.admin.get(`/api/site/${sites[key]}/`)).body.name;
      const file = new FormData();
      file.append('file', new Blob([`Nazwa;Budowa\r\nMateriał z importu ${key};${siteName}\r\n`]), 'materialy.csv');
      const imported = await (
        await fetch(`${server.url}/api/import/materials/`, { method: 'POST', headers: basicAuth('admin', ADMIN.password)(), body: file })
      ).json();
      expect(imported.importId).toBeGreaterThan(0);
      imports[key] = imported.importId;
      const withPhoto = await server.admin.put(`/api/vehicle/${vehicle!.id}/`, {
        ...writable(
          resourceList.find((spec) => spec.name === 'vehicles')!,
          vehicle!,
        ),
        photo: [uploaded.id],
      });
      expect(withPhoto.status, withPhoto.text).toBe(200);
      const document = await server.admin.post('/api/vehicle-document/', {
        vehicle: vehicle!.id,
        kind: Object.keys(vehicleDocumentKinds)[0],
        number: `OC/${key}/2026`,
        valid_from: '2026-02-01',
        valid_until: '2027-01-31',
      });
      expect(document.status, document.text).toBe(201);
      const record = await server.admin.post('/api/service-record/', { vehicle: vehicle!.id, date: '2026-11-10', reading: 1000, note: 'Przegląd' });
      expect(record.status, record.text).toBe(201);
      const tanker = (
        await db.selectFrom('vehicle').select('id').where('site', '=', sites[key]).where('vehicle_type', '=', 'TANK').orderBy('id').executeTakeFirstOrThrow()
      ).id;
      const [petrolPlace, provider] = await Promise.all(
        ['petrol_place', 'petrol_provider'].map(
          async (table) => (await sql<{ id: number }>`select min(id) as id from ${sql.table(table)}`.execute(db)).rows[0].id,
        ),
      );
      const delivery = await server.admin.post('/api/tanker-fueling/', {
        petrol_place: petrolPlace,
        provider,
        tanker,
        datetime: '2026-11-19T07:00:00.000Z',
        litres: 5000,
      });
      expect(delivery.status, delivery.text).toBe(201);
      const reporter = (await db.selectFrom('person').select('id').where('site', '=', sites[key]).orderBy('id').executeTakeFirstOrThrow()).id;
      const repair = await server.admin.post('/api/repair-request/', { person: reporter, vehicle: vehicle!.id, note: 'Wyciek oleju spod skrzyni' });
      expect(repair.status, repair.text).toBe(201);
      // A fueling of more than the tank holds: an anomaly of the site's to explain.
      const truck = await db
        .selectFrom('vehicle')
        .select(['id', 'fuel_capacity'])
        .where('site', '=', sites[key])
        .where('vehicle_type', '=', 'TRUCK')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const overfilled = await server.admin.post('/api/fueling/', {
        person: reporter,
        vehicle: truck.id,
        site: sites[key],
        datetime: '2026-11-19T12:00:00.000Z',
        litres: Number(truck.fuel_capacity) * 3,
        price_per_litre: 6.5,
        odometer_state: 999_999,
      });
      expect(overfilled.status, overfilled.text).toBe(201);
      // A pre-shift check with a fault (issue 30): its answers and repair request.
      const checklist = (await server.admin.get(`/api/field/checklist/?vehicle=${truck.id}`)).body.points as Array<{ id: number }>;
      const check = await server.admin.post('/api/field/checks/', {
        vehicle: truck.id,
        person: reporter,
        performed_at: '2026-11-19T05:30:00.000Z',
        points: checklist.map((point, index) => (index === 0 ? { point: point.id, ok: false, note: 'Niski poziom oleju' } : { point: point.id, ok: true })),
      });
      expect(check.status, check.text).toBe(201);
      const anomaly = (await server.admin.get(`/api/anomalies/?site=${sites[key]}&date_from=2026-01-01&date_to=2026-11-20`)).body.anomalies?.[0];
      if (anomaly) anomalies[key] = anomaly.id;
      // The site's sample vehicle keeps the VAT mileage register from October, which has a ride and is closed.
      await db.updateTable('vehicle').set({ vat_register: 1, vat_register_from: '2026-10-01' }).where('id', '=', Number(vehicle!.id)).execute();
      await db
        .insertInto('ride')
        .values({
          person: reporter,
          vehicle: Number(vehicle!.id),
          start_datetime: '2026-10-14T08:00:00.000Z',
          end_datetime: '2026-10-14T09:00:00.000Z',
          site: sites[key],
          distance_m: 12_000,
          purpose: 'Dowóz materiałów',
        } as never)
        .execute();
      const closed = await server.admin.post('/api/mileage-register/close/', { vehicle: vehicle!.id, month: '2026-10' });
      expect(closed.status, closed.text).toBe(200);
      mileageEntries[key] = closed.body.entries[0].id;
    }
    // A GPS device (administrators' only): the demo makes none.
    const tracked = await sampleRow(
      resourceList.find((spec) => spec.name === 'vehicles')!,
      sites.A,
    );
    const gpsDevice = await server.admin.post('/api/gps-device/', {
      name: 'Tracker A',
      identifier: 'tracker-a-Zx81Qw27Lp',
      vehicle: tracked!.id,
      speed_unit: 'kn',
      active: true,
    });
    expect(gpsDevice.status, gpsDevice.text).toBe(201);
    // A Traccar server's token (administrators' only): the demo makes none either.
    const traccarToken = await server.admin.post('/api/traccar-token/', { name: 'Traccar A', token: 'traccar-a-Zx81Qw27LpMn45Kj', active: true });
    expect(traccarToken.status, traccarToken.text).toBe(201);
    for (const spec of resourceList) {
      const a = await sampleRow(spec, sites.A);
      const b = siteBinding(spec) === 'company' ? a : await sampleRow(spec, sites.B);
      if (a && b) rows.set(spec.name, { A: a, B: b });
    }

    const passwordHash = await hashPassword(PASSWORD);
    credentials.admin = basicAuth('admin', ADMIN.password);
    credentials.officeAll = await account(USERNAMES.officeAll, 'office', null, passwordHash);
    credentials.officeA = await account(USERNAMES.officeA, 'office', [sites.A], passwordHash);
    credentials.managerA = await account(USERNAMES.managerA, 'site_manager', [sites.A], passwordHash);
    const driver = await db
      .selectFrom('app_user as u')
      .innerJoin('person as p', 'p.user_id', 'u.id')
      .select(['u.id', 'u.username'])
      .where('u.access_role', 'is', null)
      .where('p.site', '=', sites.A)
      .orderBy('u.id')
      .executeTakeFirstOrThrow();
    driverUserId = driver.id;
    credentials.driver = basicAuth(driver.username, DEMO_EMPLOYEE_PASSWORD);
    for (const name of Object.keys(credentials) as Account[]) clients[name] = makeClient(server.url, credentials[name]);

    const document = (await server.anonymous.get('/api/openapi.json')).body;
    operations = [];
    for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, described] of Object.entries(methods)) {
        const upper = method.toUpperCase();
        const spec = specOfPath(path);
        operations.push({ method: upper, path, parameters: described.parameters ?? [], spec, kind: kindOf(upper, path, spec) });
      }
    }
    // Reads first, deletes last: a call that is allowed may change what later calls find.
    const order = (operation: Operation) => ['GET', 'PUT', 'PATCH', 'POST', 'DELETE'].indexOf(operation.method);
    operations.sort((a, b) => order(a) - order(b));
  }, 300_000);
  afterAll(() => server?.close());

  /** The fields the API accepts back in a write (no server-set, virtual, computed or file fields). */
  function writable(spec: ResourceSpec, row: Record<string, unknown>) {
    return Object.fromEntries(
      Object.entries(spec.fields)
        .filter(([, field]) => !field.serverSet && (hasColumn(field) || field.type === 'references') && !field.virtual)
        .map(([name]) => [name, row[name] ?? null]),
    );
  }

  /** The sample row a path's `{id}` stands for (a ride for a track, a repair for its history…). */
  function rowFor(operation: Operation, key: 'A' | 'B'): Record<string, unknown> | undefined {
    const { path } = operation;
    const name = path.startsWith('/api/location-history-for-ride/') ? 'rides' : operation.spec?.name;
    return name ? rows.get(name)?.[key] : undefined;
  }

  /** The request for an operation on a site (null: without one), or undefined when the company has no such row; a write's body is made anew for each call. */
  function request(operation: Operation, target: Target): { url: string; body?: () => unknown } | undefined {
    const key = target ?? 'A';
    const site = target ? sites[target] : undefined;
    const row = rowFor(operation, key);
    let path = operation.path;
    if (path.includes('{id}')) {
      const id = path.startsWith('/api/users/')
        ? driverUserId
        : path.startsWith('/api/attachments/')
          ? attachments[key]
          : path.startsWith('/api/imports/')
            ? imports[key]
            : path.startsWith('/api/accounts/')
              ? driverUserId
              : row?.id;
      if (id === undefined) return undefined;
      path = path.replace('{id}', String(id));
    }
    if (path.includes('{resource}')) path = path.replace('{resource}', 'materials');
    if (path.includes('{vehicle}')) path = path.replace('{vehicle}', String(rows.get('vehicles')![key].id));
    if (path.includes('{person}')) path = path.replace('{person}', String(rows.get('employees')![key].id));
    if (path.includes('{anomaly}')) {
      if (!anomalies[key]) return undefined;
      path = path.replace('{anomaly}', encodeURIComponent(anomalies[key]));
    }
    const query = new URLSearchParams();
    for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
      const { name } = parameter;
      if (name === 'site' && site !== undefined) query.set('site', String(site));
      else if (name === 'date_from' || name === 'date_to') query.set(name, new URLSearchParams(PERIOD).get(name)!);
      else if (name === 'month') query.set('month', PERIOD.slice(10, 17));
      else if (name === 'tanker' && parameter.required) {
        if (!tankers[key]) return undefined;
        query.set('tanker', String(tankers[key]));
      } else if (parameter.required && parameter.schema?.enum) query.set(name, parameter.schema.enum[0]);
      else if (name === 'vehicle' && parameter.required) query.set('vehicle', String(rows.get('vehicles')![key].id));
      else if (name === 'resource' && operation.method === 'POST') query.set('resource', 'vehicles');
      else if (name === 'field' && operation.method === 'POST') query.set('field', 'photo');
    }
    if (operation.path === '/api/history/' || operation.path === '/api/history/export/') query.set('entity', 'materials');
    const url = query.size ? `${path}?${query}` : path;
    if (SAFE.has(operation.method)) return { url };
    return { url, body: () => bodyFor(operation, key, row) };
  }

  const tankers = {} as Record<'A' | 'B', number | undefined>;

  /** Numbers the writes, so that each changes what it writes: an update that changes nothing records nothing. */
  let writes = 0;

  /** The row's write with one field changed: a text (not an identifier) gets the write's number, or else a number grows by it. */
  function edited(spec: ResourceSpec, body: Record<string, unknown>) {
    const fields = Object.entries(spec.fields).filter(([name]) => Object.hasOwn(body, name));
    const text = fields.find(([, field]) => (field.type === 'string' || field.type === 'text') && !field.identifier && !field.pattern);
    if (text) return { ...body, [text[0]]: `${body[text[0]] ?? ''} ${writes}`.trim() };
    const number = fields.find(([name, field]) => (field.type === 'number' || field.type === 'decimal') && typeof body[name] === 'number');
    if (number) return { ...body, [number[0]]: Math.round(((body[number[0]] as number) + writes) * 100) / 100 };
    return body;
  }

  function bodyFor(operation: Operation, key: 'A' | 'B', row: Record<string, unknown> | undefined): unknown {
    const { method, path, spec } = operation;
    writes += 1;
    const person = rows.get('employees')![key];
    if (operation.kind.kind === 'field') {
      const ride = rows.get('rides')![key];
      // One body for every field route: a ride's, with what the fuel records need too (the site's tanker, fuel place and provider).
      const fuel = {
        litres: 40,
        price_per_litre: 6.5,
        odometer_state: 1000 + writes,
        tanker: tankers[key],
        petrol_place: rows.get('petrol-places')![key].id,
        provider: rows.get('petrol-providers')![key].id,
      };
      return {
        ...writable(
          resourceList.find((candidate) => candidate.name === 'rides')!,
          ride,
        ),
        ...fuel,
        person: person.id,
        latitude: 51.9,
        longitude: 20.9,
        datetime: NOW.toISOString(),
        description: 'Wyciek oleju',
        vehicle: ride.vehicle,
      };
    }
    if (path === '/api/users/')
      return {
        ...writable(
          resourceList.find((candidate) => candidate.name === 'employees')!,
          person,
        ),
        username: `macierz.${key}.${Math.random().toString(36).slice(2, 8)}`,
        password: 'haslo-macierzy-1',
        site: sites[key],
      };
    if (path === '/api/anomalies/explain/') return { anomaly: anomalies[key] ?? 'brak', note: 'Sprawdzone' };
    if (path === '/api/anomalies/settings/') return { window_hours: (writes % 100) + 1 };
    // A start of its own for each write (a change the history records), always before the end.
    if (path === '/api/working-hours/')
      return { start: `${String(Math.floor(writes / 60) % 18).padStart(2, '0')}:${String(writes % 60).padStart(2, '0')}`, end: '18:00' };
    // A start of its own within 21:00..21:59 for each write.
    if (path === '/api/night-hours/') return { start: `21:${String(writes % 60).padStart(2, '0')}` };
    if (path.startsWith('/api/accounts/')) return { access_role: 'office', all_sites: true, sites: [], is_active: true };
    // November has not ended when written (allowed: 409), or is closed by the first allowed call.
    if (path === '/api/mileage-register/close/') return { vehicle: rows.get('vehicles')![key].id, month: '2026-11' };
    if (path === '/api/mileage-register/corrections/') return { entry: mileageEntries[key], km: 12 + writes, reason: 'Błędny ślad GPS' };
    if (path === '/api/mileage-register/purpose/') return { ride: rows.get('rides')![key].id, purpose: `Dowóz materiałów ${writes}` };
    if (method === 'PATCH') return { status: REPAIR_STATUSES[1], cost: writes };
    if (spec && row && (method === 'PUT' || method === 'POST')) {
      const body = writable(spec, row);
      // A copy made anew must not collide with the row's unique values.
      if (method === 'POST')
        for (const [name, field] of Object.entries(spec.fields))
          if (field.type === 'string' && field.unique && typeof body[name] === 'string') body[name] = `${body[name]} kopia`;
      return method === 'PUT' ? edited(spec, body) : body;
    }
    return {};
  }

  /** What a refused call must leave alone: every table's row count, and the small tables whole. */
  async function fingerprint() {
    const { db } = server.database;
    const tables = [...new Set([...resourceList.map((spec) => spec.table), 'change_event', 'attachment', 'repair_request_event', 'anomaly_explanation'])];
    const counts = await Promise.all(
      tables.map(async (table) => (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0].n),
    );
    const whole = await Promise.all(
      ['app_user', 'app_user_site', 'anomaly_setting', 'company_setting'].map(
        async (table) => (await sql`select * from ${sql.table(table)} order by 1, 2`.execute(db)).rows,
      ),
    );
    // A session's last_seen_at is written at most once a minute by any signed-in request, a refused one too: not compared.
    const sessions = await db.selectFrom('session').select(['id_hash', 'user_id', 'csrf_token', 'created_at']).orderBy('id_hash').execute();
    const lastChange = await lastChangeId();
    return JSON.stringify({ counts: counts.map(Number), whole, sessions, lastChange });
  }

  const lastChangeId = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('change_event')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );
  const changesSince = (id: number) => server.database.db.selectFrom('change_event').select(['username', 'entity', 'action']).where('id', '>', id).execute();

  /** Puts the row an allowed archive or restore is of in the state that call changes (each allowed write must change something). */
  async function arrange(operation: Operation, target: Target) {
    const action = /\/(archive|restore)\/$/.exec(operation.path)?.[1];
    if (!action) return;
    const row = rowFor(operation, target ?? 'A')!;
    await (server.database.db as AnyDb)
      .updateTable(operation.spec!.table)
      .set({ [ARCHIVED_AT]: action === 'archive' ? null : NOW.toISOString() })
      .where('id', '=', row.id)
      .execute();
  }

  it('answers every endpoint as each role allows, on its sites and on others; a refusal is 403 in Polish and changes nothing; an allowed write leaves its history row', async () => {
    const { db } = server.database;
    const tanker = async (site: number) =>
      (await db.selectFrom('vehicle').select('id').where('site', '=', site).where('vehicle_type', '=', 'TANK').orderBy('id').executeTakeFirst())?.id;
    tankers.A = await tanker(sites.A);
    tankers.B = await tanker(sites.B);

    const problems: string[] = [];
    let refused = 0;
    let walked = 0;
    let traced = 0;
    for (const operation of operations) {
      if (operation.kind.kind === 'public') continue;
      const siteParameter = operation.parameters.find((p) => p.in === 'query' && p.name === 'site');
      // A call is on a site through its row (path), its site parameter, a tanker or a vehicle, or (a write) its body.
      const onSite =
        operation.path.includes('{') ||
        !SAFE.has(operation.method) ||
        operation.parameters.some((p) => p.in === 'query' && (p.name === 'tanker' || p.name === 'vehicle') && p.required);
      const targets: Target[] =
        operation.kind.kind === 'company' || operation.kind.kind === 'administrator' || operation.kind.kind === 'writer'
          ? [null]
          : siteParameter
            ? siteParameter.required
              ? ['A', 'B']
              : ['A', 'B', null]
            : onSite
              ? ['A', 'B']
              : [null];
      for (const target of targets) {
        const call = request(operation, target);
        if (!call) {
          problems.push(`${operation.method} ${operation.path} (${target ?? 'bez budowy'}): the demo company has no row for it`);
          continue;
        }
        for (const account of ['driver', 'officeAll', 'officeA', 'managerA', 'admin'] as Account[]) {
          if (account === 'driver' && operation.kind.kind === 'field') continue;
          const may = allowed(account, operation, target);
          const unsafe = !SAFE.has(operation.method);
          if (may && unsafe) await arrange(operation, target);
          const before = may ? undefined : await fingerprint();
          const lastChange = await lastChangeId();
          const sent = { url: call.url, body: call.body?.() };
          const response =
            operation.path === '/api/attachments/' && operation.method === 'POST'
              ? await uploadAs(account, call.url)
              : await clients[account].request(operation.method, call.url, sent.body);
          walked += 1;
          const label = `${account} ${operation.method} ${call.url} (${target ?? 'bez budowy'}) → ${response.status} ${String(response.text).replace(/\s+/g, ' ').slice(0, 160)}`;
          if (may) {
            if (response.status === 401 || response.status === 403 || response.status >= 500) problems.push(`allowed but ${label}`);
            if (unsafe && response.status >= 400 && (await changesSince(lastChange)).length > 0) problems.push(`failed but recorded in the history: ${label}`);
            if (unsafe && response.status >= 200 && response.status < 300) {
              traced += 1;
              const expected = traceOf(operation, sent);
              const rows = await changesSince(lastChange);
              if (
                !rows.some(
                  (row) => row.username === USERNAMES[account as keyof typeof USERNAMES] && row.entity === expected.entity && row.action === expected.action,
                )
              ) {
                problems.push(
                  `left no trace (${expected.entity} ${expected.action} by ${account}): ${label}; recorded: ${JSON.stringify(rows.map(({ username, entity, action }) => [username, entity, action]))}`,
                );
              }
            }
          } else {
            refused += 1;
            if (response.status !== 403) problems.push(`not refused: ${label}`);
            else if (!REFUSALS.includes(response.body?.detail)) problems.push(`refused without a Polish reason: ${label}`);
            if ((await fingerprint()) !== before) problems.push(`refused but changed the database: ${label}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(walked).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(200);
    expect(traced).toBeGreaterThan(120);
  }, 600_000);

  /** A multipart upload with the account's credentials (the JSON client cannot send files). */
  async function uploadAs(account: Account, url: string): Promise<Pick<Response, 'status' | 'body' | 'text'>> {
    const form = new FormData();
    // A photo, as the vehicle's photo field the upload names admits.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2980b9' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'zdjecie.png');
    const response = await fetch(server.url + url, { method: 'POST', headers: credentials[account](), body: form });
    const text = await response.text();
    return { status: response.status, text, body: text.startsWith('{') ? JSON.parse(text) : text };
  }
});
