/** "Rozliczenie paliwa": a month's fuel settled against the norms (docs/api.md "Fuel settlement", issue 33 §2). */
import { z } from 'zod';
import { fuelSettlementSheet } from '../../src/domain/fuelNorms/report';
import { sheetCsv } from '../../src/domain/reports/sheet';
import { reportSiteCheck } from '../auth/siteAccess';
import { optionalId } from '../http/schemas';
import { monthParam, registerReport } from '../reports';
import type { Feature } from '../http/feature';
import { fuelSettlementReport } from './fuelSettlement';

const fuelSettlementQuery = z.object({
  month: monthParam,
  site: optionalId("Only this site's vehicles; every vehicle when omitted"),
});

const number = (description: string) => ({ type: 'number', description });
const nullableNumber = (description: string) => ({ type: ['number', 'null'], description });
const litres = (description: string) => number(`${description}, litres (0.01)`);

const periodSchema = {
  type: 'object',
  properties: {
    from: { type: 'string', description: 'First company day of the period with usage, yyyy-MM-dd' },
    to: { type: 'string', description: 'Last company day of the period with usage' },
    norm: { type: 'integer', description: 'The fuel-norm row counted' },
    own: { type: 'boolean', description: "The vehicle's own norm (else its type's)" },
    base_rate: number('The norm as stored: l/100 km or l/mth'),
    rate: number('The rate counted, the seasonal correction applied'),
    correction_percent: number('The seasonal correction applied, per cent (0: none)'),
    usage: number('Kilometres or engine hours of the period'),
    litres: litres('Consumption by norm of the period'),
  },
};

const fuelSettlementSchema = {
  type: 'object',
  properties: {
    month: { type: 'string' },
    site: { type: ['integer', 'null'] },
    tolerance_percent: number('Over- and under-consumption beyond this share of the norm is highlighted'),
    vehicles: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          vehicle: { type: 'integer' },
          fleet_number: { type: 'integer' },
          registration_number: { type: 'string' },
          vehicle_model: { type: 'string' },
          vehicle_type: { type: 'string' },
          site: { type: ['integer', 'null'] },
          unit: { type: 'string', enum: ['km', 'h'], description: 'km: kilometres, norms per 100 km; h: engine hours, norms per hour' },
          meter_start: nullableNumber('The highest reading before the month (without one: the first in it)'),
          meter_end: nullableNumber('The highest reading by the month’s end'),
          usage: number('Kilometres or engine hours in the month'),
          usage_without_norm: number('Usage on days without a norm in force'),
          norm_litres: litres('Consumption by norm'),
          periods: { type: 'array', items: periodSchema },
          station_litres: litres('Taken at stations'),
          tanker_litres: litres('Taken from tankers'),
          taken_litres: litres('Taken in all'),
          difference_litres: litres('taken − by norm'),
          difference_percent: nullableNumber('The difference against the norm, per cent'),
          price_per_litre: nullableNumber("The site's average station price in the month, zł/l (0.01)"),
          difference_pln: nullableNumber('difference_litres × price_per_litre, zł (0.01)'),
          status: { type: 'string', enum: ['over', 'under', 'ok', 'no_norm', 'idle'] },
          operators: { type: 'array', items: { type: 'string' }, description: '"Last First" of the people who worked it' },
        },
      },
    },
    totals: {
      type: 'object',
      properties: {
        norm_litres: number('Σ norm_litres'),
        taken_litres: number('Σ taken_litres'),
        difference_litres: number('Σ difference_litres'),
        difference_pln: number('Σ difference_pln'),
      },
    },
  },
};

export const fuelSettlementRoutes: Feature = async (app, { database: { db }, config: { companyTimeZone: zone } }) => {
  registerReport(app, {
    path: '/api/reports/fuel-settlement/',
    tag: 'fuel-settlement',
    summary: "Rozliczenie paliwa: each vehicle's month settled against the company's fuel norms",
    description:
      "Every vehicle of the site (every vehicle when omitted; an archived one only when it worked or took fuel): usage from its readings, consumption by the norms in force each day (the seasonal correction per day), fuel taken at stations and from tankers, the difference in litres and in złoty at the site's average station price, the operators, and `over`/`under` beyond the tolerance. " +
      'Answers 400 with Polish messages for a malformed month or site.',
    query: fuelSettlementQuery,
    response: fuelSettlementSchema,
    report: (request, query) => fuelSettlementReport(db, query, reportSiteCheck(request), zone),
    csv: {
      summary: 'CSV: the month’s vehicles (rozliczenie-paliwa_<yyyy-MM>[_budowa-<id>].csv)',
      description: 'UTF-8 with BOM, `;`, decimal comma; the totals under the vehicles.',
      query: fuelSettlementQuery,
      file: (report) => {
        const table = fuelSettlementSheet(report);
        return { name: `${table.fileName}.csv`, text: sheetCsv(table) };
      },
    },
    xlsx: {
      summary: 'XLSX: the same table as the CSV, numbers as numbers, A4 landscape',
      description: 'The CSV export as an Excel workbook of one sheet.',
      table: (report) => fuelSettlementSheet(report),
    },
  });
};
