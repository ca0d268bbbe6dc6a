import { lazyScreen } from '../../registry-ui/lazyScreen';
import { resourceModule } from '../../registry-ui/resourceModule';

/** Work days (spec §2 /work-days): latest work day per person beside the map of people online. */
export default resourceModule('work-days', { list: lazyScreen(async () => (await import('./WorkDaysList')).WorkDaysList) });
