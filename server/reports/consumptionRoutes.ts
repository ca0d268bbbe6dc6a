/** /api/reports/consumption/…: consumption per machine (docs/api.md "Reports"). */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { consumptionCsv, consumptionFileName } from '../../src/domain/reports/reportCsv';
import type { Database } from '../db/schema';
import { consumptionReport, consumptionTrendReport } from './consumption';
import type { App } from '../http/feature';
import { optionalId, requiredId } from '../http/schemas';
import { MAX_REPORT_DAYS, reportQuery } from './params';
import { registerReport } from './reportRoutes';
import { reportSiteCheck, rowSiteCheckAtHand } from '../auth/siteAccess';
import { vehicleSchema, vehicleSiteProperties, vehicleTypeProperty } from './vehicleSchema';

export const rankingQuery = reportQuery({ site: optionalId("Only the site's vehicles; every site when omitted") }, {});
const trendQuery = reportQuery({}, {});
const trendParams = z.object({ vehicle: requiredId('Vehicle id') });

const rounded = (description: string) => ({ type: 'number', description: `${description}, rounded to 0.01` });
const nullableRounded = (description: string) => ({ type: ['number', 'null'], description: `${description}, rounded to 0.01; null when none` });
const figureProperties = {
  vehicle: vehicleSchema({ ...vehicleTypeProperty, ...vehicleSiteProperties }),
  unit: { type: 'string', enum: ['km', 'h'], description: "What the vehicle's odometer counts: kilometres (rates in L/100 km) or engine hours (rates in L/h)" },
  fueled_litres: rounded('Litres of every fueling in the period, counted or not'),
  litres: rounded('Litres of the counted intervals (what the rate stands on)'),
  distance: rounded('Kilometres or engine hours of the counted intervals'),
  rate: nullableRounded('Litres per 100 km or per engine hour over the counted intervals'),
  baseline: nullableRounded("The vehicle's median rate over its whole history"),
  deviation_percent: { type: ['number', 'null'], description: '(rate - baseline) / baseline in percent, rounded to 0.1; null without either' },
  counted_intervals: { type: 'integer', description: 'Intervals closing in the period that count' },
  skipped_intervals: {
    type: 'integer',
    description: 'Intervals closing in the period left out: odometer backwards or a jump impossible for the time between readings',
  },
};
const rankingSchema = {
  type: 'object',
  properties: {
    site: { type: ['integer', 'null'] },
    date_from: { type: 'string' },
    date_to: { type: 'string' },
    fuelings: {
      type: 'integer',
      description: "Station and tanker fuelings of the scope's vehicles in the period, ranked or not (none ranked with some fuelled: no interval closed)",
    },
    vehicles: {
      type: 'array',
      description: 'Vehicles with an interval closing in the period, by site name, vehicle type (its Polish name), then deviation from the highest',
      items: { type: 'object', properties: figureProperties },
    },
  },
};
const trendSchema = {
  type: 'object',
  properties: {
    date_from: { type: 'string' },
    date_to: { type: 'string' },
    ...figureProperties,
    intervals: {
      type: 'array',
      description: 'Every interval closing in the period, in order',
      items: {
        type: 'object',
        properties: {
          datetime: { type: 'string', description: 'The closing reading, UTC ISO' },
          previous_datetime: { type: 'string', description: 'The reading before it, UTC ISO' },
          distance: rounded('Kilometres or engine hours since the previous reading (negative when the odometer went back)'),
          litres: rounded('Litres of the closing fueling'),
          rate: nullableRounded('L/100 km or L/h of the interval; null when skipped'),
          plausible: { type: 'boolean', description: 'false for a skipped interval' },
        },
      },
    },
  },
};

const PARAMETER_ERRORS = `Answers 400 with Polish messages per parameter for a malformed id or a missing, malformed, reversed or longer than ${MAX_REPORT_DAYS}-day range.`;
const RULES =
  "An interval is what a fueling with an odometer reading (station or tanker) closes since the vehicle's previous reading; it belongs to the period when its closing reading is in the company days. " +
  'Intervals whose odometer went back or jumped more than the vehicle could cover (110 km or 1 engine hour per clock hour) are skipped and counted. ';

export function registerConsumptionRoutes(app: App, db: Kysely<Database>, zone: string) {
  registerReport(app, {
    path: '/api/reports/consumption/',
    tag: 'reports',
    summary: "Consumption per vehicle: litres, distance or engine hours, L/100 km or L/h, the vehicle's baseline and the deviation from it",
    description: RULES + PARAMETER_ERRORS,
    query: rankingQuery,
    response: rankingSchema,
    report: (request, query) => consumptionReport(db, query, reportSiteCheck(request), zone),
    csv: {
      summary: 'CSV: consumption per vehicle (spalanie_<first day>_<last day>.csv)',
      description: "The same figures and parameters as /api/reports/consumption/, as CSV with the exports' rules (UTF-8 BOM, `;`, decimal comma).",
      query: rankingQuery,
      file: (report) => ({ name: consumptionFileName({ from: report.date_from, to: report.date_to }), text: consumptionCsv(report.vehicles) }),
    },
  });

  app.get(
    '/api/reports/consumption/:vehicle/trend/',
    {
      schema: {
        tags: ['reports'],
        summary: "One vehicle's consumption over the period and each of its intervals (for a trend chart)",
        description: RULES + PARAMETER_ERRORS + ' 404 for an unknown vehicle.',
        params: trendParams,
        querystring: trendQuery,
        response: { 200: trendSchema },
      },
    },
    (request) => consumptionTrendReport(db, request.params.vehicle, request.query, rowSiteCheckAtHand(request), zone),
  );
}
