/** The register's writes: a trip's purpose (month open), a correction of a stored entry, the month's close. */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'ra-core';
import type { MileageEntry } from '../../domain/mileage/register';
import { parseDecimal } from '../../domain/numbers';
import type { FieldErrors } from '../../domain/validation';
import type { MileageQuery, SatDataProvider } from '../../providers/types';
import { MILEAGE_KEY } from './useMileageRegister';
import { shownMonth } from '../../domain/months';

/** A write's mutation: the register refreshed and a toast on success; the server's field messages kept, or its refusal shown. */
function useRegisterWrite<T>(write: (value: T) => Promise<unknown>, success: string, onDone: () => void) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MILEAGE_KEY });
      notify(success, { type: 'success' });
      onDone();
    },
    onError: (error) => {
      const serverErrors = error instanceof HttpError ? (error.body as { errors?: FieldErrors } | undefined)?.errors : undefined;
      if (serverErrors) setErrors(serverErrors);
      else notify(error.message, { type: 'error' });
    },
  });
  return { mutation, errors, setErrors };
}

export const PurposeDialog = ({ entry, onClose }: { entry: MileageEntry; onClose(): void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const [purpose, setPurpose] = useState(entry.purpose ?? '');
  const { mutation, errors } = useRegisterWrite(
    (text: string) => dataProvider.setRidePurpose(entry.ride!, text.trim() || null),
    'sat.mileageRegister.purposeSaved',
    onClose,
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="mileage-purpose-title">
      <DialogTitle id="mileage-purpose-title">{translate('sat.mileageRegister.purposeTitle', { number: entry.number })}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          sx={{ mt: 1 }}
          label={translate('sat.mileageRegister.purpose')}
          value={purpose}
          onChange={(event) => setPurpose(event.target.value)}
          error={Boolean(errors.purpose)}
          helperText={errors.purpose?.[0]}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => mutation.mutate(purpose)} disabled={mutation.isPending}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export const CorrectionDialog = ({ entry, openMonth, onClose }: { entry: MileageEntry; openMonth: string; onClose(): void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const [values, setValues] = useState({
    purpose: entry.purpose ?? '',
    from_place: entry.from_place ?? '',
    to_place: entry.to_place ?? '',
    km: String(entry.km).replace('.', ','),
    driver: entry.driver ?? '',
    reason: '',
  });
  const { mutation, errors, setErrors } = useRegisterWrite(
    (body: Parameters<SatDataProvider['addMileageCorrection']>[0]) => dataProvider.addMileageCorrection(body),
    'sat.mileageRegister.correctionSaved',
    onClose,
  );
  const submit = () => {
    const km = parseDecimal(values.km);
    const local: FieldErrors = {};
    if (km === null || km < 0) local.km = [translate('sat.mileageRegister.kmInvalid')];
    if (!values.reason.trim()) local.reason = [translate('sat.mileageRegister.reasonRequired')];
    if (Object.keys(local).length) return setErrors(local);
    const text = (value: string) => value.trim() || null;
    mutation.mutate({
      entry: entry.id!,
      purpose: text(values.purpose),
      from_place: text(values.from_place),
      to_place: text(values.to_place),
      km,
      driver: text(values.driver),
      reason: values.reason.trim(),
    });
  };
  const field = (name: keyof typeof values, label: string, extra: object = {}) => (
    <TextField
      label={translate(label)}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]?.[0]}
      fullWidth
      {...extra}
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="mileage-correction-title">
      <DialogTitle id="mileage-correction-title">{translate('sat.mileageRegister.correctionTitle', { number: entry.number })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{translate('sat.mileageRegister.correctionIntro', { month: shownMonth(openMonth) })}</Typography>
          {field('purpose', 'sat.mileageRegister.purpose')}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('from_place', 'sat.mileageRegister.from')}
            {field('to_place', 'sat.mileageRegister.to')}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('km', 'sat.mileageRegister.km', { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
            {field('driver', 'sat.mileageRegister.driver')}
          </Stack>
          {field('reason', 'sat.mileageRegister.reason', { required: true, multiline: true, minRows: 2 })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={mutation.isPending}>
          {translate('sat.mileageRegister.addCorrection')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export const CloseMonthDialog = ({ query, onClose }: { query: MileageQuery; onClose(): void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const { mutation } = useRegisterWrite(() => dataProvider.closeMileageMonth(query), 'sat.mileageRegister.closed', onClose);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="mileage-close-title">
      <DialogTitle id="mileage-close-title">{translate('sat.mileageRegister.closeTitle', { month: shownMonth(query.month) })}</DialogTitle>
      <DialogContent>
        <Typography>{translate('sat.mileageRegister.closeIntro')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color="warning" onClick={() => mutation.mutate(undefined)} disabled={mutation.isPending}>
          {translate('sat.mileageRegister.closeMonth')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
