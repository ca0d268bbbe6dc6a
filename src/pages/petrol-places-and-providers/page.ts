/** Miejsca i Dostawcy Paliwa: the petrol places and their providers, of every site. */
import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import { lazyScreen } from '../../registry-ui/lazyScreen';
import { definePage } from '../page';

export const petrolPlacesAndProvidersPage = definePage({
  path: '/petrol-places-and-providers',
  screen: lazyScreen(async () => (await import('./PetrolPlacesAndProvidersPage')).PetrolPlacesAndProvidersPage),
  menu: { label: 'sat.menu.petrolPlacesAndProviders', section: 'always', order: 50, icon: LocalGasStationIcon },
});
