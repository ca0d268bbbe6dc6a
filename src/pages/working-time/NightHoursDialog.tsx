/** The company's night (administrators): its start; it lasts 8 hours within 21:00–07:00. */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'ra-core';
import { readNightHours, type NightHours } from '../../domain/workTime/nightHours';
import type { FieldErrors } from '../../domain/validation';
import type { SatDataProvider } from '../../providers/types';
import { WORKING_TIME_KEY } from './useWorkingTime';

export const NightHoursDialog = ({ night, onClose }: { night: NightHours; onClose(): void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SatDataProvider>();
  const queryClient = useQueryClient();
  const [start, setStart] = useState(night.start);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (change: { start: string }) => dataProvider.saveNightHours(change),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: WORKING_TIME_KEY });
      notify('sat.workingTime.nightSaved', { type: 'success' });
      onClose();
    },
    onError: (error) => {
      const serverErrors = error instanceof HttpError ? (error.body as { errors?: FieldErrors } | undefined)?.errors : undefined;
      if (serverErrors) setErrors(serverErrors);
      else notify(error.message, { type: 'error' });
    },
  });
  const submit = () => {
    const reading = readNightHours({ start });
    if (!reading.ok) return setErrors(reading.errors);
    setErrors({});
    save.mutate({ start: reading.night.start });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="night-hours-title">
      <DialogTitle id="night-hours-title">{translate('sat.workingTime.nightTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{translate('sat.workingTime.nightIntro')}</Typography>
          <TextField
            label={translate('sat.workingTime.nightStart')}
            value={start}
            onChange={(event) => setStart(event.target.value)}
            error={Boolean(errors.start ?? errors.body)}
            helperText={(errors.start ?? errors.body)?.[0]}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
