import AgricultureIcon from '@mui/icons-material/Agriculture';
import { resourceModule } from '../../generic/resourceModule';

/** Vehicles (spec §2 /vehicles). */
export default resourceModule('vehicles', { icon: AgricultureIcon });
