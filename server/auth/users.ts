/** The signed-in account as the API sees it. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface AuthUser {
  id: number;
  username: string;
  isStaff: boolean;
  /** The employee record of this account, if any (field data is written for it). */
  personId: number | null;
  firstName: string | null;
  lastName: string | null;
}

export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  is_staff: number;
  is_active: number;
  person_id: number | null;
  first_name: string | null;
  last_name: string | null;
}

export const selectUser = (db: Kysely<Database>) =>
  db
    .selectFrom('app_user as u')
    .leftJoin('person as p', 'p.user_id', 'u.id')
    .select([
      'u.id',
      'u.username',
      'u.password_hash',
      'u.is_staff',
      'u.is_active',
      'p.id as person_id',
      'p.first_name',
      'p.last_name',
    ]);

export const toAuthUser = (row: UserRow): AuthUser => ({
  id: row.id,
  username: row.username,
  isStaff: row.is_staff === 1,
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
});
