import PropaneTankIcon from '@mui/icons-material/PropaneTank';
import { resourceModule } from '../../generic/resourceModule';

/** Tanker fuelings (spec §2 /tanker-fueling). */
export default resourceModule('tanker-fueling', { icon: PropaneTankIcon });
