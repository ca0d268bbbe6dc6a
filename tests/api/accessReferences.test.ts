/**
 * You may only reference what you may read (issue 28 §1), on both databases: a site manager of
 * site A writing a row of A that names a row of site B (a vehicle, a person, a tanker, a
 * material…) is refused with 400 under the field, as if B's row did not exist, and nothing is
 * written. Walked from the registry: every resource the site manager may create or update through
 * its generic routes, every reference and multi-reference to a site's rows (the fields that say
 * the row's own site are refused earlier with 403: tests/api/accessScope.test.ts). A resource or a
 * reference the registry gains later is covered without editing this file; one with no row on
 * site A to start from fails the test rather than going untested. An administrator may still name
 * any site's row (historic rows of machines that moved between sites stay editable).
 */
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { canWriteResource, siteBinding, type Access } from '../../src/domain/access';
import { hasColumn, type FieldSpec } from '../../src/domain/fields';
import { getResource, resourceList, type ResourceSpec } from '../../src/domain/resources';
import { seedDemo } from '../../server/seed/seedDemo';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../src/domain/dates';
import { loginAs } from '../helpers/accounts';
import { testDialects } from '../helpers/databases';
import { startTestServer, type Client, type TestServer, countRows } from '../helpers/server';
import type { AnyDb } from '../../server/db/anySchema';

const NOW = new Date('2026-11-20T10:30:00.000Z');
const MANAGER: Access = { role: 'site_manager', sites: [0] };

type Row = Record<string, unknown>;

interface ReferenceCase {
  spec: ResourceSpec;
  field: string;
  target: ResourceSpec;
}

/** The site the row of `spec` belongs to, as its own fields say (a site, a `site` field). */
const ownSiteField = (spec: ResourceSpec) => (siteBinding(spec) === 'via' ? spec.siteVia! : 'site');

/** Every field a site manager writes that names a row of a site, other than the row's own site. */
const referenceCases: ReferenceCase[] = resourceList
  .filter((spec) => canWriteResource(MANAGER, spec) && (spec.operations.create || spec.operations.update))
  .flatMap((spec) =>
    Object.entries(spec.fields)
      .filter(
        ([name, field]) => (field.type === 'reference' || field.type === 'references') && !field.virtual && !field.serverSet && name !== ownSiteField(spec),
      )
      .map(([name, field]) => ({ spec, field: name, target: getResource(field.reference!) }))
      .filter(({ target }) => siteBinding(target) !== 'company'),
  );

/** The fields the API takes back in a write (no server-set, virtual, computed or file fields). */
function writable(spec: ResourceSpec, row: Row): Row {
  return Object.fromEntries(
    Object.entries(spec.fields)
      .filter(([, field]) => !field.serverSet && !field.virtual && (hasColumn(field) || field.type === 'references'))
      .map(([name]) => [name, row[name] ?? null]),
  );
}

const notFoundMessage = (field: FieldSpec, target: ResourceSpec) => field.notFoundMessage ?? target.notFoundMessage;

