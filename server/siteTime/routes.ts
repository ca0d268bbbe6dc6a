/** "Czas na budowie", the position anomalies and the company's working hours (docs/api.md "Site time", issue 31 §4). */
import { MOVE_METRES, POSITION_ANOMALY_CODES, POSITION_ANOMALY_TITLES } from '../../src/domain/sites/positionAnomalies';
import { MAX_GAP_MINUTES } from '../../src/domain/sites/siteTime';
import { positionAnomaliesCsv, positionAnomaliesFileName, siteTimeCsv, siteTimeFileName } from '../../src/domain/sites/siteTimeReport';
import { requireAdministrator, requireWrite } from '../auth/access';
import { actorOf } from '../audit/changeLog';
import { reportSiteCheck } from '../auth/siteAccess';
import { handlerReadBody, optionalId } from '../http/schemas';
import { MAX_REPORT_DAYS, registerReport, reportQuery } from '../reports';
import type { Feature } from '../http/feature';
import { changeWorkingHours, currentWorkingHours, positionAnomalyList, siteTimeReport } from './siteTime';

const siteTimeQuery = reportQuery({ site: optionalId("Only this site's vehicles; every site's when omitted") }, {});

const instant = { type: 'string', description: 'UTC ISO instant' };
const vehicleColumns = {
  vehicle: { type: 'integer' },
  fleet_number: { type: ['integer', 'null'] },
  registration_number: { type: ['string', 'null'] },
};

const siteTimeSchema = {
  type: 'object',
  properties: {
    site: { type: ['integer', 'null'] },
    date_from: { type: 'string' },
    date_to: { type: 'string' },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          ...vehicleColumns,
          vehicle_model: { type: ['string', 'null'] },
          site: { type: 'integer', description: 'The site whose boundary the vehicle was within' },
          site_name: { type: 'string' },
          visits: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                entered_at: instant,
                exited_at: instant,
                latitude: { type: 'number', description: 'Where the first position inside was' },
                longitude: { type: 'number' },
                seconds: { type: 'integer' },
              },
            },
          },
          days: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                day: { type: 'string', description: 'Company day, yyyy-MM-dd' },
                entries: { type: 'integer', description: 'Stays that began that day' },
                first_entry: instant,
                last_exit: instant,
                seconds: { type: 'integer', description: 'Seconds within the boundary that day' },
              },
            },
          },
          seconds: { type: 'integer', description: 'Seconds within the boundary over the period' },
        },
      },
    },
  },
};

const anomalyListSchema = {
  type: 'object',
  properties: {
    site: { type: ['integer', 'null'] },
    date_from: { type: 'string' },
    date_to: { type: 'string' },
    anomalies: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', description: '<code>-<vehicle>-<position id>' },
          code: {
            type: 'string',
            enum: [...POSITION_ANOMALY_CODES],
            description: POSITION_ANOMALY_CODES.map((code) => `${code}: ${POSITION_ANOMALY_TITLES[code]}`).join('; '),
          },
          ...vehicleColumns,
          site: { type: ['integer', 'null'], description: "The vehicle's site" },
          site_name: { type: ['string', 'null'] },
          datetime: instant,
          latitude: { type: 'number' },
          longitude: { type: 'number' },
        },
      },
    },
  },
};

const workingHoursSchema = {
  type: 'object',
  properties: {
    start: { type: 'string', description: 'Company time HH:mm the work starts' },
    end: { type: 'string', description: 'Company time HH:mm the work ends (later than start)' },
    days: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 7 }, description: 'Working days of the week, 1 Monday … 7 Sunday' },
  },
};

const RANGE_400 = `Answers 400 with Polish messages per parameter for a malformed site, a missing, malformed, reversed or longer than ${MAX_REPORT_DAYS}-day range.`;
const CSV_RULES = "with the exports' rules (UTF-8 BOM, `;`, decimal comma, dd.MM.yyyy HH:mm in the company's zone)";

export const siteTimeRoutes: Feature = async (app, { database: { db }, config: { companyTimeZone: zone } }) => {
  registerReport(app, {
    path: '/api/site-time/',
    tag: 'site-time',
    summary: "Czas na budowie: each vehicle's entries and exits per site and its time on each site per company day, from its positions",
    description:
      "The positions (location_point, a position without its vehicle counting to its ride's) of the site's vehicles (every vehicle when omitted) in the company days date_from..date_to, " +
      'against every site that has a boundary. A stay begins at the first position inside a boundary and ends at the first position outside it; ' +
      `when positions stop for more than ${MAX_GAP_MINUTES} minutes, or the period ends, it ends at its last position inside. A stay over midnight counts to each day its part. ` +
      RANGE_400,
    query: siteTimeQuery,
    response: siteTimeSchema,
    report: (request, query) => siteTimeReport(db, query, reportSiteCheck(request), zone),
    csv: {
      summary: 'CSV: time on sites per day, vehicle and site (czas-na-budowie_<first day>_<last day>.csv)',
      description: `One row per company day, vehicle and site: entries, first entry, last exit, hours with two decimals; ${CSV_RULES}.`,
      query: siteTimeQuery,
      file: (report) => ({ name: siteTimeFileName({ from: report.date_from, to: report.date_to }), text: siteTimeCsv(report, zone) }),
    },
  });

  registerReport(app, {
    path: '/api/position-anomalies/',
    tag: 'site-time',
    summary: "Position anomalies: a vehicle leaving its site's boundary, or moving outside the company's working hours, with the position and time",
    description:
      "left_site: a position outside the boundary of the vehicle's own site right after one inside (the first outside is given). " +
      `outside_hours: a position at least ${MOVE_METRES} m from the one before (within ${MAX_GAP_MINUTES} minutes) at a time outside /api/working-hours/, one per stretch of such movement. ` +
      RANGE_400,
    query: siteTimeQuery,
    response: anomalyListSchema,
    report: (request, query) => positionAnomalyList(db, query, reportSiteCheck(request), zone),
    csv: {
      summary: 'CSV: the position anomalies of a period (anomalie-pozycji_<first day>_<last day>.csv)',
      description: `The same anomalies as /api/position-anomalies/, ${CSV_RULES}.`,
      query: siteTimeQuery,
      file: (list) => ({ name: positionAnomaliesFileName({ from: list.date_from, to: list.date_to }), text: positionAnomaliesCsv(list, zone) }),
    },
  });

  app.get(
    '/api/working-hours/',
    {
      schema: {
        tags: ['site-time'],
        summary: "The company's working hours (Monday to Saturday 06:00-18:00 until changed)",
        response: { 200: workingHoursSchema },
      },
    },
    () => currentWorkingHours(db),
  );

  app.put(
    '/api/working-hours/',
    {
      schema: {
        tags: ['site-time'],
        summary: "Changes the company's working hours (any of start, end, days; administrator only); answers them all",
        description:
          '400 with Polish messages per field for a time not HH:mm, an end not after the start, or days not 1..7. ' +
          'Recorded in the change history (entity working-hours, record 1).',
        body: handlerReadBody(workingHoursSchema),
        response: { 200: workingHoursSchema },
      },
      preValidation: async (request) => {
        requireWrite(request);
        requireAdministrator(request);
      },
    },
    (request) => changeWorkingHours(db, request.body, actorOf(request)),
  );
};
