/** Fuel anomalies under /api/anomalies/ (docs/api.md "Anomalies"). */
import { ANOMALY_CODES, ANOMALY_TITLES } from '../../src/domain/anomalies';
import { THRESHOLD_SPECS } from '../../src/domain/anomalies/settings';
import { anomaliesCsv, anomaliesFileName } from '../../src/domain/anomalies/anomaliesCsv';
import { requireAdministrator, requireWrite } from '../auth/access';
import { authOf } from '../auth/authHook';
import { actorOf } from '../audit/changeLog';
import { MAX_REPORT_DAYS, periodQuerySchema, type ReportQuery } from '../reports';
import { sendCsv } from '../http/responses';
import { reportSiteCheck, rowSiteCheck, rowSiteCheckAtHand } from '../auth/siteAccess';
import { anomalyList, changeThresholds, currentThresholds, explainAnomaly, withdrawExplanation } from './anomalies';
import type { Feature } from '../http/feature';

const listQuerySchema = {
  type: 'object',
  properties: {
    site: { type: 'integer', minimum: 1, description: "Only the fuelings of this site's vehicles; every site when omitted" },
    ...periodQuerySchema,
    include_explained: { type: 'boolean', description: 'Also list the explained anomalies (default false)' },
  },
  required: ['date_from', 'date_to'],
};

const thresholdsSchema = {
  type: 'object',
  properties: Object.fromEntries(Object.entries(THRESHOLD_SPECS).map(([name, spec]) => [name, { type: 'number', description: spec.label }])),
};

const anomalySchema = {
  type: 'object',
  properties: {
    id: { type: 'string', description: '<source>-<fueling id>-<code>, the key of its explanation' },
    source: { type: 'string', enum: ['fueling', 'vehicle_fueling', 'tanker_fueling'], description: 'Station fueling, tanker-to-machine fueling or delivery into a tanker' },
    fueling: { type: 'integer', description: 'Id of the fueling in its source table' },
    vehicle: { type: 'integer', description: 'The vehicle fuelled (the tanker for a delivery)' },
    fleet_number: { type: ['integer', 'null'] },
    registration_number: { type: ['string', 'null'] },
    datetime: { type: 'string', description: 'UTC ISO instant of the fueling' },
    code: { type: 'string', enum: [...ANOMALY_CODES], description: ANOMALY_CODES.map((code) => `${code}: ${ANOMALY_TITLES[code]}`).join('; ') },
    reason: { type: 'string', description: 'Why, in Polish, with the numbers' },
    values: { type: 'object', additionalProperties: { type: ['number', 'null'] }, description: 'The numbers behind the reason' },
    explanation: {
      type: ['object', 'null'],
      properties: { note: { type: 'string' }, explained_by: { type: 'string' }, explained_at: { type: 'string' } },
    },
  },
};

const listSchema = {
  type: 'object',
  properties: {
    site: { type: ['integer', 'null'] },
    date_from: { type: 'string' },
    date_to: { type: 'string' },
    thresholds: thresholdsSchema,
    anomalies: { type: 'array', items: anomalySchema },
  },
};

