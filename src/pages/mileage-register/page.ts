/** "Ewidencja przebiegu" (issue 33 §4): the VAT mileage register of a vehicle's month. */
import RouteIcon from '@mui/icons-material/Route';
import { lazyScreen } from '../../registry-ui/lazyScreen';
import { definePage } from '../page';

export const mileageRegisterPage = definePage({
  path: '/mileage-register',
  screen: lazyScreen(async () => (await import('./MileageRegisterPage')).MileageRegisterPage),
  // After Czas pracy (order 17): the month's paperwork side by side.
  menu: { label: 'sat.menu.mileageRegister', section: 'always', order: 18, icon: RouteIcon },
});
