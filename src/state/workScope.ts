/**
 * The shared working scope (spec §1): the selected site, persisted under `selectedSite`, and the
 * date range, by default the last 7 days up to today. The data providers read it to inject
 * `site`, `date_from` and `date_to`; components observe it with `useWorkScope`.
 */
import { subDays } from 'date-fns';
import { companyToday } from '../domain/dates';
import { readStored, writeStored } from './browserStorage';
import { createExternalStore, useExternalStore } from './externalStore';

export const SELECTED_SITE_KEY = 'selectedSite';

export interface DateRange {
  from?: Date;
  to?: Date;
}

export interface WorkScope {
  /** Id of the selected site, or null when none is selected. */
  site: number | null;
  dateRange: DateRange;
}

export const isSiteId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The last 7 days up to the company's today (not the browser's). */
export function defaultDateRange(now: Date = new Date()): DateRange {
  const today = companyToday(now);
  return { from: subDays(today, 7), to: today };
}

function readStoredSite(): number | null {
  const value = readStored<unknown>(SELECTED_SITE_KEY);
  return isSiteId(value) ? value : null;
}

const store = createExternalStore<WorkScope>(() => ({ site: readStoredSite(), dateRange: defaultDateRange() }));

export const workScope = {
  get: store.get,
  subscribe: store.subscribe,
  setSite(site: number | null) {
    if (store.get().site === site) return;
    writeStored(SELECTED_SITE_KEY, site);
    store.set({ ...store.get(), site });
  },
  setDateRange(dateRange: DateRange) {
    store.set({ ...store.get(), dateRange });
  },
};

export const useWorkScope = (): WorkScope => useExternalStore(store);
