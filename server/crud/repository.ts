/**
 * Generic SQL for registry resources: list (scope, filters, search, sort, page, total), read,
 * insert, update, delete. Resource-specific code calls these with its own table shape.
 */
import { CompiledQuery, sql, type Expression, type SqlBool } from 'kysely';
import type { FieldSpec } from '../../src/domain/fields';
import { getResource, type ResourceSpec } from '../../src/domain/resources';
import type { CopyRows } from '../db/copyRows';
import type { DialectName } from '../db/dialect';
import { asText, dialectOf, likeOperator } from '../db/dialect';
import { numberToUnits, isScaled, scaleOf } from '../../src/domain/scaledNumbers';
import { isTriState } from '../../src/domain/validation';
import { isNullable } from '../db/migrationGenerator/declaredSchema';
import { compiledList } from './compiledLists';
import { inSites, type AnyQuery } from './siteRows';
import { joinTableOf } from './joinTables';
import { readMultiReferences } from './multiReferences';
import type { ListParams } from './listParams';
import { searchWords } from '../../src/domain/search';
import { searchPattern } from './searchPattern';
import type { TableShape } from './tableShape';
import { deleteAttachmentsOf, saveAttachments, withAttachments } from './fileFields';
import { withExpiredDocuments } from './expiredDocuments';
import { withOpenCheckFaults } from './openCheckFaults';
import { ARCHIVED_AT } from '../../src/domain/archive';
import type { AnyDb } from '../db/anySchema';

function fromWithJoins(db: AnyDb, shape: TableShape, joins = shape.joins): AnyQuery {
  let query: AnyQuery = db.selectFrom(`${shape.spec.table} as t`);
  for (const join of joins) query = query.leftJoin(`${join.table} as ${join.alias}`, join.on[0], join.on[1]);
  return query;
}

type Join = TableShape['joins'][number];

/** The own column a join goes through when it is `alias.id = t.<column>`. */
const viaOwnColumn = (join: Join) => (join.on[0] === `${join.alias}.id` && join.on[1].startsWith('t.') ? join.on[1] : null);

/**
 * The search fields by table alias, each with the join that reaches it (none for own columns)
 * and whether it is matched through the join's own column (`t.person in (select id from person
 * where … like …)`): the small joined table is searched once, not once per listed row.
 */
function searchGroups(shape: TableShape) {
  const groups = new Map<string, { join?: Join; columns: string[] }>();
  for (const name of shape.spec.searchFields) {
    const [alias, column] = shape.columns[name].split('.');
    const group = groups.get(alias) ?? { join: shape.joins.find((join) => join.alias === alias), columns: [] };
    group.columns.push(column);
    groups.set(alias, group);
  }
  return [...groups].map(([alias, { join, columns }]) => ({ alias, join, columns, via: join ? viaOwnColumn(join) : null }));
}

/**
 * The joins the filters and the search read. Every join is a left join on the joined row's id,
 * so the others cannot change how many rows match: a total skips them.
 */
function joinsRead(shape: TableShape, params: ListParams): TableShape['joins'] {
  const filtered = [...Object.keys(params.filters), ...(params.nulls ?? []), ...Object.keys(params.ranges ?? {})];
  const aliases = new Set(filtered.map((name) => shape.columns[name].split('.')[0]));
  if (params.q) for (const group of searchGroups(shape)) if (!group.via) aliases.add(group.alias);
  return shape.joins.filter((join) => aliases.has(join.alias));
}

