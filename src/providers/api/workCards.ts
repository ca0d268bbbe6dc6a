/** Work cards (issue 33 §3): the cards as JSON and CSV, a site's month as PDF. */
import type { SatDataProvider, WorkCardsReport } from '../types';
import { apiFetch, apiJson } from './http';

type WorkCardsMethods = Pick<SatDataProvider, 'getWorkCards' | 'exportWorkCardsCsv' | 'exportWorkCardsPdf'>;

export const workCardsMethods = (): WorkCardsMethods => ({
  getWorkCards: async (query) => (await apiJson<WorkCardsReport>('/api/reports/work-cards/', { query: { ...query } })).body,
  exportWorkCardsCsv: async (query) => (await apiFetch('/api/reports/work-cards/export/', { query: { ...query } })).blob(),
  exportWorkCardsPdf: async (query) => (await apiFetch('/api/reports/work-cards/pdf/', { query: { ...query } })).blob(),
});
