/**
 * SQL of the accounts page (issue 16 §1, docs/api.md "Accounts"): logins with their employee's
 * name, role, sites, live sessions; the role, sites and activity written. Every function takes the
 * database or the write's transaction first.
 */
import { sql, type Kysely } from 'kysely';
import { accountRoleLabel, type Account, type AccountRights, type AccountSortField } from '../../src/domain/accounts';
import { ACCESS_ROLES, type AccessRole } from '../../src/domain/access';
import type { NamedValue } from '../../src/domain/changeHistory';
import { searchWords } from '../../src/domain/search';
import type { SessionKind, SessionLimitsByKind } from '../auth/sessions';
import { commaSeparatedIds, dialectOf, likeOperator } from '../db/dialect';
import type { Database } from '../db/schema';
import { searchPattern } from '../crud/searchPattern';
import type { ListSort } from '../http/requests';

type Db = Kysely<Database>;

export interface AccountFilters {
  q?: string;
  /** A role, or null for field-only accounts. */
  role?: AccessRole | null;
  /** Only the accounts to review (issue 28 §1). */
  review?: boolean;
}

function filtered(db: Db, filters: AccountFilters) {
  let query = db.selectFrom('app_user as u').leftJoin('person as p', 'p.user_id', 'u.id');
  if (filters.role === null) query = query.where('u.access_role', 'is', null);
  else if (filters.role !== undefined) query = query.where('u.access_role', '=', filters.role);
  if (filters.review) query = query.where('u.access_review', '=', 1);
  const like = sql.raw(likeOperator(dialectOf(db)));
  for (const word of searchWords(filters.q ?? '')) {
    const pattern = searchPattern(word);
    query = query.where((eb) =>
      eb.or((['u.username', 'p.first_name', 'p.last_name'] as const).map((column) => sql<boolean>`${sql.ref(column)} ${like} ${pattern} escape '\\'`)),
    );
  }
  return query;
}

/** The live sessions' bounds now, per kind: seen within the idle limit, started within the maximum. */
const liveSince = (limits: SessionLimitsByKind, now = Date.now()) =>
  (Object.keys(limits) as SessionKind[]).map((kind) => ({
    kind,
    seen: new Date(now - limits[kind].idleMs).toISOString(),
    created: new Date(now - limits[kind].maxMs).toISOString(),
  }));

