/**
 * The side menu (spec §2 "Dashboard layout"): registry resources with a `menu` entry and the
 * custom pages below, in `order` within each section. The `site` section shows only while a site
 * is selected; an entry for administrators only (issue 16 §1) shows only to them.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import BalanceIcon from '@mui/icons-material/Balance';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import SpeedIcon from '@mui/icons-material/Speed';
import SummarizeIcon from '@mui/icons-material/Summarize';
import type { Access } from '../domain/access';
import { getResource, type ResourceMenuEntry } from '../domain/resources';
import { MaintenanceDuePage } from '../pages/maintenance-due/MaintenanceDuePage';
import EventIcon from '@mui/icons-material/Event';
import HistoryIcon from '@mui/icons-material/History';
import { ChangeHistoryPage } from '../pages/change-history/ChangeHistoryPage';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { AccountsPage } from '../pages/accounts/AccountsPage';
import { pagePaths } from '../pages/paths';
import { resourceModules } from '../resources';

export interface MenuEntry extends Omit<ResourceMenuEntry, 'icon'> {
  path: string;
  /** Translation key and its options. */
  label: string;
  labelOptions?: Record<string, unknown>;
  icon?: SvgIconComponent;
  /** The resource whose list the entry opens (preloaded on intent). */
  resource?: string;
  /** A page only administrators may open (its requests answer others 403). */
  administratorsOnly?: boolean;
}

/** Custom pages (not registry resources) with a menu entry. */
const customPageEntries: MenuEntry[] = [
  {
    path: pagePaths.petrolPlacesAndProviders,
    label: 'sat.menu.petrolPlacesAndProviders',
    section: 'always',
    order: 50,
    icon: LocalGasStationIcon,
  },
  // Beside Cysterna->Maszyna (order 60).
  { path: pagePaths.tankerLedger, label: 'sat.menu.tankerLedger', section: 'site', order: 65, icon: BalanceIcon },
  // The site's reports come last.
  { path: pagePaths.siteReport, label: 'sat.menu.siteReport', section: 'site', order: 200, icon: SummarizeIcon },
  // Consumption per machine, after the tanker ledger.
  { path: pagePaths.fuelConsumption, label: 'sat.menu.fuelConsumption', section: 'site', order: 66, icon: SpeedIcon },
  // Haul productivity (issue 13 §4): after Przejazdy (order 10); every site's when none is selected.
  { path: pagePaths.haul, label: 'sat.menu.haul', section: 'always', order: 15, icon: LeaderboardIcon },
  // Fuel anomalies (issue 13 §2): after Bilans cysterny and its Pomiary cysterny (order 70).
  { path: pagePaths.fuelAnomalies, label: 'sat.menu.fuelAnomalies', section: 'site', order: 72, icon: ReportProblemIcon },
  // Maintenance (issue 15 §2): before the machines' documents and service plans (orders 12–15).
  { path: MaintenanceDuePage.path, label: 'sat.menu.maintenanceDue', section: 'site', order: 11, icon: EventIcon },
  // Change history (issue 16 §2): for administrators, of every site; last of the always section.
  { path: ChangeHistoryPage.path, label: 'sat.menu.history', section: 'always', order: 190, icon: HistoryIcon, administratorsOnly: true },
  // Accounts and their rights (issue 16 §1): after the change history.
  { path: AccountsPage.path, label: 'sat.menu.accounts', section: 'always', order: 195, icon: ManageAccountsIcon, administratorsOnly: true },
];

export const menuEntries: MenuEntry[] = [
  ...resourceModules.flatMap((module): MenuEntry[] => {
    const { menu, administratorsOnly } = getResource(module.name);
    if (!menu) return [];
    return [
      {
        ...menu,
        administratorsOnly,
        path: `/${module.name}`,
        label: `resources.${module.name}.name`,
        labelOptions: { smart_count: 2 },
        icon: module.icon,
        resource: module.list ? module.name : undefined,
      },
    ];
  }),
  ...customPageEntries,
].sort((a, b) => a.order - b.order);

/** The entries shown now: the site's only while a site is selected, administrators' pages only to them. */
export const visibleMenuEntries = (siteSelected: boolean, access: Access) => {
  const allowed = menuEntries.filter((entry) => !entry.administratorsOnly || access.role === 'administrator');
  return [
    ...allowed.filter((entry) => entry.section === 'always'),
    ...(siteSelected ? allowed.filter((entry) => entry.section === 'site') : []),
  ];
};
