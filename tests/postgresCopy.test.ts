/**
 * The benchmark's PostgreSQL data copied from its SQLite file (scripts/bench/postgresCopy.ts): on
 * the tiny profile's file, with a text full of COPY's special characters and a binary attachment
 * added, every table holds the same rows in both databases, and new rows get new ids.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SQLite from '../server/db/sqliteDriver';
import { sqliteDataset, type Dataset } from '../scripts/bench/dataset';
import { copySqliteIntoPostgres } from '../scripts/bench/postgresCopy';
import { tiny } from '../scripts/bench/profile';
import { createTestDatabase, testDialects, type TestDatabase } from './helpers/databases';

const AWKWARD_TEXT = 'tab\there, new\nline, back\\slash, \\N, return\r, quote " and ; end\\';
const AWKWARD_BYTES = Buffer.from([0, 9, 10, 13, 92, 78, 255, 34]);

/** Row count and an order-free checksum of a table's rows (every value as its driver reads it). */
function digest(rows: unknown[][]): { rows: number; checksum: string } {
  const hashes = rows.map((row) => createHash('sha256').update(JSON.stringify(row)).digest('hex')).sort();
  return { rows: rows.length, checksum: createHash('sha256').update(hashes.join()).digest('hex') };
}

describe.runIf(testDialects.includes('postgres'))('the benchmark data copied from SQLite into PostgreSQL', () => {
  let dataset: Dataset;
  let sqliteFile: string;
  let target: TestDatabase;
  let client: pg.Client;
  let copied: Record<string, number>;

  beforeAll(async () => {
    dataset = await sqliteDataset(tiny, () => {});
    sqliteFile = dataset.url.slice('sqlite:'.length);
    const source = new SQLite(sqliteFile);
    source.prepare('update person set first_name = ?, email = null where id = (select min(id) from person)').run(AWKWARD_TEXT);
    source
      .prepare('insert into attachment (file_name, mime_type, size, content, thumbnail, created_at) values (?, ?, ?, ?, null, ?)')
      .run(AWKWARD_TEXT, 'application/octet-stream', AWKWARD_BYTES.length, AWKWARD_BYTES, '2026-11-20T13:00:00.000Z');
    source.close();
    target = await createTestDatabase('postgres');
    copied = await copySqliteIntoPostgres(sqliteFile, target.url);
    client = new pg.Client({ connectionString: target.url });
    await client.connect();
  }, 300_000);

  afterAll(async () => {
    await client?.end();
    await target?.drop();
    await dataset?.release();
  });

  it('holds the same rows in every table', async () => {
    const source = new SQLite(sqliteFile, { readonly: true });
    try {
      expect(copied.ride).toBeGreaterThan(0);
      expect(copied.location_point).toBeGreaterThan(0);
      for (const table of Object.keys(copied)) {
        const { rows: columns } = await client.query<{ column_name: string }>(
          'select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1 order by ordinal_position',
          [table],
        );
        const names = columns.map((column) => `"${column.column_name}"`).join(', ');
        const inSqlite = source.prepare(`select ${names} from "${table}"`).raw(true).all() as unknown[][];
        const inPostgres = (await client.query({ text: `select ${names} from "${table}"`, rowMode: 'array' })).rows as unknown[][];
        expect(digest(inPostgres), table).toEqual(digest(inSqlite));
        expect(copied[table], table).toBe(inSqlite.length);
      }
    } finally {
      source.close();
    }
  });

  it('keeps special characters and bytes exactly', async () => {
    const person = await client.query('select first_name, email from person order by id limit 1');
    expect(person.rows[0]).toEqual({ first_name: AWKWARD_TEXT, email: null });
    const attachment = await client.query('select file_name, content, thumbnail from attachment where file_name = $1', [AWKWARD_TEXT]);
    expect(attachment.rows).toEqual([{ file_name: AWKWARD_TEXT, content: AWKWARD_BYTES, thumbnail: null }]);
  });

  it('gives new rows ids past the copied ones', async () => {
    const { rows } = await client.query<{ id: number; highest: number }>(
      `insert into material (name, site) select 'Nowy materiał', min(id) from site returning id, (select max(id) from material) as highest`,
    );
    expect(rows[0].id).toBeGreaterThan(rows[0].highest);
  });
});