function applyFilters(query: AnyQuery, shape: TableShape, params: ListParams, dialect: DialectName): AnyQuery {
  const { spec } = shape;
  if (params.site !== undefined) {
    const via = spec.siteVia ? spec.fields[spec.siteVia] : undefined;
    query = via
      ? query.where((eb) => eb(`t.${spec.siteVia}`, 'in', eb.selectFrom(getResource(via.reference!).table).select('id').where('site', '=', params.site)))
      : query.where('t.site', '=', params.site);
  }
  if (params.sites) query = inSites(query, spec, params.sites);
  if (params.range && spec.dateField) {
    query = query.where(`t.${spec.dateField}`, '>=', params.range.fromIso).where(`t.${spec.dateField}`, '<', params.range.toIso);
  }
  for (const [name, value] of Object.entries(params.filters)) query = query.where(shape.columns[name], '=', value);
  for (const name of params.nulls ?? []) query = query.where(shape.columns[name], 'is', null);
  for (const [name, id] of Object.entries(params.contains ?? {})) {
    const join = joinTableOf(spec, name, spec.fields[name]);
    query = query.where((eb) => eb('t.id', 'in', eb.selectFrom(join.table).select(join.owner).where(join.target, '=', id)));
  }
  for (const [name, range] of Object.entries(params.ranges ?? {})) {
    if (range.gte !== undefined) query = query.where(shape.columns[name], '>=', range.gte);
    if (range.lte !== undefined) query = query.where(shape.columns[name], '<=', range.lte);
    if (range.lt !== undefined) query = query.where(shape.columns[name], '<', range.lt);
  }
  if (params.ids) query = query.where('t.id', 'in', params.ids.length ? params.ids : [-1]);
  if (params.archived === 'active') query = query.where(`t.${ARCHIVED_AT}`, 'is', null);
  else if (params.archived === 'archived') query = query.where(`t.${ARCHIVED_AT}`, 'is not', null);
  if (params.q && spec.searchFields.length) {
    const like = likeOperator(dialect);
    const contains = (reference: string, pattern: string) => sql<boolean>`${asText(dialect, reference)} ${sql.raw(like)} ${pattern} escape '\\'`;
    const groups = searchGroups(shape);
    // Every word, each in any search column.
    for (const word of searchWords(params.q)) {
      const pattern = searchPattern(word);
      query = query.where((eb) =>
        eb.or(
          groups.flatMap(({ alias, join, columns, via }): Expression<SqlBool>[] =>
            join && via
              ? [
                  eb(
                    via,
                    'in',
                    eb
                      .selectFrom(join.table)
                      .select('id')
                      .where((inner) => inner.or(columns.map((column) => contains(`${join.table}.${column}`, pattern)))),
                  ),
                ]
              : columns.map((column) => contains(`${alias}.${column}`, pattern)),
          ),
        ),
      );
    }
  }
  return query;
}

export interface ListResult {
  rows: Record<string, unknown>[];
  total?: number;
}

/** The list's order: the asked or default sort field, then id in the same direction. */
function listOrder(shape: TableShape, params: ListParams) {
  const sort = params.sort ?? {
    field: shape.spec.defaultSort.field,
    order: shape.spec.defaultSort.order === 'ASC' ? ('asc' as const) : ('desc' as const),
  };
  const field = shape.columns[sort.field] ? sort.field : 'id';
  return { field, column: shape.columns[field], order: sort.order };
}

/** Where a page of a list in its order resumes: the sort value and id of the row before it. */
export interface ListCursor {
  sort: unknown;
  id: unknown;
}

/** Whether the list's sort column may hold nulls: anything but the id and an own column the table refuses null in. */
function sortMayBeNull(shape: TableShape, field: string): boolean {
  if (field === 'id') return false;
  const own = shape.spec.fields[field];
  return !own || isNullable(own);
}

/**
 * Rows after the cursor in the list's order. A column without nulls keeps the one bound SQLite
 * ranges its index scan by; where nulls may be, they come first (SQLite ascending, PostgreSQL
 * descending) or last, as the databases order them.
 */
function afterCursor(query: AnyQuery, dialect: DialectName, order: ReturnType<typeof listOrder>, nullable: boolean, cursor: ListCursor): AnyQuery {
  const { column } = order;
  const [bound, beyond] = order.order === 'asc' ? (['>=', '>'] as const) : (['<=', '<'] as const);
  if (!nullable) {
    return query.where(column, bound, cursor.sort).where((eb) => eb.or([eb(column, beyond, cursor.sort), eb('t.id', beyond, cursor.id)]));
  }
  const nullsFirst = (dialect === 'sqlite') === (order.order === 'asc');
  return query.where((eb) => {
    if (cursor.sort === null || cursor.sort === undefined) {
      const sameNull = eb.and([eb(column, 'is', null), eb('t.id', beyond, cursor.id)]);
      return nullsFirst ? eb.or([sameNull, eb(column, 'is not', null)]) : sameNull;
    }
    const after = eb.or([eb(column, beyond, cursor.sort), eb.and([eb(column, '=', cursor.sort), eb('t.id', beyond, cursor.id)])]);
    return nullsFirst ? after : eb.or([after, eb(column, 'is', null)]);
  });
}

