/** Under the employee dialog's fields: the login's access (issue 28 §1), then the positions export (issue 31 §5). */
import type { FormAdditionProps } from '../../registry-ui/resourceModule';
import { EmployeeAccess } from './EmployeeAccess';
import { EmployeePositionsExport } from './PositionsExport';

export const EmployeeFormAddition = (props: FormAdditionProps) => (
  <>
    <EmployeeAccess {...props} />
    {props.mode === 'update' && <EmployeePositionsExport person={props.record?.id as number | undefined} />}
  </>
);
