/** "Czas pracy" (issue 33 §1): the working-time register of a month, per person. */
import PunchClockIcon from '@mui/icons-material/PunchClock';
import { lazyScreen } from '../../registry-ui/lazyScreen';
import { definePage } from '../page';

export const workingTimePage = definePage({
  path: '/working-time',
  screen: lazyScreen(async () => (await import('./WorkingTimePage')).WorkingTimePage),
  // After Czas na budowie (order 16); every site's people when none is selected.
  menu: { label: 'sat.menu.workingTime', section: 'always', order: 17, icon: PunchClockIcon },
});
