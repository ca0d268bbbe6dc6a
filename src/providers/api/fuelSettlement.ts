/** Fuel settled against the norms (issue 33 §2): the month as JSON, CSV and XLSX. */
import type { FuelSettlementQuery, FuelSettlementReport, SatDataProvider } from '../types';
import { apiFetch, apiJson } from './http';

type FuelSettlementMethods = Pick<SatDataProvider, 'getFuelSettlement' | 'exportFuelSettlementCsv' | 'exportFuelSettlementXlsx'>;

const settlementQuery = ({ month, site }: FuelSettlementQuery) => ({ month, site: site ?? undefined });

export const fuelSettlementMethods = (): FuelSettlementMethods => ({
  getFuelSettlement: async (query) => (await apiJson<FuelSettlementReport>('/api/reports/fuel-settlement/', { query: settlementQuery(query) })).body,
  exportFuelSettlementCsv: async (query) => (await apiFetch('/api/reports/fuel-settlement/export/', { query: settlementQuery(query) })).blob(),
  exportFuelSettlementXlsx: async (query) => (await apiFetch('/api/reports/fuel-settlement/xlsx/', { query: settlementQuery(query) })).blob(),
});
