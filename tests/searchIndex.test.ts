/**
 * The rides search on PostgreSQL (migration 2026_11_25_0024): each searched table is matched
 * through its trigram index. PostgreSQL would read these small tables whole and run `ILIKE` on
 * every row, which costs far more than it reckons; the list reads them through their indexes
 * (repository.ts `searching`). Checked by the indexes' own scan counters, on a pool of one
 * connection so that its statistics can be flushed before they are read.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../src/domain/resources';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Db } from '../server/db/database';
import { parseListParams } from '../server/crud/listParams';
import { DEFAULT_COMPANY_TIME_ZONE } from '../src/domain/dates';
import { listRows } from '../server/crud/repository';
import { tableShape } from '../server/crud/tableShape';
import { ensureAdmin, seedRoles } from '../server/seed/bootstrap';
import { openTestDatabase, testDialects } from './helpers/databases';
import { buildCompany, type Company } from './helpers/fixtures';
import { ADMIN, basicAuth, makeClient } from './helpers/server';

const TRIGRAM_INDEXES = ['person_name_trgm_idx', 'vehicle_registration_number_trgm_idx', 'material_name_trgm_idx', 'place_name_trgm_idx'];

describe.runIf(testDialects.includes('postgres'))('the rides search on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let single: Db;
  let app: FastifyInstance;
  let company: Company;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    await seedRoles(database.db);
    await ensureAdmin(database.db, ADMIN.username, ADMIN.password);
    app = await buildApp(database, { ...loadConfig({}), databaseUrl: database.url, staticDir: '/nonexistent' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    company = await buildCompany(makeClient(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, basicAuth(ADMIN.username, ADMIN.password)));
    // A ride of the searched month: the search's matches are read when its first row is filtered.
    await database.db
      .insertInto('ride')
      .values({
        person: company.person,
        vehicle: company.truck,
        material: company.material,
        start_place: company.place,
        end_place: company.place,
        site: company.site,
        start_datetime: '2026-03-02T07:00:00.000Z',
        end_datetime: '2026-03-02T08:00:00.000Z',
      })
      .execute();
    single = openDatabase(database.url, { poolSize: 1 });
  });
  afterAll(async () => {
    await single?.close();
    await app?.close();
    await database?.drop();
  });

  /** Scans of each trigram index so far, this connection's own flushed first. */
  async function indexScans(): Promise<Record<string, number>> {
    await sql`select pg_stat_force_next_flush()`.execute(single.db);
    const { rows } = await sql<{ name: string; scans: string }>`
      select indexrelname as name, idx_scan as scans from pg_stat_user_indexes where indexrelname in (${sql.join(TRIGRAM_INDEXES)})`.execute(single.db);
    return Object.fromEntries(rows.map((row) => [row.name, Number(row.scans)]));
  }

  it('reads people, vehicles, materials and places through their trigram indexes', async () => {
    const spec = resources.rides;
    const query = { site: String(company.site), date_from: '2026-03-01', date_to: '2026-03-31', q: 'mogielnica', _start: '0', _end: '10' };
    const before = await indexScans();
    expect(Object.keys(before).sort()).toEqual([...TRIGRAM_INDEXES].sort());
    const { rows, total } = await listRows(single.db, 'postgres', tableShape(spec), parseListParams(spec, query, new Set(), DEFAULT_COMPANY_TIME_ZONE));
    // A place's name: people, vehicles and materials are searched before it.
    expect([rows.map((row) => row.start_place_name), total]).toEqual([['Żwirownia Mogielnica'], 1]);
    const after = await indexScans();
    for (const index of TRIGRAM_INDEXES) expect(after[index], index).toBeGreaterThan(before[index]);
  });

  it('leaves sequential scans on for what the connection runs next', async () => {
    const { rows } = await sql<{ enable_seqscan: string }>`show enable_seqscan`.execute(single.db);
    expect(rows[0].enable_seqscan).toBe('on');
  });
});
