import { resourceModule } from '../../registry-ui/resourceModule';
import { RideList } from './RideList';

/** Rides: read-only list of rides in the selected site and date range (spec §2 /rides). */
export default resourceModule('rides', { list: RideList });
