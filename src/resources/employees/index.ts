import { resourceModule } from '../../registry-ui/resourceModule';
import { EmployeeFormAddition } from './EmployeeFormAddition';

/**
 * Employees: the generic screens; their dialog says what dashboard access the login gets (issue 28
 * §1) and gives an administrator the person's GPS positions (issue 31 §5).
 */
export default resourceModule('employees', { options: { formAddition: EmployeeFormAddition } });
