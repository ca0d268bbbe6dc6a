/** The signed-in account as the API sees it, and the SQL that reads accounts for signing in. */
import type { Kysely } from 'kysely';
import { ACCESS_ROLES, type Access, type AccessRole } from '../../src/domain/access';
import { compiledOnce } from '../db/compiledOnce';
import { commaSeparatedIds, dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';

export interface AuthUser {
  id: number;
  username: string;
  /** The dashboard role and sites; null for a field-only account (drivers' phones). */
  access: Access | null;
  /** The employee record of this account, if any (field data is written for it). */
  personId: number | null;
  firstName: string | null;
  lastName: string | null;
}

export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  access_role: string | null;
  all_sites: number;
  /** The account's sites, comma-separated (only read when all_sites is 0). */
  site_ids: string | null;
  is_active: number;
  person_id: number | null;
  first_name: string | null;
  last_name: string | null;
}

export const selectUser = (db: Kysely<Database>) =>
  db
    .selectFrom('app_user as u')
    .leftJoin('person as p', 'p.user_id', 'u.id')
    .select((eb) => [
      'u.id',
      'u.username',
      'u.password_hash',
      'u.access_role',
      'u.all_sites',
      eb
        .selectFrom('app_user_site as us')
        .select(commaSeparatedIds(dialectOf(db), 'us.site').as('ids'))
        .whereRef('us.app_user', '=', 'u.id')
        .as('site_ids'),
      'u.is_active',
      'p.id as person_id',
      'p.first_name',
      'p.last_name',
    ]);

/** The account with this login name (Basic auth and the login form), undefined when there is none. */
export const readUserByName = async (db: Kysely<Database>, username: string): Promise<UserRow | undefined> => (await userByName(db, { username }))[0];

const userByName = compiledOnce(['username'], (db, { username }) => selectUser(db).where('u.username', '=', username));

/** Whether an account with this id exists. */
export const userExists = async (db: Kysely<Database>, id: number): Promise<boolean> =>
  (await db.selectFrom('app_user').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** The access a stored role and site list give; null for a field-only account (or an unknown role). */
export function accessFromRow(row: Pick<UserRow, 'access_role' | 'all_sites' | 'site_ids'>): Access | null {
  if (!ACCESS_ROLES.includes(row.access_role as AccessRole)) return null;
  const role = row.access_role as AccessRole;
  if (role === 'administrator' || Number(row.all_sites) === 1) return { role, sites: null };
  const sites = (row.site_ids ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);
  return { role, sites };
}

export const toAuthUser = (row: UserRow): AuthUser => ({
  id: row.id,
  username: row.username,
  access: accessFromRow(row),
  personId: row.person_id,
  firstName: row.first_name,
  lastName: row.last_name,
});

/** What the API tells the app about the signed-in account (never a password or hash). */
export const publicUser = (user: AuthUser) => ({
  id: user.id,
  username: user.username,
  first_name: user.firstName,
  last_name: user.lastName,
  access: user.access,
});
