import { lazyScreen } from '../../registry-ui/lazyScreen';
import { resourceModule } from '../../registry-ui/resourceModule';

/** Person fuelings (spec §2 /fueling). */
export default resourceModule('fueling', { list: lazyScreen(async () => (await import('./FuelingList')).FuelingList) });
