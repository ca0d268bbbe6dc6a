/**
 * The change history in the demo (no server): the demo's in-browser writes are not recorded, so
 * its history is empty; the screens then show their "no changes" text and the CSV its headers.
 */
import { CHANGE_HISTORY_CSV_HEADERS } from '../../domain/changeHistory';
import { csvDocument } from '../../domain/csv';
import type { SatDataProvider } from '../types';
import { csvFile } from './csv';

export const fakeChangeHistory = (): Pick<SatDataProvider, 'getChangeHistory' | 'exportChangeHistoryCsv'> => ({
  getChangeHistory: async () => ({ data: [], total: 0 }),
  exportChangeHistoryCsv: async () => csvFile(csvDocument([...CHANGE_HISTORY_CSV_HEADERS], [])),
});
