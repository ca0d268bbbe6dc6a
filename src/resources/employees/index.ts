import { resourceModule } from '../../registry-ui/resourceModule';
import { EmployeeAccess } from './EmployeeAccess';

/** Employees: the generic screens, their dialog saying what dashboard access the login gets (issue 28 §1). */
export default resourceModule('employees', { options: { formAddition: EmployeeAccess } });
