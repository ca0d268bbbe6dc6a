/** "Zakończ sesje": signs an account out of every device, after a confirmation; its rights stay. */
import { useState } from 'react';
import LogoutIcon from '@mui/icons-material/Logout';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import type { Account } from '../../domain/accounts';
import type { SatDataProvider } from '../../providers/types';
import { ACCOUNTS_KEY } from './useAccounts';

export const EndSessionsButton = ({ account }: { account: Account }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SatDataProvider>();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const end = useMutation({
    mutationFn: () => dataProvider.endAccountSessions(account.id),
    onSuccess: async () => {
      setOpen(false);
      notify('sat.accounts.sessionsEnded', { type: 'success', messageArgs: { username: account.username } });
      await queryClient.invalidateQueries({ queryKey: [ACCOUNTS_KEY] });
    },
    onError: () => notify('sat.accounts.sessionsError', { type: 'error' }),
  });
  const label = translate('sat.accounts.endSessions');
  return (
    <>
      <Button
        size="small"
        color="warning"
        variant="outlined"
        startIcon={<LogoutIcon />}
        aria-label={`${label}: ${account.username}`}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        slotProps={{ paper: { sx: { maxWidth: 425 } } }}
        aria-labelledby={`end-sessions-${account.id}`}
      >
        <DialogTitle id={`end-sessions-${account.id}`}>{translate('sat.accounts.endSessionsTitle', { username: account.username })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('sat.accounts.endSessionsText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="warning" variant="contained" disabled={end.isPending} onClick={() => end.mutate()}>
            {label}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
