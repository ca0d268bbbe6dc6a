/**
 * The data provider for the SAT API server: maps every registry resource onto its `apiPath`,
 * injects the shared site and date range, and lets the server page, sort and search when it
 * answers with X-Total-Count (docs/api.md), paging the whole array in the browser otherwise.
 */
import type { MaintenanceDue } from '../../domain/maintenance/due';
import type { GetListParams, Identifier, RaRecord } from 'ra-core';
import { paddedDay } from '../../domain/dates';
import type { GeoPoint } from '../../domain/geo';
import type { HaulReportAnswer } from '../../domain/reports/haul';
import type { SiteReport } from '../../domain/reports/siteReport';
import { getResource, resources, type ResourceSpec } from '../../domain/resources';
import { latestWorkDayPerPerson, type WorkDayRow } from '../../domain/workDays';
import { workScope } from '../../state/workScope';
import { deleteEach } from '../deleteEach';
import { exportScopeParams, listScopeParams } from '../scopeParams';
import {
  csvExportResources,
  wantsLatestPerPerson,
  type CsvExportResource,
  type AppSettings,
  type HaulQuery,
  type OnlinePerson,
  type SatDataProvider,
  type TankerLedgerReport,
  type ConsumptionReport,
  type ConsumptionTrendReport,
  type AnomalyListReport,
} from '../types';
import type { FuelThresholds } from '../../domain/reports/fuelLog';
import { writePayload } from '../writePayload';
import { apiFetch, apiJson, type QueryValue } from './http';
import { listLocally } from './localListing';
import { resourceAdapters } from './resourceAdapters';
import { uploadAttachment } from './uploadAttachment';
import { repairChangeSpec } from '../../domain/repairs/changeFields';
import { REPAIRS_CSV_PATH } from '../../domain/repairs/csv';
import type { RepairHistoryEvent } from '../../domain/repairs/history';
import { CHANGE_HISTORY_CSV_PATH, CHANGE_HISTORY_PATH, type ChangeEvent } from '../../domain/changeHistory';
import { ACCOUNTS_PATH, accountSessionsPath, type Account } from '../../domain/accounts';

const TOTAL_HEADER = 'X-Total-Count';

/** CSV export endpoints (spec §7 "Exports"), as the registry declares them. */
export const csvExportPaths = Object.fromEntries(
  csvExportResources.map((name) => [name, resources[name].csvExport.path]),
) as Record<CsvExportResource, string>;

/**
 * Coordinates may arrive as strings (spec §3 "Online person"). The points are the ones just parsed
 * from the answer, so they are set in place.
 */
function numericCoordinates<T extends GeoPoint>(points: T[]): T[] {
  for (const point of points) {
    if (typeof point.latitude !== 'number') point.latitude = Number(point.latitude);
    if (typeof point.longitude !== 'number') point.longitude = Number(point.longitude);
  }
  return points;
}

const collectionPath = (spec: ResourceSpec) => `${spec.apiPath}/`;
const itemPath = (spec: ResourceSpec, id: Identifier) => `${spec.apiPath}/${encodeURIComponent(String(id))}/`;

/** The list query: shared scope (the list's, or an export's), filters (`q` included), paging and sorting. */
export function listQuery(
  spec: ResourceSpec,
  params: Partial<GetListParams>,
  scope: Record<string, string> = listScopeParams(spec, workScope.get()),
): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = { ...scope };
  for (const [field, value] of Object.entries(params.filter ?? {})) query[field] = value as QueryValue;
  if (params.pagination) {
    const { page, perPage } = params.pagination;
    query._start = (page - 1) * perPage;
    query._end = page * perPage;
  }
  if (params.sort?.field) {
    query._sort = params.sort.field;
    query._order = params.sort.order;
  }
  return query;
}

// Haul productivity (issue 13 §4).
const haulQuery = ({ site, from, to }: HaulQuery) => ({ site, date_from: paddedDay(from), date_to: paddedDay(to) });

