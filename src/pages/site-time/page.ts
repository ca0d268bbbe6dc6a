/** "Czas na budowie" (issue 31 §4): machines' time within the sites' boundaries, and their position anomalies. */
import TimerIcon from '@mui/icons-material/Timer';
import { lazyScreen } from '../../registry-ui/lazyScreen';
import { definePage } from '../page';

export const siteTimePage = definePage({
  path: '/site-time',
  screen: lazyScreen(async () => (await import('./SiteTimePage')).SiteTimePage),
  // After Wydajność przewozów (order 15); every site's when none is selected.
  menu: { label: 'sat.menu.siteTime', section: 'always', order: 16, icon: TimerIcon },
});
