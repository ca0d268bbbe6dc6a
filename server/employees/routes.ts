/**
 * Employees: a person row plus its login (app_user). Listed at /api/persons/, added at /api/users/
 * (spec §7), updated with the person object carrying `user: {id, username, password?}`. An
 * employee belongs to its `site` (the account's sites, as for every site-bound resource), and
 * only an administrator hands out dashboard access or changes a dashboard account's login.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { accessMessages } from '../../src/domain/access';
import { resources } from '../../src/domain/resources';
import type { FieldErrors } from '../../src/domain/validation';
import { writeJsonSchema } from '../../src/domain/validation';
import { accessOf } from '../auth/access';
import { hashPassword } from '../auth/passwords';
import { deleteUserSessions } from '../auth/sessions';
import type { Db } from '../db/database';
import type { Database, PersonTable } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { idParamsSchema } from '../http/schemas';
import { listQuerySchema } from '../crud/openapi';
import { assertNotReferenced, assertReferencesExist } from '../crud/references';
import { getRow, toColumns, updateRow } from '../crud/repository';
import { parseId, validBody } from '../http/requests';
import { sendList } from '../http/responses';
import { assertMayWrite, assertNewSiteInScope, assertRowInScope, refuseOtherSiteEarly } from '../crud/siteScope';
import { tableShape } from '../crud/tableShape';
import { actorOf, recordChange } from '../audit/changeLog';

const spec = resources.employees;
type PersonColumns = Omit<PersonTable, 'id' | 'user_id'>;
const USERNAME_TAKEN = 'Ten login jest już zajęty.';
const DASHBOARD_LOGIN = 'Login i hasło konta z dostępem do panelu zmienia tylko administrator.';
/** 400 under the role: only an administrator takes dashboard access away by changing a job role. */
const DASHBOARD_ROLE = 'Rolę konta z dostępem do panelu zmienia tylko administrator.';
/** 400: only an administrator deletes an employee whose account has dashboard access. */
const DASHBOARD_DELETE = 'Pracownika z dostępem do panelu może usunąć tylko administrator.';

export const personShape = tableShape(spec, {
  joins: [{ table: 'app_user', alias: 'u', on: ['u.id', 't.user_id'] }],
  columns: { user_id: 't.user_id', username: 'u.username' },
  mapRow: ({ user_id, username, ...person }) => ({ ...person, user: { id: user_id, username } }),
});

/** An employee as the history compares it: the login flat, as the declaration names it. */
async function personForHistory(db: Kysely<any>, id: number) {
  const row = await getRow(db, personShape, id);
  return row && { ...row, username: (row.user as { username?: string } | undefined)?.username ?? null };
}

/** The update body may carry login fields flat or inside `user` (spec §7 payload). */
function flattenUser(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { user, ...rest } = body as Record<string, unknown>;
  if (typeof user !== 'object' || user === null) return rest;
  const { username, password } = user as Record<string, unknown>;
  return { ...rest, ...(username !== undefined && { username }), ...(password !== undefined && { password }) };
}

async function assertUsernameFree(db: Kysely<Database>, username: string, exceptUserId?: number) {
  let query = db.selectFrom('app_user').select('id').where('username', '=', username);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  if (await query.executeTakeFirst()) throw badRequest({ username: [USERNAME_TAKEN] }, USERNAME_TAKEN);
}

const isStaffRole = async (db: Kysely<Database>, roleId: unknown) =>
  typeof roleId === 'number' &&
  (await db.selectFrom('role').select('is_staff').where('id', '=', roleId).executeTakeFirst())?.is_staff === 1;

/**
 * The dashboard access an employee's job role gives their account: a staff role gives an account
 * without access the administrator's (as staff had before roles; the accounts screen narrows it),
 * keeps an account's narrower role; any other job role takes access away.
 */
const accessForJobRole = async (db: Kysely<Database>, roleId: unknown, current: string | null) =>
  (await isStaffRole(db, roleId)) ? (current ?? 'administrator') : null;

const isAdministrator = (request: FastifyRequest) => accessOf(request).role === 'administrator';

/**
 * 400 when a non-administrator changes a job role in a way that changes dashboard access: to a
 * staff role (giving access), or of an account that has access (taking it away).
 */
async function assertMayGiveRole(db: Kysely<Database>, request: FastifyRequest, role: unknown, current?: { role: number | null; access_role: string | null }) {
  if (role === undefined || role === current?.role || isAdministrator(request)) return;
  if (current?.access_role) throw badRequest({ role: [DASHBOARD_ROLE] }, DASHBOARD_ROLE);
  if (await isStaffRole(db, role)) throw badRequest({ role: [accessMessages.staffRole] }, accessMessages.staffRole);
}

