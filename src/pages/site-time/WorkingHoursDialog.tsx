/** The company's working hours (administrators): start and end as HH:MM, the working days; a change refreshes the anomalies. */
import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'ra-core';
import { readWorkingHours, WEEKDAY_NAMES, type WorkingHours } from '../../domain/sites/workingHours';
import type { FieldErrors } from '../../domain/validation';
import type { SatDataProvider } from '../../providers/types';
import { WORKING_HOURS_KEY } from './useSiteTime';

export const WorkingHoursDialog = ({ hours, onClose }: { hours: WorkingHours; onClose(): void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SatDataProvider>();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ start: hours.start, end: hours.end, days: hours.days });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (change: WorkingHours) => dataProvider.saveWorkingHours(change),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: WORKING_HOURS_KEY });
      notify('sat.siteTime.saved', { type: 'success' });
      onClose();
    },
    onError: (error) => {
      const serverErrors = error instanceof HttpError ? (error.body as { errors?: FieldErrors } | undefined)?.errors : undefined;
      if (serverErrors) setErrors(serverErrors);
      else notify(error.message, { type: 'error' });
    },
  });
  const submit = () => {
    // The server's own reading, so that nothing it would refuse is sent.
    const reading = readWorkingHours(values, hours);
    if (!reading.ok) return setErrors(reading.errors);
    setErrors({});
    save.mutate(reading.hours);
  };
  const toggle = (day: number) =>
    setValues((current) => ({ ...current, days: current.days.includes(day) ? current.days.filter((d) => d !== day) : [...current.days, day].sort() }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="working-hours-title">
      <DialogTitle id="working-hours-title">{translate('sat.siteTime.workingHoursTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{translate('sat.siteTime.workingHoursIntro')}</Typography>
          {(['start', 'end'] as const).map((name) => (
            <TextField
              key={name}
              label={translate(`sat.siteTime.${name}`)}
              value={values[name]}
              onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
              error={Boolean(errors[name])}
              helperText={errors[name]?.[0]}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          ))}
          <FormGroup aria-label={translate('sat.siteTime.days')}>
            <Typography variant="subtitle2" component="h3">
              {translate('sat.siteTime.days')}
            </Typography>
            {WEEKDAY_NAMES.map((name, index) => (
              <FormControlLabel key={name} control={<Checkbox checked={values.days.includes(index + 1)} onChange={() => toggle(index + 1)} />} label={name} />
            ))}
            {errors.days && <FormHelperText error>{errors.days[0]}</FormHelperText>}
          </FormGroup>
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
