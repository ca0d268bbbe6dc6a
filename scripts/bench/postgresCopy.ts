/**
 * The benchmark's PostgreSQL database filled from its SQLite file, which holds the same company:
 * a freshly migrated database gets every table of the file with `COPY … FROM STDIN` in PostgreSQL's
 * text format, its secondary indexes dropped before and built after, its id sequences moved past
 * the rows, then `vacuum analyze`. A couple of minutes for the busy year, where the demo seeder's
 * inserts took a quarter of an hour.
 *
 * Values go over as they are stored: datetimes are ISO texts and booleans 0/1 integers on both
 * databases (server/db/schema.ts); numbers print as the shortest text that reads back as the same
 * double; bytea as hex. Texts escape backslash, tab, newline and carriage return; NULL is \N.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { migrateToLatest, openDatabase } from '../../server/db/database';
import { moveIdSequencesPastRows } from '../../server/db/dialect';
import SQLite from '../../server/db/sqliteDriver';
import { createIndexes, dropIndexes, secondaryIndexes } from './bulkIndexes';

/** Characters of COPY text sent to PostgreSQL at a time. */
const CHUNK_CHARS = 1 << 20;

interface Column {
  name: string;
  /** PostgreSQL's data_type, e.g. integer, text, bytea. */
  type: string;
}

type Encode = (value: unknown) => string;

const ESCAPED = /[\\\n\r\t]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const encodeValue: Encode = (value) => {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return String(value).replace(ESCAPED, (character) => ESCAPES[character]);
};

/** bytea's hex input (\x…), its backslash escaped for the text format. */
const encodeBytes: Encode = (value) => (value === null ? '\\N' : `\\\\x${(value as Buffer).toString('hex')}`);

/** The rows of a SQLite statement as COPY text, a chunk at a time. */
function* copyText(rows: Iterable<unknown[]>, encoders: Encode[]): Generator<string> {
  let chunk = '';
  for (const row of rows) {
    let line = encoders[0](row[0]);
    for (let i = 1; i < encoders.length; i++) line += `\t${encoders[i](row[i])}`;
    chunk += `${line}\n`;
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

async function copyTable(source: BetterSqlite3.Database, client: pg.Client, table: string, columns: Column[]): Promise<number> {
  const names = columns.map((column) => client.escapeIdentifier(column.name)).join(', ');
  const rows = source
    .prepare(`select ${names} from ${client.escapeIdentifier(table)}`)
    .raw(true)
    .iterate() as Iterable<unknown[]>;
  const encoders = columns.map((column) => (column.type === 'bytea' ? encodeBytes : encodeValue));
  const copy = client.query(copyFrom(`COPY ${client.escapeIdentifier(table)} (${names}) FROM STDIN`));
  await pipeline(Readable.from(copyText(rows, encoders)), copy);
  return copy.rowCount;
}

/** The application's tables of a migrated PostgreSQL database with their columns, in column order. */
async function tablesOf(client: pg.Client): Promise<Map<string, Column[]>> {
  const { rows } = await client.query<{ table_name: string; column_name: string; data_type: string }>(
    `select c.table_name, c.column_name, c.data_type
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.table_name not like 'kysely\\_%'
      order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, Column[]>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? [];
    columns.push({ name: row.column_name, type: row.data_type });
    tables.set(row.table_name, columns);
  }
  return tables;
}

/**
 * Migrates the empty PostgreSQL database at `postgresUrl` and fills every table with the rows of
 * the SQLite file (written by the same migrations). Returns the rows copied per table.
 */
export async function copySqliteIntoPostgres(sqliteFile: string, postgresUrl: string): Promise<Record<string, number>> {
  // One connection, so that the index builds get the memory set below.
  const database = openDatabase(postgresUrl, { poolSize: 1 });
  const client = new pg.Client({ connectionString: postgresUrl });
  const source = new SQLite(sqliteFile, { readonly: true, fileMustExist: true });
  try {
    await migrateToLatest(database.db);
    await client.connect();
    const tables = await tablesOf(client);
    const names = [...tables.keys()];
    const indexes = await secondaryIndexes(database.db, 'postgres', names);
    await dropIndexes(database.db, indexes);
    // Rows a migration may have stored are in the file as well.
    await client.query(`truncate ${names.map((name) => client.escapeIdentifier(name)).join(', ')}`);
    // The file was written with its foreign keys enforced; checking every row again would double the load.
    await client.query('set session_replication_role = replica');
    const copied: Record<string, number> = {};
    for (const [table, columns] of tables) copied[table] = await copyTable(source, client, table, columns);
    await sql`set maintenance_work_mem = '256MB'`.execute(database.db);
    await createIndexes(database.db, indexes);
    await moveIdSequencesPastRows(
      database.db,
      names.filter((name) => tables.get(name)!.some((column) => column.name === 'id')),
    );
    // As autovacuum would have done on a settled database (statistics, visibility map).
    await sql`vacuum analyze`.execute(database.db);
    return copied;
  } finally {
    source.close();
    await client.end();
    await database.close();
  }
}