/** 400 when a non-administrator changes the login or password of an account with dashboard access. */
function assertMayChangeLogin(
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

export function registerPersonRoutes(app: FastifyInstance, database: Db) {
  const { db } = database;
  const tags = [spec.name];

  app.get('/api/persons/', { schema: { tags, summary: 'List employees', querystring: listQuerySchema(spec) } }, (request, reply) =>
    sendList(database, personShape, request, reply),
  );

  app.get('/api/persons/:id/', { schema: { tags, summary: 'Read an employee', params: idParamsSchema } }, async (request) => {
    const row = await getRow(db, personShape, parseId((request.params as { id: string }).id));
    if (!row) throw notFound(spec.notFoundMessage);
    await assertRowInScope(db, request, spec, row);
    return row;
  });

  app.post(
    '/api/users/',
    { schema: { tags, summary: 'Add an employee with a login', body: writeJsonSchema(spec.fields, 'create') } },
    async (request, reply) => {
      assertMayWrite(request, spec);
      await refuseOtherSiteEarly(db, request, spec, { body: request.body });
      const values = validBody(spec, request.body, 'create');
      await assertReferencesExist(db, spec, values);
      await assertNewSiteInScope(db, request, spec, values);
      await assertMayGiveRole(db, request, values.role);
      await assertUsernameFree(db, values.username as string);
      const passwordHash = await hashPassword(values.password as string);
      const id = await db.transaction().execute(async (trx) => {
        await assertReferencesExist(trx, spec, values);
        await assertMayGiveRole(trx, request, values.role);
        await assertUsernameFree(trx, values.username as string);
        const user = await trx
          .insertInto('app_user')
          .values({
            username: values.username as string,
            password_hash: passwordHash,
            access_role: await accessForJobRole(trx, values.role, null),
            is_active: 1,
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const person = await trx
          .insertInto('person')
          .values({ ...(toColumns(personShape, values) as PersonColumns), user_id: user.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordChange(trx, actorOf(request), { spec, id: person.id, after: await personForHistory(trx, person.id), secretsChanged: ['password'] });
        return person.id;
      });
      return reply.code(201).send(await getRow(db, personShape, id));
    },
  );

  app.put(
    '/api/persons/:id/',
    { schema: { tags, summary: 'Update an employee (blank password: unchanged)', params: idParamsSchema } },
    async (request) => {
      assertMayWrite(request, spec);
      const id = parseId((request.params as { id: string }).id);
      await refuseOtherSiteEarly(db, request, spec, { id, body: request.body });
      const values = validBody(spec, flattenUser(request.body), 'update');
      const passwordHash = typeof values.password === 'string' ? await hashPassword(values.password) : undefined;
      await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('person as p')
          .innerJoin('app_user as u', 'u.id', 'p.user_id')
          .select(['p.user_id', 'p.role', 'p.site', 'u.access_role', 'u.username'])
          .where('p.id', '=', id)
          .executeTakeFirst();
        if (!current) throw notFound(spec.notFoundMessage);
        await assertRowInScope(trx, request, spec, current);
        const before = await personForHistory(trx, id);
        await assertReferencesExist(trx, spec, values);
        await assertNewSiteInScope(trx, request, spec, { ...current, ...values }, current);
        await assertMayGiveRole(trx, request, values.role, current);
        assertMayChangeLogin(request, current, values);
        const userChanges: Record<string, unknown> = {};
        if (typeof values.username === 'string') {
          await assertUsernameFree(trx, values.username, current.user_id);
          userChanges.username = values.username;
        }
        if (passwordHash) userChanges.password_hash = passwordHash;
        if (values.role !== undefined) userChanges.access_role = await accessForJobRole(trx, values.role ?? current.role, current.access_role);
        if (Object.keys(userChanges).length) {
          await trx.updateTable('app_user').set(userChanges).where('id', '=', current.user_id).execute();
        }
        // A new password or a lost staff role ends the account's dashboard sessions.
        if (passwordHash || (userChanges.access_role === null && current.access_role !== null)) await deleteUserSessions(trx, current.user_id);
        await updateRow(trx, personShape, id, values);
        const after = await personForHistory(trx, id);
        await recordChange(trx, actorOf(request), { spec, id, before, after, secretsChanged: passwordHash ? ['password'] : [] });
      });
      return getRow(db, personShape, id);
    },
  );

  app.delete('/api/persons/:id/', { schema: { tags, summary: 'Delete an employee and their login', params: idParamsSchema } }, async (request, reply) => {
    assertMayWrite(request, spec);
    const id = parseId((request.params as { id: string }).id);
    await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('person as p')
        .leftJoin('app_user as u', 'u.id', 'p.user_id')
        .select(['p.user_id', 'p.site', 'u.access_role'])
        .where('p.id', '=', id)
        .executeTakeFirst();
      if (!current) throw notFound(spec.notFoundMessage);
      await assertRowInScope(trx, request, spec, current);
      if (current.access_role && !isAdministrator(request)) throw badRequest({}, DASHBOARD_DELETE);
      await assertNotReferenced(trx, spec, id);
      await recordChange(trx, actorOf(request), { spec, id, before: await personForHistory(trx, id) });
      await trx.deleteFrom('person').where('id', '=', id).execute();
      await trx.deleteFrom('app_user').where('id', '=', current.user_id).execute();
    });
    return reply.code(204).send();
  });
}
