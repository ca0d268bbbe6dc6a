import fc from 'fast-check';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { resourceList } from '../../src/domain/resources';
import type { DialectName } from '../db/dialect';
import { employeeShape } from '../employees/repository';
import { compiledList } from './compiledLists';
import type { ListParams } from './listParams';
import { listQuery } from './repository';
import { tableShape } from './tableShape';
import type { AnySchema } from '../db/anySchema';

const compilerOf = (dialect: DialectName) =>
  new Kysely<AnySchema>({
    dialect: {
      createAdapter: () => (dialect === 'sqlite' ? new SqliteAdapter() : new PostgresAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => (dialect === 'sqlite' ? new SqliteIntrospector(db) : new PostgresIntrospector(db)),
      createQueryCompiler: () => (dialect === 'sqlite' ? new SqliteQueryCompiler() : new PostgresQueryCompiler()),
    },
  });

const text = fc.string({ unit: 'grapheme', maxLength: 12 });
const paramsOf = (sortFields: string[], filterFields: string[]) =>
  fc.record(
    {
      site: fc.integer({ min: 1, max: 1e6 }),
      range: fc.record({ fromIso: fc.date().map((date) => (Number.isNaN(date.getTime()) ? '2026-01-01' : date.toISOString())), toIso: text }),
      filters: fc.dictionary(fc.constantFrom(...(filterFields.length ? filterFields : ['id'])), fc.oneof(fc.integer(), text), { maxKeys: 2 }),
      ids: fc.array(fc.integer({ min: 1, max: 1e9 }), { maxLength: 4 }),
      q: fc.oneof(text, fc.constantFrom('50%_\\', '', 'Łódź', 'bojko  piasek 50%')),
      sort: fc.record({ field: fc.constantFrom(...sortFields), order: fc.constantFrom('asc' as const, 'desc' as const) }),
      page: fc.record({ offset: fc.nat(1000), limit: fc.integer({ min: 1, max: 500 }) }),
      paged: fc.boolean(),
    },
    { requiredKeys: ['filters', 'paged'] },
  ) as fc.Arbitrary<ListParams>;

describe.each(['sqlite', 'postgres'] as const)('compiled lists on %s', (dialect) => {
  const db = compilerOf(dialect);
  const build = (shape: ReturnType<typeof tableShape>) => (params: ListParams) => {
    const { rows, count } = listQuery(db, dialect, shape, params);
    return { rows: rows.compile(), count: count.compile() };
  };
  const sqlOf = ({ rows, count }: { rows: { sql: string; parameters: readonly unknown[] }; count: { sql: string; parameters: readonly unknown[] } }) => ({
    rows: [rows.sql, rows.parameters],
    count: [count.sql, count.parameters],
  });

  // The shapes the server lists with: the registry's, and the employees' with their logins.
  const shapes = resourceList.map((spec) => (spec.name === 'employees' ? employeeShape : tableShape(spec)));
  it.each(shapes.map((shape) => [shape.spec.name, shape] as const))('%s: the kept query is the one built for the request', (_name, shape) => {
    const columns = Object.keys(shape.columns);
    fc.assert(
      fc.property(paramsOf(columns, columns), paramsOf(columns, columns), (first, second) => {
        // The first of a kind compiles the template, the second of the same kind reuses it.
        for (const params of [first, { ...second, ...kindFields(first) }]) {
          expect(sqlOf(compiledList(db, shape, params, build(shape)))).toEqual(sqlOf(build(shape)(params)));
        }
      }),
      { numRuns: 60 },
    );
  });
});

/** The fields that decide a request's kind, with values taken from another request of the kind. */
function kindFields(params: ListParams): Partial<ListParams> {
  return { sort: params.sort, filters: { ...params.filters }, ...(params.ids ? { ids: params.ids.map((id) => id + 1) } : {}) };
}
