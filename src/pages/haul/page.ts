/** Haul productivity (issue 13 §4). */
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import { lazyScreen } from '../../registry-ui/lazyScreen';
import { definePage } from '../page';

export const haulPage = definePage({
  path: '/haul',
  screen: lazyScreen(async () => (await import('./HaulPage')).HaulPage),
  // After Przejazdy (order 10); every site's when none is selected.
  menu: { label: 'sat.menu.haul', section: 'always', order: 15, icon: LeaderboardIcon },
});
