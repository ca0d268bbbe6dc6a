/** /fleet-map "Mapa floty" (issue 31 §3): the site's machines and devices live. */
import MapIcon from '@mui/icons-material/Map';
import { lazyScreen } from '../../registry-ui/lazyScreen';
import { definePage } from '../page';

export const FLEET_MAP_ROUTE = '/fleet-map';

export const fleetMapPage = definePage({
  path: FLEET_MAP_ROUTE,
  screen: lazyScreen(async () => (await import('./FleetMapPage')).FleetMapPage),
  // Beside Aktywność; every site's fleet when none is selected.
  menu: { label: 'sat.menu.fleetMap', section: 'always', order: 12, icon: MapIcon },
});
