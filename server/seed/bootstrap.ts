/**
 * First start on an empty database: the roles, the first staff account (ADMIN_USERNAME /
 * ADMIN_PASSWORD, a generated password printed once when none is given), and optionally the demo
 * company.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../auth/passwords';

export const ROLES: Array<{ name: string; is_staff: number }> = [
  { name: 'Kierowca', is_staff: 0 },
  { name: 'Operator', is_staff: 0 },
  { name: 'Mechanik', is_staff: 0 },
  { name: 'Kierownik budowy', is_staff: 1 },
  { name: 'Administrator', is_staff: 1 },
];

export async function seedRoles(db: Kysely<Database>): Promise<void> {
  const existing = new Set((await db.selectFrom('role').select('name').execute()).map((role) => role.name));
  const missing = ROLES.filter((role) => !existing.has(role.name));
  // Several processes may start at once on one database: a role another one inserted is fine.
  if (missing.length) {
    await db
      .insertInto('role')
      .values(missing)
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }
}

export interface AdminAccount {
  username: string;
  /** Set only when the password was generated here and must be shown once. */
  generatedPassword?: string;
}

/** Creates the first staff account when there is none. Returns it when created. */
export async function ensureAdmin(db: Kysely<Database>, username: string, password: string | undefined): Promise<AdminAccount | null> {
  const staff = await db.selectFrom('app_user').select('id').where('access_role', '=', 'administrator').executeTakeFirst();
  if (staff) return null;
  const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
  const inserted = await db
    .insertInto('app_user')
    .values({
      username,
      password_hash: await hashPassword(password ?? generatedPassword!),
      access_role: 'administrator',
      is_active: 1,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('username').doNothing())
    .returning('id')
    .executeTakeFirst();
  // Another process created it first.
  return inserted ? { username, generatedPassword } : null;
}

export async function isEmptyCompany(db: Kysely<Database>): Promise<boolean> {
  const { n } = await db
    .selectFrom('site')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(n) === 0;
}
