/** A ride's track on the map (reached from Przejazdy's rows; no menu entry). */
import { lazyScreen } from '../../registry-ui/lazyScreen';
import { VEHICLE_HISTORY_ROUTE } from '../../shared/pageLinks';
import { definePage } from '../page';

export const vehicleHistoryPage = definePage({
  path: VEHICLE_HISTORY_ROUTE,
  screen: lazyScreen(async () => (await import('./VehicleHistoryPage')).VehicleHistoryPage),
});
