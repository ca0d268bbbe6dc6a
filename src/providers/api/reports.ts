/** The reports (docs/api.md "Reports"): tanker ledger, site report, consumption per machine, haul productivity. */
import { paddedDay } from '../../domain/dates';
import type { HaulReportAnswer } from '../../domain/reports/haul';
import type { SiteReport } from '../../domain/reports/siteReport';
import type { ConsumptionReport, ConsumptionTrendReport, HaulQuery, SatDataProvider, TankerLedgerReport } from '../types';
import { apiFetch, apiJson } from './http';

const haulQuery = ({ site, from, to }: HaulQuery) => ({ site, date_from: paddedDay(from), date_to: paddedDay(to) });

type ReportMethods = Pick<
  SatDataProvider,
  | 'getTankerLedger'
  | 'exportTankerLedgerCsv'
  | 'getSiteReport'
  | 'exportSiteReportCsv'
  | 'getConsumption'
  | 'getConsumptionTrend'
  | 'exportConsumptionCsv'
  | 'getHaulReport'
  | 'exportHaulCsv'
>;

export const reportMethods = (): ReportMethods => ({
  getTankerLedger: async ({ tanker, from, to }) =>
    (
      await apiJson<TankerLedgerReport>('/api/reports/tanker-ledger/', {
        query: { tanker: String(tanker), date_from: paddedDay(from), date_to: paddedDay(to) },
      })
    ).body,
  exportTankerLedgerCsv: async ({ tanker, from, to }) =>
    (await apiFetch('/api/reports/tanker-ledger/export/', { query: { tanker, date_from: paddedDay(from), date_to: paddedDay(to) } })).blob(),
  getSiteReport: async ({ site, from, to }) =>
    (await apiJson<SiteReport>('/api/reports/site/', { query: { site: String(site), date_from: paddedDay(from), date_to: paddedDay(to) } })).body,
  exportSiteReportCsv: async ({ site, from, to, table }) =>
    (await apiFetch('/api/reports/site/export/', { query: { site: String(site), date_from: paddedDay(from), date_to: paddedDay(to), table } })).blob(),
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
});
