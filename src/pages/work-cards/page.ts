/** "Karty pracy" (issue 33 §3): the work cards of a site's vehicles and machines, a card a day. */
import AssignmentIcon from '@mui/icons-material/Assignment';
import { lazyScreen } from '../../registry-ui/lazyScreen';
import { definePage } from '../page';

export const workCardsPage = definePage({
  path: '/work-cards',
  screen: lazyScreen(async () => (await import('./WorkCardsPage')).WorkCardsPage),
  // After Czas pracy (order 17): the month's paperwork side by side.
  menu: { label: 'sat.menu.workCards', section: 'always', order: 18, icon: AssignmentIcon },
});
