import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { resourceModule } from '../../generic/resourceModule';

/** Rides: read-only list of rides in the selected site and date range (spec §2 /rides). */
export default resourceModule('rides', { icon: LocalShippingIcon });
