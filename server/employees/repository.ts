/**
 * Employees' SQL: a person row and its login (an app_user row), read and written together.
 * Every function takes the database or the transaction it runs in first.
 */
import type { Kysely } from 'kysely';
import { resources } from '../../src/domain/resources';
import type { Database, PersonTable } from '../db/schema';
import { readRow, toColumns, updateRow } from '../crud/repository';
import { tableShape } from '../crud/tableShape';
import type { AnyDb } from '../db/anySchema';

type PersonColumns = Omit<PersonTable, 'id' | 'user_id'>;

/**
 * An employee as the API reads it: the person's columns with its login as the spec's rows carry it
 * (`user: {id, username}`, spec §3), and flat beside them (`user_id`, `username`, as the registry
 * declares `username` for the app's form).
 */
export const employeeShape = tableShape(resources.employees, {
  joins: [{ table: 'app_user', alias: 'u', on: ['u.id', 't.user_id'] }],
  columns: { user_id: 't.user_id', username: 'u.username' },
  mapRow: (row) => Object.assign(row, { user: { id: row.user_id, username: row.username } }),
});

export const readEmployee = (db: AnyDb, id: number, zone: string) => readRow(db, employeeShape, id, zone);

/** The employee's site, job role and login, as the write rules read them; undefined when there is none. */
export const readEmployeeAccount = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('person as p')
    .innerJoin('app_user as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'p.role', 'p.site', 'u.access_role', 'u.username'])
    .where('p.id', '=', id)
    .executeTakeFirst();

/** Whether another login (not `exceptUserId`'s) has this name. */
export async function isUsernameTaken(db: Kysely<Database>, username: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('app_user').select('id').where('username', '=', username);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Whether a job role is a staff role (one that comes with dashboard access). */
export const isStaffRole = async (db: Kysely<Database>, roleId: unknown) =>
  typeof roleId === 'number' && (await db.selectFrom('role').select('is_staff').where('id', '=', roleId).executeTakeFirst())?.is_staff === 1;

export interface NewLogin {
  username: string;
  password_hash: string;
  access_role: string | null;
}

/** Inserts the login, then the person holding it; the new person's id. */
export async function insertEmployee(trx: Kysely<Database>, values: Record<string, unknown>, login: NewLogin): Promise<number> {
  const user = await trx
    .insertInto('app_user')
    .values({ ...login, is_active: 1, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const person = await trx
    .insertInto('person')
    .values({ ...(toColumns(employeeShape, values) as PersonColumns), user_id: user.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return person.id;
}

export type LoginChanges = Partial<Pick<Database['app_user'], 'username' | 'password_hash' | 'access_role'>>;

/** Updates the person's columns and, when there are any, its login's. */
export async function updateEmployee(trx: Kysely<Database>, id: number, userId: number, values: Record<string, unknown>, login: LoginChanges) {
  if (Object.keys(login).length) await trx.updateTable('app_user').set(login).where('id', '=', userId).execute();
  await updateRow(trx, employeeShape, id, values);
}

/** Deletes the person, then its login. */
export async function deleteEmployee(trx: Kysely<Database>, id: number, userId: number) {
  await trx.deleteFrom('person').where('id', '=', id).execute();
  await trx.deleteFrom('app_user').where('id', '=', userId).execute();
}
