/** "Rozliczenie paliwa" (issue 33 §2): a month's fuel of each machine settled against the norms. */
import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import { lazyScreen } from '../../registry-ui/lazyScreen';
import { definePage } from '../page';

export const fuelSettlementPage = definePage({
  path: '/fuel-settlement',
  screen: lazyScreen(async () => (await import('./FuelSettlementPage')).FuelSettlementPage),
  // After Czas pracy (order 17); every site's machines when none is selected.
  menu: { label: 'sat.menu.fuelSettlement', section: 'always', order: 18, icon: LocalGasStationIcon },
});
