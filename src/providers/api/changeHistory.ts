/** Change history (issue 16 §2): a page of changes and their CSV. */
import { CHANGE_HISTORY_CSV_PATH, CHANGE_HISTORY_PATH, type ChangeEvent } from '../../domain/changeHistory';
import type { SatDataProvider } from '../types';
import { apiFetch, apiJson } from './http';
import { TOTAL_HEADER } from './records';

export const changeHistoryMethods = (): Pick<SatDataProvider, 'getChangeHistory' | 'exportChangeHistoryCsv'> => ({
  getChangeHistory: async (query, { offset, limit }, sort) => {
    const { body, headers } = await apiJson<ChangeEvent[]>(CHANGE_HISTORY_PATH, {
      query: { ...query, ...(sort && { _sort: sort.field, _order: sort.order }), _start: offset, _end: offset + limit },
    });
    return { data: body, total: Number(headers.get(TOTAL_HEADER) ?? body.length) };
  },
  exportChangeHistoryCsv: async (query) => (await apiFetch(CHANGE_HISTORY_CSV_PATH, { query: { ...query } })).blob(),
});
