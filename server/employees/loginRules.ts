/**
 * The rules of an employee's login: a free login name, and dashboard access (given by a staff job
 * role) handed out, changed or taken away only by an administrator — the narrowest access unless
 * the administrator chooses another in the same write (issue 28 §1).
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { accessMessages, type AccessRole } from '../../src/domain/access';
import { DEFAULT_JOB_ROLE_ACCESS } from '../../src/domain/accounts';
import type { FieldErrors } from '../../src/domain/validation';
import { accessOf } from '../auth/access';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';
import { isStaffRole, isUsernameTaken, readEmployeeAccount } from './repository';
import type { AnyDb } from '../db/anySchema';

const USERNAME_TAKEN = 'Ten login jest już zajęty.';
const DASHBOARD_LOGIN = 'Login i hasło konta z dostępem do panelu zmienia tylko administrator.';
/** 400 under the role: only an administrator takes dashboard access away by changing a job role. */
const DASHBOARD_ROLE = 'Rolę konta z dostępem do panelu zmienia tylko administrator.';
/** 400: only an administrator deletes or archives an employee whose account has dashboard access. */
const DASHBOARD_DELETE = 'Pracownika z dostępem do panelu może usunąć tylko administrator.';

const isAdministrator = (request: FastifyRequest) => accessOf(request).role === 'administrator';

export async function assertUsernameFree(db: Kysely<Database>, username: string, exceptUserId?: number) {
  if (await isUsernameTaken(db, username, exceptUserId)) throw badRequest({ username: [USERNAME_TAKEN] }, USERNAME_TAKEN);
}

/** The dashboard access a write gives an account: its role and sites, as the accounts page stores them. */
export interface GivenAccess {
  access_role: AccessRole | null;
  all_sites: boolean;
  sites: number[];
}

/** A field-only account's, as the accounts page stores it. */
export const NO_ACCESS: GivenAccess = { access_role: null, all_sites: true, sites: [] };

/** The access an administrator chose in the employee's validated write: by default the narrowest, read-only. */
export const chosenAccessRole = (values: Record<string, unknown>): AccessRole =>
  (values.access_role as AccessRole | null | undefined) ?? DEFAULT_JOB_ROLE_ACCESS;

/**
 * The dashboard access an employee's job role gives their account: a staff role gives an account
 * without access the chosen role (by default read-only) on the employee's own site (an
 * administrator sees every site); any other job role takes access away (NO_ACCESS). Undefined: the
 * account's access stays as it is (a staff role kept or given again, or no access to take).
 */
export async function accessForJobRole(
  db: Kysely<Database>,
  employee: { role: unknown; site: unknown },
  current: string | null,
  chosen: AccessRole,
): Promise<GivenAccess | undefined> {
  if (!(await isStaffRole(db, employee.role))) return current === null ? undefined : NO_ACCESS;
  if (current !== null) return undefined;
  if (chosen === 'administrator') return { access_role: chosen, all_sites: true, sites: [] };
  return { access_role: chosen, all_sites: false, sites: typeof employee.site === 'number' ? [employee.site] : [] };
}

/**
 * 400 when a non-administrator changes a job role in a way that changes dashboard access: to a
 * staff role (giving access), or of an account that has access (taking it away).
 */
export async function assertMayGiveRole(
  db: Kysely<Database>,
  request: FastifyRequest,
  role: unknown,
  current?: { role: number | null; access_role: string | null },
) {
  if (role === undefined || role === current?.role || isAdministrator(request)) return;
  if (current?.access_role) throw badRequest({ role: [DASHBOARD_ROLE] }, DASHBOARD_ROLE);
  if (await isStaffRole(db, role)) throw badRequest({ role: [accessMessages.staffRole] }, accessMessages.staffRole);
}

/** 400 when a non-administrator changes the login or password of an account with dashboard access. */
export function assertMayChangeLogin(request: FastifyRequest, account: { access_role: string | null; username: string }, values: Record<string, unknown>) {
  if (account.access_role === null || isAdministrator(request)) return;
  const errors: FieldErrors = {};
  if (typeof values.username === 'string' && values.username !== account.username) errors.username = [DASHBOARD_LOGIN];
  if (typeof values.password === 'string') errors.password = [DASHBOARD_LOGIN];
  if (Object.keys(errors).length) throw badRequest(errors, DASHBOARD_LOGIN);
}

/** 400 when a non-administrator deletes or archives an employee whose account has dashboard access. */
export function assertMayDelete(request: FastifyRequest, account: { access_role: string | null }) {
  if (account.access_role && !isAdministrator(request)) throw badRequest({}, DASHBOARD_DELETE);
}

/** The same rule for archiving: 400 when a non-administrator archives an employee with dashboard access. */
export async function assertMayArchive(trx: AnyDb, request: FastifyRequest, id: number) {
  const account = await readEmployeeAccount(trx, id);
  if (account) assertMayDelete(request, account);
}
