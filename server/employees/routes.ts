/**
 * Employees: a person row plus its login (app_user), read and written with the login flat
 * (`user_id`, `username`; `password` only written). Listed at /api/persons/, added at /api/users/
 * (spec §7), updated at /api/persons/<id>/ (a blank or missing password: unchanged). An
 * employee belongs to its `site` (the account's sites, as for every site-bound resource), and
 * only an administrator hands out dashboard access or changes a dashboard account's login
 * (./loginRules.ts). The SQL is in ./repository.ts.
 */
import { resources } from '../../src/domain/resources';
import { writeJsonSchema } from '../../src/domain/validation';
import { hashPassword } from '../auth/passwords';
import { deleteUserSessions } from '../auth/sessions';
import { notFound } from '../errors';
import { idParam, validBody } from '../http/requests';
import { sendList } from '../http/responses';
import { idParamsSchema } from '../http/schemas';
import { documentedRoute, listQuerySchema, rowJsonSchema } from '../crud/openapi';
import { assertNotReferenced, assertReferencesExist } from '../crud/references';
import { assertMayWrite, assertNewSiteInScope, assertRowInScope, refuseOtherSiteEarly } from '../crud/siteScope';
import { actorOf, recordChange } from '../audit/changeLog';
import { accessForJobRole, assertMayChangeLogin, assertMayDelete, assertMayGiveRole, assertUsernameFree } from './loginRules';
import {
  deleteEmployee,
  employeeShape,
  insertEmployee,
  readEmployee,
  readEmployeeAccount,
  updateEmployee,
  type LoginChanges,
} from './repository';
import type { Feature } from '../http/feature';

const spec = resources.employees;

export const employeeRoutes: Feature = async (app, { database }) => {
  const { db } = database;
  const tags = [spec.name];

  const row = rowJsonSchema(spec);
  app.get('/api/persons/', documentedRoute({ tags, summary: 'List employees', querystring: listQuerySchema(spec) }, { 200: { type: 'array', items: row } }), (request, reply) =>
    sendList(database, employeeShape, request, reply),
  );

  app.get('/api/persons/:id/', documentedRoute({ tags, summary: 'Read an employee', params: idParamsSchema }, { 200: row }), async (request) => {
    const row = await readEmployee(db, idParam(request));
    if (!row) throw notFound(spec.notFoundMessage);
    await assertRowInScope(db, request, spec, row);
    return row;
  });

  app.post(
    '/api/users/',
    documentedRoute({ tags, summary: 'Add an employee with a login', body: writeJsonSchema(spec.fields, 'create') }, { 201: row }),
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
        const login = { username: values.username as string, password_hash: passwordHash, access_role: await accessForJobRole(trx, values.role, null) };
        const id = await insertEmployee(trx, values, login);
        await recordChange(trx, actorOf(request), { spec, id, after: await readEmployee(trx, id), secretsChanged: ['password'] });
        return id;
      });
      return reply.code(201).send(await readEmployee(db, id));
    },
  );

  app.put(
    '/api/persons/:id/',
    documentedRoute({ tags, summary: 'Update an employee (blank password: unchanged)', params: idParamsSchema }, { 200: row }),
    async (request) => {
      assertMayWrite(request, spec);
      const id = idParam(request);
      await refuseOtherSiteEarly(db, request, spec, { id, body: request.body });
      const values = validBody(spec, request.body, 'update');
      const passwordHash = typeof values.password === 'string' ? await hashPassword(values.password) : undefined;
      await db.transaction().execute(async (trx) => {
        const current = await readEmployeeAccount(trx, id);
        if (!current) throw notFound(spec.notFoundMessage);
        await assertRowInScope(trx, request, spec, current);
        const before = await readEmployee(trx, id);
        await assertReferencesExist(trx, spec, values);
        await assertNewSiteInScope(trx, request, spec, { ...current, ...values }, current);
        await assertMayGiveRole(trx, request, values.role, current);
        assertMayChangeLogin(request, current, values);
        const login: LoginChanges = {};
        if (typeof values.username === 'string') {
          await assertUsernameFree(trx, values.username, current.user_id);
          login.username = values.username;
        }
        if (passwordHash) login.password_hash = passwordHash;
        if (values.role !== undefined) login.access_role = await accessForJobRole(trx, values.role ?? current.role, current.access_role);
        await updateEmployee(trx, id, current.user_id, values, login);
        // A new password or a lost staff role ends the account's dashboard sessions.
        if (passwordHash || (login.access_role === null && current.access_role !== null)) await deleteUserSessions(trx, current.user_id);
        const after = await readEmployee(trx, id);
        await recordChange(trx, actorOf(request), { spec, id, before, after, secretsChanged: passwordHash ? ['password'] : [] });
      });
      return readEmployee(db, id);
    },
  );

  app.delete('/api/persons/:id/', { schema: { tags, summary: 'Delete an employee and their login', params: idParamsSchema } }, async (request, reply) => {
    assertMayWrite(request, spec);
    const id = idParam(request);
    await db.transaction().execute(async (trx) => {
      const current = await readEmployeeAccount(trx, id);
      if (!current) throw notFound(spec.notFoundMessage);
      await assertRowInScope(trx, request, spec, current);
      assertMayDelete(request, current);
      await assertNotReferenced(trx, spec, id);
      await recordChange(trx, actorOf(request), { spec, id, before: await readEmployee(trx, id) });
      await deleteEmployee(trx, id, current.user_id);
    });
    return reply.code(204).send();
  });
};
