import InventoryIcon from '@mui/icons-material/Inventory2';
import { resourceModule } from '../../generic/resourceModule';

/** Materials: name and edit; add, bulk delete, edit (spec §2 /materials) — all from the registry. */
export default resourceModule('materials', { icon: InventoryIcon });
