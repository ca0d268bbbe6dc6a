/**
 * Employees: a person row plus its login (app_user), read with the login as `user: {id, username}`
 * (spec §3) and flat (`user_id`, `username`). Listed at /api/persons/, added at /api/users/ with the
 * login flat (spec §7), updated at /api/persons/<id>/ with the login nested as the spec's payload
 * has it, `user: {id, username, password?}`, or flat (./loginPayload.ts; a blank or missing
 * password: unchanged). An employee belongs to its `site` (the account's sites, as for every
 * site-bound resource), and only an administrator hands out dashboard access or changes a
 * dashboard account's login (./loginRules.ts). The SQL is in ./repository.ts.
 */
import { resources } from '../../src/domain/resources';
import { writeJsonSchema } from '../../src/domain/validation';
import { hashPassword } from '../auth/passwords';
import { deleteUserSessions } from '../auth/sessions';
import { notFound } from '../errors';
import { validBody } from '../http/requests';
import { sendList } from '../crud/sendList';
import { handlerReadBody, idParams, resourceBody } from '../http/schemas';
import { documentedRoute, listQuery, rowJsonSchema } from '../crud/openapi';
import { writeChecksFirst } from '../crud/routes';
import { assertNotReferenced, assertReferencesExist } from '../crud/references';
import { registerArchiveRoutes } from '../crud/archiveRoutes';
import { assertMoveKeepsSameSite } from '../crud/sameSite';
import { assertNewSiteInScope, assertRowInScope } from '../crud/siteScope';
import { actorOf, recordChange } from '../audit/changeLog';
import { writeAccess } from '../accounts';
import { sitesInScope } from '../auth/access';
import {
  accessForJobRole,
  assertMayArchive,
  assertMayChangeLogin,
  assertMayDelete,
  assertMayGiveRole,
  assertUsernameFree,
  chosenAccessRole,
  NO_ACCESS,
} from './loginRules';
import { withFlatLogin } from './loginPayload';
import { deleteEmployee, employeeShape, insertEmployee, readEmployee, readEmployeeAccount, updateEmployee, type LoginChanges } from './repository';
import type { Feature } from '../http/feature';
import { assertNoKeptWorkTime } from '../workTime';

const spec = resources.employees;

export const employeeRoutes: Feature = async (app, { database }) => {
  // Archived through the CRUD engine's routes, with the login's rule (issue 16 §3).
  registerArchiveRoutes(app, database, spec, employeeShape, assertMayArchive);
  const { db } = database;
  const tags = [spec.name];

  const row = rowJsonSchema(spec);
  const sortable = new Set(Object.keys(employeeShape.columns));
  app.get(
    '/api/persons/',
    documentedRoute({ tags, summary: 'List employees', querystring: listQuery(spec, sortable) }, { 200: { type: 'array', items: row } }),
    (request, reply) => sendList(database, employeeShape, request.query, request, reply),
  );

  app.get('/api/persons/:id/', documentedRoute({ tags, summary: 'Read an employee', params: idParams }, { 200: row }), async (request) => {
    const row = await readEmployee(db, request.params.id);
    if (!row) throw notFound(spec.notFoundMessage);
    await assertRowInScope(db, request, spec, row);
    return row;
  });

  app.post(
    '/api/users/',
    {
      ...documentedRoute({ tags, summary: 'Add an employee with a login', body: resourceBody(spec, 'create') }, { 201: row }),
      preValidation: writeChecksFirst(db, spec, { withId: false, body: true }),
    },
    async (request, reply) => {
      const values = request.body;
      const chosen = chosenAccessRole(values);
      await assertReferencesExist(db, spec, values, values, sitesInScope(request));
      await assertNewSiteInScope(db, request, spec, values);
      await assertMayGiveRole(db, request, values.role);
      await assertUsernameFree(db, values.username as string);
      const passwordHash = await hashPassword(values.password as string);
      const id = await db.transaction().execute(async (trx) => {
        await assertReferencesExist(trx, spec, values, values, sitesInScope(request));
        await assertMayGiveRole(trx, request, values.role);
        await assertUsernameFree(trx, values.username as string);
        const id = await insertEmployee(trx, values, { username: values.username as string, password_hash: passwordHash, access_role: null });
        const access = await accessForJobRole(trx, { role: values.role, site: values.site }, null, chosen);
        if (access) await writeAccess(trx, (await readEmployeeAccount(trx, id))!.user_id, access);
        await recordChange(trx, actorOf(request), { spec, id, after: await readEmployee(trx, id), secretsChanged: ['password'] });
        return id;
      });
      return reply.code(201).send(await readEmployee(db, id));
    },
  );

  app.put(
    '/api/persons/:id/',
    {
      // The body is read against the stored login (./loginPayload.ts), once the employee is found.
      ...documentedRoute(
        {
          tags,
          summary: 'Update an employee: the login as user {id, username, password?} or flat (blank password: unchanged)',
          params: idParams,
          body: handlerReadBody(writeJsonSchema(spec.fields, 'update')),
        },
        { 200: row },
      ),
      preValidation: writeChecksFirst(db, spec, { withId: true, body: true }),
    },
    async (request) => {
      const { id } = request.params;
      const account = await readEmployeeAccount(db, id);
      if (!account) throw notFound(spec.notFoundMessage);
      const values = validBody(spec, withFlatLogin(request.body, account), 'update');
      const chosen = chosenAccessRole(values);
      const passwordHash = typeof values.password === 'string' ? await hashPassword(values.password) : undefined;
      await db.transaction().execute(async (trx) => {
        const current = await readEmployeeAccount(trx, id);
        if (!current) throw notFound(spec.notFoundMessage);
        await assertRowInScope(trx, request, spec, current);
        const before = await readEmployee(trx, id);
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
        const access = roleChanged
          ? await accessForJobRole(trx, { role: values.role, site: values.site ?? current.site }, current.access_role, chosen)
          : undefined;
        await updateEmployee(trx, id, current.user_id, values, login);
        if (access) await writeAccess(trx, current.user_id, access);
        // A new password or a lost staff role ends the account's dashboard sessions.
        if (passwordHash || access === NO_ACCESS) await deleteUserSessions(trx, current.user_id);
        const after = await readEmployee(trx, id);
        await recordChange(trx, actorOf(request), { spec, id, before, after, secretsChanged: passwordHash ? ['password'] : [] });
      });
      return readEmployee(db, id);
    },
  );

  const deleteRoute = {
    schema: { tags, summary: 'Delete an employee and their login', params: idParams },
    preValidation: writeChecksFirst(db, spec, { withId: false, body: false }),
  };
  app.delete('/api/persons/:id/', deleteRoute, async (request, reply) => {
    const { id } = request.params;
    await db.transaction().execute(async (trx) => {
      const current = await readEmployeeAccount(trx, id);
      if (!current) throw notFound(spec.notFoundMessage);
      await assertRowInScope(trx, request, spec, current);
      assertMayDelete(request, current);
      // Issue 33 §1: working-time records are kept 10 years; such a person is archived instead.
      await assertNoKeptWorkTime(trx, id);
      await assertNotReferenced(trx, spec, id);
      await recordChange(trx, actorOf(request), { spec, id, before: await readEmployee(trx, id) });
      await deleteEmployee(trx, id, current.user_id);
    });
    return reply.code(204).send();
  });
};
