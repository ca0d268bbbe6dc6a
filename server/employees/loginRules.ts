/**
 * The rules of an employee's login: a free login name, and dashboard access (given by a staff job
 * role) handed out, changed or taken away only by an administrator.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { accessMessages } from '../../src/domain/access';
import type { FieldErrors } from '../../src/domain/validation';
import { accessOf } from '../auth/access';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';
import { isStaffRole, isUsernameTaken } from './repository';

const USERNAME_TAKEN = 'Ten login jest już zajęty.';
const DASHBOARD_LOGIN = 'Login i hasło konta z dostępem do panelu zmienia tylko administrator.';
/** 400 under the role: only an administrator takes dashboard access away by changing a job role. */
const DASHBOARD_ROLE = 'Rolę konta z dostępem do panelu zmienia tylko administrator.';
/** 400: only an administrator deletes an employee whose account has dashboard access. */
const DASHBOARD_DELETE = 'Pracownika z dostępem do panelu może usunąć tylko administrator.';

const isAdministrator = (request: FastifyRequest) => accessOf(request).role === 'administrator';

export async function assertUsernameFree(db: Kysely<Database>, username: string, exceptUserId?: number) {
  if (await isUsernameTaken(db, username, exceptUserId)) throw badRequest({ username: [USERNAME_TAKEN] }, USERNAME_TAKEN);
}

/**
 * The dashboard access an employee's job role gives their account: a staff role gives an account
 * without access the administrator's (as staff had before roles; the accounts screen narrows it),
 * keeps an account's narrower role; any other job role takes access away.
 */
export const accessForJobRole = async (db: Kysely<Database>, roleId: unknown, current: string | null) =>
  (await isStaffRole(db, roleId)) ? (current ?? 'administrator') : null;

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
export function assertMayChangeLogin(
  request: FastifyRequest,
  account: { access_role: string | null; username: string },
  values: Record<string, unknown>,
) {
  if (account.access_role === null || isAdministrator(request)) return;
  const errors: FieldErrors = {};
  if (typeof values.username === 'string' && values.username !== account.username) errors.username = [DASHBOARD_LOGIN];
  if (typeof values.password === 'string') errors.password = [DASHBOARD_LOGIN];
  if (Object.keys(errors).length) throw badRequest(errors, DASHBOARD_LOGIN);
}

/** 400 when a non-administrator deletes an employee whose account has dashboard access. */
export function assertMayDelete(request: FastifyRequest, account: { access_role: string | null }) {
  if (account.access_role && !isAdministrator(request)) throw badRequest({}, DASHBOARD_DELETE);
}
