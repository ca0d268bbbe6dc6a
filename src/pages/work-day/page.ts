/** A person's work days (reached from Aktywność's rows; no menu entry). */
import { lazyScreen } from '../../registry-ui/lazyScreen';
import { WORK_DAY_ROUTE } from '../../shared/pageLinks';
import { definePage } from '../page';

export const workDayPage = definePage({
  path: WORK_DAY_ROUTE,
  screen: lazyScreen(async () => (await import('./WorkDayPage')).WorkDayPage),
});
