/**
 * COMPANY_TIME_ZONE: the server's day filters and CSV cells follow the company's zone setting, and
 * the app learns it from /api/config/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { testDialects } from '../helpers/databases';
import { buildCompany, writeCases, type Company } from '../helpers/fixtures';
import { startTestServer, type TestServer } from '../helpers/server';

const csvRows = (text: string) =>
  text
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(';'));

describe('the COMPANY_TIME_ZONE setting', () => {
  it('defaults to Europe/Warsaw and refuses a name that is no IANA zone at start', () => {
    expect(loadConfig({}).companyTimeZone).toBe('Europe/Warsaw');
    expect(loadConfig({ COMPANY_TIME_ZONE: 'America/New_York' }).companyTimeZone).toBe('America/New_York');
    expect(() => loadConfig({ COMPANY_TIME_ZONE: 'Europe/Warszawa' })).toThrow(/COMPANY_TIME_ZONE.*Europe\/Warszawa/);
    expect(() => loadConfig({ COMPANY_TIME_ZONE: '+01:00' })).toThrow(/COMPANY_TIME_ZONE/);
  });
});

describe.each(testDialects)('a company in New York on %s', (dialect) => {
  let server: TestServer;
  let company: Company;
  beforeAll(async () => {
    server = await startTestServer(dialect, { COMPANY_TIME_ZONE: 'America/New_York' });
    company = await buildCompany(server.admin);
    const base = writeCases(company).fueling.create;
    // 03:00 UTC on 24 November is still the 23rd in New York (22:00), already the 24th in Warsaw.
    for (const [datetime, litres] of [
      ['2026-11-24T03:00:00.000Z', 11],
      ['2026-11-24T06:00:00.000Z', 22],
      ['2026-11-25T04:30:00.000Z', 33],
    ] as const) {
      expect((await server.admin.post('/api/fueling/', { ...base, datetime, litres })).status).toBe(201);
    }
  });
  afterAll(() => server.close());

  it('tells the app its zone with the tile URL', async () => {
    const response = await server.anonymous.get('/api/config/');
    expect(response.body).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      timeZone: 'America/New_York',
      documentWarningDays: 30,
      positionRetentionDays: 90,
    });
  });

  it("filters by New York's days", async () => {
    const listed = await server.admin.get(`/api/fueling/?site=${company.site}&date_from=2026-11-24&date_to=2026-11-24`);
    expect(listed.body.map((row: { litres: number }) => row.litres)).toEqual([33, 22]);
  });

  it("counts the site report's fuel by New York's days", async () => {
    const report = await server.admin.get(`/api/reports/site/?site=${company.site}&date_from=2026-11-24&date_to=2026-11-24`);
    expect(report.status).toBe(200);
    expect(report.body.fuel.days.map((day: { day: string; station_litres: number }) => [day.day, day.station_litres])).toEqual([['2026-11-24', 55]]);
  });

  it("writes New York's dates and times in the CSV", async () => {
    const response = await server.admin.get(`/api/fuelings/export/?site=${company.site}&date_from=2026-11-23&date_to=2026-11-24`);
    expect(csvRows(response.text).map((row) => [row[2], row[3]])).toEqual([
      ['24.11.2026 23:30', '33'],
      ['24.11.2026 01:00', '22'],
      ['23.11.2026 22:00', '11'],
    ]);
  });

  it("keeps New York's days while a Warsaw server runs in the same process (no process-wide zone)", async () => {
    // Issue 29 §5: the Warsaw server is started last, so a zone kept per process would be Warsaw's.
    const warsaw = await startTestServer(dialect);
    try {
      const listed = await server.admin.get(`/api/fueling/?site=${company.site}&date_from=2026-11-24&date_to=2026-11-24`);
      expect(listed.body.map((row: { litres: number }) => row.litres)).toEqual([33, 22]);
    } finally {
      await warsaw.close();
    }
  });
});
