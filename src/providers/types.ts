import type { DataProvider } from 'ra-core';

/** The app's data provider: react-admin's methods plus the CSV exports of spec §7. */
export interface SatDataProvider extends DataProvider {
  /** The CSV export of a resource for the current site and date range. */
  exportCsv(resource: CsvExportResource): Promise<Blob>;
}

/** Screens with a CSV export button (spec §2 header): rides, fuelings, work days, vehicles. */
export const csvExportResources = ['rides', 'fueling', 'work-days', 'vehicles'] as const;
export type CsvExportResource = (typeof csvExportResources)[number];

export const isCsvExportResource = (name: string): name is CsvExportResource =>
  (csvExportResources as readonly string[]).includes(name);
