/**
 * The same data provider contract on ra-data-fakerest, for testers (`npm run dev:fake`): the shared
 * site and date range become fakerest filters, joined display fields are computed from the registry.
 */
import fakeRestProvider from 'ra-data-fakerest';
import { HttpError, type DataProvider, type GetListParams, type Identifier, type RaRecord } from 'ra-core';
import { addDays } from 'date-fns';
import { calendarDay, companyToday, startOfCompanyDay } from '../../domain/dates';
import { getResource, type ResourceSpec } from '../../domain/resources';
import { latestWorkDayPerPerson, type WorkDayRow } from '../../domain/workDays';
import type { WorkScope } from '../../state/workScope';
import type { FakeProviderConfig } from '../config';
import { listLocally } from '../api/localListing';
import { deleteEach } from '../deleteEach';
import { wantsLatestPerPerson, type SatDataProvider } from '../types';
import { withOwnLists } from '../ownLists';
import { writePayload } from '../writePayload';
import { ACCOUNTS_TABLE, type FakeData } from './demoData';
import { fakeAccounts } from './accounts';
import type { Account } from '../../domain/accounts';
import { fakeActivity } from './activity';
import { fakeFleet } from './fleet';
import { fakeAnomalies } from './anomalies';
import { fakeRepairs } from './repairs';
import { fakeChangeHistory } from './changeHistory';
import { fakeHaul } from './haul';
import { fakeSiteTime } from './siteTime';
import { fakeWorkingTime } from './workingTime';
import { fakeFuelSettlement } from './fuelSettlement';
import { fakeWorkCards } from './workCards';
import { fakeMileageRegister } from './mileageRegister';
import { fakeReports } from './reports';
import { fakeSiteReport } from './siteReport';
import { fakeMaintenance, withExpiredDocuments } from './maintenance';
import { withArrayTable } from './arrayTable';
import { csvFile } from './csv';
import { exportDefinition, exportDocument } from '../../domain/exportDefinitions';
import { sortField, splitFieldFilters, withComputed } from './fieldFilters';

const ALL_ROWS = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

/** The site a row belongs to: its own `site`, or (`siteVia`) the ids of the site's rows it may point at. */
async function siteFilter(provider: DataProvider, spec: ResourceSpec, site: number): Promise<Record<string, unknown>> {
  if (!spec.siteVia) return { site };
  const target = spec.fields[spec.siteVia].reference!;
  const { data } = await provider.getList(target, { filter: { site }, pagination: ALL_ROWS, sort: { field: 'id', order: 'ASC' } });
  return { [spec.siteVia]: data.map((row) => row.id) };
}

async function scopeFilter(provider: DataProvider, spec: ResourceSpec, { site, dateRange }: WorkScope, timeZone: string): Promise<Record<string, unknown>> {
  const filter: Record<string, unknown> = spec.siteScoped && site !== null ? await siteFilter(provider, spec, site) : {};
  // The company's days, as the server reads date_from and date_to.
  if (spec.dateScoped && dateRange.from) filter[`${spec.dateField}_gte`] = startOfCompanyDay(calendarDay(dateRange.from), timeZone);
  if (spec.dateScoped && dateRange.to) filter[`${spec.dateField}_lt`] = startOfCompanyDay(calendarDay(addDays(dateRange.to, 1)), timeZone);
  return filter;
}

/** Drops what the API never returns (passwords) and what the server sets itself. */
function storedRow(spec: ResourceSpec, body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([name]) => !spec.fields[name]?.writeOnly));
}

/** The GPS points: far too many rows for fakerest, read-only anyway. */
const LOCATION_POINTS = 'location-history';

