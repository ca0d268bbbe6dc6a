/**
 * The change history's API (issue 16 §2, docs/api.md "Change history"): the searchable list,
 * newest first and paged like other lists, its CSV, and the retention purge (at start and daily).
 */
import { Readable } from 'node:stream';
import {
  CHANGE_ACTIONS,
  CHANGE_HISTORY_CSV_HEADERS,
  CHANGE_HISTORY_SORT_FIELDS,
  CHANGE_HISTORY_FILE_NAME,
  changeEventCells,
  historySpec,
} from '../../src/domain/changeHistory';
import { CSV_BOM, csvRow, csvText } from '../../src/domain/csv';
import { companyDayRange, parseCalendarDay } from '../../src/domain/dates';
import { fileNameDay, rangeFileName } from '../../src/domain/exportFiles';
import { idFromText, withoutControlCharacters } from '../../src/domain/validation';
import { badRequest } from '../errors';
import { listPage, listSort } from '../http/requests';
import { queryReader } from '../http/schemas';
import { csvAttachment } from '../http/responses';
import { requireHistoryReadable } from './recordAccess';
import { historyPages, listHistory, purgeHistory, type HistoryFilters } from './repository';
import type { Feature } from '../http/feature';

const tags = ['history'];
const PURGE_EVERY_MS = 24 * 3600_000;
const CSV_PAGE_ROWS = 2000;

const filterProperties = {
  entity: { type: 'string', description: 'A registry resource name (materials, employees, …)' },
  record: { type: 'integer', description: 'The record id (with entity: one record’s history)' },
  user: { type: 'integer', description: 'The account that made the changes' },
  q: { type: 'string', description: 'Words, each found in the login, the entity’s name, or the changed values' },
  date_from: { type: 'string', description: 'yyyy-MM-dd, company day, inclusive' },
  date_to: { type: 'string', description: 'yyyy-MM-dd, company day, inclusive' },
};

const eventSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    changed_at: { type: 'string', format: 'date-time', description: 'UTC' },
    user_id: { type: ['integer', 'null'], description: 'The account (null once deleted)' },
    username: { type: 'string', description: 'Its login at the time' },
    address: { type: ['string', 'null'], description: 'The client address' },
    entity: { type: 'string' },
    record_id: { type: 'integer' },
    action: { type: 'string', enum: [...CHANGE_ACTIONS] },
    changes: {
      type: 'object',
      additionalProperties: true,
      description: 'Field → [old, new] as the API gives them (references and files as {id, name}); a password only as [null, "changed"]',
    },
    source: { type: ['string', 'null'], description: 'import: written by an imported file; import_undo: by its undoing (issue 32); null otherwise' },
    import_id: { type: ['integer', 'null'], description: 'The import (GET /api/imports/) the change belongs to' },
  },
};

type Query = Record<string, string | undefined>;

const pageProperties = {
  _start: { type: 'integer' },
  _end: { type: 'integer' },
  _sort: { type: 'string', enum: [...CHANGE_HISTORY_SORT_FIELDS], description: 'The column to sort by; newest first without it (and among equals)' },
  _order: { type: 'string', enum: ['ASC', 'DESC', 'asc', 'desc'], description: 'ASC (default) or DESC' },
};

/** The list's query: its filters, page and order. */
const listQuery = queryReader({ type: 'object', properties: { ...filterProperties, ...pageProperties } }, (query) => ({
  filters: historyFilters(query),
  page: listPage(query),
  sort: listSort(query, CHANGE_HISTORY_SORT_FIELDS),
}));

/** The CSV's query: its filters, and the days the file is named by. */
const exportQuery = queryReader({ type: 'object', properties: filterProperties }, (query) => ({
  filters: historyFilters(query),
  days: { from: fileNameDay(query.date_from), to: fileNameDay(query.date_to) },
}));

function optionalId(query: Query, name: string): number | undefined {
  const text = query[name];
  if (text === undefined || text === '') return undefined;
  const id = idFromText(text);
  if (id === null) throw badRequest({ [name]: ['Podaj identyfikator (liczbę całkowitą dodatnią).'] });
  return id;
}

function optionalDay(query: Query, name: string) {
  const text = query[name];
  if (text === undefined || text === '') return undefined;
  const day = parseCalendarDay(text);
  if (!day) throw badRequest({ [name]: ['Podaj datę w formacie RRRR-MM-DD.'] });
  return day;
}

