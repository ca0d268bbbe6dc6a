/** The VAT mileage register (issue 33 §4): the month as JSON, CSV and XLSX; its close, corrections and trips' purposes. */
import type { MileageEntry, MileageRegisterReport, SatDataProvider } from '../types';
import { apiFetch, apiJson } from './http';

type MileageMethods = Pick<
  SatDataProvider,
  'getMileageRegister' | 'exportMileageRegisterCsv' | 'exportMileageRegisterXlsx' | 'closeMileageMonth' | 'addMileageCorrection' | 'setRidePurpose'
>;

export const mileageRegisterMethods = (): MileageMethods => ({
  getMileageRegister: async (query) => (await apiJson<MileageRegisterReport>('/api/reports/mileage-register/', { query: { ...query } })).body,
  exportMileageRegisterCsv: async (query) => (await apiFetch('/api/reports/mileage-register/export/', { query: { ...query } })).blob(),
  exportMileageRegisterXlsx: async (query) => (await apiFetch('/api/reports/mileage-register/xlsx/', { query: { ...query } })).blob(),
  closeMileageMonth: async (query) => (await apiJson<MileageRegisterReport>('/api/mileage-register/close/', { method: 'POST', body: query })).body,
  addMileageCorrection: async (correction) => (await apiJson<MileageEntry>('/api/mileage-register/corrections/', { method: 'POST', body: correction })).body,
  setRidePurpose: async (ride, purpose) =>
    (await apiJson<{ ride: number; purpose: string | null }>('/api/mileage-register/purpose/', { method: 'PUT', body: { ride, purpose } })).body,
});
