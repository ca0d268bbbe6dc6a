/**
 * Screens that are no registry resource's list, each carrying its route as `Page.path`; the admin
 * mounts them inside the dashboard layout. Each screen's code is loaded when it is first opened
 * (its route in ./paths), so that the login and the lists load none of it; the screens that
 * already load their view lazily are imported as they are.
 */
import type { ComponentType } from 'react';
import { lazyScreen } from '../layout/lazyScreen';
import { AccountsPage } from './accounts/AccountsPage';
import { ChangeHistoryPage } from './change-history/ChangeHistoryPage';
import { MaintenanceDuePage } from './maintenance-due/MaintenanceDuePage';
import { pagePaths } from './paths';

export type CustomPage = ComponentType & { path: string };

/** A screen at `path` whose module is loaded when it is first shown. */
const lazyPage = (path: string, load: () => Promise<ComponentType>): CustomPage => Object.assign(lazyScreen(load), { path });

export const customPages: CustomPage[] = [
  lazyPage(pagePaths.workDay, async () => (await import('./work-day/WorkDayPage')).WorkDayPage),
  lazyPage(pagePaths.vehicleHistory, async () => (await import('./vehicle-history/VehicleHistoryPage')).VehicleHistoryPage),
  lazyPage(
    pagePaths.petrolPlacesAndProviders,
    async () => (await import('./petrol-places-and-providers/PetrolPlacesAndProvidersPage')).PetrolPlacesAndProvidersPage,
  ),
  lazyPage(pagePaths.tankerLedger, async () => (await import('./tanker-ledger/TankerLedgerPage')).TankerLedgerPage),
  lazyPage(pagePaths.fuelConsumption, async () => (await import('./fuel-consumption/FuelConsumptionPage')).FuelConsumptionPage),
  lazyPage(pagePaths.fuelAnomalies, async () => (await import('./fuel-anomalies/FuelAnomaliesPage')).FuelAnomaliesPage),
  lazyPage(pagePaths.haul, async () => (await import('./haul/HaulPage')).HaulPage),
  lazyPage(pagePaths.siteReport, async () => (await import('./site-report/SiteReportPage')).SiteReportPage),
  MaintenanceDuePage,
  ChangeHistoryPage,
  AccountsPage,
];
