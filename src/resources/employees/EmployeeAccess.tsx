/**
 * Under the employee dialog's role and site (issue 28 §1): what dashboard access the login gets,
 * in words, before saving. A staff job role gives an administrator the choice of the access in the
 * same step (read-only on the employee's site unless chosen otherwise); another account learns
 * that only an administrator gives it. Said when the dialog gives a job role (a new employee, or a
 * changed role); an unchanged role keeps the access the accounts page set, and nothing is said.
 */
import { Alert, MenuItem, TextField } from '@mui/material';
import { useGetList, useGetOne, useInput } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { accessMessages, ACCESS_ROLES, type AccessRole } from '../../domain/access';
import { DEFAULT_JOB_ROLE_ACCESS, JOB_ROLE_ACCESS_CHOICES, jobRoleAccessText, NO_DASHBOARD_ACCESS_TEXT } from '../../domain/accounts';
import { getResource } from '../../domain/resources';
import type { FormAdditionProps } from '../../registry-ui/resourceModule';
import { useIsAdministrator } from '../../state/useAccess';

const ROLE_LIST = { pagination: { page: 1, perPage: 500 }, sort: getResource('roles').defaultSort };

export const EmployeeAccess = ({ mode, record }: FormAdditionProps) => {
  const role = useWatch({ name: 'role' }) as number | null | undefined;
  const site = useWatch({ name: 'site' }) as number | null | undefined;
  const { data: roles = [] } = useGetList('roles', ROLE_LIST);
  const given = role != null && (mode === 'create' || role !== record?.role);
  const staff = roles.find((candidate) => candidate.id === role)?.is_staff === true;
  if (!given || !roles.length) return null;
  if (!staff)
    return (
      <Alert severity="info" sx={{ mt: 1 }}>
        {NO_DASHBOARD_ACCESS_TEXT}
      </Alert>
    );
  return <StaffAccess site={site ?? null} />;
};

const StaffAccess = ({ site }: { site: number | null }) => {
  const isAdministrator = useIsAdministrator();
  const { data: siteRow } = useGetOne('sites', { id: site ?? 0 }, { enabled: site !== null });
  const { field } = useInput({ source: 'access_role', defaultValue: DEFAULT_JOB_ROLE_ACCESS });
  if (!isAdministrator)
    return (
      <Alert severity="warning" sx={{ mt: 1 }}>
        {accessMessages.staffRole}
      </Alert>
    );
  const chosen = (field.value || DEFAULT_JOB_ROLE_ACCESS) as AccessRole;
  return (
    <>
      <TextField select fullWidth label={getResource('employees').fields.access_role.label} {...field} value={chosen} sx={{ mt: 1 }}>
        {ACCESS_ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {JOB_ROLE_ACCESS_CHOICES[role]}
          </MenuItem>
        ))}
      </TextField>
      <Alert severity={chosen === 'administrator' ? 'warning' : 'info'} sx={{ mt: 1 }} data-testid="employee-access">
        {jobRoleAccessText(chosen, siteRow?.name ?? null)}
      </Alert>
    </>
  );
};
