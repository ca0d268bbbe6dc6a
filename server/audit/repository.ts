/**
 * Reading the change history (issue 16 §2): filters, search, pages newest first, and the
 * retention purge. Rows come back with their changes parsed (src/domain/changeHistory.ts).
 */
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import { CHANGE_ACTION_LABELS, historyEntities, type ChangeAction, type ChangeEvent, type ChangeHistorySortField } from '../../src/domain/changeHistory';
import { resourceList } from '../../src/domain/resources';
import { searchWords } from '../../src/domain/search';
import { likeOperator, type DialectName } from '../db/dialect';
import { searchPattern } from '../crud/searchPattern';
import type { AnyDb } from '../db/anySchema';
import type { ListSort } from '../http/requests';
import type { Database } from '../db/schema';
import type { ChangeEventTable } from './table';

/** The history's rows: the change_event table as declared (./table.ts). */
type HistoryDb = Kysely<Pick<Database, 'change_event'>>;

export interface HistoryFilters {
  entity?: string;
  record?: number;
  user?: number;
  q?: string;
  /** UTC ISO bounds: changed_at >= from, < to. */
  from?: string;
  to?: string;
}

/** Resource names whose label or singular contains a search word ("materiał" finds materials). */
const entitiesNamed = (word: string) => {
  const lower = word.toLocaleLowerCase('pl');
  return resourceList
    .filter((spec) => [spec.name, spec.label, spec.singular].some((text) => text.toLocaleLowerCase('pl').includes(lower)))
    .map((spec) => spec.name);
};

function filtered(
  db: HistoryDb,
  dialect: DialectName,
  filters: HistoryFilters,
): SelectQueryBuilder<Pick<Database, 'change_event'>, 'change_event', Record<never, never>> {
  let query = db.selectFrom('change_event');
  if (filters.entity !== undefined) query = query.where('entity', '=', filters.entity);
  if (filters.record !== undefined) query = query.where('record_id', '=', filters.record);
  if (filters.user !== undefined) query = query.where('user_id', '=', filters.user);
  if (filters.from !== undefined) query = query.where('changed_at', '>=', filters.from);
  if (filters.to !== undefined) query = query.where('changed_at', '<', filters.to);
  const like = sql.raw(likeOperator(dialect));
  for (const word of searchWords(filters.q ?? '')) {
    const pattern = searchPattern(word);
    const entities = entitiesNamed(word);
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`username ${like} ${pattern} escape '\\'`,
        sql<boolean>`changes ${like} ${pattern} escape '\\'`,
        ...(entities.length ? [eb('entity', 'in', entities)] : []),
      ]),
    );
  }
  return query;
}

/** A stored event as the history lists it (PostgreSQL may answer ids as strings). */
const toEvent = (row: Selectable<ChangeEventTable>): ChangeEvent => ({
  ...row,
  id: Number(row.id),
  user_id: row.user_id === null ? null : Number(row.user_id),
  record_id: Number(row.record_id),
  action: row.action as ChangeAction,
  changes: JSON.parse(row.changes),
});

/** A text column ranked by the Polish labels the screen shows for its values; a value without one after them. */
function byLabel(column: 'entity' | 'action', labels: Array<[value: string, label: string]>) {
  const ranked = [...labels].sort(([, a], [, b]) => a.localeCompare(b, 'pl'));
  return sql`case ${sql.join(
    ranked.map(([value], rank) => sql`when ${sql.ref(column)} = ${sql.lit(value)} then ${sql.lit(rank)}`),
    sql` `,
  )} else ${sql.lit(ranked.length)} end`;
}

/** What a sort's column orders by: the kind of record by its singular, the action by its name. */
const sortExpressions: Record<ChangeHistorySortField, () => ReturnType<typeof sql>[]> = {
  changed_at: () => [sql.ref('changed_at')],
  username: () => [sql.ref('username')],
  entity: () => [
    byLabel(
      'entity',
      historyEntities().map((spec) => [spec.name, spec.singular]),
    ),
    sql.ref('entity'),
  ],
  record_id: () => [sql.ref('record_id')],
  action: () => [byLabel('action', Object.entries(CHANGE_ACTION_LABELS)), sql.ref('action')],
};

