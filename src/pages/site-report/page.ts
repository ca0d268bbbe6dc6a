/** The selected site's report, on screen and printed. */
import SummarizeIcon from '@mui/icons-material/Summarize';
import { lazyScreen } from '../../registry-ui/lazyScreen';
import { definePage } from '../page';

export const siteReportPage = definePage({
  path: '/site-report',
  screen: lazyScreen(async () => (await import('./SiteReportPage')).SiteReportPage),
  // The site's reports come last.
  menu: { label: 'sat.menu.siteReport', section: 'site', order: 200, icon: SummarizeIcon },
});
