import { lazyScreen } from '../../registry-ui/lazyScreen';
import { resourceModule } from '../../registry-ui/resourceModule';

/** Rides: read-only list of rides in the selected site and date range (spec §2 /rides). */
export default resourceModule('rides', { list: lazyScreen(async () => (await import('./RideList')).RideList) });
