import EvStationIcon from '@mui/icons-material/EvStation';
import { resourceModule } from '../../generic/resourceModule';

/** Tanker-to-machine fuelings (spec §2 /vehicle-fueling). */
export default resourceModule('vehicle-fueling', { icon: EvStationIcon });