/** A whole number written into SQL as a literal (paging values are parsed as such). */
function integer(value: number): number {
  if (!Number.isSafeInteger(value)) throw new Error(`Not a whole number: ${value}`);
  return value;
}

/**
 * The ordered (and, when asked, paged) list query, not yet run, and its total. With a cursor the
 * rows start after it; its bound comes first, as SQLite ranges an index scan by the first of two
 * bounds on a column (the date range's would make every page rescan the rows before it).
 */
export function listQuery(db: AnyDb, dialect: DialectName, shape: TableShape, params: ListParams, cursor?: ListCursor) {
  const order = listOrder(shape, params);
  const from = fromWithJoins(db, shape);
  const resumed = cursor ? afterCursor(from, dialect, order, sortMayBeNull(shape, order.field), cursor) : from;
  const filtered = applyFilters(resumed, shape, params, dialect);
  const counted = applyFilters(fromWithJoins(db, shape, joinsRead(shape, params)), shape, params, dialect);
  let rows = filtered
    .select(Object.entries(shape.columns).map(([name, ref]) => sql.ref(ref).as(name)))
    .orderBy(order.column, order.order)
    .orderBy('t.id', order.order);
  // The page is written into the text: PostgreSQL judged a plan for any limit and offset dearer
  // than one for the values given, so it planned a paged statement anew on every run (the rides
  // page's rows: 0.93 ms a run, 0.27 ms planned once). Pages are few, each its own statement.
  if (params.page) rows = rows.limit(sql.lit(integer(params.page.limit))).offset(sql.lit(integer(params.page.offset)));
  return { rows, count: counted.select(sql<number>`count(*)`.as('total')) };
}

/**
 * A join read after a page's rows, from the joined table by the ids the page holds: a join on
 * the row's own column that no filter, search or sort reads. Each referenced row (a person, a
 * vehicle, a place) is then read once per list instead of once per listed row.
 */
interface Lookup {
  join: Join;
  /** The own column holding the joined row's id. */
  own: string;
  /** Output name → the joined table's column. */
  fields: Array<[string, string]>;
  /** Joined rows read so far by id (undefined: no such row, as a left join gives nulls). */
  rows: Map<unknown, Record<string, unknown> | undefined>;
}

/**
 * The list without the joins whose names can be filled afterwards (`shape`, rows as read, not
 * yet mapped) and those joins (`lookups`).
 */
export function withLookups(shape: TableShape, params: ListParams): { shape: TableShape; lookups: Lookup[] } {
  if (params.q) return { shape, lookups: [] };
  const read = new Set(joinsRead(shape, params).map((join) => join.alias));
  read.add(listOrder(shape, params).column.split('.')[0]);
  const lookups = shape.joins.flatMap((join): Lookup[] => {
    const own = viaOwnColumn(join);
    if (!own || read.has(join.alias)) return [];
    const prefix = `${join.alias}.`;
    const fields = Object.entries(shape.columns)
      .filter(([, reference]) => reference.startsWith(prefix))
      .map(([name, reference]): [string, string] => [name, reference.slice(prefix.length)]);
    return [{ join, own: own.slice('t.'.length), fields, rows: new Map() }];
  });
  const looked = new Set(lookups.map((lookup) => lookup.join.alias));
  const lean: TableShape = {
    ...shape,
    joins: shape.joins.filter((join) => !looked.has(join.alias)),
    columns: Object.fromEntries(Object.entries(shape.columns).filter(([, reference]) => !looked.has(reference.split('.')[0]))),
    mapRow: (row) => row,
  };
  return { shape: lean, lookups };
}

