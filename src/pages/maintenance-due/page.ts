/**
 * /maintenance-due "Serwis i terminy" (issue 15 §2, §4): the selected site's services due or
 * overdue and documents ending within the warning window.
 */
import EventIcon from '@mui/icons-material/Event';
import { lazyScreen } from '../../registry-ui/lazyScreen';
import { definePage } from '../page';

export const maintenanceDuePage = definePage({
  path: '/maintenance-due',
  screen: lazyScreen(async () => (await import('./MaintenanceDueView')).default),
  // Before the machines' documents and service plans (orders 12–15).
  menu: { label: 'sat.menu.maintenanceDue', section: 'site', order: 11, icon: EventIcon },
});
