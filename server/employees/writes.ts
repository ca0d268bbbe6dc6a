/**
 * An employee's writes with their rules, in the caller's transaction: the routes' create, update
 * and delete (./routes.ts), and an imported file's rows and its undoing (server/imports, through
 * `employeeWriter`, given by the composition root). A file's new employee gets an unusable
 * password (no sign-in until an administrator sets one): passwords are not imported.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { resources } from '../../src/domain/resources';
import { actorOf, recordChange } from '../audit/changeLog';
import { writeAccess } from '../accounts';
import { sitesInScope } from '../auth/access';
import { deleteUserSessions } from '../auth/sessions';
import { assertNotReferenced, assertReferencesExist } from '../crud/references';
import type { RecordWriter } from '../crud/recordWriter';
import type { WriteOptions } from '../crud/routes';
import { assertMoveKeepsSameSite } from '../crud/sameSite';
import { assertNewSiteInScope, assertRowInScope } from '../crud/siteScope';
import type { AnyDb } from '../db/anySchema';
import { notFound } from '../errors';
import { assertNoKeptWorkTime } from '../workTime';
import { accessForJobRole, assertMayChangeLogin, assertMayDelete, assertMayGiveRole, assertUsernameFree, chosenAccessRole, NO_ACCESS } from './loginRules';
import { deleteEmployee, employeeShape, insertEmployee, readEmployee, readEmployeeAccount, updateEmployee, type LoginChanges } from './repository';

type Row = Record<string, unknown>;

const spec = resources.employees;

/** A new employee and its login (`passwordHash` already made: hashing is slow, outside the transaction). */
export async function createEmployee(trx: AnyDb, request: FastifyRequest, values: Row, passwordHash: string, { source, importId, history }: WriteOptions = {}) {
  const chosen = chosenAccessRole(values);
  await assertReferencesExist(trx, spec, values, values, sitesInScope(request));
  await assertNewSiteInScope(trx, request, spec, values);
  await assertMayGiveRole(trx, request, values.role);
  await assertUsernameFree(trx, values.username as string);
  const id = await insertEmployee(trx, values, { username: values.username as string, password_hash: passwordHash, access_role: null });
  const access = await accessForJobRole(trx, { role: values.role, site: values.site }, null, chosen);
  if (access) await writeAccess(trx, (await readEmployeeAccount(trx, id))!.user_id, access);
  const secretsChanged = source === 'import' ? [] : ['password'];
  await recordChange(trx, actorOf(request), {
    spec,
    id,
    after: await readEmployee(trx, id, request.companyTimeZone),
    secretsChanged,
    source,
    importId,
    history,
  });
  return id;
}

/** A change of employee `id` and its login (`passwordHash`: a new password, already hashed). */
export async function changeEmployee(
  trx: AnyDb,
  request: FastifyRequest,
  id: number,
  values: Row,
  passwordHash: string | undefined,
  { source, importId, history }: WriteOptions = {},
) {
  const chosen = chosenAccessRole(values);
  const current = await readEmployeeAccount(trx, id);
  if (!current) throw notFound(spec.notFoundMessage);
  await assertRowInScope(trx, request, spec, current);
  const before = await readEmployee(trx, id, request.companyTimeZone);
  await assertReferencesExist(trx, spec, values, values, sitesInScope(request));
  await assertNewSiteInScope(trx, request, spec, { ...current, ...values }, current);
  await assertMoveKeepsSameSite(trx, spec, id, { ...current, ...values }, values);
  await assertMayGiveRole(trx, request, values.role, current);
  assertMayChangeLogin(request, current, values);
  const login: LoginChanges = {};
  if (typeof values.username === 'string') {
    await assertUsernameFree(trx, values.username, current.user_id);
    login.username = values.username;
  }
  if (passwordHash) login.password_hash = passwordHash;
  // Access changes with the job role only: saving an employee again keeps what the accounts page set.
  const roleChanged = values.role !== undefined && (values.role ?? current.role) !== current.role;
  const access = roleChanged ? await accessForJobRole(trx, { role: values.role, site: values.site ?? current.site }, current.access_role, chosen) : undefined;
  await updateEmployee(trx, id, current.user_id, values, login);
  if (access) await writeAccess(trx, current.user_id, access);
  // A new password or a lost staff role ends the account's dashboard sessions.
  if (passwordHash || access === NO_ACCESS) await deleteUserSessions(trx, current.user_id);
  const after = await readEmployee(trx, id, request.companyTimeZone);
  await recordChange(trx, actorOf(request), { spec, id, before, after, secretsChanged: passwordHash ? ['password'] : [], source, importId, history });
}

/** The removal of employee `id` and its login. */
export async function removeEmployee(trx: AnyDb, request: FastifyRequest, id: number, { source, importId, history }: WriteOptions = {}) {
  const current = await readEmployeeAccount(trx, id);
  if (!current) throw notFound(spec.notFoundMessage);
  await assertRowInScope(trx, request, spec, current);
  assertMayDelete(request, current);
  // Issue 33 §1: working-time records are kept 10 years; such a person is archived instead.
  await assertNoKeptWorkTime(trx, id);
  await assertNotReferenced(trx, spec, id);
  await recordChange(trx, actorOf(request), { spec, id, before: await readEmployee(trx, id, request.companyTimeZone), source, importId, history });
  await deleteEmployee(trx, id, current.user_id);
}

/** A password hash no password matches (server/auth/passwords.ts verifies `scrypt$…` hashes only). */
const unusablePassword = () => `imported$${randomBytes(12).toString('base64')}`;

/** Employees as an import writes them (server/imports): found by PESEL or login, new ones without a usable password. */
export const employeeWriter: RecordWriter = {
  shape: employeeShape,
  create: (trx, request, values, options) => createEmployee(trx, request, values, unusablePassword(), options),
  update: (trx, request, id, values, options) => changeEmployee(trx, request, id, values, undefined, options),
  remove: (trx, request, id, options) => removeEmployee(trx, request, id, options),
  // The registry requires a password of a new employee; an import sets none that works.
  completeNew: (values) => ({ password: randomBytes(18).toString('base64'), ...values }),
  async findByKey(trx, fields, values) {
    if (fields.length !== 1 || fields[0] !== 'username' || typeof values.username !== 'string') return null;
    const found = await trx
      .selectFrom('person as p')
      .innerJoin('app_user as u', 'u.id', 'p.user_id')
      .select('p.id')
      .where('u.username', '=', values.username.trim())
      .executeTakeFirst();
    return found ? Number(found.id) : null;
  },
};