export const anomalyRoutes: Feature = async (app, { database: { db } }) => {
  app.get(
    '/api/anomalies/',
    {
      schema: {
        tags: ['anomalies'],
        summary: 'Fuel anomalies of the fuelings in a period, each with its rule, Polish reason and numbers',
        description:
          'Station fuelings, tanker-to-machine fuelings and deliveries into tankers whose datetime falls in the company days date_from..date_to, ' +
          'of the site\'s vehicles (every site when omitted), checked by the rules of docs/api.md "Anomalies" with the thresholds of /api/anomalies/settings/. ' +
          'Explained anomalies are left out unless include_explained=true. ' +
          `Answers 400 with Polish messages per parameter for a malformed site, a missing, malformed, reversed or longer than ${MAX_REPORT_DAYS}-day range.`,
        querystring: listQuerySchema,
        response: { 200: listSchema },
      },
    },
    (request) => anomalyList(db, request.query as ReportQuery, reportSiteCheck(request)),
  );

  app.get(
    '/api/anomalies/export/',
    {
      schema: {
        tags: ['anomalies', 'exports'],
        summary: 'CSV: the fuel anomalies of a period (anomalie-paliwowe_<first day>_<last day>.csv)',
        description: "The same anomalies and parameters as /api/anomalies/, as CSV with the exports' rules (UTF-8 BOM, `;`, decimal comma, dd.MM.yyyy HH:mm in the company's zone).",
        querystring: listQuerySchema,
      },
    },
    async (request, reply) => {
      const list = await anomalyList(db, request.query as ReportQuery, reportSiteCheck(request));
      return sendCsv(reply, anomaliesFileName({ from: list.date_from, to: list.date_to }), anomaliesCsv(list));
    },
  );

  app.get(
    '/api/anomalies/settings/',
    { schema: { tags: ['anomalies'], summary: 'The anomaly thresholds in force (defaults where never changed)', response: { 200: thresholdsSchema } } },
    () => currentThresholds(db),
  );

  app.put(
    '/api/anomalies/settings/',
    {
      schema: {
        tags: ['anomalies'],
        summary: 'Changes anomaly thresholds (any subset; administrator only: they apply to every site); answers all of them',
        description:
          'Each a number above 0 and within its bound (a numeric text with a decimal comma is read too); 400 with Polish messages per setting otherwise, unknown names included. ' +
          'A change is recorded in the change history (entity anomaly-settings, record 1: each changed threshold before and after).',
        body: thresholdsSchema,
        response: { 200: thresholdsSchema },
      },
    },
    (request) => {
      // The thresholds flag every site's fuelings: a company-wide setting. (A read-only account is
      // told it reads only, as by every other write.)
      requireWrite(request);
      requireAdministrator(request);
      return changeThresholds(db, request.body, actorOf(request));
    },
  );

  app.post(
    '/api/anomalies/explain/',
    {
      schema: {
        tags: ['anomalies'],
        summary: 'Marks an anomaly explained with a note (by the logged-in user, now): it stops counting; the fueling is not changed',
        description:
          'Explaining it again replaces the note. Each explanation is recorded in the change history of its fueling (entity fueling, vehicle-fueling or tanker-fueling, ' +
          'action explain: the rule, the note it replaces and the new one), so earlier notes stay readable there. ' +
          '400 with Polish messages for a missing or malformed anomaly id or note, 404 when its fueling does not exist.',
        body: {
          type: 'object',
          properties: { anomaly: { type: 'string', description: 'The anomaly id from /api/anomalies/' }, note: { type: 'string', maxLength: 1000 } },
          required: ['anomaly', 'note'],
        },
        response: {
          201: { type: 'object', properties: { anomaly: { type: 'string' }, note: { type: 'string' }, explained_by: { type: 'string' }, explained_at: { type: 'string' } } },
        },
      },
    },
    async (request, reply) => {
      requireWrite(request);
      return reply.code(201).send(await explainAnomaly(db, request.body, authOf(request).user, actorOf(request), rowSiteCheckAtHand(request)));
    },
  );

  app.delete(
    '/api/anomalies/explain/:anomaly/',
    {
      schema: {
        tags: ['anomalies'],
        summary: "Withdraws an anomaly's explanation: it counts again (204; 404 when it was not explained); recorded in its fueling's change history (withdraw_explanation)",
        params: { type: 'object', properties: { anomaly: { type: 'string' } } },
      },
    },
    async (request, reply) => {
      requireWrite(request);
      await withdrawExplanation(db, (request.params as { anomaly: string }).anomaly, actorOf(request), rowSiteCheck(request));
      return reply.code(204).send();
    },
  );
};
