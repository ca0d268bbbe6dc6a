/**
 * The edit dialog of an account's rights: role, "Wszystkie budowy", the sites (for a site manager
 * or office account that does not see every site), activity. The server checks everything; its
 * Polish messages show under the fields.
 */
import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import { ACCESS_ROLES, ACCESS_ROLE_LABELS, type AccessRole } from '../../domain/access';
import { FIELD_ONLY_LABEL, FIELD_ROLE_FILTER, isScopedRole, type Account, type AccountRights } from '../../domain/accounts';
import { serverFieldErrors } from '../../registry-ui/formValidation';
import type { SatDataProvider } from '../../providers/types';
import { ACCOUNTS_KEY } from './useAccounts';

interface Site {
  id: number;
  name: string;
}

/** The role select's values: the roles and `field` for none. */
const roleValue = (role: AccessRole | null) => role ?? FIELD_ROLE_FILTER;
const roleOf = (value: string): AccessRole | null => (value === FIELD_ROLE_FILTER ? null : (value as AccessRole));

interface AccountDialogProps {
  account: Account;
  sites: Site[];
  /** Rights to start from instead of the stored ones (a new account's role). */
  initial?: Partial<AccountRights>;
  onClose: () => void;
}

export const AccountDialog = ({ account, sites, initial, onClose }: AccountDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SatDataProvider>();
  const queryClient = useQueryClient();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [rights, setRights] = useState<AccountRights>({
    access_role: account.access_role,
    all_sites: account.all_sites,
    sites: account.sites,
    is_active: account.is_active,
    ...initial,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const change = (values: Partial<AccountRights>) => {
    setRights((current) => ({ ...current, ...values }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in values))));
  };
  const save = useMutation({
    mutationFn: () => dataProvider.updateAccount(account.id, rights),
    onSuccess: async () => {
      notify('sat.accounts.saved', { type: 'success', messageArgs: { username: account.username } });
      await queryClient.invalidateQueries({ queryKey: [ACCOUNTS_KEY] });
      onClose();
    },
    onError: (error: Error) => {
      const fields = serverFieldErrors(error);
      setErrors(fields ?? {});
      setFailure(fields ? null : error.message || translate('sat.accounts.saveError'));
    },
  });
  const scoped = isScopedRole(rights.access_role);
  const chosen = sites.filter((site) => rights.sites.includes(site.id));
  const titleId = `account-${account.id}-title`;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('sat.accounts.editTitle', { username: account.username })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            select
            label={translate('sat.accounts.role')}
            value={roleValue(rights.access_role)}
            onChange={(event) => change({ access_role: roleOf(event.target.value) })}
            error={Boolean(errors.access_role)}
            helperText={errors.access_role ?? (rights.access_role === null ? translate('sat.accounts.fieldOnlyHint') : ' ')}
            fullWidth
          >
            {ACCESS_ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {ACCESS_ROLE_LABELS[role]}
              </MenuItem>
            ))}
            <MenuItem value={FIELD_ROLE_FILTER}>{FIELD_ONLY_LABEL}</MenuItem>
          </TextField>
          {scoped && (
            <FormControlLabel
              control={<Switch checked={rights.all_sites} onChange={(event) => change({ all_sites: event.target.checked })} />}
              label={translate('sat.accounts.allSites')}
            />
          )}
          {scoped && !rights.all_sites && (
            <Autocomplete
              multiple
              options={sites}
              value={chosen}
              getOptionLabel={(site) => site.name}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              onChange={(_event, value) => change({ sites: value.map((site) => site.id) })}
              renderInput={(params) => (
                <TextField {...params} label={translate('sat.accounts.sites')} error={Boolean(errors.sites)} helperText={errors.sites ?? ' '} />
              )}
            />
          )}
          {!scoped && errors.sites && <Typography color="error">{errors.sites}</Typography>}
          <div>
            <FormControlLabel
              control={<Switch checked={rights.is_active} onChange={(event) => change({ is_active: event.target.checked })} />}
              label={translate('sat.accounts.isActive')}
            />
            {errors.is_active && <FormHelperText error>{errors.is_active}</FormHelperText>}
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate()}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