/**
 * A page of the history, newest first (or by the sort's column, the newest first among equals),
 * and how many rows match. The changes of one moment sort as recorded (by id).
 */
export async function listHistory(
  db: AnyDb,
  dialect: DialectName,
  filters: HistoryFilters,
  page: { offset: number; limit: number },
  sort?: ListSort<ChangeHistorySortField>,
) {
  let query = filtered(db, dialect, filters).selectAll();
  for (const expression of sort ? sortExpressions[sort.field]() : []) query = query.orderBy(expression, sort?.order);
  const newestFirst = !sort || sort.field !== 'changed_at' || sort.order === 'desc' ? 'desc' : 'asc';
  const rows = await query.orderBy('id', newestFirst).limit(page.limit).offset(page.offset).execute();
  const { total } = await filtered(db, dialect, filters)
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows: rows.map(toEvent), total: Number(total) };
}

/** The whole filtered history, newest first, page by page (CSV): each page one short query. */
export async function* historyPages(db: AnyDb, dialect: DialectName, filters: HistoryFilters, pageRows: number): AsyncGenerator<ChangeEvent[]> {
  let before: number | undefined;
  for (;;) {
    let query = filtered(db, dialect, filters).selectAll().orderBy('id', 'desc').limit(pageRows);
    if (before !== undefined) query = query.where('id', '<', before);
    const rows = (await query.execute()).map(toEvent);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < pageRows) return;
    before = rows[rows.length - 1].id;
  }
}

/** A recorded reference as its id: a bare id, or {id, name}; null for none. */
const recordedId = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number'
      ? (value as { id: number }).id
      : null;

/** The site recorded by the first of `events` that recorded one: its value before or after the event, as `side` says. */
function firstRecordedSite(events: Array<{ action: string; changes: string }>, side: (action: string) => 'before' | 'after'): number | null | undefined {
  for (const event of events) {
    const site = (JSON.parse(event.changes) as Record<string, [unknown, unknown]>).site;
    if (site) return recordedId(site[side(event.action) === 'before' ? 0 : 1]);
  }
  return undefined;
}

/**
 * The site a record had by its own history: the newest event that recorded its `site` (the value
 * it was given, or for a delete the one it had). undefined when no event recorded one.
 */
export async function lastRecordedSite(db: AnyDb, entity: string, record: number): Promise<number | null | undefined> {
  const rows = await db
    .selectFrom('change_event')
    .select(['action', 'changes'])
    .where('entity', '=', entity)
    .where('record_id', '=', record)
    .orderBy('id', 'desc')
    .execute();
  return firstRecordedSite(rows, (action) => (action === 'delete' ? 'before' : 'after'));
}

/**
 * The site a record had at the instant `at` by its own history: the first event after `at` that
 * recorded its `site` tells what it was before (for a create, the site it was created on).
 * undefined when no later event recorded one: the record's site now is the answer.
 */
export async function recordedSiteAt(db: AnyDb, entity: string, record: number, at: string): Promise<number | null | undefined> {
  const rows = await db
    .selectFrom('change_event')
    .select(['action', 'changes'])
    .where('entity', '=', entity)
    .where('record_id', '=', record)
    .where('changed_at', '>', at)
    .orderBy('changed_at')
    .orderBy('id')
    .execute();
  return firstRecordedSite(rows, (action) => (action === 'create' ? 'after' : 'before'));
}

/** Deletes history older than `days` days; answers how many rows went. */
export async function purgeHistory(db: AnyDb, days: number, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - days * 86_400_000).toISOString();
  const result = await db.deleteFrom('change_event').where('changed_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
