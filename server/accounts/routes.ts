/**
 * Accounts and their rights (issue 16 §1, docs/api.md "Accounts"), administrators only: the list
 * of logins, one login, and the change of its role, sites and activity. Deactivating an account or
 * taking its dashboard access ends its sessions; any other change is seen by its next request.
 */
import type { FastifyRequest } from 'fastify';
import {
  ACCOUNT_ROLE_FILTERS,
  ACCOUNT_SORT_FIELDS,
  accountMessages,
  accountsHistorySpec,
  accountWriteFields,
  FIELD_ROLE_FILTER,
  rightsErrors,
  storedRights,
  type Account,
  type AccountRights,
  type AccountRoleFilter,
} from '../../src/domain/accounts';
import { ACCESS_ROLES, type AccessRole } from '../../src/domain/access';
import { messages, validateWrite, withoutControlCharacters, writeJsonSchema } from '../../src/domain/validation';
import { authOf } from '../auth/authHook';
import { requireAdministrator } from '../auth/access';
import { deleteUserSessions } from '../auth/sessions';
import { sessionLimits } from '../config';
import { actorOf, recordChange } from '../audit/changeLog';
import type { Db } from '../db/database';
import { badRequest, notFound } from '../errors';
import { idParams, queryReader, reader, refuse } from '../http/schemas';
import { listPage, listSort } from '../http/requests';
import { getAccount, listAccounts, missingSites, namedSites, writeAccountRights, type AccountFilters } from './repository';
import type { Feature } from '../http/feature';

const tags = ['accounts'];
const base = accountsHistorySpec.apiPath;

const accountSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    username: { type: 'string' },
    first_name: { type: ['string', 'null'], description: 'Of its employee, if any' },
    last_name: { type: ['string', 'null'] },
    person: { type: ['integer', 'null'], description: 'Its employee’s id' },
    access_role: { type: ['string', 'null'], enum: ['administrator', 'site_manager', 'office', null], description: 'null: field app only' },
    all_sites: { type: 'boolean' },
    sites: { type: 'array', items: { type: 'integer' }, description: 'Site ids (empty when all_sites or without a dashboard role)' },
    is_active: { type: 'boolean' },
    review: { type: 'boolean', description: 'Administrator access a staff job role gave unasked, not yet reviewed: saving its rights clears it' },
    sessions: { type: 'integer', description: 'Live sessions' },
    last_seen_at: { type: ['string', 'null'], format: 'date-time', description: 'UTC: the latest request of its sessions' },
  },
};

const listQuerySchema = {
  type: 'object',
  properties: {
    q: { type: 'string', description: 'Words, each found in the login or the employee’s first or last name' },
    access_role: { type: 'string', enum: [...ACCOUNT_ROLE_FILTERS], description: 'field: accounts without a dashboard role' },
    review: { type: 'string', enum: ['true'], description: 'Only the accounts to review' },
    _sort: {
      type: 'string',
      enum: [...ACCOUNT_SORT_FIELDS],
      description: 'The column to sort by (last_name: the employee’s last, then first name); by login without it',
    },
    _order: { type: 'string', enum: ['ASC', 'DESC', 'asc', 'desc'], description: 'ASC (default) or DESC; ties by login' },
    _start: { type: 'integer', minimum: 0, description: 'First row (the answer always has X-Total-Count)' },
    _end: { type: 'integer', minimum: 0, description: 'Row after the last; 25 rows without _start/_end, at most 500' },
  },
};

function accountFilters(query: Record<string, string | undefined>): AccountFilters {
  const filters: AccountFilters = {};
  const q = withoutControlCharacters(query.q ?? '').trim();
  if (q) filters.q = q.slice(0, 200);
  const role = query.access_role;
  if (role !== undefined && role !== '') {
    if (!(ACCOUNT_ROLE_FILTERS as readonly string[]).includes(role)) throw badRequest({ access_role: [messages.choice] }, messages.choice);
    filters.role = role === FIELD_ROLE_FILTER ? null : (role as Exclude<AccountRoleFilter, 'field'>);
  }
  if (query.review === 'true') filters.review = true;
  return filters;
}

