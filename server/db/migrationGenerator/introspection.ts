/**
 * The schema a database holds, read back in the terms of ./declaredSchema.ts: tables, columns
 * (type, not null), foreign keys (target, on delete) and indexes (key columns or expressions,
 * unique), on SQLite and PostgreSQL alike.
 */
import { sql } from 'kysely';
import { dialectOf } from '../dialect';
import type { ColumnType } from './declaredSchema';
import type { AnyDb } from '../anySchema';

export interface ActualColumn {
  name: string;
  /** Normalised: integer, bigint, text or double precision; anything else as the database names it. */
  type: ColumnType | string;
  notNull: boolean;
  references?: { table: string; onDelete: string };
}

export interface ActualIndex {
  name: string;
  /** Normalised key parts (see `normalizeKey`). */
  keys: string[];
  unique: boolean;
}

export interface ActualTable {
  name: string;
  columns: ActualColumn[];
  indexes: ActualIndex[];
}

const TYPE_NAMES: Record<string, ColumnType> = {
  integer: 'integer',
  int4: 'integer',
  int8: 'bigint',
  bigint: 'bigint',
  serial: 'integer',
  text: 'text',
  'double precision': 'double precision',
  float8: 'double precision',
  real: 'double precision',
};

/** A key part as both databases print it: lower case, no quotes, no casts, no spaces. */
export const normalizeKey = (key: string) => key.toLowerCase().replaceAll('::text', '').replace(/["\s]/g, '');

/** The key parts of a SQLite `create index … on table (…)` statement, split at top-level commas. */
function keysOfCreateIndex(statement: string): string[] {
  const start = statement.indexOf('(', statement.search(/\bon\b/i));
  const keys: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of statement.slice(start + 1)) {
    if (char === '(') depth += 1;
    if (char === ')' && depth-- === 0) break;
    if (char === ',' && depth === 0) {
      keys.push(current);
      current = '';
    } else current += char;
  }
  return [...keys, current];
}

async function sqliteDetails(db: AnyDb, table: string) {
  const { rows: keys } = await sql<{ from: string; table: string; on_delete: string }>`
    select "from", "table", on_delete from pragma_foreign_key_list(${table})`.execute(db);
  const { rows: listed } = await sql<{ name: string; unique: number; origin: string }>`
    select name, "unique", origin from pragma_index_list(${table})`.execute(db);
  const indexes: ActualIndex[] = [];
  for (const index of listed.filter((candidate) => candidate.origin !== 'pk')) {
    const { rows: created } = await sql<{ sql: string | null }>`
      select sql from sqlite_master where type = 'index' and name = ${index.name}`.execute(db);
    const statement = created[0]?.sql;
    const parts = statement
      ? keysOfCreateIndex(statement)
      : (await sql<{ name: string }>`select name from pragma_index_info(${index.name}) order by seqno`.execute(db)).rows.map((row) => row.name);
    indexes.push({ name: index.name, keys: parts.map(normalizeKey), unique: index.unique === 1 });
  }
  return {
    references: new Map(keys.map((key) => [key.from, { table: key.table, onDelete: key.on_delete.toLowerCase() }])),
    indexes,
  };
}

async function postgresDetails(db: AnyDb, table: string) {
  const { rows: keys } = await sql<{ column: string; target: string; on_delete: string }>`
    select a.attname as "column", t.relname as target,
      case c.confdeltype when 'r' then 'restrict' when 'c' then 'cascade' when 'n' then 'set null' when 'd' then 'set default' else 'no action' end as on_delete
    from pg_constraint c
    join pg_class s on s.oid = c.conrelid
    join pg_class t on t.oid = c.confrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and s.relname = ${table} and s.relnamespace = current_schema()::regnamespace`.execute(db);
  const { rows: parts } = await sql<{ name: string; unique: boolean; position: number; key: string }>`
    select i.relname as name, x.indisunique as "unique", k.position, pg_get_indexdef(x.indexrelid, k.position, true) as key
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class s on s.oid = x.indrelid
    cross join lateral generate_series(1, x.indnkeyatts) as k(position)
    where s.relname = ${table} and s.relnamespace = current_schema()::regnamespace and not x.indisprimary
    order by i.relname, k.position`.execute(db);
  const indexes = new Map<string, ActualIndex>();
  for (const part of parts) {
    const index = indexes.get(part.name) ?? { name: part.name, keys: [], unique: part.unique };
    index.keys.push(normalizeKey(part.key));
    indexes.set(part.name, index);
  }
  return {
    references: new Map(keys.map((key) => [key.column, { table: key.target, onDelete: key.on_delete }])),
    indexes: [...indexes.values()],
  };
}

/** Every table of the database (Kysely's own excluded) with its columns, foreign keys and indexes. */
export async function introspect(db: AnyDb): Promise<ActualTable[]> {
  const details = dialectOf(db) === 'postgres' ? postgresDetails : sqliteDetails;
  const tables = await db.introspection.getTables();
  return Promise.all(
    tables
      .filter((table) => !table.isView)
      .map(async (table) => {
        const { references, indexes } = await details(db, table.name);
        return {
          name: table.name,
          columns: table.columns.map((column) => ({
            name: column.name,
            type: TYPE_NAMES[column.dataType.toLowerCase()] ?? column.dataType.toLowerCase(),
            notNull: !column.isNullable,
            ...(references.has(column.name) && { references: references.get(column.name) }),
          })),
          indexes,
        };
      }),
  );
}
