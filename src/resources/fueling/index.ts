import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import { resourceModule } from '../../generic/resourceModule';

/** Person fuelings (spec §2 /fueling). */
export default resourceModule('fueling', { icon: LocalGasStationIcon });
