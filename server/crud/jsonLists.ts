/**
 * Lists answered with JSON written by SQLite (issue 18 §4), or on PostgreSQL from rows read as
 * arrays. The week's whole array of rides is 631 rows of 15 columns: reading every cell as a JavaScript value, then serialising the rows again,
 * cost more than the query. For a resource whose list columns are all whole numbers, text and
 * booleans, and whose rows need nothing filled in afterwards (multi-references, attachments,
 * expired documents, computed days), SQLite writes each row's JSON (`json_object`) and joins them
 * in the list's order (`json_group_array` over the ordered list): the same text `JSON.stringify` makes
 * of the rows `listRows` reads, booleans as `true`/`false` (a tri-state one's null kept) and an
 * `archived_at` left out while it is null. Other resources (decimals, coordinates, computed
 * columns…) are listed as before.
 *
 * The array comes back as bytes (a BLOB of the UTF-8 text) and is sent as they are: read as a
 * string, the 270 KB of the week's rides were decoded from UTF-8 into a JavaScript string, then
 * measured (`Buffer.byteLength`, by the compression plugin) and encoded back into UTF-8 for gzip —
 * together more than SQLite's whole query (issue 34 §2, profile in docs/performance.md).
 *
 * PostgreSQL does not write the JSON: there `row_to_json`, or each row joined from its values with
 * text through `to_json`, and `string_agg` cost the database more CPU than they save the server
 * (the week's array through the server: +4 to +8 ms of the database's CPU a request, −2 to −5 ms
 * of the server's, read as text or as base64; pg decodes every field into a string, so the bytes
 * cannot be read as they are), and the database is what several servers share. The same
 * resources' rows are read there as arrays (pg makes no object of each row, the costliest part of
 * its reading), made objects by a function written for the columns (../db/rowObjects.ts), mapped
 * as listRows maps them and written by one JSON.stringify (issue 34 §2).
 */
import { CompiledQuery } from 'kysely';
import type { FieldSpec } from '../../src/domain/fields';
import { getResource } from '../../src/domain/resources';
import { ARCHIVED_AT } from '../../src/domain/archive';
import { isTriState } from '../../src/domain/validation';
import type { DialectName } from '../db/dialect';
import { fileFields } from './fileFields';
import { joinTables } from './joinTables';
import type { ListParams } from './listParams';
import { listQueries, listTotal, postgresListSetting } from './repository';
import type { TableShape } from './tableShape';
import type { AnyDb } from '../db/anySchema';
import type { ReadArrays } from '../db/database';
import { objectBuilder } from '../db/rowObjects';
import { utf8Bytes } from './utf8Bytes';

/** How a list column's value is written: as the database holds it, or a 0/1 column as a boolean. */
type ColumnJson = { name: string; boolean?: 'two-state' | 'tri-state' };

/** Field types whose column the database writes in JSON as JavaScript would: whole numbers and text. */
const AS_STORED = new Set<FieldSpec['type']>(['string', 'text', 'boundary', 'password', 'enum', 'date', 'datetime', 'integer', 'reference']);

function columnJson(name: string, field: FieldSpec | undefined): ColumnJson | null {
  if (!field) return null;
  if (field.type === 'boolean') return { name, boolean: isTriState(field) ? 'tri-state' : 'two-state' };
  return AS_STORED.has(field.type) ? { name } : null;
}

