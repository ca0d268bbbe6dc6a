/**
 * The registry resources' records (react-admin's methods and the lists' CSV): every resource's
 * `apiPath`, the shared site and date range injected, the server paging, sorting and searching
 * when it answers with X-Total-Count (docs/api.md), the whole array paged in the browser otherwise.
 */
import type { GetListParams, Identifier, RaRecord } from 'ra-core';
import { getResource, resources, type ResourceSpec } from '../../domain/resources';
import { latestWorkDayPerPerson, type WorkDayRow } from '../../domain/workDays';
import { deleteEach } from '../deleteEach';
import { exportScopeParams, listScopeParams } from '../scopeParams';
import { csvExportResources, wantsLatestPerPerson, type CsvExportResource, type SatDataProvider } from '../types';
import { writePayload } from '../writePayload';
import type { ProviderConfig } from '../config';
import { apiFetch, apiJson, type QueryValue } from './http';
import { listLocally } from './localListing';
import { resourceAdapters } from './resourceAdapters';

export const TOTAL_HEADER = 'X-Total-Count';

/** CSV export endpoints (spec §7 "Exports"), as the registry declares them. */
export const csvExportPaths = Object.fromEntries(csvExportResources.map((name) => [name, resources[name].csvExport.path])) as Record<CsvExportResource, string>;

export const collectionPath = (spec: ResourceSpec) => `${spec.apiPath}/`;
export const itemPath = (spec: ResourceSpec, id: Identifier) => `${spec.apiPath}/${encodeURIComponent(String(id))}/`;

/** The list query: shared scope (the list's, or an export's), filters (`q` included), paging and sorting. */
export function listQuery(params: Partial<GetListParams>, scope: Record<string, string>): Record<string, QueryValue> {
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

type RecordMethods = Pick<
  SatDataProvider,
  'getList' | 'getManyReference' | 'getOne' | 'getMany' | 'create' | 'update' | 'updateMany' | 'delete' | 'deleteMany' | 'exportCsv' | 'archive' | 'restore'
>;

export function recordMethods({ scope }: ProviderConfig): RecordMethods {
  const adapterOf = (resource: string) => resourceAdapters[resource] ?? {};

  const list = async <R extends RaRecord>(resource: string, params: Partial<GetListParams>) => {
    const spec = getResource(resource);
    const { body: rows, headers } = await apiJson<RaRecord[]>(collectionPath(spec), { query: listQuery(params, listScopeParams(spec, scope())) });
    const total = headers.get(TOTAL_HEADER);
    const page = total !== null ? { data: rows, total: Number(total) } : listLocally(rows, spec, params);
    return { data: page.data as R[], total: page.total };
  };

  /** Each person's latest work day: the whole scoped array, reduced, then searched, sorted and paged here. */
  const latestPerPerson = async <R extends RaRecord>(resource: string, params: Partial<GetListParams>) => {
    const spec = getResource(resource);
    const { q, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
    const { body: rows } = await apiJson<(RaRecord & WorkDayRow)[]>(collectionPath(spec), { query: listQuery({ filter }, listScopeParams(spec, scope())) });
    const page = listLocally(latestWorkDayPerPerson(rows), spec, { ...params, filter: { ...filter, q } });
    return { data: page.data as R[], total: page.total };
  };

  const getOne = async (resource: string, id: Identifier) => {
    const { body } = await apiJson<RaRecord>(itemPath(getResource(resource), id));
    return body;
  };

  const update = async (resource: string, id: Identifier, data: Record<string, unknown>) => {
    const spec = getResource(resource);
    const payload = writePayload(spec, data, 'update', scope().site);
    const { body: row } = await apiJson<RaRecord>(itemPath(spec, id), { method: 'PUT', body: payload });
    return row;
  };

  /** `POST <api>/<id>/archive/` or `/restore/` (issue 16 §3). */
  const setArchived = async (resource: string, id: Identifier, action: 'archive' | 'restore') => {
    const { body } = await apiJson<RaRecord>(`${itemPath(getResource(resource), id)}${action}/`, { method: 'POST' });
    return body;
  };

  const remove = (resource: string, id: Identifier) => apiFetch(itemPath(getResource(resource), id), { method: 'DELETE' });

  return {
    getList: (resource, params) => (wantsLatestPerPerson(params.meta) ? latestPerPerson(resource, params) : list(resource, params)),
    getManyReference: (resource, { target, id, ...params }) => list(resource, { ...params, filter: { ...params.filter, [target]: id } }),
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
      const body = writePayload(spec, data, 'create', scope().site);
      const { body: row } = await apiJson<RaRecord>(createPath ? `${createPath}/` : collectionPath(spec), {
        method: 'POST',
        body,
      });
      return { data: row as R };
    },
    update: async <R extends RaRecord>(resource: string, { id, data }: { id: Identifier; data: Partial<R> }) => ({
      data: (await update(resource, id, data)) as R,
    }),
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
      const query = listQuery({ filter: shown?.filter, sort: shown?.sort }, exportScopeParams(spec, scope()));
      const response = await apiFetch(csvExportPaths[resource], { query });
      return response.blob();
    },
    archive: (resource, id) => setArchived(resource, id, 'archive'),
    restore: (resource, id) => setArchived(resource, id, 'restore'),
  };
}