describe.each(testDialects)('references of a scoped account on %s', (dialect) => {
  let server: TestServer;
  let manager: Client;
  const sites = { A: 0, B: 0 };
  let paths: Set<string>;

  /** The first row of the resource on the site that matches `where` (the field's `referenceWhere`), as the administrator reads it. */
  async function rowOn(spec: ResourceSpec, site: number, where: Row = {}): Promise<Row | undefined> {
    const { db } = server.database;
    let query = (db as AnyDb).selectFrom(`${spec.table} as t`).select('t.id').orderBy('t.id');
    for (const [column, value] of Object.entries(where)) query = query.where(`t.${column}`, '=', value);
    const binding = siteBinding(spec);
    if (binding === 'self') query = query.where('t.id', '=', site);
    else if (binding === 'field') query = query.where('t.site', '=', site);
    else if (binding === 'via') {
      const via = getResource(spec.fields[spec.siteVia!].reference!);
      query = query.where(`t.${spec.siteVia}`, 'in', (db as AnyDb).selectFrom(via.table).select('id').where('site', '=', site));
    } else throw new Error(`${spec.name}: rows of no site`);
    const found = await query.executeTakeFirst();
    return found && (await server.admin.get(`${spec.apiPath}/${found.id}/`)).body;
  }

  const count = (table: string) => countRows(server, table);

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await seedDemo(server.database, { seed: 5, scale: 0.5, days: 2, now: NOW, timeZone: DEFAULT_COMPANY_TIME_ZONE });
    const siteRows = await server.database.db.selectFrom('site').select('id').orderBy('id').execute();
    [sites.A, sites.B] = [siteRows[0].id, siteRows[1].id];
    manager = (await loginAs(server, { role: 'site_manager', sites: [sites.A] })).client;
    const document = (await server.anonymous.get('/api/openapi.json')).body;
    paths = new Set(
      Object.entries(document.paths as Record<string, object>).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
  }, 300_000);
  afterAll(() => server?.close());

  it('walks references of several resources, tankers and people included', () => {
    const names = referenceCases.map(({ spec, field }) => `${spec.name}.${field}`);
    expect(names).toEqual(expect.arrayContaining(['fueling.vehicle', 'fueling.person', 'vehicle-fueling.tanker', 'subcontractors.materials']));
  });

  it.each(referenceCases.map((reference) => [`${reference.spec.name}.${reference.field}`, reference] as const))(
    "refuses %s naming another site's row with 400 under the field and writes nothing",
    async (_name, { spec, field, target }) => {
      const declared = spec.fields[field];
      const template = await rowOn(spec, sites.A);
      if (!template) throw new Error(`No row of ${spec.name} on site A to write from: make one in the setup`);
      const foreign = await rowOn(target, sites.B, declared.referenceWhere);
      if (!foreign) throw new Error(`No row of ${target.name} on site B to name in ${spec.name}.${field}`);
      const body = writable(spec, template);
      const named = { ...body, [field]: declared.type === 'references' ? [foreign.id] : foreign.id };
      const expected = { [field]: [notFoundMessage(declared, target)] };
      const rows = await count(spec.table);
      const history = await count('change_event');

      if (spec.operations.create && paths.has(`POST ${spec.apiPath}/`)) {
        const created = await manager.post(`${spec.apiPath}/`, named);
        expect(created.status, created.text).toBe(400);
        expect(created.body.errors).toEqual(expected);
      }
      const update = spec.operations.update && paths.has(`PUT ${spec.apiPath}/{id}/`);
      if (update) {
        const updated = await manager.put(`${spec.apiPath}/${template.id}/`, named);
        expect(updated.status, updated.text).toBe(400);
        expect(updated.body.errors).toEqual(expected);
      }
      expect(await count(spec.table)).toBe(rows);
      expect(await count('change_event')).toBe(history);
      expect((await server.admin.get(`${spec.apiPath}/${template.id}/`)).body).toEqual(template);
      // The same write naming the own site's rows goes through: the field alone was refused.
      if (update) {
        const own = await manager.put(`${spec.apiPath}/${template.id}/`, body);
        expect(own.status, own.text).toBe(200);
      }
    },
  );

  it("lets an administrator name another site's vehicle in a row of A (a machine that has moved)", async () => {
    const fueling = getResource('fueling');
    const row = (await rowOn(fueling, sites.A))!;
    const moved = (await rowOn(getResource('vehicles'), sites.B))!;
    // The moved machine's meter has its own history (the demo types shift-end readings): the fueling
    // names a reading above all of it, so the meter's order is not what refuses it.
    const { db } = server.database;
    const highest = await (db as AnyDb)
      .selectFrom('meter_reading')
      .select((eb) => eb.fn.max(eb.fn.coalesce('km', 'engine_hours')).as('top'))
      .where('vehicle', '=', moved.id)
      .executeTakeFirst();
    const odometer_state = Math.ceil(Math.max(Number(highest?.top ?? 0), Number(row.odometer_state))) + 1;
    const changed = await server.admin.put(`/api/fueling/${row.id}/`, { ...writable(fueling, row), vehicle: moved.id, odometer_state });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.vehicle).toBe(moved.id);
  });
});
