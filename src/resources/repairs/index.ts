import BuildIcon from '@mui/icons-material/Build';
import { resourceModule } from '../../generic/resourceModule';

/** Repair requests, read-only (spec §2 /repairs). */
export default resourceModule('repairs', { icon: BuildIcon });
