/**
 * Screens that are no registry resource's list, each carrying its route as `Page.path`; the admin
 * mounts them inside the dashboard layout.
 */
import type { ComponentType } from 'react';
import { FuelAnomaliesPage } from './fuel-anomalies/FuelAnomaliesPage';
import { FuelConsumptionPage } from './fuel-consumption/FuelConsumptionPage';
import { HaulPage } from './haul/HaulPage';
import { MaintenanceDuePage } from './maintenance-due/MaintenanceDuePage';
import { ChangeHistoryPage } from './change-history/ChangeHistoryPage';
import { AccountsPage } from './accounts/AccountsPage';
import { PetrolPlacesAndProvidersPage } from './petrol-places-and-providers/PetrolPlacesAndProvidersPage';
import { SiteReportPage } from './site-report/SiteReportPage';
import { TankerLedgerPage } from './tanker-ledger/TankerLedgerPage';
import { VehicleHistoryPage } from './vehicle-history/VehicleHistoryPage';
import { WorkDayPage } from './work-day/WorkDayPage';

export type CustomPage = ComponentType & { path: string };

export const customPages: CustomPage[] = [
  WorkDayPage,
  VehicleHistoryPage,
  PetrolPlacesAndProvidersPage,
  TankerLedgerPage,
  FuelConsumptionPage,
  FuelAnomaliesPage,
  HaulPage,
  SiteReportPage,
  MaintenanceDuePage,
  ChangeHistoryPage,
  AccountsPage,
];
