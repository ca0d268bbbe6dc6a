/**
 * A multi-row INSERT written out directly (issue 34 §5): `insert into "t" ("a", "b") values (…),
 * (…)`, on either database. Kysely's builder parses every row's every value into nodes and
 * compiles them again for each statement: for a batch of 100 location points that cost more of the
 * server's CPU than SQLite's insert itself. The SQL of a table, its columns and a number of rows is
 * made once; each call only lists its values. A value a row lacks is inserted as null (the tables
 * written this way have no other default); the values go to the driver as they are, as Kysely's
 * builder gives them.
 */
import { CompiledQuery } from 'kysely';
import type { AnyDb } from './anySchema';
import { dialectOf, type DialectName } from './dialect';

/** Statements of more rows are not kept (each is made for its call). */
const KEPT_UP_TO_ROWS = 500;
const texts = new Map<string, string>();

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

function insertText(dialect: DialectName, table: string, columns: readonly string[], rows: number, returning: string | null): string {
  const key = `${dialect}|${table}|${columns.join(',')}|${rows}|${returning ?? ''}`;
  const known = texts.get(key);
  if (known !== undefined) return known;
  let parameter = 0;
  const tuples: string[] = [];
  for (let row = 0; row < rows; row++) {
    tuples.push(`(${columns.map(() => (dialect === 'postgres' ? `$${++parameter}` : '?')).join(', ')})`);
  }
  const text = `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values ${tuples.join(', ')}${returning ? ` returning ${quoted(returning)}` : ''}`;
  if (rows <= KEPT_UP_TO_ROWS) texts.set(key, text);
  return text;
}

/** The values of `rows` in `columns`' order, one statement; answers the rows `returning` gives (none when null). */
export async function insertRows<Returned = Record<string, unknown>>(
  db: AnyDb,
  table: string,
  columns: readonly string[],
  rows: ReadonlyArray<Record<string, unknown>>,
  returning: string | null = null,
): Promise<Returned[]> {
  if (!rows.length) return [];
  const parameters: unknown[] = new Array(rows.length * columns.length);
  let index = 0;
  for (const row of rows) for (const column of columns) parameters[index++] = row[column] ?? null;
  const query = CompiledQuery.raw(insertText(dialectOf(db), table, columns, rows.length, returning), parameters);
  return (await db.executeQuery<Returned>(query)).rows;
}