/** Reads the joined rows the page refers to that are not known yet. */
async function readLookup(db: AnyDb, lookup: Lookup, rows: Record<string, unknown>[]) {
  const missing = new Set<unknown>();
  for (const row of rows) {
    const id = row[lookup.own];
    if (id !== null && id !== undefined && !lookup.rows.has(id)) missing.add(id);
  }
  if (!missing.size) return;
  const columns = [...new Set(lookup.fields.map(([, column]) => column))];
  const found = (await db
    .selectFrom(lookup.join.table)
    .select(['id', ...columns])
    .where('id', 'in', [...missing])
    .execute()) as Record<string, unknown>[];
  for (const id of missing) lookup.rows.set(id, undefined);
  for (const row of found) lookup.rows.set(row.id, row);
}

type JoinedRows = Array<Lookup['rows']>;

/**
 * `(row, joined) => ({ …the row's columns, …each lookup's names from its joined row or null })`,
 * written for the list's columns: one object made in one step per row (adding the names to the
 * rows as read, key by key, took most of a year's export on PostgreSQL).
 */
function joinedRowBuilder(names: string[], lookups: Lookup[]): (row: Record<string, unknown>, joined: JoinedRows) => Record<string, unknown> {
  const key = JSON.stringify;
  const reads = lookups.map((lookup, index) => `const j${index} = joined[${index}].get(row[${key(lookup.own)}]);`);
  const own = names.map((name) => `${key(name)}: row[${key(name)}]`);
  const looked = lookups.flatMap((lookup, index) =>
    lookup.fields.map(([name, column]) => `${key(name)}: j${index} === undefined ? null : (j${index}[${key(column)}] ?? null)`),
  );
  // Names come from the registry and are written as JSON string literals: any text is a safe key.
  return new Function('row', 'joined', `${reads.join('\n')}\nreturn { ${[...own, ...looked].join(', ')} };`) as never;
}

/** The list's rows as read, page by page, each page resuming after the previous page's last row. */
async function* keysetPages(db: AnyDb, dialect: DialectName, lean: TableShape, params: ListParams, pageRows: number) {
  const { field } = listOrder(lean, params);
  const paged = { ...params, page: { offset: 0, limit: pageRows } };
  let cursor: ListCursor | undefined;
  for (;;) {
    const rows = (await listQuery(db, dialect, lean, paged, cursor).rows.execute()) as Record<string, unknown>[];
    if (rows.length === 0) return;
    // Taken before the rows go out: their reader maps them in place (money, flags, days left).
    const last = rows[rows.length - 1];
    const next = { sort: last[field], id: last.id };
    yield rows;
    if (rows.length < pageRows) return;
    cursor = next;
  }
}

/**
 * The whole list in its order, page by page (exports), with flat memory however many rows. Each
 * page is one short query resuming after the previous page's last row: no read transaction stays
 * open (the SQLite WAL can checkpoint meanwhile) and no page rescans the rows before it. With
 * `copy` (PostgreSQL, where a long read holds no writer back) the rows come from one COPY
 * statement instead. A page reads its table alone; the joined names come from their tables (see
 * withLookups).
 */
export async function* listPages(
  db: AnyDb,
  dialect: DialectName,
  shape: TableShape,
  params: ListParams,
  pageRows: number,
  copy?: CopyRows,
): AsyncGenerator<Record<string, unknown>[]> {
  const { shape: lean, lookups } = withLookups(shape, params);
  const whole = { ...params, page: undefined };
  const reads = copy ? copy(listQuery(db, dialect, lean, whole).rows.compile(), pageRows) : keysetPages(db, dialect, lean, whole, pageRows);
  const withJoined = lookups.length ? joinedRowBuilder(Object.keys(lean.columns), lookups) : null;
  const joined = lookups.map((lookup) => lookup.rows);
  for await (const read of reads) {
    for (const lookup of lookups) await readLookup(db, lookup, read);
    const rows = withJoined ? read.map((row) => withJoined(row, joined)) : read;
    await readMultiReferences(db, shape.spec, rows);
    yield rows.map((row) => shape.mapRow(row, params.zone));
  }
}

