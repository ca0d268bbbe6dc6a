/**
 * What /api/openapi.json tells a client about the answers (issue 28 §8): every create answers 201
 * with the row's schema, lists an array of rows, reads and updates the row; a declared pattern is
 * anchored once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceList } from '../../src/domain/resources';
import { testDialects } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';
import type { Json } from '../helpers/server';

type Operation = { responses: Record<string, { content?: Record<string, { schema: Json }> }> };
type Paths = Record<string, Record<string, Operation>>;

/** Where a resource's rows are created when not at its list's path. */
const CREATE_PATHS: Record<string, string> = { employees: '/api/users/' };

const schemaOf = (operation: Operation | undefined, status: string) => operation?.responses[status]?.content?.['application/json']?.schema;

describe.each(testDialects)('the OpenAPI document on %s', (dialect) => {
  let server: TestServer;
  let paths: Paths;
  let text: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const document = await server.anonymous.get('/api/openapi.json');
    paths = document.body.paths;
    text = document.text;
  });
  afterAll(() => server?.close());

  it("documents every resource's answers with its row: lists as arrays, creates as 201", () => {
    for (const spec of resourceList) {
      const list = paths[`${spec.apiPath}/`];
      const listed = schemaOf(list.get, '200');
      expect(listed, spec.name).toMatchObject({ type: 'array', items: { type: 'object' } });
      expect(Object.keys(listed.items.properties), spec.name).toEqual(expect.arrayContaining(['id', ...Object.keys(spec.joined ?? {})]));
      expect(schemaOf(paths[`${spec.apiPath}/{id}/`]?.get, '200'), spec.name).toEqual(listed.items);
      if (spec.operations.create) {
        const create = paths[CREATE_PATHS[spec.name] ?? `${spec.apiPath}/`].post;
        expect(Object.keys(create.responses), spec.name).toEqual(['201']);
        expect(schemaOf(create, '201'), spec.name).toEqual(listed.items);
      }
      if (spec.operations.update) expect(schemaOf(paths[`${spec.apiPath}/{id}/`].put, '200'), spec.name).toEqual(listed.items);
    }
    const employee = schemaOf(paths['/api/persons/'].get, '200').items.properties;
    expect(employee).not.toHaveProperty('password');
    expect(schemaOf(paths['/api/subcontractor/'].get, '200').items.properties.contract_value).toMatchObject({ type: 'number', nullable: true });
  });

  it("documents the phones' creates as 201 with the row they made", () => {
    for (const [path, resource] of [
      ['/api/person-work-day/start/', '/api/person-work-day/'],
      ['/api/vehicle-ride/start/', '/api/vehicle-ride/'],
      ['/api/repair-request/', '/api/repair-request/'],
    ]) {
      expect(Object.keys(paths[path].post.responses), path).toEqual(['201']);
      expect(schemaOf(paths[path].post, '201'), path).toEqual(schemaOf(paths[resource].get, '200').items);
    }
  });

  it('anchors every declared pattern once', () => {
    expect(text).not.toContain('^(?:^');
    const contract = paths['/api/subcontractor/'].post as unknown as { requestBody: { content: Record<string, { schema: Json }> } };
    expect(contract.requestBody.content['application/json'].schema.properties.contract_number.pattern).toBe('^UM/\\d{4}/\\d{1,4}$');
  });

  it('describes the request its schema checks: what it requires is refused in Polish when missing', async () => {
    const create = paths['/api/material/'].post as unknown as { requestBody: { content: Record<string, { schema: { required?: string[] } }> } };
    expect(create.requestBody.content['application/json'].schema.required).toContain('name');
    const refused = await server.admin.post('/api/material/', {});
    expect(refused.status).toBe(400);
    expect(refused.body.errors.name).toEqual(['To pole jest wymagane.']);
    expect(refused.body.detail).toBe(Object.values<string[]>(refused.body.errors)[0][0]);
    const ledger = paths['/api/reports/tanker-ledger/'].get as unknown as { parameters: Array<{ name: string; required?: boolean }> };
    const required = ledger.parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name);
    expect(required).toEqual(['tanker', 'date_from', 'date_to']);
    const unread = await server.admin.get('/api/reports/tanker-ledger/');
    expect(unread.status).toBe(400);
    expect(Object.keys(unread.body.errors)).toEqual(required);
  });

  it('still answers a row whole, with what the schema does not name', async () => {
    const created = await server.admin.post('/api/material/', { name: 'Piasek płukany' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), name: 'Piasek płukany' });
    expect((await server.admin.get(`/api/material/${created.body.id}/`)).body).toEqual(created.body);
  });
});
