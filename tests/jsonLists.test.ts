/**
 * Lists whose JSON the database writes (server/crud/jsonLists.ts) answer exactly what the rows read
 * in JavaScript answer: the same text, byte for byte, and the same total, for every resource of
 * the registry and any list request (scope, dates, filters, search, sort, paging, archive state,
 * ids), on a demo company with awkward text, null booleans and archived rows. On PostgreSQL the
 * JSON is written from rows read as arrays, except for searches of joined tables (read as before).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldSpec } from '../src/domain/fields';
import { resourceList, resources } from '../src/domain/resources';
import { isArchivable } from '../src/domain/archive';
import { isTriState } from '../src/domain/validation';
import { employeeShape } from '../server/employees/repository';
import { listJson, listsAsJson } from '../server/crud/jsonLists';
import { parseListParams } from '../server/crud/listParams';
import { listRows, postgresListSetting } from '../server/crud/repository';
import { tableShape } from '../server/crud/tableShape';
import { seedDemo } from '../server/seed/seedDemo';
import { DEFAULT_COMPANY_TIME_ZONE } from '../src/domain/dates';
import { openTestDatabase, testDialects } from './helpers/databases';

const NOW = new Date('2026-11-20T10:30:00.000Z');
/** Text JSON escapes: quotes, backslashes, control characters, Polish letters, an emoji, a line separator. */
const AWKWARD = 'Ł"ódź\\ \u0001\t\n\u001f\u007f\u2028 😀 ,"archived_at":null';

const shapes = resourceList.map((spec) => (spec.name === 'employees' ? employeeShape : tableShape(spec)));

/** A filter value a field's rows may hold. */
function filterValues(field: FieldSpec): string[] {
  if (field.type === 'boolean') return isTriState(field) ? ['tak', 'nie', 'brak'] : ['tak', 'nie'];
  if (field.type === 'reference' || field.type === 'references') return ['1', '2'];
  if (field.type === 'enum') return Object.keys(field.choices ?? {}).slice(0, 2);
  if (field.type === 'money' || field.type === 'decimal') return ['10'];
  if (field.type === 'date' || field.type === 'datetime') return [];
  return [AWKWARD, 'Jan'];
}

/** List query strings of a resource, as the app and API clients send them. */
function listQueries(shape: (typeof shapes)[number]): fc.Arbitrary<Record<string, string | string[]>> {
  const { spec } = shape;
  const sortable = Object.keys(shape.columns);
  const filters = Object.entries(spec.fields).flatMap(([name, field]) =>
    field.filterable && !field.computed && !field.virtual ? filterValues(field).map((value) => [name, value] as const) : [],
  );
  const ranges = Object.entries(spec.fields).filter(([, field]) => field.filterable && (field.type === 'date' || field.type === 'datetime'));
  const optional = {
    site: fc.constantFrom('1', '2'),
    date_from: fc.constantFrom('2026-11-10', '2026-11-19'),
    date_to: fc.constantFrom('2026-11-19', '2026-11-25'),
    filter: filters.length ? fc.constantFrom(...filters) : fc.constant(undefined),
    range: ranges.length ? fc.constantFrom(...ranges.map(([name]) => `${name}_from`)) : fc.constant(undefined),
    id: fc.array(fc.integer({ min: 1, max: 40 }).map(String), { minLength: 1, maxLength: 5 }),
    archived: fc.constantFrom('false', 'true', 'all'),
    q: fc.constantFrom('a', 'jan kow', 'Ł"ódź', '50%_', 'zzzzzz'),
    _sort: fc.constantFrom(...sortable),
    _order: fc.constantFrom('ASC', 'DESC'),
    page: fc.constantFrom(['0', '5'], ['3', '8'], ['0', '500'], ['1000', '1010'], ['2', '2']),
  };
  return fc.record(optional, { requiredKeys: [] }).map(({ filter, range, date_from, date_to, page, ...query }) => {
    const request: Record<string, string | string[]> = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<
      string,
      string | string[]
    >;
    if (!spec.siteScoped) delete request.site;
    if (!isArchivable(spec)) delete request.archived;
    if (spec.dateField && date_from && date_to) Object.assign(request, { date_from, date_to });
    if (filter) request[filter[0]] = filter[1];
    if (range) request[range] = '2026-11-15';
    if (page) Object.assign(request, { _start: page[0], _end: page[1] });
    return request;
  });
}

describe.each(testDialects)('lists written by the database on %s', (dialect) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    await seedDemo(database, { scale: 0.1, days: 4, now: NOW, passwordHash: 'not-a-real-hash', timeZone: DEFAULT_COMPANY_TIME_ZONE });
    const { db } = database;
    // Awkward text in own and joined columns, unknown tri-state booleans, archived rows.
    await db.updateTable('material').set({ name: AWKWARD }).where('id', '=', 1).execute();
    await db.updateTable('person').set({ last_name: AWKWARD }).where('id', '=', 2).execute();
    await db
      .updateTable('place')
      .set({ name: `${AWKWARD} 2` })
      .where('id', '=', 1)
      .execute();
    for (const spec of resourceList) {
      for (const [name, field] of Object.entries(spec.fields)) {
        if (field.type === 'boolean' && isTriState(field))
          await db
            .updateTable(spec.table as 'ride')
            .set({ [name]: null } as never)
            .where('id', '<=', 2)
            .execute();
      }
      if (isArchivable(spec)) {
        await db
          .updateTable(spec.table as 'material')
          .set({ archived_at: '2026-11-19T08:00:00.000Z' } as never)
          .where('id', 'in', [1, 3])
          .execute();
      }
    }
  }, 120_000);
  afterAll(() => database?.drop());

  it("writes the rides list (the week's whole array) without row objects", () => {
    expect(listsAsJson(tableShape(resources.rides))).toBe(true);
  });

  it.each(shapes.map((shape) => [shape.spec.name, shape] as const))('%s: the same JSON and total as the rows read in JavaScript', async (_name, shape) => {
    const sortable = new Set(Object.keys(shape.columns));
    await fc.assert(
      fc.asyncProperty(listQueries(shape), async (query) => {
        const params = parseListParams(shape.spec, query, sortable, DEFAULT_COMPANY_TIME_ZONE);
        const written = await listJson(database.db, dialect, shape, params, database.readArrays);
        if (!listsAsJson(shape) || (dialect === 'postgres' && postgresListSetting(shape, params))) {
          expect(written).toBeUndefined();
          return;
        }
        const read = await listRows(database.db, dialect, shape, parseListParams(shape.spec, query, sortable, DEFAULT_COMPANY_TIME_ZONE));
        // The bytes as sent: the UTF-8 of the text JSON.stringify writes.
        expect({ ...written, json: written!.json.toString('utf8') }).toEqual({
          json: JSON.stringify(read.rows),
          ...(read.total !== undefined && { total: read.total }),
        });
        expect(Buffer.isBuffer(written!.json)).toBe(true);
      }),
      { numRuns: 25 },
    );
  });
});
