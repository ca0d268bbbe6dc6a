import { lazyScreen } from '../../registry-ui/lazyScreen';
import { resourceModule } from '../../registry-ui/resourceModule';

/** Repair requests: the spec's read-only list (§2 /repairs), each request opening as a workflow (issue 15 §3). */
export default resourceModule('repairs', {
  list: lazyScreen(async () => (await import('./RepairList')).RepairList),
  show: lazyScreen(async () => (await import('./RepairShow')).RepairShow),
});
