/**
 * "Dodaj konto" (issue 28 §1): an account with dashboard access is an employee's login, so adding
 * one is choosing an employee whose login has none (then its rights, in the account dialog) — or,
 * when the person is not an employee yet, adding the employee first, in the employees' own dialog
 * (its job role and the access it gives are chosen there).
 */
import { useDeferredValue, useState } from 'react';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { ResourceContextProvider, useTranslate } from 'ra-core';
import { FIELD_ROLE_FILTER, type Account } from '../../domain/accounts';
import { LazyResourceFormDialog } from '../../registry-ui/LazyResourceFormDialog';
import { ACCOUNTS_KEY, useAccounts } from './useAccounts';

const accountName = (account: Account) => `${[account.first_name, account.last_name].filter(Boolean).join(' ')} (${account.username})`;

export const NewAccountDialog = ({ onChosen, onClose }: { onChosen: (account: Account) => void; onClose: () => void }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Account | null>(null);
  const [creating, setCreating] = useState(false);
  const q = useDeferredValue(search.trim());
  const candidates = useAccounts({ access_role: FIELD_ROLE_FILTER, ...(q && { q }) }, 1);
  const options = (candidates.data?.data ?? []).filter((account) => account.person !== null);

  return (
    <>
      <Dialog open={!creating} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-account-title">
        <DialogTitle id="new-account-title">{translate('sat.accounts.add')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>{translate('sat.accounts.addText')}</Typography>
            <Autocomplete
              options={options}
              value={chosen}
              onChange={(_event, value) => setChosen(value)}
              inputValue={search}
              onInputChange={(_event, value) => setSearch(value)}
              filterOptions={(all) => all}
              getOptionLabel={accountName}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              noOptionsText={translate('sat.accounts.noEmployees')}
              renderInput={(params) => <TextField {...params} label={translate('sat.accounts.employee')} />}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCreating(true)} sx={{ mr: 'auto' }}>
            {translate('sat.accounts.newEmployee')}
          </Button>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!chosen} onClick={() => chosen && onChosen(chosen)}>
            {translate('sat.accounts.next')}
          </Button>
        </DialogActions>
      </Dialog>
      <ResourceContextProvider value="employees">
        <LazyResourceFormDialog
          mode="create"
          open={creating}
          onClose={() => {
            void queryClient.invalidateQueries({ queryKey: [ACCOUNTS_KEY] });
            onClose();
          }}
        />
      </ResourceContextProvider>
    </>
  );
};
