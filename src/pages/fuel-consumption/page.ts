/** Zużycie paliwa: consumption per machine on the selected site. */
import SpeedIcon from '@mui/icons-material/Speed';
import { lazyScreen } from '../../registry-ui/lazyScreen';
import { definePage } from '../page';

export const fuelConsumptionPage = definePage({
  path: '/fuel-consumption',
  screen: lazyScreen(async () => (await import('./FuelConsumptionPage')).FuelConsumptionPage),
  // After the tanker ledger.
  menu: { label: 'sat.menu.fuelConsumption', section: 'site', order: 66, icon: SpeedIcon },
});