/** The list's columns as the database writes them, or null when one of them (or the rows) needs JavaScript. */
function jsonColumnsOf(shape: TableShape): ColumnJson[] | null {
  const { spec } = shape;
  const fields = Object.values(spec.fields);
  if (joinTables(spec).length || fileFields(spec).length || fields.some((field) => field.computed || field.expiredDocuments || field.openCheckFaults))
    return null;
  const columns: ColumnJson[] = [];
  for (const [name, reference] of Object.entries(shape.columns)) {
    const [alias, column] = reference.split('.');
    if (reference === `t.${name}` && (name === 'id' || name === ARCHIVED_AT)) {
      columns.push({ name });
      continue;
    }
    const via = Object.values(spec.joined ?? {}).find((joined) => `j_${joined.via}` === alias)?.via;
    const target = via && spec.fields[via].reference;
    const json = columnJson(name, alias === 't' ? spec.fields[column] : target ? getResource(target).fields[column] : undefined);
    if (!json) return null;
    columns.push(json);
  }
  return columns;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** The column as a row's JSON holds it: a 0/1 column as a boolean, null only for a tri-state one. */
function value({ name, boolean }: ColumnJson): string {
  const column = quoted(name);
  if (!boolean) return column;
  const nullable = boolean === 'tri-state' ? `when ${column} is null then 'null' ` : '';
  return `json(case when ${column} = 1 then 'true' ${nullable}else 'false' end)`;
}

/**
 * The list query turned into one row: `json`, the array of the rows' JSON objects as UTF-8 bytes,
 * and `row_count`, how many. An `archived_at` follows `id`, so `,"archived_at":null` can only be
 * that key (a comma and a quote inside a text value are written `,\"`); its removal leaves text
 * that `json_group_array` would quote, so those rows are joined by `group_concat`.
 */
function arraySql(columns: ColumnJson[], listSql: string): string {
  const object = `json_object(${columns.map((column) => `${literal(column.name)}, ${value(column)}`).join(', ')})`;
  const array = columns.some((column) => column.name === ARCHIVED_AT)
    ? `'[' || coalesce(group_concat(replace(${object}, ${literal(`,"${ARCHIVED_AT}":null`)}, ''), ','), '') || ']'`
    : `json_group_array(${object})`;
  return `select cast(${array} as blob) as json, count(*) as row_count from (${listSql})`;
}

interface Plan {
  /** The list's columns as JSON (null: listed as before). */
  columns: ColumnJson[] | null;
  /** SQLite: the array SQL by list SQL. */
  sql: Map<string, string>;
  /** PostgreSQL: a row read as an array made an object (null: its names cannot all be keys). */
  rowObject?: ReturnType<typeof objectBuilder>;
}

/** Per shape. */
const plans = new WeakMap<TableShape, Plan>();
/** Array SQL texts kept per shape (as many as the kinds of list requests kept, ./compiledLists.ts). */
const TEXTS_PER_SHAPE = 400;

function planOf(shape: TableShape): Plan {
  let plan = plans.get(shape);
  if (!plan) plans.set(shape, (plan = { columns: jsonColumnsOf(shape), sql: new Map() }));
  return plan;
}

/** Whether this resource's list JSON is written without reading its rows as objects (listJson answers for it). */
export const listsAsJson = (shape: TableShape): boolean => planOf(shape).columns !== null;

/**
 * The list as `listRows` gives it, as JSON (an array, UTF-8 bytes) with the total when paging was
 * asked for; undefined when its rows are to be read as objects (list them with listRows): a
 * resource whose rows need JavaScript, or on PostgreSQL without `readArrays` or when the list
 * reads in a transaction of its own (a search of joined tables, repository.ts postgresListSetting).
 */
export async function listJson(
  db: AnyDb,
  dialect: DialectName,
  shape: TableShape,
  params: ListParams,
  readArrays?: ReadArrays,
): Promise<{ json: Buffer; total?: number } | undefined> {
  const plan = planOf(shape);
  const { columns, sql: texts } = plan;
  if (!columns) return undefined;
  if (dialect === 'postgres') {
    if (plan.rowObject === undefined) plan.rowObject = objectBuilder(Object.keys(shape.columns));
    const { rowObject } = plan;
    if (!readArrays || !rowObject || postgresListSetting(shape, params)) return undefined;
    const queries = listQueries(db, dialect, shape, params);
    const rows = await readArrays(queries.rows);
    const json = utf8Bytes(JSON.stringify(rows.map((row) => shape.mapRow(rowObject(row), params.zone))));
    if (!params.paged) return { json };
    const total = await listTotal(db, params, rows.length, queries.count);
    return { json, total };
  }
  const queries = listQueries(db, dialect, shape, params);
  let sql = texts.get(queries.rows.sql);
  if (sql === undefined) {
    sql = arraySql(columns, queries.rows.sql);
    if (texts.size < TEXTS_PER_SHAPE) texts.set(queries.rows.sql, sql);
  }
  const answer = (await db.executeQuery<{ json: Buffer; row_count: number }>(CompiledQuery.raw(sql, [...queries.rows.parameters]))).rows[0];
  const { json } = answer;
  if (!params.paged) return { json };
  const total = await listTotal(db, params, Number(answer.row_count), queries.count);
  return { json, total };
}
