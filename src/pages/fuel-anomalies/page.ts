/** Fuel anomalies (issue 13 §2) of the selected site. */
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { lazyScreen } from '../../registry-ui/lazyScreen';
import { definePage } from '../page';

export const fuelAnomaliesPage = definePage({
  path: '/fuel-anomalies',
  screen: lazyScreen(async () => (await import('./FuelAnomaliesPage')).FuelAnomaliesPage),
  // After Bilans cysterny and its Pomiary cysterny (order 70).
  menu: { label: 'sat.menu.fuelAnomalies', section: 'site', order: 72, icon: ReportProblemIcon },
});
