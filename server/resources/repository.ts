/**
 * Generic SQL for registry resources: list (scope, filters, search, sort, page, total), read,
 * insert, update, delete. Resource-specific code calls these with its own table shape.
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DialectName } from '../db/dialect';
import { likeOperator } from '../db/dialect';
import type { ListParams } from './listParams';
import type { TableShape } from './tableShape';

type AnyDb = Kysely<any>;
type AnyQuery = SelectQueryBuilder<any, any, any>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function fromWithJoins(db: AnyDb, shape: TableShape): AnyQuery {
  let query: AnyQuery = db.selectFrom(`${shape.spec.table} as t`);
  for (const join of shape.joins) query = query.leftJoin(`${join.table} as ${join.alias}`, join.on[0], join.on[1]);
  return query;
}

function applyFilters(query: AnyQuery, shape: TableShape, params: ListParams, dialect: DialectName): AnyQuery {
  const { spec } = shape;
  if (params.site !== undefined) query = query.where('t.site', '=', params.site);
  if (params.range && spec.dateField) {
    query = query
      .where(`t.${spec.dateField}`, '>=', params.range.fromIso)
      .where(`t.${spec.dateField}`, '<', params.range.toIso);
  }
  for (const [name, value] of Object.entries(params.filters)) query = query.where(shape.columns[name], '=', value);
  if (params.ids) query = query.where('t.id', 'in', params.ids.length ? params.ids : [-1]);
  if (params.q && spec.searchFields.length) {
    const pattern = `%${escapeLike(params.q)}%`;
    const like = likeOperator(dialect);
    query = query.where((eb) =>
      eb.or(
        spec.searchFields.map((name) => {
          const column = sql.ref(shape.columns[name]);
          const text = dialect === 'postgres' ? sql`cast(${column} as text)` : column;
          return sql<boolean>`${text} ${sql.raw(like)} ${pattern} escape '\\'`;
        }),
      ),
    );
  }
  return query;
}

export interface ListResult {
  rows: Record<string, unknown>[];
  total?: number;
}

/** The ordered (and, when asked, paged) list query, not yet run: lists execute it, exports stream it. */
export function listQuery(db: AnyDb, dialect: DialectName, shape: TableShape, params: ListParams) {
  const filtered = applyFilters(fromWithJoins(db, shape), shape, params, dialect);
  const sort = params.sort ?? {
    field: shape.spec.defaultSort.field,
    order: shape.spec.defaultSort.order === 'ASC' ? ('asc' as const) : ('desc' as const),
  };
  let rows = filtered
    .select(Object.entries(shape.columns).map(([name, ref]) => sql.ref(ref).as(name)))
    .orderBy(shape.columns[sort.field] ?? 't.id', sort.order)
    .orderBy('t.id', sort.order);
  if (params.page) rows = rows.limit(params.page.limit).offset(params.page.offset);
  return { rows, count: filtered.select(sql<number>`count(*)`.as('total')) };
}

export async function listRows(
  db: AnyDb,
  dialect: DialectName,
  shape: TableShape,
  params: ListParams,
): Promise<ListResult> {
  const query = listQuery(db, dialect, shape, params);
  const [rows, total] = await Promise.all([
    query.rows.execute(),
    params.paged ? query.count.executeTakeFirstOrThrow() : undefined,
  ]);
  return {
    rows: rows.map((row) => shape.mapRow(row as Record<string, unknown>)),
    total: total ? Number(total.total) : undefined,
  };
}

export async function getRow(db: AnyDb, shape: TableShape, id: number) {
  const row = await fromWithJoins(db, shape)
    .select(Object.entries(shape.columns).map(([name, ref]) => sql.ref(ref).as(name)))
    .where('t.id', '=', id)
    .executeTakeFirst();
  return row ? shape.mapRow(row as Record<string, unknown>) : undefined;
}

/** Own-column values ready to store (booleans as 0/1). */
export function toColumns(shape: TableShape, values: Record<string, unknown>): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const [name, field] of shape.storedFields) {
    if (!Object.hasOwn(values, name)) continue;
    stored[name] = field.type === 'boolean' ? (values[name] ? 1 : 0) : values[name];
  }
  return stored;
}

export async function insertRow(db: AnyDb, shape: TableShape, values: Record<string, unknown>): Promise<number> {
  const { id } = await db
    .insertInto(shape.spec.table)
    .values(toColumns(shape, values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function updateRow(db: AnyDb, shape: TableShape, id: number, values: Record<string, unknown>) {
  const columns = toColumns(shape, values);
  if (Object.keys(columns).length === 0) return;
  await db.updateTable(shape.spec.table).set(columns).where('id', '=', id).execute();
}

export async function rowExists(db: AnyDb, table: string, id: number, where: Record<string, unknown> = {}) {
  let query = db.selectFrom(table).select('id').where('id', '=', id);
  for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
  return (await query.executeTakeFirst()) !== undefined;
}
