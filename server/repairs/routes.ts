/**
 * The repair request workflow's routes (issue 15 §3, docs/api.md "Repair requests"): change a
 * request (PATCH), read its history, and the CSV of requests with their status, assignee and
 * cost. The list, a request, and the phones' POST stay the generic and field-data routes.
 */
import { REPAIR_HISTORY_FIELDS } from '../../src/domain/repairs/history';
import { REPAIR_STATUSES } from '../../src/domain/repairs/workflow';
import { repairsCsv } from '../../src/domain/repairs/csv';
import { resources } from '../../src/domain/resources';
import { writeJsonSchema } from '../../src/domain/validation';
import { requireWrite } from '../auth/access';
import { authOf } from '../auth/authHook';
import { actorOf } from '../audit/changeLog';
import { notFound } from '../errors';
import { exportDefinition } from '../../src/domain/exportDefinitions';
import { registerExport } from '../exports';
import { idParams, reader, readWith } from '../http/schemas';
import { idBeforeValidation } from '../http/requests';
import { refuseOtherSiteEarly } from '../crud/siteScope';
import { rowSiteCheckAtHand } from '../auth/siteAccess';
import { readRepair, repairHistory } from './repository';
import { changeRepair, validChange } from './workflow';
import { repairChangeFieldSpecs } from '../../src/domain/repairs/changeFields';
import type { Feature } from '../http/feature';

const spec = resources.repairs;
const tags = [spec.name];

/** Any JSON (the field says which): an untyped schema, so that the answer is written as it is. */
const historyValue = {
  description: 'status: its code; assignee: {id, name}; cost: złoty; closing_note: text; photos: [{id, name}]; null: none',
};
const historySchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      repair_request: { type: 'integer' },
      field: { type: 'string', enum: [...REPAIR_HISTORY_FIELDS] },
      from: historyValue,
      to: historyValue,
      changed_at: { type: 'string', format: 'date-time', description: 'UTC' },
      changed_by: { type: ['integer', 'null'], description: 'The account (null once deleted)' },
      changed_by_name: { type: 'string', description: 'Its employee’s name, or its login, at the time' },
    },
  },
};

/** A change's body: the fields it names read by the workflow's rules (./workflow.ts validChange). */
const changeBody = reader(writeJsonSchema(repairChangeFieldSpecs, 'update'), (body, ctx) => readWith(ctx, () => validChange(body)));

export const repairRoutes: Feature = async (app, { database, config }) => {
  const { db } = database;
  const base = `${spec.apiPath}/`;

  app.patch(
    `${base}:id/`,
    {
      schema: {
        tags,
        summary: 'Change a repair request: status, assignee, cost, closing note, photos',
        description:
          `Only the fields sent change. Status: ${REPAIR_STATUSES.join(', ')}; nowe → w_trakcie or odrzucone, w_trakcie → zakonczone or odrzucone; ` +
          'a closed request (zakonczone, odrzucone) keeps its status and needs a closing note. The assignee must be an employee of the request’s site. ' +
          'Each change is recorded in the history in the same transaction. Refusals: 400 with Polish messages under the field.',
        params: idParams,
        body: changeBody,
      },
      // Before the request is read: a read-only account, another site's request (no validation message answers them).
      preValidation: async (request) => {
        requireWrite(request);
        const id = idBeforeValidation(request);
        if (id !== null) await refuseOtherSiteEarly(db, request, spec, { id, body: undefined });
      },
    },
    async (request) => {
      const { id } = request.params;
      return changeRepair(db, authOf(request).user, id, request.body, rowSiteCheckAtHand(request), actorOf(request));
    },
  );

  app.get(
    `${base}:id/history/`,
    {
      schema: {
        tags,
        summary: 'History of a repair request: every change, who made it and when, oldest first',
        params: idParams,
        response: { 200: historySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const repair = await readRepair(db, id, config.companyTimeZone);
      if (!repair) throw notFound(spec.notFoundMessage);
      rowSiteCheckAtHand(request)(repair.site as number | null);
      return repairHistory(db, id);
    },
  );

  registerExport(app, database, exportDefinition(repairsCsv), config.companyTimeZone);
};
