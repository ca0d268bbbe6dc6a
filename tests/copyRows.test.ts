/** Rows read by COPY on PostgreSQL (the exports' reads) equal the rows the same query gives through Kysely. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLiterals } from '../server/db/copyRows';
import { openTestDatabase, testDialects } from './helpers/databases';

describe('bound parameters written as literals for COPY', () => {
  it('replace $n outside quotes with escaped literals', () => {
    const text = withLiterals({
      sql: `select '$1' as "a$2", x from t where a = $1 and b = $2 and c in ($3, $10) and d = $4 and e is $5 and f like $6 escape '\\'`,
      parameters: ["O'Brien", 12.5, 3, true, null, 'C:\\temp', 7, 8, 9, -1],
    } as never);
    expect(text).toBe(
      `select '$1' as "a$2", x from t where a = 'O''Brien' and b = 12.5 and c in (3, -1) and d = true and e is null and f like  E'C:\\\\temp' escape '\\'`,
    );
  });

  it('refuse a placeholder without its parameter, and a value that has no literal', () => {
    expect(() => withLiterals({ sql: 'select $2', parameters: [1] } as never)).toThrow('COPY: no parameter $2');
    expect(() => withLiterals({ sql: 'select $1', parameters: [Number.NaN] } as never)).toThrow('COPY: no literal');
  });
});

describe.skipIf(!testDialects.includes('postgres'))('rows read by COPY on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const texts = ['zwykły tekst', 'tab\there', 'dwie\nlinie', 'powrót\rkaretki', 'ukośnik \\ i \\N', '\\N', 'cudzysłów "x" i \'y\'', '', 'Żółć ęą 😀', '\b\f\v'];

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    await sql`create table copy_probe (id serial primary key, label text, amount numeric(12, 2), counted bigint, flag boolean, ratio double precision, step smallint, delta integer)`.execute(
      database.db,
    );
    for (const [index, label] of texts.entries()) {
      // Integers read from their digits: signs, zero, and int4's and int2's ends.
      const delta = [0, -1, 7, -2147483648, 2147483647, 10, -305, 1000000, 42, -9][index];
      const step = [0, -32768, 32767, 1, -1, 12, 300, -7, 5, 9][index];
      await sql`insert into copy_probe (label, amount, counted, flag, ratio, step, delta) values (${label}, ${index * 10.25}, ${index * 1e9}, ${index % 2 === 0}, ${index / 3}, ${step}, ${delta})`.execute(
        database.db,
      );
    }
    await sql`insert into copy_probe (label, amount, counted, flag, ratio, step, delta) values (null, null, null, null, null, null, null)`.execute(database.db);
  });
  afterAll(() => database?.drop());

  const query = (from: number) =>
    database.db
      .selectFrom('copy_probe' as never)
      .select(['id', 'label', 'amount', 'counted', 'flag', 'ratio', 'step', 'delta'] as never)
      .where('id' as never, '>=', from as never)
      .where(sql<boolean>`${sql.ref('label')} is distinct from ${'$1'}`)
      .orderBy('id' as never, 'desc')
      .compile();

  it('give the values, types and order the row protocol gives, in batches', async () => {
    const expected = (await database.db.executeQuery(query(2))).rows;
    const batches: unknown[][] = [];
    for await (const batch of database.copyRows!(query(2), 3)) batches.push(batch);
    expect(batches.map((batch) => batch.length)).toEqual([3, 3, 3, 1]);
    expect(batches.flat()).toEqual(expected);
    expect(expected.map((row) => (row as { label: unknown }).label)).toEqual([null, ...texts.slice(1).reverse()]);
  });

  it('read a text, integer or null field at the end of a row as in its middle', async () => {
    const lastColumns = database.db
      .selectFrom('copy_probe' as never)
      .select(['delta', 'step', 'label'] as never)
      .orderBy('id' as never)
      .compile();
    const expected = (await database.db.executeQuery(lastColumns)).rows;
    const rows: unknown[] = [];
    for await (const batch of database.copyRows!(lastColumns, 4)) rows.push(...batch);
    expect(rows).toEqual(expected);
    expect(rows.map((row) => (row as { label: unknown }).label)).toEqual([...texts, null]);
  });

  it('end the statement and its connection when the reader stops early, and go on serving', async () => {
    const activeCopies = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where query like 'COPY (%' and state = 'active'`.execute(database.db)).rows[0]
        .n;
    const slow = database.db
      .selectFrom(sql`generate_series(1, 5000000)`.as('n') as never)
      .select(sql`n`.as('n') as never)
      .where(sql<boolean>`pg_sleep(0) is not null`)
      .compile();
    for await (const batch of database.copyRows!(slow, 100)) {
      expect(batch).toHaveLength(100);
      expect(await activeCopies()).toBe(1);
      break;
    }
    await expect.poll(activeCopies, { timeout: 5000 }).toBe(0);
    expect((await database.db.executeQuery(query(1))).rows).toHaveLength(texts.length + 1);
  });
});