/**
 * The filters of a history request as its query says them, or 400 with Polish messages: the days
 * of date_from and date_to stay calendar days, made instants by the handler in the company's zone
 * (inCompanyDays).
 */
type CalendarDay = { year: number; month: number; day: number };

export interface HistoryQueryFilters extends Omit<HistoryFilters, 'from' | 'to'> {
  days?: { from?: CalendarDay; to?: CalendarDay };
}

const FIRST_DAY: CalendarDay = { year: 1970, month: 1, day: 1 };
const LAST_DAY: CalendarDay = { year: 2200, month: 1, day: 1 };
const dayNumber = ({ year, month, day }: CalendarDay) => Date.UTC(year, month - 1, day);

export function historyFilters(query: Query): HistoryQueryFilters {
  const filters: HistoryQueryFilters = {};
  if (query.entity) {
    if (!historySpec(query.entity)) throw badRequest({ entity: ['Nieznany rodzaj rekordu.'] });
    filters.entity = query.entity;
  }
  filters.record = optionalId(query, 'record');
  filters.user = optionalId(query, 'user');
  const q = withoutControlCharacters(query.q ?? '').trim();
  if (q) filters.q = q.slice(0, 200);
  const from = optionalDay(query, 'date_from');
  const to = optionalDay(query, 'date_to');
  if (from || to) {
    // A company day starts before the next one's start in any zone: the days' order is the instants'.
    if (dayNumber(from ?? FIRST_DAY) > dayNumber(to ?? LAST_DAY)) throw badRequest({ date_to: ['Data końcowa nie może być wcześniejsza niż początkowa.'] });
    filters.days = { ...(from && { from }), ...(to && { to }) };
  }
  return filters;
}

/** The filters with their days as UTC instants of the company's days in `zone`: changed_at >= from, < to. */
export function inCompanyDays({ days, ...filters }: HistoryQueryFilters, zone: string): HistoryFilters {
  if (!days) return filters;
  const range = companyDayRange(days.from ?? FIRST_DAY, days.to ?? LAST_DAY, zone);
  return { ...filters, ...(days.from && { from: range.fromIso }), ...(days.to && { to: range.toIso }) };
}

export const historyRoutes: Feature = async (app, { database, config }) => {
  const zone = config.companyTimeZone;
  const { db, dialect } = database;

  app.get(
    '/api/history/',
    {
      schema: {
        tags,
        summary: 'Change history: every create, update and delete, newest first or by _sort (paged with _start/_end, X-Total-Count)',
        description:
          "Without entity and record administrator only (403 otherwise); one record's history (entity + record) for anyone who may read the record " +
          '(a deleted one by the site its history last recorded, else administrator only).',
        querystring: listQuery,
        response: { 200: { type: 'array', items: eventSchema } },
      },
    },
    async (request, reply) => {
      const { page, sort } = request.query;
      const filters = inCompanyDays(request.query.filters, zone);
      await requireHistoryReadable(request, database.readDb, filters);
      const { rows, total } = await listHistory(database.readDb, dialect, filters, page, sort);
      reply.header('X-Total-Count', String(total));
      return rows;
    },
  );

  app.get(
    '/api/history/export/',
    { schema: { tags, summary: 'CSV of the change history (same filters and access), newest first', querystring: exportQuery } },
    async (request, reply) => {
      const { days } = request.query;
      const filters = inCompanyDays(request.query.filters, zone);
      await requireHistoryReadable(request, database.readDb, filters);
      const pages = historyPages(database.readDb, dialect, filters, CSV_PAGE_ROWS);
      const csv = Readable.from(
        (async function* () {
          yield CSV_BOM + csvRow(CHANGE_HISTORY_CSV_HEADERS.map(csvText));
          for await (const events of pages) yield events.map((event) => csvRow(changeEventCells(event, zone).map(csvText))).join('');
        })(),
      );
      csv.on('error', (error) => request.log.error({ err: error }, 'history CSV failed'));
      const fileName = rangeFileName(CHANGE_HISTORY_FILE_NAME, days);
      return csvAttachment(reply, fileName).send(csv);
    },
  );

  // Retention: rows older than HISTORY_RETENTION_DAYS go at start and once a day.
  let timer: NodeJS.Timeout | undefined;
  const purge = () => purgeHistory(db, config.historyRetentionDays).catch((error) => app.log.warn({ err: error }, 'purging old change history failed'));
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(purge, PURGE_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
