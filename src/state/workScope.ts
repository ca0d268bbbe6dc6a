/**
 * The shared working scope (spec §1): the selected site, persisted under `selectedSite`, and the
 * date range, by default the last 7 days up to the company's today: the app sets it at start in the
 * zone the server names (main.tsx); until then (a test rendering a screen alone) the default zone's. The data providers read it to inject
 * `site`, `date_from` and `date_to`; components observe it with `useWorkScope`.
 *
 * An account bound to some sites (issue 16 §1) always has one of them selected: the server refuses
 * (403, shown in place of the page) a report or map without a site or with another one, so a site
 * outside the account's, or none, becomes its first site — when read, set, or after a login.
 */
import { subDays } from 'date-fns';
import { companyToday, DEFAULT_COMPANY_TIME_ZONE } from '../domain/dates';
import { readStored, writeStored } from './browserStorage';
import { getStoredUser } from './storedUser';
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

export const isSiteId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The last 7 days up to the company's today in `timeZone` (not the browser's). */
export function defaultDateRange(timeZone: string, now: Date = new Date()): DateRange {
  const today = companyToday(now, timeZone);
  return { from: subDays(today, 7), to: today };
}

function readStoredSite(): number | null {
  const value = readStored<unknown>(SELECTED_SITE_KEY);
  return isSiteId(value) ? value : null;
}

/** `site` if the logged-in account may work on it, else the account's first site. */
export function siteWithinAccess(site: number | null): number | null {
  const sites = getStoredUser()?.access.sites ?? null;
  if (sites === null || (site !== null && sites.includes(site))) return site;
  return sites[0] ?? null;
}

const store = createExternalStore<WorkScope>(() => ({ site: siteWithinAccess(readStoredSite()), dateRange: defaultDateRange(DEFAULT_COMPANY_TIME_ZONE) }));

export const workScope = {
  get: store.get,
  subscribe: store.subscribe,
  setSite(requested: number | null) {
    const site = siteWithinAccess(requested);
    if (store.get().site === site) return;
    writeStored(SELECTED_SITE_KEY, site);
    store.set({ ...store.get(), site });
  },
  /** After a login: the selected site must be one the new account may work on. */
  keepWithinAccess() {
    workScope.setSite(store.get().site);
  },
  setDateRange(dateRange: DateRange) {
    store.set({ ...store.get(), dateRange });
  },
};

export const useWorkScope = (): WorkScope => useExternalStore(store);