export function getDataProvider(): SatDataProvider {
  const adapterOf = (resource: string) => resourceAdapters[resource] ?? {};

  const list = async <R extends RaRecord>(resource: string, params: Partial<GetListParams>) => {
    const spec = getResource(resource);
    const { body: rows, headers } = await apiJson<RaRecord[]>(collectionPath(spec), { query: listQuery(spec, params) });
    const total = headers.get(TOTAL_HEADER);
    const page = total !== null ? { data: rows, total: Number(total) } : listLocally(rows, spec, params);
    return { data: page.data as R[], total: page.total };
  };

  /** Each person's latest work day: the whole scoped array, reduced, then searched, sorted and paged here. */
  const latestPerPerson = async <R extends RaRecord>(resource: string, params: Partial<GetListParams>) => {
    const spec = getResource(resource);
    const { q, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
    const { body: rows } = await apiJson<(RaRecord & WorkDayRow)[]>(collectionPath(spec), { query: listQuery(spec, { filter }) });
    const page = listLocally(latestWorkDayPerPerson(rows), spec, { ...params, filter: { ...filter, q } });
    return { data: page.data as R[], total: page.total };
  };

  const getOne = async (resource: string, id: Identifier) => {
    const { body } = await apiJson<RaRecord>(itemPath(getResource(resource), id));
    return body;
  };

  const update = async (resource: string, id: Identifier, data: Record<string, unknown>) => {
    const spec = getResource(resource);
    const payload = writePayload(spec, data, 'update', workScope.get().site);
    const { body: row } = await apiJson<RaRecord>(itemPath(spec, id), { method: 'PUT', body: payload });
    return row;
  };

  /** `POST <api>/<id>/archive/` or `/restore/` (issue 16 §3). */
  const setArchived = async (resource: string, id: Identifier, action: 'archive' | 'restore') => {
    const { body } = await apiJson<RaRecord>(`${itemPath(getResource(resource), id)}${action}/`, { method: 'POST' });
    return body;
  };

  const remove = (resource: string, id: Identifier) =>
    apiFetch(itemPath(getResource(resource), id), { method: 'DELETE' });

  const dataProvider: SatDataProvider = {
    getList: (resource, params) =>
      wantsLatestPerPerson(params.meta) ? latestPerPerson(resource, params) : list(resource, params),
    getManyReference: (resource, { target, id, ...params }) =>
      list(resource, { ...params, filter: { ...params.filter, [target]: id } }),
    getOne: async <R extends RaRecord>(resource: string, { id }: { id: Identifier }) => ({
      data: (await getOne(resource, id)) as R,
    }),
    getMany: async <R extends RaRecord>(resource: string, { ids }: { ids: Identifier[] }) => {
      if (ids.length === 0) return { data: [] as R[] };
      const { body } = await apiJson<RaRecord[]>(collectionPath(getResource(resource)), {
        query: { id: ids.map(String) },
      });
      return { data: body as R[] };
    },
    create: async <R extends RaRecord>(resource: string, { data }: { data: Partial<R> }) => {
      const spec = getResource(resource);
      const createPath = adapterOf(resource).createPath;
      const body = writePayload(spec, data, 'create', workScope.get().site);
      const { body: row } = await apiJson<RaRecord>(createPath ? `${createPath}/` : collectionPath(spec), {
        method: 'POST',
        body,
      });
      return { data: row as R };
    },
    update: async <R extends RaRecord>(
      resource: string,
      { id, data }: { id: Identifier; data: Partial<R> },
    ) => ({ data: (await update(resource, id, data)) as R }),
    updateMany: async (resource, { ids, data }) => {
      await Promise.all(
        ids.map(async (id) => {
          const previous = await getOne(resource, id);
          return update(resource, id, { ...previous, ...data });
        }),
      );
      return { data: ids };
    },
    delete: async <R extends RaRecord>(resource: string, { id, previousData }: { id: Identifier; previousData?: R }) => {
      await remove(resource, id);
      return { data: (previousData ?? { id }) as R };
    },
    /** One DELETE per id, all in parallel (spec §4); refused rows are named with the server's reason. */
    deleteMany: (resource, { ids }) => deleteEach(ids, (id) => remove(resource, id)),
    exportCsv: async (resource, shown) => {
      const spec = getResource(resource);
      const query = listQuery(spec, { filter: shown?.filter, sort: shown?.sort }, exportScopeParams(spec, workScope.get()));
      const response = await apiFetch(csvExportPaths[resource], { query });
      return response.blob();
    },
    getOnlinePeople: async () => {
      const { body } = await apiJson<OnlinePerson[]>('/api/online/', { query: { site: workScope.get().site } });
      return numericCoordinates(body);
    },
    getRideTrack: async (rideId) => (await apiFetch(`/api/location-history-for-ride/${rideId}/`)).arrayBuffer(),
    getAppSettings: async () => (await apiJson<AppSettings>('/api/config/')).body,
    uploadAttachment,
    archive: (resource, id) => setArchived(resource, id, 'archive'),
    restore: (resource, id) => setArchived(resource, id, 'restore'),
    getTankerLedger: async ({ tanker, from, to }) =>
      (
        await apiJson<TankerLedgerReport>('/api/reports/tanker-ledger/', {
          query: { tanker: String(tanker), date_from: paddedDay(from), date_to: paddedDay(to) },
        })
      ).body,
    getSiteReport: async ({ site, from, to }) =>
      (await apiJson<SiteReport>('/api/reports/site/', { query: { site: String(site), date_from: paddedDay(from), date_to: paddedDay(to) } })).body,
    exportSiteReportCsv: async ({ site, from, to, table }) =>
      (await apiFetch('/api/reports/site/export/', { query: { site: String(site), date_from: paddedDay(from), date_to: paddedDay(to), table } })).blob(),
    exportTankerLedgerCsv: async ({ tanker, from, to }) =>
      (await apiFetch('/api/reports/tanker-ledger/export/', { query: { tanker, date_from: paddedDay(from), date_to: paddedDay(to) } })).blob(),
    // Consumption per machine (issue "Fuel and haul intelligence" §3).
    getConsumption: async ({ site, from, to }) =>
      (await apiJson<ConsumptionReport>('/api/reports/consumption/', { query: { site, date_from: paddedDay(from), date_to: paddedDay(to) } })).body,
    getConsumptionTrend: async ({ vehicle, from, to }) =>
      (
        await apiJson<ConsumptionTrendReport>(`/api/reports/consumption/${vehicle}/trend/`, {
          query: { date_from: paddedDay(from), date_to: paddedDay(to) },
        })
      ).body,
    exportConsumptionCsv: async ({ site, from, to }) =>
      (await apiFetch('/api/reports/consumption/export/', { query: { site, date_from: paddedDay(from), date_to: paddedDay(to) } })).blob(),
    // Haul productivity (issue 13 §4).
    getHaulReport: async (query) => (await apiJson<HaulReportAnswer>('/api/reports/haul/', { query: haulQuery(query) })).body,
    exportHaulCsv: async (query, table) => (await apiFetch('/api/reports/haul/export/', { query: { ...haulQuery(query), table } })).blob(),
    // Maintenance (issue 15).
    getMaintenanceDue: async (site) => (await apiJson<MaintenanceDue>('/api/maintenance/due/', { query: { site: String(site) } })).body,
    exportMaintenanceDueCsv: async (site) => (await apiFetch('/api/maintenance/due/export/', { query: { site: String(site) } })).blob(),
    // Fuel anomalies (issue 13 §2).
    getAnomalies: async ({ site, from, to, includeExplained }) =>
      (
        await apiJson<AnomalyListReport>('/api/anomalies/', {
          query: { site: site ?? undefined, date_from: paddedDay(from), date_to: paddedDay(to), include_explained: String(includeExplained) },
        })
      ).body,
    exportAnomaliesCsv: async ({ site, from, to, includeExplained }) =>
      (
        await apiFetch('/api/anomalies/export/', {
          query: { site: site ?? undefined, date_from: paddedDay(from), date_to: paddedDay(to), include_explained: String(includeExplained) },
        })
      ).blob(),
    explainAnomaly: async (anomaly, note) => {
      await apiJson('/api/anomalies/explain/', { method: 'POST', body: { anomaly, note } });
    },
    withdrawAnomalyExplanation: async (anomaly) => {
      await apiFetch(`/api/anomalies/explain/${encodeURIComponent(anomaly)}/`, { method: 'DELETE' });
    },
    getAnomalySettings: async () => (await apiJson<FuelThresholds>('/api/anomalies/settings/')).body,
    saveAnomalySettings: async (thresholds) => (await apiJson<FuelThresholds>('/api/anomalies/settings/', { method: 'PUT', body: thresholds })).body,
    // Repair requests as a workflow (issue 15 §3).
    changeRepair: async (id, values) =>
      (
        await apiJson<RaRecord>(itemPath(resources.repairs, id), {
          method: 'PATCH',
          body: writePayload(repairChangeSpec, values, 'update', null),
        })
      ).body,
    getRepairHistory: async (id) => (await apiJson<RepairHistoryEvent[]>(`${itemPath(resources.repairs, id)}history/`)).body,
    exportRepairsCsv: async () => (await apiFetch(REPAIRS_CSV_PATH, { query: { site: workScope.get().site ?? undefined } })).blob(),
    // Change history (issue 16 §2).
    getChangeHistory: async (query, { offset, limit }) => {
      const { body, headers } = await apiJson<ChangeEvent[]>(CHANGE_HISTORY_PATH, { query: { ...query, _start: offset, _end: offset + limit } });
      return { data: body, total: Number(headers.get(TOTAL_HEADER) ?? body.length) };
    },
    exportChangeHistoryCsv: async (query) => (await apiFetch(CHANGE_HISTORY_CSV_PATH, { query: { ...query } })).blob(),
    // Accounts and their rights (issue 16 §1).
    getAccounts: async (query, { offset, limit }) => {
      const { body, headers } = await apiJson<Account[]>(ACCOUNTS_PATH, { query: { ...query, _start: offset, _end: offset + limit } });
      return { data: body, total: Number(headers.get(TOTAL_HEADER) ?? body.length) };
    },
    updateAccount: async (id, rights) => (await apiJson<Account>(`${ACCOUNTS_PATH}${id}/`, { method: 'PUT', body: rights })).body,
    endAccountSessions: async (id) => {
      await apiFetch(accountSessionsPath(id), { method: 'DELETE' });
    },
  };
  return dataProvider;
}

