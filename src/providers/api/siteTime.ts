/** Where the sites are (issue 31 §4): time on sites and position anomalies with their CSVs, the working hours. */
import { paddedDay } from '../../domain/dates';
import type { SatDataProvider, SiteTimeQuery, SiteTimeReport, PositionAnomalyList, WorkingHours } from '../types';
import { apiFetch, apiJson } from './http';

type SiteTimeMethods = Pick<
  SatDataProvider,
  'getSiteTime' | 'exportSiteTimeCsv' | 'getPositionAnomalies' | 'exportPositionAnomaliesCsv' | 'getWorkingHours' | 'saveWorkingHours'
>;

const siteTimeQuery = ({ site, from, to }: SiteTimeQuery) => ({ site: site ?? undefined, date_from: paddedDay(from), date_to: paddedDay(to) });

export const siteTimeMethods = (): SiteTimeMethods => ({
  getSiteTime: async (query) => (await apiJson<SiteTimeReport>('/api/site-time/', { query: siteTimeQuery(query) })).body,
  exportSiteTimeCsv: async (query) => (await apiFetch('/api/site-time/export/', { query: siteTimeQuery(query) })).blob(),
  getPositionAnomalies: async (query) => (await apiJson<PositionAnomalyList>('/api/position-anomalies/', { query: siteTimeQuery(query) })).body,
  exportPositionAnomaliesCsv: async (query) => (await apiFetch('/api/position-anomalies/export/', { query: siteTimeQuery(query) })).blob(),
  getWorkingHours: async () => (await apiJson<WorkingHours>('/api/working-hours/')).body,
  saveWorkingHours: async (hours) => (await apiJson<WorkingHours>('/api/working-hours/', { method: 'PUT', body: hours })).body,
});
