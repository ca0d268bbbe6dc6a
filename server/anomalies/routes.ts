/** Fuel anomalies under /api/anomalies/ (docs/api.md "Anomalies"). */
import { ANOMALY_CODES, ANOMALY_TITLES } from '../../src/domain/anomalies';
import { THRESHOLD_SPECS } from '../../src/domain/anomalies/settings';
import { anomaliesCsv, anomaliesFileName } from '../../src/domain/anomalies/anomaliesCsv';
import { requireAdministrator, requireWrite } from '../auth/access';
import { authOf } from '../auth/authHook';
import { actorOf } from '../audit/changeLog';
import { z } from 'zod';
import { flagParam, MAX_REPORT_DAYS, reportQuery } from '../reports';
import { reportSiteCheck, rowSiteCheck, rowSiteCheckAtHand } from '../auth/siteAccess';
import { registerReport } from '../reports';
import { badRequest } from '../errors';
import { handlerReadBody, optionalId, queryText, reader, readWith, refuse } from '../http/schemas';
import {
  ANOMALY_ID_MESSAGE,
  anomalyList,
  changeThresholds,
  currentThresholds,
  explainAnomaly,
  parseAnomalyId,
  readExplanation,
  withdrawExplanation,
} from './anomalies';
import type { Feature } from '../http/feature';

export const anomalyQuery = reportQuery(
  { site: optionalId("Only the fuelings of this site's vehicles; every site when omitted") },
  { include_explained: flagParam('Also list the explained anomalies (default false)') },
);

const explanationBody = reader(
  {
    type: 'object',
    properties: { anomaly: { type: 'string', description: 'The anomaly id from /api/anomalies/' }, note: { type: 'string', maxLength: 1000 } },
    required: ['anomaly', 'note'],
  },
  (body, ctx) => readWith(ctx, () => readExplanation(body)),
);

/** An explained anomaly's id in a path. */
const anomalyParams = z.object({
  anomaly: reader({ type: 'string' }, (value, ctx) => parseAnomalyId(queryText(value)) ?? refuse(ctx, badRequest({ anomaly: [ANOMALY_ID_MESSAGE] }))),
});

const thresholdsSchema = {
  type: 'object',
  properties: Object.fromEntries(Object.entries(THRESHOLD_SPECS).map(([name, spec]) => [name, { type: 'number', description: spec.label }])),
};

const anomalySchema = {
  type: 'object',
  properties: {
    id: { type: 'string', description: '<source>-<fueling id>-<code>, the key of its explanation' },
    source: {
      type: 'string',
      enum: ['fueling', 'vehicle_fueling', 'tanker_fueling', 'fuel_level_change'],
      description: "Station fueling, tanker-to-machine fueling, delivery into a tanker, or a tank change a tracker saw (Traccar's forwarding)",
    },
    fueling: { type: 'integer', description: 'Id of the fueling (or tank change) in its source table' },
    vehicle: { type: 'integer', description: 'The vehicle fuelled (the tanker for a delivery)' },
    fleet_number: { type: ['integer', 'null'] },
    registration_number: { type: ['string', 'null'] },
    datetime: { type: 'string', description: 'UTC ISO instant of the fueling' },
    code: { type: 'string', enum: [...ANOMALY_CODES], description: ANOMALY_CODES.map((code) => `${code}: ${ANOMALY_TITLES[code]}`).join('; ') },
    reason: { type: 'string', description: 'Why, in Polish, with the numbers' },
    values: {
      type: 'object',
      additionalProperties: { type: ['number', 'string', 'null'] },
      description: 'The numbers behind the reason (and the station a statement names)',
    },
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

export const anomalyRoutes: Feature = async (app, { database: { db }, config: { companyTimeZone: zone } }) => {
  registerReport(app, {
    path: '/api/anomalies/',
    tag: 'anomalies',
    summary: 'Fuel anomalies of the fuelings in a period, each with its rule, Polish reason and numbers',
    description:
      'Station fuelings, tanker-to-machine fuelings and deliveries into tankers whose datetime falls in the company days date_from..date_to, ' +
      'of the site\'s vehicles (every site when omitted), checked by the rules of docs/api.md "Anomalies" with the thresholds of /api/anomalies/settings/. ' +
      'Explained anomalies are left out unless include_explained=true. ' +
      `Answers 400 with Polish messages per parameter for a malformed site, a missing, malformed, reversed or longer than ${MAX_REPORT_DAYS}-day range.`,
    query: anomalyQuery,
    response: listSchema,
    report: (request, query) => anomalyList(db, query, reportSiteCheck(request), zone),
    csv: {
      summary: 'CSV: the fuel anomalies of a period (anomalie-paliwowe_<first day>_<last day>.csv)',
      description:
        "The same anomalies and parameters as /api/anomalies/, as CSV with the exports' rules (UTF-8 BOM, `;`, decimal comma, dd.MM.yyyy HH:mm in the company's zone).",
      query: anomalyQuery,
      file: (list) => ({ name: anomaliesFileName({ from: list.date_from, to: list.date_to }), text: anomaliesCsv(list, zone) }),
    },
  });

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
        // Read against the thresholds in force, in the transaction that changes them (./anomalies.ts changeThresholds).
        body: handlerReadBody(thresholdsSchema),
        response: { 200: thresholdsSchema },
      },
      // The thresholds flag every site's fuelings: a company-wide setting. (A read-only account is
      // told it reads only, as by every other write.)
      preValidation: async (request) => {
        requireWrite(request);
        requireAdministrator(request);
      },
    },
    (request) => changeThresholds(db, request.body, actorOf(request)),
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
        body: explanationBody,
        response: {
          201: {
            type: 'object',
            properties: { anomaly: { type: 'string' }, note: { type: 'string' }, explained_by: { type: 'string' }, explained_at: { type: 'string' } },
          },
        },
      },
      preValidation: async (request) => requireWrite(request),
    },
    async (request, reply) => reply.code(201).send(await explainAnomaly(db, request.body, authOf(request).user, actorOf(request), rowSiteCheckAtHand(request))),
  );

  app.delete(
    '/api/anomalies/explain/:anomaly/',
    {
      schema: {
        tags: ['anomalies'],
        summary:
          "Withdraws an anomaly's explanation: it counts again (204; 404 when it was not explained); recorded in its fueling's change history (withdraw_explanation)",
        params: anomalyParams,
      },
      preValidation: async (request) => requireWrite(request),
    },
    async (request, reply) => {
      await withdrawExplanation(db, request.params.anomaly, actorOf(request), rowSiteCheck(request));
      return reply.code(204).send();
    },
  );
};
