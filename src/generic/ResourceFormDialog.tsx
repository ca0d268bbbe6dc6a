/**
 * The create or edit dialog of a registry resource (spec: screens edit in dialogs): inputs from the
 * registry's fields, validation shared with the server, submit disabled while saving, pending →
 * success / error toasts, the list refetched and the dialog closed after a successful save.
 */
import { Dialog, DialogActions, DialogContent, DialogTitle, Button } from '@mui/material';
import { Form, useDataProvider, useResourceContext, useTranslate, type RaRecord } from 'ra-core';
import { useMutation } from '@tanstack/react-query';
import { getResource } from '../domain/resources';
import type { WriteMode } from '../domain/validation';
import { workScope } from '../state/workScope';
import { useToast } from '../toasts/useToast';
import { FieldInput } from './inputs/FieldInput';
import { formFields } from './listColumns';
import { serverFieldErrors, validateForm, withSelectedSite } from './formValidation';
import { useInvalidateResource } from './useInvalidateResource';
import { resourceKeys } from './resourceKeys';

export interface ResourceFormDialogProps {
  mode: WriteMode;
  open: boolean;
  onClose(): void;
  /** The record edited (edit mode). */
  record?: RaRecord;
}

export const ResourceFormDialog = ({ mode, open, onClose, record }: ResourceFormDialogProps) => {
  const resource = useResourceContext() ?? '';
  const spec = getResource(resource);
  const keys = resourceKeys(spec);
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const toast = useToast();
  const invalidate = useInvalidateResource();
  const title = translate(mode === 'create' ? keys.createLabel : keys.editLabel);

  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => {
      const data = withSelectedSite(spec, values, workScope.get().site);
      return toast.promise(
        () =>
          mode === 'create'
            ? dataProvider.create(resource, { data })
            : dataProvider.update(resource, { id: record?.id ?? '', data, previousData: record }),
        mode === 'create' ? keys.createToasts : keys.updateToasts,
      );
    },
  });

  const submit = async (values: Record<string, unknown>) => {
    if (mode === 'create' && spec.siteScoped && spec.fields.site?.required && workScope.get().site === null) {
      toast.error('sat.site.notSelected');
      return;
    }
    try {
      await save.mutateAsync(values);
    } catch (error) {
      return serverFieldErrors(error);
    }
    await invalidate(resource);
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth slotProps={{ paper: { sx: { maxWidth: 425 } } }}>
      <DialogTitle>{title}</DialogTitle>
      <Form
        record={record}
        onSubmit={submit}
        validate={(values) => validateForm(spec, values, mode, workScope.get().site)}
        noValidate
        disableInvalidFormNotification
      >
        <DialogContent sx={{ pt: 0 }}>
          {formFields(spec).map(([source, field]) => (
            <FieldInput key={source} source={source} field={field} />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {translate(mode === 'create' ? keys.createLabel : keys.editSubmit)}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
