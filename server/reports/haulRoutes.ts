/** /api/reports/haul/ and its CSV exports (docs/api.md "Reports"). */
import type { Kysely } from 'kysely';
import { DEFAULT_IDLE_MINUTES, MAX_IDLE_MINUTES } from '../../src/domain/reports/haul';
import { HAUL_CSV_TABLES, haulCsv, haulCsvFileName } from '../../src/domain/reports/haulCsv';
import type { Database } from '../db/schema';
import type { App } from '../http/feature';
import { optionalId } from '../http/schemas';
import { haulReport } from './haul';
import { choiceParam, MAX_REPORT_DAYS, reportQuery, wholeNumberParam } from './params';
import { registerReport } from './reportRoutes';
import { reportSiteCheck } from '../auth/siteAccess';

const site = optionalId('Site id; every site when omitted');
const idleMinutes = {
  idle_minutes: wholeNumberParam({
    min: 1,
    max: MAX_IDLE_MINUTES,
    fallback: DEFAULT_IDLE_MINUTES,
    description: 'Returns (unloading to next loading) longer than this are listed as idle gaps',
  }),
};
export const haulQuery = reportQuery({ site }, idleMinutes);
const haulCsvQuery = reportQuery({ table: choiceParam(HAUL_CSV_TABLES), site }, idleMinutes);

const nullableInteger = { type: ['integer', 'null'] };
const nullableString = { type: ['string', 'null'] };
const tonnage = {
  loads: { type: 'integer', description: 'Ended rides' },
  loads_with_payload: { type: 'integer', description: 'Of them, loads of vehicles with a payload' },
  tonnes: { type: ['number', 'null'], description: 'Sum of those loads’ payloads (t, 0.01); null when none has one' },
};
const durationStats = {
  type: 'object',
  properties: {
    count: { type: 'integer' },
    median_seconds: nullableInteger,
    p90_seconds: nullableInteger,
    max_seconds: nullableInteger,
  },
};
const places = {
  start_place: nullableInteger,
  start_place_name: nullableString,
  end_place: nullableInteger,
  end_place_name: nullableString,
};
const materialNames = { material: nullableInteger, material_name: nullableString };
const vehicleNames = { vehicle: { type: 'integer' }, fleet_number: { type: 'integer' }, registration_number: { type: 'string' } };
const list = (properties: Record<string, unknown>) => ({ type: 'array', items: { type: 'object', properties } });
const seconds = { type: 'array', items: { type: 'integer' } };

const haulSchema = {
  type: 'object',
  properties: {
    site: { type: ['object', 'null'], properties: { id: { type: 'integer' }, name: { type: 'string' } } },
    date_from: { type: 'string' },
    date_to: { type: 'string' },
    idle_minutes: { type: 'integer' },
    ...tonnage,
    open_rides: { type: 'integer', description: 'Rides without an end (not loads)' },
    vehicles_hauling: { type: 'integer' },
    loaded: { ...durationStats, description: 'Loading to unloading (a ride’s start to end), every load' },
    return: { ...durationStats, description: 'Unloading to the vehicle’s next loading the same day' },
    days: list({
      day: { type: 'string' },
      ...tonnage,
      open_rides: { type: 'integer' },
      materials: list({ material: nullableInteger, loads: { type: 'integer' } }),
    }),
    vehicles: list({
      ...vehicleNames,
      payload_tonnes: { type: ['number', 'null'] },
      ...tonnage,
      open_rides: { type: 'integer' },
      days_worked: { type: 'integer' },
      loads_per_day: { type: 'number' },
    }),
    materials: list({ ...materialNames, ...tonnage }),
    pairs: list({ ...materialNames, ...places, ...tonnage }),
    routes: list({ ...places, loads: { type: 'integer' }, loaded: durationStats, return: durationStats, loaded_seconds: seconds, return_seconds: seconds }),
    idle_gaps: list({
      ...vehicleNames,
      ride: { type: 'integer' },
      place: nullableInteger,
      place_name: nullableString,
      from: { type: 'string' },
      to: { type: 'string' },
      seconds: { type: 'integer' },
    }),
  },
};

const DESCRIPTION =
  'Rides that started within the company days (company time zone) on the site, or on every site. A load is an ended ride; ' +
  'open rides are counted apart. Tonnes count each load of a vehicle with a payload (vehicle.payload_tonnes). Cycle times per ' +
  'route (start place → end place): loading → unloading is a ride’s start to end; unloading → next loading its end to the same ' +
  'vehicle’s next ride start the same day. Answers 400 with Polish messages per parameter for a malformed site or idle_minutes, ' +
  `or a missing, malformed, reversed or longer than ${MAX_REPORT_DAYS}-day range, and 404 for an unknown site.`;

export function registerHaulRoutes(app: App, db: Kysely<Database>, zone: string) {
  registerReport(app, {
    path: '/api/reports/haul/',
    tag: 'reports',
    summary: 'Haul productivity: loads, tonnes and cycle times per day, vehicle, material and route, with idle gaps',
    description: DESCRIPTION,
    query: haulQuery,
    response: haulSchema,
    report: (request, query) => haulReport(db, query, reportSiteCheck(request), zone),
    csv: {
      summary: 'CSV: one table of the haul report (przewozy-<table>_<first day>_<last day>.csv)',
      description:
        "The figures and parameters of /api/reports/haul/, one table as CSV with the exports' rules (UTF-8 BOM, `;`, decimal comma, " +
        'dd.MM.yyyy and dd.MM.yyyy HH:mm in the company time zone, durations in minutes): days, vehicles, materials (per material ' +
        'and place pair), routes or idle (gaps).',
      query: haulCsvQuery,
      file: (report, { table }) => ({
        name: haulCsvFileName(table, { from: report.date_from, to: report.date_to }),
        text: haulCsv(report, table, zone),
      }),
    },
  });
}
