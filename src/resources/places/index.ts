import PlaceIcon from '@mui/icons-material/Place';
import { resourceModule } from '../../generic/resourceModule';

/** Loading and unloading places (spec §2 /places). */
export default resourceModule('places', { icon: PlaceIcon });
