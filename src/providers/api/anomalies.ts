/** Fuel anomalies (issue 13 §2): the list and its CSV, explanations, the thresholds. */
import { paddedDay } from '../../domain/dates';
import type { FuelThresholds } from '../../domain/reports/fuelLog';
import type { AnomalyListReport, SatDataProvider } from '../types';
import { apiFetch, apiJson } from './http';

type AnomalyMethods = Pick<
  SatDataProvider,
  'getAnomalies' | 'exportAnomaliesCsv' | 'explainAnomaly' | 'withdrawAnomalyExplanation' | 'getAnomalySettings' | 'saveAnomalySettings'
>;

const anomalyQuery = ({ site, from, to, includeExplained }: Parameters<SatDataProvider['getAnomalies']>[0]) => ({
  site: site ?? undefined,
  date_from: paddedDay(from),
  date_to: paddedDay(to),
  include_explained: String(includeExplained),
});

export const anomalyMethods = (): AnomalyMethods => ({
  getAnomalies: async (query) => (await apiJson<AnomalyListReport>('/api/anomalies/', { query: anomalyQuery(query) })).body,
  exportAnomaliesCsv: async (query) => (await apiFetch('/api/anomalies/export/', { query: anomalyQuery(query) })).blob(),
  explainAnomaly: async (anomaly, note) => {
    await apiJson('/api/anomalies/explain/', { method: 'POST', body: { anomaly, note } });
  },
  withdrawAnomalyExplanation: async (anomaly) => {
    await apiFetch(`/api/anomalies/explain/${encodeURIComponent(anomaly)}/`, { method: 'DELETE' });
  },
  getAnomalySettings: async () => (await apiJson<FuelThresholds>('/api/anomalies/settings/')).body,
  saveAnomalySettings: async (thresholds) => (await apiJson<FuelThresholds>('/api/anomalies/settings/', { method: 'PUT', body: thresholds })).body,
});
