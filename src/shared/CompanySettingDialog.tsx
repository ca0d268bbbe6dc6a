/**
 * The dialog of a company-wide setting an administrator changes (the working hours, the night):
 * its title and intro, its fields (drawn by the caller with the field errors), Cancel and Save.
 * Saving reads the fields as the server does first, so nothing it would refuse is sent; the
 * server's refusal shows its messages under the fields, any other failure as a notice; a saved
 * setting refreshes the screen's data, says so and closes the dialog.
 */
import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { HttpError, useNotify, useTranslate } from 'ra-core';
import type { FieldErrors } from '../domain/validation';

/** The fields read as the server reads them: the value to save, or the messages per field. */
export type SettingReading<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export interface CompanySettingDialogProps<T> {
  /** The dialog title's element id (its accessible name). */
  id: string;
  title: string;
  intro: string;
  read(): SettingReading<T>;
  save(value: T): Promise<unknown>;
  /** The data the saved setting changes. */
  refresh: QueryKey;
  /** The message key of the notice once saved. */
  saved: string;
  onClose(): void;
  children(errors: FieldErrors): ReactNode;
}

export function CompanySettingDialog<T>({ id, title, intro, read, save, refresh, saved, onClose, children }: CompanySettingDialogProps<T>) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const saving = useMutation({
    mutationFn: save,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: refresh });
      notify(saved, { type: 'success' });
      onClose();
    },
    onError: (error) => {
      const serverErrors = error instanceof HttpError ? (error.body as { errors?: FieldErrors } | undefined)?.errors : undefined;
      if (serverErrors) setErrors(serverErrors);
      else notify(error.message, { type: 'error' });
    },
  });
  const submit = () => {
    const reading = read();
    if (!reading.ok) return setErrors(reading.errors);
    setErrors({});
    saving.mutate(reading.value);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{intro}</Typography>
          {children(errors)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={saving.isPending}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