/** The total without counting, when the rows end within the page (or no page was asked for). */
function totalOfShortPage({ page }: ListParams, rows: number): number | undefined {
  if (!page) return rows;
  return rows < page.limit && (rows > 0 || page.offset === 0) ? page.offset + rows : undefined;
}

/** A page's total: worked out from its `rows` when they end within it, else counted by the list's `count` query. */
export async function listTotal(reader: AnyDb, params: ListParams, rows: number, count: CompiledQuery): Promise<number> {
  return totalOfShortPage(params, rows) ?? Number((await reader.executeQuery<{ total: number }>(count)).rows[0].total);
}

/** The list's rows and total queries, compiled once per kind of request (./compiledLists.ts). */
export const listQueries = (db: AnyDb, dialect: DialectName, shape: TableShape, params: ListParams) =>
  compiledList(db, shape, params, (template) => {
    const { rows, count } = listQuery(db, dialect, shape, template);
    return { rows: rows.compile(), count: count.compile() };
  });

/**
 * Whether the list's search matches joined tables through their ids (`t.person in (select id
 * from person where … ilike …)`), which PostgreSQL should read through their trigram indexes.
 */
const searchesJoinedTables = (shape: TableShape, params: ListParams) => Boolean(params.q) && searchGroups(shape).some((group) => group.via);

/** The setting a list's reads run under on PostgreSQL (in a transaction of their own), if any. */
export const postgresListSetting = (shape: TableShape, params: ListParams) =>
  searchesJoinedTables(shape, params) ? 'set local enable_seqscan = off' : undefined;

/**
 * Runs `read` in a transaction with sequential scans off when the list searches joined tables on
 * PostgreSQL: they are small, so PostgreSQL reads them whole, but it reckons `ILIKE` as cheap as
 * `=`, and matching every row took most of a search (0.5 ms for 720 people; the busy year's
 * rides search, rows and total, 3.2 ms of the database's time, 1.3 ms through the indexes).
 */
function searching<T>(db: AnyDb, dialect: DialectName, shape: TableShape, params: ListParams, read: (db: AnyDb) => Promise<T>): Promise<T> {
  const setting = dialect === 'postgres' ? postgresListSetting(shape, params) : undefined;
  if (!setting) return read(db);
  return db.transaction().execute(async (transaction) => {
    await sql.raw(setting).execute(transaction);
    return read(transaction);
  });
}

export async function listRows(db: AnyDb, dialect: DialectName, shape: TableShape, params: ListParams): Promise<ListResult> {
  const query = listQueries(db, dialect, shape, params);
  const { rows, total } = await searching(db, dialect, shape, params, async (reader) => {
    const rows = (await reader.executeQuery<Record<string, unknown>>(query.rows)).rows;
    if (!params.paged) return { rows };
    const total = await listTotal(reader, params, rows.length, query.count);
    return { rows, total };
  });
  const mapped = rows.map((row) => shape.mapRow(row, params.zone));
  await readMultiReferences(db, shape.spec, mapped);
  await withAttachments(db, shape.spec, mapped);
  await withExpiredDocuments(db, shape.spec, mapped, params.zone);
  await withOpenCheckFaults(db, shape.spec, mapped, params.zone);
  return params.paged ? { rows: mapped, total } : { rows: mapped };
}

/**
 * Row `id` as the API answers it; its days (computed columns, expired documents, open faults) the
 * company's in `zone`. `derived: false` leaves out the fields read from other tables' rows about
 * it (expired documents, open check faults: left undefined), for a caller that compares or
 * records only what a write of the row itself changes.
 */
export async function readRow(db: AnyDb, shape: TableShape, id: number, zone: string, { derived = true } = {}) {
  const row = await fromWithJoins(db, shape)
    .select(Object.entries(shape.columns).map(([name, ref]) => sql.ref(ref).as(name)))
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const mapped = shape.mapRow(row as Record<string, unknown>, zone);
  await readMultiReferences(db, shape.spec, [mapped]);
  await withAttachments(db, shape.spec, [mapped]);
  if (!derived) return mapped;
  await withExpiredDocuments(db, shape.spec, [mapped], zone);
  await withOpenCheckFaults(db, shape.spec, [mapped], zone);
  return mapped;
}