export function getDataProvider(data: FakeData, config: FakeProviderConfig): SatDataProvider {
  const { scope, timeZone } = config;
  const { [LOCATION_POINTS]: points = [], [ACCOUNTS_TABLE]: accounts = [], ...tables } = data;
  const inner: DataProvider = withArrayTable(fakeRestProvider(tables, false), LOCATION_POINTS, points as RaRecord[]);

  /** The rows of these ids that exist, like the API's `?id=` list (fakerest's getMany throws on a missing one). */
  const existing = async (resource: string, ids: Identifier[]) =>
    resource === LOCATION_POINTS
      ? (await inner.getMany(resource, { ids })).data
      : (await inner.getList(resource, { filter: { id: ids }, pagination: ALL_ROWS, sort: { field: 'id', order: 'ASC' } })).data;

  /** Adds the registry's computed columns and joined display fields (e.g. role_name) to rows. */
  async function withJoins<R extends RaRecord>(resource: string, stored: R[]): Promise<R[]> {
    const spec = getResource(resource);
    const today = companyToday(Date.now(), timeZone);
    const rows = await withExpiredDocuments(
      inner,
      spec,
      stored.map((row) => withComputed(spec, row, today)),
      timeZone,
    );
    const joined = Object.entries(spec.joined ?? {});
    if (joined.length === 0 || rows.length === 0) return rows;
    const referenced = new Map<string, Map<unknown, RaRecord>>();
    for (const via of new Set(joined.map(([, join]) => join.via))) {
      const target = spec.fields[via]?.reference;
      if (!target) continue;
      const ids = [...new Set(rows.map((row) => row[via]).filter((id) => id !== null && id !== undefined))];
      const targets = await existing(target, ids);
      referenced.set(via, new Map(targets.map((row) => [row.id, row])));
    }
    return rows.map((row) => {
      const extra = Object.fromEntries(joined.map(([name, join]) => [name, referenced.get(join.via)?.get(row[join.via])?.[join.column] ?? null]));
      return { ...row, ...extra };
    });
  }

  /**
   * A search reads joined columns too and needs all its words (as the server), and the field
   * filters follow the API's contract (./fieldFilters.ts): those run on the whole scoped list.
   */
  const list = async <R extends RaRecord>(resource: string, params: GetListParams): Promise<{ data: R[]; total?: number }> => {
    const spec = getResource(resource);
    const { q, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
    const { test, rest } = splitFieldFilters(spec, filter, timeZone);
    const scoped = { ...rest, ...(await scopeFilter(inner, spec, scope(), timeZone)) };
    const sort = params.sort && { ...params.sort, field: sortField(spec, params.sort.field) };
    if (!q && !test) {
      const result = await inner.getList(resource, { ...params, sort, filter: scoped });
      return { ...result, data: await withJoins(resource, result.data) };
    }
    const { data: rows } = await inner.getList(resource, { pagination: ALL_ROWS, sort: sort ?? spec.defaultSort, filter: scoped });
    const found = test ? rows.filter(test) : rows;
    const page = listLocally(await withJoins(resource, found), spec, { ...params, sort, filter: { q } });
    return { data: page.data as R[], total: page.total };
  };

  /** Each person's latest work day, then searched, sorted and paged like the API provider does. */
  const latestPerPerson = async <R extends RaRecord>(resource: string, params: GetListParams) => {
    const { q, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
    const { data: rows } = await list(resource, { pagination: ALL_ROWS, sort: getResource(resource).defaultSort, filter });
    const page = listLocally(latestWorkDayPerPerson(rows as (RaRecord & WorkDayRow)[]), getResource(resource), {
      ...params,
      filter: { ...filter, q },
    });
    return { data: page.data as R[], total: page.total };
  };

  const reports = {
    ...fakeReports(inner, timeZone),
    ...fakeHaul(inner, timeZone),
    ...fakeAnomalies(inner, timeZone),
    ...fakeMaintenance(inner, timeZone),
    ...fakeSiteTime(inner, timeZone),
    ...fakeWorkingTime(inner, timeZone),
    ...fakeFuelSettlement(inner, timeZone),
    ...fakeWorkCards(inner, timeZone),
    ...fakeMileageRegister(inner, timeZone),
  };
  // The accounts and the change history are lists too (issue 29 §5).
  return withOwnLists<SatDataProvider>({
    ...inner,
    ...fakeActivity(inner, config),
    ...fakeFleet(inner, config),
    ...reports,
    ...fakeSiteReport(inner, reports, timeZone),
    // Repair requests as a workflow (issue 15 §3).
    ...fakeRepairs(inner, config),
    // Change history (issue 16 §2).
    ...fakeChangeHistory(),
    // Accounts and their rights (issue 16 §1).
    ...fakeAccounts(accounts as Account[]),
    getList: (resource, params) => (wantsLatestPerPerson(params.meta) ? latestPerPerson(resource, params) : list(resource, params)),
    getManyReference: async (resource, params) => {
      const result = await inner.getManyReference(resource, params);
      return { ...result, data: await withJoins(resource, result.data) };
    },
    getOne: async (resource, params) => {
      // As the API answers an unknown id (fakerest throws a plain Error).
      if (resource !== LOCATION_POINTS && (await existing(resource, [params.id])).length === 0) {
        throw new HttpError(getResource(resource).notFoundMessage, 404);
      }
      const { data: row } = await inner.getOne(resource, params);
      const [joined] = await withJoins(resource, [row]);
      return { data: joined };
    },
    getMany: async (resource, params) => ({
      data: await withJoins(resource, await existing(resource, params.ids)),
    }),
    create: async (resource, params) => {
      const spec = getResource(resource);
      const body = writePayload(spec, params.data, 'create', scope().site);
      const { data: row } = await inner.create(resource, { ...params, data: storedRow(spec, body) });
      const [joined] = await withJoins(resource, [row]);
      return { data: joined };
    },
    update: async (resource, params) => {
      const spec = getResource(resource);
      const body = writePayload(spec, params.data, 'update', scope().site);
      const { data: row } = await inner.update(resource, { ...params, data: storedRow(spec, body) });
      const [joined] = await withJoins(resource, [row]);
      return { data: joined };
    },
    /** One delete per id, in parallel, each refusal named per row like the real provider. */
    deleteMany: (resource, { ids }) => deleteEach(ids, (id) => inner.delete(resource, { id })),
    /** The rows the list shows (its filters, search and sort), written by the server's export definition. */
    exportCsv: async (resource, shown) => {
      const spec = getResource(resource);
      const { data: rows } = await list(resource, { pagination: ALL_ROWS, sort: shown?.sort ?? spec.defaultSort, filter: shown?.filter ?? {} });
      return csvFile(exportDocument(exportDefinition(spec), rows, timeZone));
    },
  });
}
