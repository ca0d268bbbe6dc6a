import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { resourceModule } from '../../generic/resourceModule';

/** Work days (spec §2 /work-days). */
export default resourceModule('work-days', { icon: AccessTimeIcon });