/** A validated value as its column stores it: booleans 0/1 (a tri-state one's null kept), money and decimals as whole units. */
export function toColumnValue(field: FieldSpec, value: unknown): unknown {
  if (field.type === 'boolean') return value === null && isTriState(field) ? null : value ? 1 : 0;
  if (isScaled(field) && typeof value === 'number') return numberToUnits(value, scaleOf(field));
  return value;
}

/** Own-column values ready to store. */
export function toColumns(shape: TableShape, values: Record<string, unknown>): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const [name, field] of shape.storedFields) {
    if (Object.hasOwn(values, name)) stored[name] = toColumnValue(field, values[name]);
  }
  return stored;
}

export async function insertRow(db: AnyDb, shape: TableShape, values: Record<string, unknown>): Promise<number> {
  const { id } = await db.insertInto(shape.spec.table).values(toColumns(shape, values)).returning('id').executeTakeFirstOrThrow();
  await saveAttachments(db, shape.spec, Number(id), values);
  return Number(id);
}

export async function updateRow(db: AnyDb, shape: TableShape, id: number, values: Record<string, unknown>) {
  await saveAttachments(db, shape.spec, id, values);
  const columns = toColumns(shape, values);
  if (Object.keys(columns).length === 0) return;
  await db.updateTable(shape.spec.table).set(columns).where('id', '=', id).execute();
}

/** Deletes a row and the attachments of its file fields (its join rows go by the foreign keys' cascade). */
export async function deleteRow(db: AnyDb, spec: ResourceSpec, id: number) {
  await db.deleteFrom(spec.table).where('id', '=', id).execute();
  await deleteAttachmentsOf(db, spec, [id]);
}

/** The columns of a row that archiving reads (its id, site, `archived_at`); undefined when there is none. */
export const readArchiveState = (db: AnyDb, table: string, columns: string[], id: number): Promise<Record<string, unknown> | undefined> =>
  db.selectFrom(table).select(columns).where('id', '=', id).executeTakeFirst();

/** Archives a row now (issue 16 §3) or restores it (`archive` false). */
export async function writeArchivedAt(db: AnyDb, table: string, id: number, archive: boolean) {
  await db
    .updateTable(table)
    .set({ [ARCHIVED_AT]: archive ? new Date().toISOString() : null })
    .where('id', '=', id)
    .execute();
}

/** `select "t"."id" from "table" as "t" where "t"."id" = ?` by dialect and table, written once: every write checks its references so. */
const rowByIdTexts = new Map<string, string>();
function rowByIdText(dialect: DialectName, table: string): string {
  const key = `${dialect}|${table}`;
  let text = rowByIdTexts.get(key);
  if (text === undefined) {
    text = `select "t"."id" from "${table.replace(/"/g, '""')}" as "t" where "t"."id" = ${dialect === 'postgres' ? '$1' : '?'}`;
    rowByIdTexts.set(key, text);
  }
  return text;
}

/** Whether the row exists (matching `where`, and `narrow` when given: e.g. on the writer's sites). */
export async function rowExists(db: AnyDb, table: string, id: number, where: Record<string, unknown> = {}, narrow?: (query: AnyQuery) => AnyQuery) {
  // The common check (no condition, not narrowed to sites) without building the query.
  if (!narrow && Object.keys(where).length === 0) {
    return (await db.executeQuery(CompiledQuery.raw(rowByIdText(dialectOf(db), table), [id]))).rows.length > 0;
  }
  let query: AnyQuery = db.selectFrom(`${table} as t`).select('t.id').where('t.id', '=', id);
  for (const [column, value] of Object.entries(where)) query = query.where(`t.${column}`, '=', value);
  if (narrow) query = narrow(query);
  return (await query.executeTakeFirst()) !== undefined;
}
