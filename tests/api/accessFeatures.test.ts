/**
 * Roles and sites on the feature routes (issue 16 §1, /work contract "The model"), on both
 * databases: reports and their CSVs, who is online and a ride's track, maintenance, anomalies,
 * repair requests' workflow and the change history, each read by an office account on every site
 * (reads allowed, writes 403), a site manager of site A (site A allowed; site B 403 "Brak dostępu
 * do tej budowy."; no site 403 "Wybierz budowę…") and the administrator. A refusal changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessMessages } from '../../src/domain/access';
import { loginAs } from '../helpers/accounts';
import { testDialects } from '../helpers/databases';
import { buildCompany, type Company } from '../helpers/fixtures';
import { startTestServer, type Client, type Response, type TestServer } from '../helpers/server';

const PERIOD = 'date_from=2026-11-01&date_to=2026-11-30';

function expectRefused(response: Response, detail: string) {
  expect(response.status, response.text).toBe(403);
  expect(response.body.detail).toBe(detail);
}

function expectAnswered(response: Response) {
  expect(response.status, response.text).toBe(200);
}

/** Rows of site B next to the company's site A: a truck, a tanker, a ride, a repair request and a station fueling on each. */
async function twoSites(server: TestServer, company: Company) {
  const db = server.database.db;
  const insertedId = (row: { id: unknown }) => Number(row.id);
  const vehicleB = (vehicle_type: string, fleet_number: number) =>
    db
      .insertInto('vehicle')
      .values({
        site: company.otherSite,
        fleet_number,
        registration_number: `WB ${fleet_number}`,
        vehicle_model: 'Model B',
        vehicle_type,
        fuel_capacity: vehicle_type === 'TANK' ? 10000 : 400,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then(insertedId);
  const truckB = await vehicleB('TRUCK', 901);
  const tankerB = await vehicleB('TANK', 902);
  const perSite = async (site: number, vehicle: number) => ({
    ride: await db
      .insertInto('ride')
      .values({ person: company.person, vehicle, site, start_datetime: '2026-11-03T08:00:00.000Z', end_datetime: '2026-11-03T08:40:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then(insertedId),
    repair: await db
      .insertInto('repair_request')
      .values({ person: company.person, vehicle, site, note: 'Wyciek oleju', datetime: '2026-11-04T09:00:00.000Z', status: 'nowe' })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then(insertedId),
    fueling: await db
      .insertInto('fueling')
      .values({ person: company.person, vehicle, site, datetime: '2026-11-05T06:00:00.000Z', litres: 450, price_per_litre: 6.5, odometer_state: 1000 })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then(insertedId),
  });
  return {
    a: { site: company.site, truck: company.truck, tanker: company.tanker, ...(await perSite(company.site, company.truck)) },
    b: { site: company.otherSite, truck: truckB, tanker: tankerB, ...(await perSite(company.otherSite, truckB)) },
  };
}

type World = Awaited<ReturnType<typeof twoSites>>;
type SiteRows = World['a'];

/** A read of one site's data: its path for site A's or B's rows, and (for an optional site) without one. */
interface SiteRead {
  name: string;
  path: (rows: SiteRows) => string;
  withoutSite?: string;
}

const siteParam = (path: string, extra = '') => ({
  path: (rows: SiteRows) => `${path}?site=${rows.site}${extra}`,
  withoutSite: `${path}?${extra.replace(/^&/, '')}`,
});

const REPORT_READS: SiteRead[] = [
  { name: 'tanker ledger', path: (rows) => `/api/reports/tanker-ledger/?tanker=${rows.tanker}&${PERIOD}` },
  { name: 'tanker ledger CSV', path: (rows) => `/api/reports/tanker-ledger/export/?tanker=${rows.tanker}&${PERIOD}` },
  { name: 'consumption', ...siteParam('/api/reports/consumption/', `&${PERIOD}`) },
  { name: 'consumption CSV', ...siteParam('/api/reports/consumption/export/', `&${PERIOD}`) },
  { name: 'consumption trend', path: (rows) => `/api/reports/consumption/${rows.truck}/trend/?${PERIOD}` },
  { name: 'haul', ...siteParam('/api/reports/haul/', `&${PERIOD}`) },
  { name: 'haul CSV', ...siteParam('/api/reports/haul/export/', `&table=days&${PERIOD}`) },
  { name: 'site report', path: (rows) => `/api/reports/site/?site=${rows.site}&${PERIOD}` },
  { name: 'site report CSV', path: (rows) => `/api/reports/site/export/?site=${rows.site}&table=fuel&${PERIOD}` },
];
const ACTIVITY_READS: SiteRead[] = [
  { name: 'online', ...siteParam('/api/online/') },
  { name: 'ride track', path: (rows) => `/api/location-history-for-ride/${rows.ride}/` },
];
const MAINTENANCE_READS: SiteRead[] = [
  { name: 'maintenance due', path: (rows) => `/api/maintenance/due/?site=${rows.site}` },
  { name: 'maintenance due CSV', path: (rows) => `/api/maintenance/due/export/?site=${rows.site}` },
];
const ANOMALY_READS: SiteRead[] = [
  { name: 'anomalies', ...siteParam('/api/anomalies/', `&${PERIOD}`) },
  { name: 'anomalies CSV', ...siteParam('/api/anomalies/export/', `&${PERIOD}`) },
];
const REPAIR_READS: SiteRead[] = [{ name: 'repair history', path: (rows) => `/api/repair-request/${rows.repair}/history/` }];
const RECORD_HISTORY_READS: SiteRead[] = [
  { name: "a repair request's change history", path: (rows) => `/api/history/?entity=repairs&record=${rows.repair}` },
  { name: "a repair request's change history CSV", path: (rows) => `/api/history/export/?entity=repairs&record=${rows.repair}` },
  { name: "a site's change history", path: (rows) => `/api/history/?entity=sites&record=${rows.site}` },
  { name: "a tanker's change history", path: (rows) => `/api/history/?entity=vehicles&record=${rows.tanker}` },
];

describe.each(testDialects)('roles and sites on the feature routes on %s', (dialect) => {
  let server: TestServer;
  let company: Company;
  let world: World;
  let office: Client;
  let manager: Client;
  let admin: Client;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    admin = server.admin;
    company = await buildCompany(admin);
    world = await twoSites(server, company);
    office = (await loginAs(server, { role: 'office' })).client;
    manager = (await loginAs(server, { role: 'site_manager', sites: [company.site] })).client;
  });
  afterAll(() => server?.close());

  /** Every account reads site A; B and no site only the accounts that see every site. */
  async function checkReads(reads: SiteRead[]) {
    for (const read of reads) {
      for (const client of [admin, office, manager]) expectAnswered(await client.get(read.path(world.a)));
      for (const client of [admin, office]) expectAnswered(await client.get(read.path(world.b)));
      expectRefused(await manager.get(read.path(world.b)), accessMessages.site);
      if (read.withoutSite === undefined) continue;
      for (const client of [admin, office]) expectAnswered(await client.get(read.withoutSite));
      expectRefused(await manager.get(read.withoutSite), accessMessages.siteRequired);
    }
  }

  it('reports and their CSVs: a site, tanker or vehicle of the account’s sites only, and a site required', async () => {
    await checkReads(REPORT_READS);
    const csv = await manager.get(REPORT_READS[3].path(world.a));
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
  });

  it('who is online and a ride’s track', async () => {
    await checkReads(ACTIVITY_READS);
  });

  it('maintenance due and its CSV (a site is required of everyone)', async () => {
    await checkReads(MAINTENANCE_READS);
    const withoutSite = await manager.get('/api/maintenance/due/');
    expect(withoutSite.status).toBe(400);
    expect(withoutSite.body.errors.site).toHaveLength(1);
  });

  it('anomalies: the list and CSV by site; the thresholds read by all, changed by the administrator only', async () => {
    await checkReads(ANOMALY_READS);
    const before = (await admin.get('/api/anomalies/settings/')).body;
    for (const client of [office, manager]) expect((await client.get('/api/anomalies/settings/')).body).toEqual(before);
    const change = { window_hours: before.window_hours + 1 };
    expectRefused(await manager.put('/api/anomalies/settings/', change), accessMessages.administrator);
    expectRefused(await office.put('/api/anomalies/settings/', change), accessMessages.readOnly);
    expect((await admin.get('/api/anomalies/settings/')).body).toEqual(before);
    const changed = await admin.put('/api/anomalies/settings/', change);
    expect(changed.status).toBe(200);
    expect(changed.body.window_hours).toBe(change.window_hours);
    await admin.put('/api/anomalies/settings/', before);
  });

  it('anomaly explanations: of a fueling on the account’s sites only, never by a read-only account', async () => {
    const db = server.database.db;
    const anomaly = (rows: SiteRows) => `fueling-${rows.fueling}-over_capacity`;
    const explanations = () => db.selectFrom('anomaly_explanation').select(['fueling', 'note']).orderBy('fueling').execute();

    expectRefused(await manager.post('/api/anomalies/explain/', { anomaly: anomaly(world.b), note: 'Sprawdzone' }), accessMessages.site);
    expectRefused(await office.post('/api/anomalies/explain/', { anomaly: anomaly(world.a), note: 'Sprawdzone' }), accessMessages.readOnly);
    expect(await explanations()).toEqual([]);
    expect((await manager.post('/api/anomalies/explain/', { anomaly: anomaly(world.a), note: 'Zbiornik dodatkowy' })).status).toBe(201);
    expect((await admin.post('/api/anomalies/explain/', { anomaly: anomaly(world.b), note: 'Sprawdzone przez administratora' })).status).toBe(201);
    const both = await explanations();
    expect(both).toHaveLength(2);

    expectRefused(await manager.delete(`/api/anomalies/explain/${anomaly(world.b)}/`), accessMessages.site);
    expectRefused(await office.delete(`/api/anomalies/explain/${anomaly(world.a)}/`), accessMessages.readOnly);
    expect(await explanations()).toEqual(both);
    expect((await manager.delete(`/api/anomalies/explain/${anomaly(world.a)}/`)).status).toBe(204);
    expect((await admin.delete(`/api/anomalies/explain/${anomaly(world.b)}/`)).status).toBe(204);
    expect(await explanations()).toEqual([]);
  });

  it('repair requests: the workflow and its history on the account’s sites only, no change by a read-only account', async () => {
    await checkReads(REPAIR_READS);
    const db = server.database.db;
    const stored = (id: number) => db.selectFrom('repair_request').select(['status', 'cost']).where('id', '=', id).executeTakeFirstOrThrow();
    const events = (id: number) => db.selectFrom('repair_request_event').select('field').where('repair_request', '=', id).execute();

    expectRefused(await manager.request('PATCH', `/api/repair-request/${world.b.repair}/`, { cost: 120 }), accessMessages.site);
    expectRefused(await office.request('PATCH', `/api/repair-request/${world.a.repair}/`, { cost: 120 }), accessMessages.readOnly);
    for (const id of [world.a.repair, world.b.repair]) {
      expect(await stored(id)).toEqual({ status: 'nowe', cost: null });
      expect(await events(id)).toEqual([]);
    }
    const changed = await manager.request('PATCH', `/api/repair-request/${world.a.repair}/`, { status: 'w_trakcie', cost: 120 });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ status: 'w_trakcie', cost: 120 });
    expect((await admin.request('PATCH', `/api/repair-request/${world.b.repair}/`, { cost: 80 })).status).toBe(200);
  });

  it('change history: the whole list administrator-only; one record’s for whoever may read the record', async () => {
    for (const path of ['/api/history/', '/api/history/export/', '/api/history/?entity=repairs', `/api/history/?record=${world.a.repair}`]) {
      expectAnswered(await admin.get(path));
      expectRefused(await office.get(path), accessMessages.administrator);
      expectRefused(await manager.get(path), accessMessages.administrator);
    }
    await checkReads(RECORD_HISTORY_READS);
    // A company-wide record: read by every dashboard account.
    expectAnswered(await manager.get(`/api/history/?entity=petrol-places&record=${company.petrolPlace}`));
  });

  it('change history of a deleted record: judged by the site its history last recorded, else administrator-only', async () => {
    const deletedFueling = async (site: number, vehicle: number) => {
      const body = { person: company.person, vehicle, site, datetime: '2026-11-06T08:30:00.000Z', litres: 50, price_per_litre: 6.49, odometer_state: 2000 };
      const created = await admin.post('/api/fueling/', body);
      expect(created.status, created.text).toBe(201);
      expect((await admin.delete(`/api/fueling/${created.body.id}/`)).status).toBe(204);
      return Number(created.body.id);
    };
    const fuelingA = await deletedFueling(world.a.site, world.a.truck);
    const fuelingB = await deletedFueling(world.b.site, world.b.truck);
    const ownHistory = await manager.get(`/api/history/?entity=fueling&record=${fuelingA}`);
    expectAnswered(ownHistory);
    expect(ownHistory.body.map((event: { action: string }) => event.action)).toEqual(['delete', 'create']);
    expectAnswered(await office.get(`/api/history/?entity=fueling&record=${fuelingB}`));
    expectRefused(await manager.get(`/api/history/?entity=fueling&record=${fuelingB}`), accessMessages.site);
    expectRefused(await manager.get(`/api/history/export/?entity=fueling&record=${fuelingB}`), accessMessages.site);

    // A stock count belongs to a site through its tanker: once deleted, its history names no site.
    const count = await admin.post('/api/tanker-stock-count/', { tanker: world.a.tanker, datetime: '2026-11-06T09:00:00.000Z', litres: 1000 });
    expect(count.status, count.text).toBe(201);
    expectAnswered(await manager.get(`/api/history/?entity=tanker-stock-counts&record=${count.body.id}`));
    expect((await admin.delete(`/api/tanker-stock-count/${count.body.id}/`)).status).toBe(204);
    expectRefused(await manager.get(`/api/history/?entity=tanker-stock-counts&record=${count.body.id}`), accessMessages.administrator);
    expectAnswered(await office.get(`/api/history/?entity=tanker-stock-counts&record=${count.body.id}`));
  });
});
