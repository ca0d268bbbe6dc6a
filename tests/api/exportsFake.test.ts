/**
 * Issue 28 §5: the testers' fake-rest mode (src/providers/fake/, `npm run dev:fake`) writes the
 * same export files as the server. The company's rows are read from the server's lists into the
 * fake provider; both then export the same lists (site, dates, filters, search, sort) and the
 * files must be the same bytes, BOM included.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SortPayload } from 'ra-core';
import { resourceList, resources } from '../../src/domain/resources';
import { csvExportPaths, listQuery } from '../../src/providers/api/records';
import { withQuery } from '../../src/providers/api/http';
import { getDataProvider } from '../../src/providers/fake/dataProvider';
import { exportScopeParams } from '../../src/providers/scopeParams';
import type { CsvExportResource, SatDataProvider } from '../../src/providers/types';
import { testDialects } from '../helpers/databases';
import { companyServer, writeCases, type Company } from '../helpers/fixtures';
import { nipOf } from '../helpers/identifiers';
import { ADMIN, type TestServer } from '../helpers/server';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../src/domain/dates';

interface Case {
  filter?: Record<string, unknown>;
  sort?: SortPayload;
}

const BASIC = `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`;

/** A list as the app's header sends it, and how many rows its file holds. */
const CASES: Array<[CsvExportResource, Case, number]> = [
  ['subcontractors', {}, 3],
  ['subcontractors', { filter: { trade: 'transport' } }, 1],
  ['subcontractors', { filter: { q: 'ziemex' } }, 2],
  ['subcontractors', { sort: { field: 'hourly_rate', order: 'DESC' } }, 3],
  ['subcontractors', { filter: { vat_payer: 'brak' } }, 1],
  ['rides', {}, 3],
  ['rides', { filter: { q: 'kowalski' } }, 3],
  ['fueling', {}, 1],
  ['vehicles', {}, 2],
  ['service-records', {}, 2],
  ['service-records', { filter: { date_from: '2026-03-01', date_to: '2026-03-31' } }, 1],
  ['work-days', {}, 1],
];

describe.each(testDialects)('the fake provider’s exports against the server’s on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  let fake: SatDataProvider;
  const scope = { dateRange: { from: new Date(2026, 2, 1), to: new Date(2026, 2, 31) } };

  /** Every table as the server lists it, the fake provider's data. */
  const serverTables = async () =>
    Object.fromEntries(
      await Promise.all(
        resourceList
          .filter((spec) => spec.name !== 'location-history')
          .map(async (spec) => [spec.name, (await server.admin.get(`${spec.apiPath}/`)).body as object[]] as const),
      ),
    );

  beforeAll(async () => {
    ({ server, company } = setup());
    const { site, person, truck } = company;
    const subcontractor = (name: string, trade: string, nip: number, extra: Record<string, unknown>) =>
      server.admin.post('/api/subcontractor/', { site, name, trade, nip: nipOf(nip), hourly_rate: '120,00', contract_from: '2026-03-01', ...extra });
    const written = [
      await subcontractor('Ziemex', 'earthworks', 81_000, { vat_payer: true, contract_value: '250 000,10', contract_until: '2026-12-31', supervisor: person }),
      await subcontractor('Trans-Bud; s.c.', 'transport', 82_000, { hourly_rate: '95,50', vat_payer: false }),
      await subcontractor('=Ziemex Beton', 'concrete', 83_000, { hourly_rate: '150,05' }),
      await server.admin.post('/api/fueling/', { ...writeCases(company).fueling.create, datetime: '2026-03-10T06:15:00.000Z', litres: 80.5 }),
      await server.admin.post('/api/service-record/', { vehicle: truck, date: '2026-02-10', reading: 1200.5, cost: '1 250,50', workshop: 'Serwis "Kowalski"' }),
      await server.admin.post('/api/service-record/', { vehicle: truck, date: '2026-03-05', reading: 1500, parts: 'Filtry\nolej' }),
      await server.admin.post('/api/person-work-day/start/', { person, datetime_start: '2026-03-02T06:00:00.000Z' }),
    ];
    for (const ride of [
      { start: '2026-03-02T07:00:00.000Z', end: '2026-03-02T07:38:00.000Z' },
      { start: '2026-03-03T08:00:00.000Z', end: '2026-03-03T09:25:30.000Z' },
      { start: '2026-03-04T09:00:00.000Z', end: null },
    ]) {
      const started = await server.admin.post('/api/vehicle-ride/start/', {
        person,
        vehicle: truck,
        material: company.material,
        start_place: company.place,
        start_datetime: ride.start,
      });
      written.push(started);
      if (ride.end) written.push(await server.admin.post(`/api/vehicle-ride/${started.body.id}/end/`, { end_datetime: ride.end }));
    }
    for (const response of written) expect(response.status, response.text).toBeLessThan(300);
    // The fake reads the same site and dates as the server's exports are asked for.
    fake = getDataProvider(await serverTables(), { scope: () => ({ site, dateRange: scope.dateRange }), timeZone: DEFAULT_COMPANY_TIME_ZONE });
  });

  const serverFile = async (resource: CsvExportResource, { filter, sort }: Case) => {
    const spec = resources[resource];
    const query = listQuery({ filter, sort }, exportScopeParams(spec, { site: company.site, ...scope }));
    const response = await fetch(`${server.url}${withQuery(csvExportPaths[resource], query)}`, { headers: { authorization: BASIC } });
    expect(response.status).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  };

  const fakeFile = async (resource: CsvExportResource, { filter = {}, sort }: Case) =>
    new Uint8Array(await (await fake.exportCsv(resource, { filter, sort })).arrayBuffer());

  const lines = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).split('\r\n');

  it.each(CASES)('%s %j: the same bytes', async (resource, list, rows) => {
    const [expected, written] = await Promise.all([serverFile(resource, list), fakeFile(resource, list)]);
    expect(lines(written)).toEqual(lines(expected));
    expect(written).toEqual(expected);
    // The header, the rows, and the empty text after the last CRLF.
    expect(lines(expected)).toHaveLength(rows + 2);
  });

  it('holds a row just added in fake-rest mode', async () => {
    const body = { name: 'Nowa Firma', trade: 'other', nip: '5260250274', hourly_rate: '10', contract_from: '2026-03-01' };
    await fake.create('subcontractors', { data: body });
    const file = lines(await fakeFile('subcontractors', {}));
    expect(file).toHaveLength(3 + 1 + 2);
    expect(file).toContain('Nowa Firma;Inne;5260250274;10,00;;Brak;01.03.2026;;;');
  });
});
