/**
 * Thousands of generated bodies and query strings against every write and list endpoint: no 5xx,
 * every rejected write a 400 with a Polish message, and the database unchanged by each rejection.
 * FUZZ_RUNS sets the runs per endpoint (default 60).
 */
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceList } from '../../src/domain/resources';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import type { TestServer } from '../helpers/server';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const POLISH =
  /pole|Podaj|Nie ma takiej daty|Nie można zmienić budowy|Nieprawidłow|Wartość|Tekst|Współrzędn|szerokość|długość|Wybierz|Nie znaleziono|Hasło|Liczba|login|Wyślij|identyfikator|Strona|sortować|Kolejność|Data|Koniec|Rozładunek|Dzień pracy|Przejazd|Brak|konto|PESEL|już istnieje|Cysterna nie może|Numer karty/i;
const TABLES = [
  'site',
  'role',
  'app_user',
  'person',
  'vehicle',
  'material',
  'place',
  'petrol_place',
  'petrol_provider',
  'fueling',
  'tanker_fueling',
  'vehicle_fueling',
  'ride',
  'location_point',
  'work_day',
  'repair_request',
];

const nasty = fc.oneof(
  fc.constantFrom(
    "'; DROP TABLE vehicle; --",
    '<script>alert(1)</script>',
    '" OR 1=1 --',
    '%',
    '_',
    '\\',
    '\u0000',
    'ł'.repeat(300),
    '😀',
    '١٢٣',
    'NaN',
    'Infinity',
    '-1',
    '1e309',
    '2026-02-30',
    '2026-13-01T25:61:00Z',
    '0000-00-00',
    'null',
    'true',
    '{}',
    '[]',
  ),
  fc.string({ maxLength: 400 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
);
const anyValue = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -0, 0, 1),
  fc.boolean(),
  fc.constant(null),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

function bodyFor(fields: string[]) {
  return fc.oneof(
    { weight: 6, arbitrary: fc.record(Object.fromEntries(fields.map((f) => [f, anyValue])), { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.anything() },
    { weight: 1, arbitrary: fc.array(fc.record(Object.fromEntries(fields.map((f) => [f, anyValue])), { requiredKeys: [] }), { maxLength: 3 }) },
  );
}

describe.each(testDialects)('bad input on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  beforeAll(() => void ({ server, company } = setup()));

  async function fingerprint(): Promise<string> {
    const tables = await Promise.all(TABLES.map((table) => sql`select * from ${sql.table(table)} order by id`.execute(server.database.db)));
    return createHash('sha256')
      .update(JSON.stringify(tables.map((result) => result.rows)))
      .digest('hex');
  }

  // 403: field data for an account that is no employee (the admin); 401/429: failed logins.
  async function expectRejectedCleanly(method: string, path: string, body: unknown, rejections = [400, 403, 404, 409]) {
    const before = await fingerprint();
    const response = await server.admin.request(method, path, body);
    expect(response.status, `${method} ${path} ${JSON.stringify(body)?.slice(0, 200)}`).toBeLessThan(500);
    if (response.status >= 400) {
      expect(rejections, `${method} ${path}`).toContain(response.status);
      expect(response.body.detail).toMatch(POLISH);
      expect(await fingerprint(), `${method} ${path} changed the database`).toBe(before);
    }
    return response;
  }

  const writeEndpoints = () => {
    const endpoints: Array<{ method: string; path: string; fields: string[]; rejections?: number[] }> = [];
    for (const spec of resourceList) {
      const fields = Object.keys(spec.fields);
      if (spec.operations.create) endpoints.push({ method: 'POST', path: `${spec.apiPath}/`, fields });
      if (spec.operations.update) endpoints.push({ method: 'PUT', path: `${spec.apiPath}/1/`, fields });
    }
    const employee = ['username', 'password', 'first_name', 'last_name', 'pesel', 'is_foreigner', 'role', 'site', 'user'];
    endpoints.push(
      { method: 'POST', path: '/api/users/', fields: employee },
      { method: 'PUT', path: `/api/persons/${company.person}/`, fields: employee },
      { method: 'POST', path: '/api/location-history/', fields: ['latitude', 'longitude', 'datetime', 'ride', 'vehicle', 'person'] },
      { method: 'POST', path: '/api/vehicle-ride/start/', fields: ['vehicle', 'material', 'start_place', 'start_datetime', 'person'] },
      { method: 'POST', path: '/api/repair-request/', fields: ['vehicle', 'note', 'person'] },
      { method: 'POST', path: '/api/person-work-day/start/', fields: ['person', 'datetime_start'] },
      { method: 'POST', path: '/api/person-work-day/end/', fields: ['person', 'datetime_end'] },
      { method: 'POST', path: '/api/admin-login/', fields: ['username', 'password'], rejections: [400, 401, 429] },
    );
    return endpoints;
  };

  it('survives generated bodies on every write endpoint', async () => {
    let requests = 0;
    for (const endpoint of writeEndpoints()) {
      await fc.assert(
        fc.asyncProperty(bodyFor(endpoint.fields), async (body) => {
          requests += 1;
          const response = await expectRejectedCleanly(endpoint.method, endpoint.path.replace('/1/', `/${company.material}/`), body, endpoint.rejections);
          // Accepted writes are real rows: remove created ones so later runs start alike.
          if (response.status === 201 && typeof response.body?.id === 'number' && endpoint.path !== '/api/users/') {
            await server.admin.delete(`${endpoint.path}${response.body.id}/`);
          }
        }),
        { numRuns: RUNS },
      );
    }
    expect(requests).toBeGreaterThanOrEqual(RUNS * 20);
  }, 600_000);

  it('survives generated query strings on every list endpoint', async () => {
    const paths = [
      ...resourceList.map((spec) => `${spec.apiPath}/`),
      '/api/persons/',
      '/api/online/',
      '/api/vehicle-ride-export-file/',
      '/api/fuelings/export/',
    ];
    const params = fc.dictionary(
      fc.constantFrom('site', 'date_from', 'date_to', '_start', '_end', '_sort', '_order', 'q', 'id', 'person', 'tanker', 'vehicle_type', 'ride'),
      nasty,
      { maxKeys: 5 },
    );
    for (const path of paths) {
      await fc.assert(
        fc.asyncProperty(params, async (query) => {
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const response = await server.admin.get(`${path}?${search}`);
          expect(response.status, `${path}?${search}`).toBeLessThan(500);
          if (response.status !== 200) {
            expect(response.status).toBe(400);
            expect(response.body.detail).toMatch(POLISH);
          }
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    }
  }, 300_000);
});
