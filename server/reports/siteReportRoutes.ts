/** /api/reports/site/: one site's report, and each of its tables as CSV. */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import type { App } from '../http/feature';
import { queryText, reader, requiredId } from '../http/schemas';
import { MAX_REPORT_DAYS, reportQuery } from './params';
import { isSiteReportTable, SITE_REPORT_TABLES, siteReportCsv, siteReportFileName, type SiteReportTable } from '../../src/domain/reports/siteReportCsv';
import { registerReport } from './reportRoutes';
import { reportSiteCheck } from '../auth/siteAccess';
import { siteReport } from './siteReport';

const site = requiredId('Site id');
export const siteQuery = reportQuery({ site }, {});
const TABLE_MESSAGE = `Wybierz tabelę: ${Object.keys(SITE_REPORT_TABLES).join(', ')}.`;
const table = reader({ type: 'string', enum: Object.keys(SITE_REPORT_TABLES) }, (value, ctx): SiteReportTable | typeof z.NEVER => {
  const text = queryText(value);
  if (isSiteReportTable(text)) return text;
  ctx.addIssue({ code: 'custom', message: TABLE_MESSAGE });
  return z.NEVER;
});
const siteCsvQuery = reportQuery({ site }, { table });

const money = { type: 'number', description: 'PLN, rounded to the grosz' };
const litres = { type: 'number', description: 'Litres, rounded to 0.01' };
const siteReportSchema = {
  type: 'object',
  properties: {
    site: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
    date_from: { type: 'string' },
    date_to: { type: 'string' },
    fuel: {
      type: 'object',
      properties: {
        station_litres: { ...litres, description: 'Litres of station fuelings logged on the site' },
        station_count: { type: 'integer' },
        station_cost: { ...money, description: 'Sum of litres × price per litre of those fuelings, rounded once' },
        average_price: { type: ['number', 'null'], description: 'Station cost ÷ station litres; null without station fuelings' },
        delivered_litres: { ...litres, description: "Litres delivered into the site's tankers" },
        delivery_count: { type: 'integer' },
        delivered_cost_estimate: { type: ['number', 'null'], description: 'Delivered litres × average_price (deliveries carry no price); null without it' },
        days: {
          type: 'array',
          items: {
            type: 'object',
            properties: { day: { type: 'string' }, station_litres: litres, station_cost: money, delivered_litres: litres },
          },
        },
      },
    },
    consumption: {
      type: 'array',
      description:
        "The site's vehicles whose consumption deviates from their baseline beyond the threshold, largest first (as /api/reports/consumption/ lists them)",
      items: { type: 'object', additionalProperties: true },
    },
    anomalies: {
      type: 'array',
      description: 'The fuel anomalies not explained (as /api/anomalies/ lists them)',
      items: { type: 'object', additionalProperties: true },
    },
    haul: {
      type: 'object',
      description: "The haul report's loads, tonnes and open rides, and its loads per material (as /api/reports/haul/ has them)",
      properties: {
        loads: { type: 'integer' },
        loads_with_payload: { type: 'integer' },
        tonnes: { type: ['number', 'null'] },
        open_rides: { type: 'integer' },
        materials: { type: 'array', items: { type: 'object', additionalProperties: true } },
      },
    },
    work_hours: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          person: { type: 'integer' },
          name: { type: 'string' },
          days: { type: 'integer', description: 'Company days with a work day started on the site' },
          hours: { type: 'number', description: 'Hours of the closed work days, rounded to 0.01' },
          open: { type: 'integer', description: 'Work days still open (no hours counted)' },
        },
      },
    },
    repairs: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          datetime: { type: 'string' },
          note: { type: 'string' },
          vehicle: { type: 'string' },
          person: { type: 'string' },
        },
      },
    },
  },
};

export function registerSiteReportRoutes(app: App, db: Kysely<Database>, zone: string) {
  registerReport(app, {
    path: '/api/reports/site/',
    tag: 'reports',
    summary:
      "A site's report: fuel and its cost per company day, consumption off its baseline, open fuel anomalies, loads per material, work hours per person, repair requests",
    description:
      `Answers 400 with Polish messages per parameter for a missing or malformed site, or a missing, malformed, reversed or longer than ${MAX_REPORT_DAYS}-day range, ` +
      'and 404 for an unknown site.',
    query: siteQuery,
    response: siteReportSchema,
    report: (request, query) => siteReport(db, query, reportSiteCheck(request), zone),
    csv: {
      summary: "CSV: one table of a site's report (raport-budowy_<site>_<table>_<first day>_<last day>.csv)",
      description: `table: ${Object.keys(SITE_REPORT_TABLES).join(', ')}. The exports' rules (UTF-8 BOM, \`;\`, decimal comma, dd.MM.yyyy HH:mm in the company zone).`,
      query: siteCsvQuery,
      file: (report, { table }) => ({ name: siteReportFileName(report, table), text: siteReportCsv(report, table, zone) }),
    },
  });
}