/** The list's query: its filters, then its page and order. */
const listQuery = queryReader(listQuerySchema, (query) => ({
  filters: accountFilters(query),
  page: listPage(query),
  sort: listSort(query, ACCOUNT_SORT_FIELDS),
}));

const isAccessRole = (value: unknown): value is AccessRole => ACCESS_ROLES.some((role) => role === value);

/** The rights a PUT names, read by the accounts' field specs (a blank role is null: field app only). */
const rightsBody = reader(writeJsonSchema(accountWriteFields, 'update'), (body, ctx) => {
  const result = validateWrite(accountWriteFields, body, 'update');
  if (!result.ok) return refuse(ctx, badRequest(result.errors, Object.values(result.errors)[0][0]));
  const { access_role, all_sites, sites, is_active } = result.value;
  const given: Partial<AccountRights> = {};
  if (access_role === null || isAccessRole(access_role)) given.access_role = access_role;
  if (typeof all_sites === 'boolean') given.all_sites = all_sites;
  if (Array.isArray(sites)) given.sites = sites.filter((site): site is number => typeof site === 'number');
  if (typeof is_active === 'boolean') given.is_active = is_active;
  return given;
});

/** Account routes are the administrator's: refused before the request is read. */
const administratorFirst = async (request: FastifyRequest) => requireAdministrator(request);

/** 400 for rights that cannot be stored; checked before anything is written. */
async function assertValidRights(trx: Db['db'], request: FastifyRequest, id: number, rights: AccountRights) {
  const errors = rightsErrors(rights, id === authOf(request).user.id);
  if (errors) throw badRequest(errors, Object.values(errors)[0][0]);
  if ((await missingSites(trx, rights.sites)).length) {
    throw badRequest({ sites: [accountWriteFields.sites.notFoundMessage] }, accountWriteFields.sites.notFoundMessage);
  }
}

/** The account as the change history keeps it: its sites by name. */
const historyRow = async (db: Db['db'], account: Account) => ({ ...account, sites: await namedSites(db, account.sites) });

export const accountRoutes: Feature = async (app, { database: { db }, config }) => {
  const limits = sessionLimits(config);
  const readAccount = async (trx: Db['db'], id: number) => {
    const account = await getAccount(trx, id, limits);
    if (!account) throw notFound(accountMessages.notFound);
    return account;
  };

  app.get(
    `${base}/`,
    {
      schema: {
        tags,
        summary: 'Accounts (administrators): every login with its role, sites and live sessions, by login or _sort, paged (X-Total-Count)',
        querystring: listQuery,
        response: { 200: { type: 'array', items: accountSchema } },
      },
      preValidation: administratorFirst,
    },
    async (request, reply) => {
      const { filters, page, sort } = request.query;
      const { rows, total } = await listAccounts(db, filters, page, limits, sort);
      reply.header('X-Total-Count', String(total));
      return rows;
    },
  );

  app.get(
    `${base}/:id/`,
    { schema: { tags, summary: 'An account (administrators)', params: idParams, response: { 200: accountSchema } }, preValidation: administratorFirst },
    async (request) => readAccount(db, request.params.id),
  );

  app.put(
    `${base}/:id/`,
    {
      schema: {
        tags,
        summary: 'Change an account’s role, sites and activity (administrators)',
        description:
          'Absent fields keep their value. A site manager or office account needs all_sites or at least one site; an administrator or field-only ' +
          'account is stored with all_sites and no sites. An administrator cannot take his own administrator role or deactivate himself. ' +
          'Deactivation or a null role ends the account’s sessions. Saving clears `review`. Recorded in the change history (entity accounts). Refusals: 400 with Polish messages.',
        params: idParams,
        body: rightsBody,
        response: { 200: accountSchema },
      },
      preValidation: administratorFirst,
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        const before = await readAccount(trx, id);
        const rights = storedRights(before, request.body);
        await assertValidRights(trx, request, id, rights);
        await writeAccountRights(trx, id, rights);
        if (!rights.is_active || rights.access_role === null) await deleteUserSessions(trx, id);
        const after = await readAccount(trx, id);
        await recordChange(trx, actorOf(request), {
          spec: accountsHistorySpec,
          id,
          before: await historyRow(trx, before),
          after: await historyRow(trx, after),
        });
      });
      return readAccount(db, id);
    },
  );
};
