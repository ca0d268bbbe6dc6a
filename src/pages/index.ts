/**
 * The custom pages, each declared once in its folder's `page.ts` (route, lazily loaded screen,
 * menu entry, who may open it): the admin mounts them inside the dashboard layout and the side
 * menu lists those with a menu entry. Adding a page is its folder and one line here.
 */
import { accountsPage } from './accounts/page';
import { changeHistoryPage } from './change-history/page';
import { fleetMapPage } from './fleet-map/page';
import { fuelAnomaliesPage } from './fuel-anomalies/page';
import { fuelConsumptionPage } from './fuel-consumption/page';
import { fuelSettlementPage } from './fuel-settlement/page';
import { haulPage } from './haul/page';
import { maintenanceDuePage } from './maintenance-due/page';
import type { PageDeclaration } from './page';
import { petrolPlacesAndProvidersPage } from './petrol-places-and-providers/page';
import { siteReportPage } from './site-report/page';
import { siteTimePage } from './site-time/page';
import { tankerLedgerPage } from './tanker-ledger/page';
import { vehicleHistoryPage } from './vehicle-history/page';
import { workDayPage } from './work-day/page';
import { workingTimePage } from './working-time/page';
import { workCardsPage } from './work-cards/page';
import { mileageRegisterPage } from './mileage-register/page';

export type { PageDeclaration, PageMenuEntry } from './page';
export { PageScreen } from './page';

export const pages: PageDeclaration[] = [
  workDayPage,
  vehicleHistoryPage,
  fleetMapPage,
  petrolPlacesAndProvidersPage,
  tankerLedgerPage,
  fuelConsumptionPage,
  fuelAnomaliesPage,
  haulPage,
  siteTimePage,
  workingTimePage,
  fuelSettlementPage,
  workCardsPage,
  mileageRegisterPage,
  siteReportPage,
  maintenanceDuePage,
  changeHistoryPage,
  accountsPage,
];
