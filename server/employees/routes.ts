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
import { notFound } from '../errors';
import { validBody } from '../http/requests';
import { sendList } from '../crud/sendList';
import { handlerReadBody, idParams, resourceBody } from '../http/schemas';
import { documentedRoute, listQuery, rowJsonSchema } from '../crud/openapi';
import { writeChecksFirst } from '../crud/routes';
import { assertReferencesExist } from '../crud/references';
import { registerArchiveRoutes } from '../crud/archiveRoutes';
import { assertNewSiteInScope, assertRowInScope } from '../crud/siteScope';
import { sitesInScope } from '../auth/access';
import { assertMayArchive, assertMayGiveRole, assertUsernameFree } from './loginRules';
import { withFlatLogin } from './loginPayload';
import { employeeShape, readEmployee, readEmployeeAccount } from './repository';
import { changeEmployee, createEmployee, removeEmployee } from './writes';
import type { Feature } from '../http/feature';

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
    const row = await readEmployee(db, request.params.id, request.companyTimeZone);
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
      await assertReferencesExist(db, spec, values, values, sitesInScope(request));
      await assertNewSiteInScope(db, request, spec, values);
      await assertMayGiveRole(db, request, values.role);
      await assertUsernameFree(db, values.username as string);
      const passwordHash = await hashPassword(values.password as string);
      const id = await db.transaction().execute((trx) => createEmployee(trx, request, values, passwordHash));
      return reply.code(201).send(await readEmployee(db, id, request.companyTimeZone));
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
      const passwordHash = typeof values.password === 'string' ? await hashPassword(values.password) : undefined;
      await db.transaction().execute((trx) => changeEmployee(trx, request, id, values, passwordHash));
      return readEmployee(db, id, request.companyTimeZone);
    },
  );

  const deleteRoute = {
    schema: { tags, summary: 'Delete an employee and their login', params: idParams },
    preValidation: writeChecksFirst(db, spec, { withId: false, body: false }),
  };
  app.delete('/api/persons/:id/', deleteRoute, async (request, reply) => {
    const { id } = request.params;
    await db.transaction().execute((trx) => removeEmployee(trx, request, id));
    return reply.code(204).send();
  });
};