function selectAccounts(db: Db, filters: AccountFilters, limits: SessionLimitsByKind) {
  const live = liveSince(limits);
  return filtered(db, filters).select((eb) => [
    'u.id',
    'u.username',
    'p.first_name',
    'p.last_name',
    'p.id as person',
    'u.access_role',
    'u.all_sites',
    eb
      .selectFrom('app_user_site as us')
      .select(commaSeparatedIds(dialectOf(db), 'us.site').as('ids'))
      .whereRef('us.app_user', '=', 'u.id')
      .as('site_ids'),
    'u.is_active',
    'u.access_review',
    eb
      .selectFrom('session as s')
      .select(sql<number>`count(*)`.as('n'))
      .whereRef('s.user_id', '=', 'u.id')
      .where((session) =>
        session.or(
          live.map(({ kind, seen, created }) =>
            session.and([session('s.kind', '=', kind), session('s.last_seen_at', '>', seen), session('s.created_at', '>', created)]),
          ),
        ),
      )
      .as('sessions'),
    eb
      .selectFrom('session as s')
      .select(sql<string | null>`max(s.last_seen_at)`.as('at'))
      .whereRef('s.user_id', '=', 'u.id')
      .as('last_seen_at'),
  ]);
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof selectAccounts>['execute']>>[number];

const toAccount = (row: AccountRow): Account => ({
  id: Number(row.id),
  username: row.username,
  first_name: row.first_name ?? null,
  last_name: row.last_name ?? null,
  person: row.person === null || row.person === undefined ? null : Number(row.person),
  access_role: row.access_role as AccessRole | null,
  all_sites: Number(row.all_sites) === 1,
  sites: (row.site_ids ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b),
  is_active: Number(row.is_active) === 1,
  review: Number(row.access_review) === 1,
  sessions: Number(row.sessions ?? 0),
  last_seen_at: row.last_seen_at ?? null,
});

/** The roles in the order of their Polish labels, field-only among them: what "Rola" sorts by. */
const roleRank = () => {
  const roles = [...ACCESS_ROLES, null].sort((a, b) => accountRoleLabel(a).localeCompare(accountRoleLabel(b), 'pl'));
  const rank = (role: AccessRole | null) => sql.lit(roles.indexOf(role));
  return sql`case ${sql.join(
    ACCESS_ROLES.map((role) => sql`when u.access_role = ${sql.lit(role)} then ${rank(role)}`),
    sql` `,
  )} else ${rank(null)} end`;
};

/** The column a sort names, as SQL (an employee's name, blank without one, by last then first name). */
const sortExpressions: Record<AccountSortField, () => ReturnType<typeof sql>[]> = {
  username: () => [sql`u.username`],
  last_name: () => [sql`coalesce(p.last_name, '')`, sql`coalesce(p.first_name, '')`],
  access_role: () => [roleRank()],
  is_active: () => [sql`u.is_active`],
  sessions: () => [sql.ref('sessions')],
};

/** A page of accounts by login (or by the sort's column, then login), and how many match. */
export async function listAccounts(
  db: Db,
  filters: AccountFilters,
  page: { offset: number; limit: number },
  limits: SessionLimitsByKind,
  sort?: ListSort<AccountSortField>,
) {
  let query = selectAccounts(db, filters, limits);
  for (const expression of sort ? sortExpressions[sort.field]() : []) query = query.orderBy(expression, sort?.order);
  const rows = await query.orderBy('u.username').orderBy('u.id').limit(page.limit).offset(page.offset).execute();
  const { total } = await filtered(db, filters)
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows: rows.map(toAccount), total: Number(total) };
}

/** One account, or undefined. */
export async function getAccount(db: Db, id: number, limits: SessionLimitsByKind): Promise<Account | undefined> {
  const row = await selectAccounts(db, {}, limits).where('u.id', '=', id).executeTakeFirst();
  return row && toAccount(row);
}

/** Of the given site ids, those no site has. */
export async function missingSites(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set(
    (
      await db
        .selectFrom('site')
        .select('id')
        .where('id', 'in', [...ids])
        .execute()
    ).map((row) => Number(row.id)),
  );
  return ids.filter((id) => !found.has(id));
}

/** Sites as the change history keeps them: id and name at the time. */
export async function namedSites(db: Db, ids: readonly number[]): Promise<NamedValue[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('site')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), name: String(row.name) }));
}

/** Stores an account's dashboard role and sites (call it in the change's transaction). */
export async function writeAccess(trx: Db, id: number, access: Pick<AccountRights, 'access_role' | 'all_sites' | 'sites'>): Promise<void> {
  await trx
    .updateTable('app_user')
    .set({ access_role: access.access_role, all_sites: access.all_sites ? 1 : 0 })
    .where('id', '=', id)
    .execute();
  await trx.deleteFrom('app_user_site').where('app_user', '=', id).execute();
  if (access.sites.length)
    await trx
      .insertInto('app_user_site')
      .values(access.sites.map((site) => ({ app_user: id, site })))
      .execute();
}

/** Stores an account's role, sites and activity, which an administrator has thus reviewed (call it in the change's transaction). */
export async function writeAccountRights(trx: Db, id: number, rights: AccountRights): Promise<void> {
  await trx
    .updateTable('app_user')
    .set({ is_active: rights.is_active ? 1 : 0, access_review: 0 })
    .where('id', '=', id)
    .execute();
  await writeAccess(trx, id, rights);
}
