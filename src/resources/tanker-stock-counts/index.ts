import StraightenIcon from '@mui/icons-material/Straighten';
import { resourceModule } from '../../generic/resourceModule';

/** Tanker stock counts (measured levels that reset the tanker ledger) — all from the registry. */
export default resourceModule('tanker-stock-counts', { icon: StraightenIcon });
