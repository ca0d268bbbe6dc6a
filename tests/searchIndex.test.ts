/**
 * The rides search on PostgreSQL (migration 2026_11_25_0024): each searched table is matched
 * through its trigram index. The plan is asked with sequential scans off, as the benchmark asks
 * its plans: on a few rows PostgreSQL rightly reads the table whole, which would hide the index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../src/domain/resources';
import { parseListParams } from '../server/crud/listParams';
import { listQuery } from '../server/crud/repository';
import { tableShape } from '../server/crud/tableShape';
import { openTestDatabase, testDialects } from './helpers/databases';

describe.runIf(testDialects.includes('postgres'))('the rides search on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(() => database?.drop());

  it("reads people, vehicles, materials and places through their trigram indexes", async () => {
    const spec = resources.rides;
    const params = parseListParams(spec, { site: '1', date_from: '2026-03-01', date_to: '2026-03-31', q: 'kowal', _start: '0', _end: '10' }, new Set());
    const compiled = listQuery(database.db, 'postgres', tableShape(spec), params).count.compile();
    const plan = await database.db.connection().execute(async (connection) => {
      await connection.executeQuery({ ...compiled, sql: 'SET enable_seqscan = off', parameters: [] });
      const explained = await connection.executeQuery<{ 'QUERY PLAN': string }>({ ...compiled, sql: `EXPLAIN (COSTS OFF) ${compiled.sql}` });
      await connection.executeQuery({ ...compiled, sql: 'RESET enable_seqscan', parameters: [] });
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    for (const index of ['person_name_trgm_idx', 'vehicle_registration_number_trgm_idx', 'material_name_trgm_idx', 'place_name_trgm_idx']) {
      expect(plan).toContain(`Bitmap Index Scan on ${index}`);
    }
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
