import PeopleIcon from '@mui/icons-material/People';
import { resourceModule } from '../../generic/resourceModule';

/** Employees (spec §2 /employees). */
export default resourceModule('employees', { icon: PeopleIcon });
