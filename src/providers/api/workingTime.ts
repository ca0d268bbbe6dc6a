/** Working time (issue 33 §1): the register as JSON, CSV and XLSX, and the company's night. */
import type { NightHours, SatDataProvider, WorkingTimeQuery, WorkingTimeReport } from '../types';
import { apiFetch, apiJson } from './http';

type WorkingTimeMethods = Pick<SatDataProvider, 'getWorkingTime' | 'exportWorkingTimeCsv' | 'exportWorkingTimeXlsx' | 'getNightHours' | 'saveNightHours'>;

const workingTimeQuery = ({ month, site, person }: WorkingTimeQuery) => ({ month, site: site ?? undefined, person });

export const workingTimeMethods = (): WorkingTimeMethods => ({
  getWorkingTime: async (query) => (await apiJson<WorkingTimeReport>('/api/reports/working-time/', { query: workingTimeQuery(query) })).body,
  exportWorkingTimeCsv: async (query) => (await apiFetch('/api/reports/working-time/export/', { query: workingTimeQuery(query) })).blob(),
  exportWorkingTimeXlsx: async (query) => (await apiFetch('/api/reports/working-time/xlsx/', { query: workingTimeQuery(query) })).blob(),
  getNightHours: async () => (await apiJson<NightHours>('/api/night-hours/')).body,
  saveNightHours: async (night) => (await apiJson<NightHours>('/api/night-hours/', { method: 'PUT', body: night })).body,
});
