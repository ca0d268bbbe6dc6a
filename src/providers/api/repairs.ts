/** Repair requests as a workflow (issue 15 §3): a change, the request's history, the CSV. */
import type { RaRecord } from 'ra-core';
import { resources } from '../../domain/resources';
import { repairChangeSpec } from '../../domain/repairs/changeFields';
import { REPAIRS_CSV_PATH } from '../../domain/repairs/csv';
import type { RepairHistoryEvent } from '../../domain/repairs/history';
import type { SatDataProvider } from '../types';
import { writePayload } from '../writePayload';
import type { ProviderConfig } from '../config';
import { apiFetch, apiJson } from './http';
import { itemPath } from './records';

export const repairMethods = ({ scope }: ProviderConfig): Pick<SatDataProvider, 'changeRepair' | 'getRepairHistory' | 'exportRepairsCsv'> => ({
  changeRepair: async (id, values) =>
    (
      await apiJson<RaRecord>(itemPath(resources.repairs, id), {
        method: 'PATCH',
        body: writePayload(repairChangeSpec, values, 'update', null),
      })
    ).body,
  getRepairHistory: async (id) => (await apiJson<RepairHistoryEvent[]>(`${itemPath(resources.repairs, id)}history/`)).body,
  exportRepairsCsv: async () => (await apiFetch(REPAIRS_CSV_PATH, { query: { site: scope().site ?? undefined } })).blob(),
});
