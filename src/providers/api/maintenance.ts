/** Maintenance (issue 15): the services and documents due on a site, and their CSV. */
import type { MaintenanceDue } from '../../domain/maintenance/due';
import type { SatDataProvider } from '../types';
import { apiFetch, apiJson } from './http';

export const maintenanceMethods = (): Pick<SatDataProvider, 'getMaintenanceDue' | 'exportMaintenanceDueCsv'> => ({
  getMaintenanceDue: async (site) => (await apiJson<MaintenanceDue>('/api/maintenance/due/', { query: { site: String(site) } })).body,
  exportMaintenanceDueCsv: async (site) => (await apiFetch('/api/maintenance/due/export/', { query: { site: String(site) } })).blob(),
});
