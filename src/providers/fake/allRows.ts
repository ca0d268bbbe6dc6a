/** Every row of a fake table matching a filter, for the reports computed in the browser. */
import type { DataProvider, RaRecord } from 'ra-core';

const ALL_ROWS = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

export const allRows =
  (inner: DataProvider) =>
  async (resource: string, filter: Record<string, unknown> = {}): Promise<RaRecord[]> =>
    (await inner.getList(resource, { filter, pagination: ALL_ROWS, sort: { field: 'id', order: 'ASC' } })).data;
