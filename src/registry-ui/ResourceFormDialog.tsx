/**
 * The create or edit dialog of a registry resource (spec: screens edit in dialogs): inputs from the
 * registry's fields, validation shared with the server, the "not found" rules of spec §5 checked
 * before sending, submit disabled while saving, pending → success / error toasts, the list
 * refetched and the dialog closed (an add form thus starts empty again) after a successful save.
 * Keyboard and screen: the first field takes the focus once the dialog has opened, the fields the
 * registry requires in this mode (create or edit) carry react-admin's required mark, and only the
 * fields scroll when the dialog is taller than the window (title and buttons stay in view).
 * Read-only (an account that may not change the resource, issue 16 §1): the record's fields,
 * disabled, with its change history and "Zamknij" only.
 */
import { Fragment, useMemo, useRef, useState } from 'react';
import { RecordHistoryButton } from './history/RecordHistoryButton';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, Button } from '@mui/material';
import { Form, useDataProvider, useResourceContext, useResourceDefinition, useTranslate, type RaRecord } from 'ra-core';
import { useMutation } from '@tanstack/react-query';
import { getResource } from '../domain/resources';
import { isRequired, type WriteMode } from '../domain/requiredValues';
import { workScope } from '../state/workScope';
import { useToast } from '../toasts/useToast';
import { CoordinatesMapInput } from './inputs/CoordinatesMapInput';
import { FieldInput } from './inputs/FieldInput';
import { createDefaults, formFields } from './formFields';
import { needsSelectedSite, serverFieldErrors, validateForm, withDialogSite } from './formValidation';
import { findMissingReference, type ReferenceLookup } from './referenceChecks';
import { useInvalidateResource } from './useInvalidateResource';
import { resourceKeys } from './resourceKeys';
import type { ResourceModule } from './resourceModule';

export interface ResourceFormDialogProps {
  mode: WriteMode;
  open: boolean;
  onClose(): void;
  /** The record edited (edit mode). */
  record?: RaRecord;
  /** Initial values of a new record on top of the registry's (create mode). */
  defaults?: Record<string, unknown>;
  /** Shows the record without saving (edit mode, for an account that may not change it). */
  readOnly?: boolean;
}

/** The dialog's first input, select or button (a calendar field is a button). */
const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * The paper is a flex column and the form sits between it and the content: the form is made a
 * shrinking flex column too, so that the content scrolls and the buttons below it stay in view.
 */
const paperSx = { maxWidth: 425, '& > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } };

/** A disabled fieldset disables every native input and button inside (date pickers' too), borderless. */
const readOnlyFieldsetSx = { border: 0, m: 0, p: 0, minWidth: 0 };

export const ResourceFormDialog = ({ mode, open, onClose, record, defaults, readOnly = false }: ResourceFormDialogProps) => {
  const resource = useResourceContext() ?? '';
  const spec = getResource(resource);
  const keys = resourceKeys(spec);
  const toasts = mode === 'create' ? keys.createToasts : keys.updateToasts;
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const toast = useToast();
  const invalidate = useInvalidateResource();
  const [checking, setChecking] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  // Only while the focus is still where MUI put it on opening (the dialog itself): a field the
  // user clicked meanwhile, or a date picker's calendar opened from it, keeps the focus.
  const focusFirstField = () => {
    const active = document.activeElement;
    if (active !== document.body && active !== content.current?.closest('[role="dialog"]')) return;
    content.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  };
  const fields = formFields(spec);
  // What the resource's own module adds below the inputs (./resourceModule.tsx).
  const Addition = (useResourceDefinition().options as ResourceModule['options'])?.formAddition;
  // The map picker sits under the last coordinate input.
  const mapAfter = spec.mapPicker ? fields.findLastIndex(([, field]) => field.type === 'latitude' || field.type === 'longitude') : -1;
  // Taken when the dialog opens (the selected site may change while it is closed); kept stable
  // while it is open, since a new record object would reset the form.
  const initialValues = useMemo(
    () => (mode === 'create' ? createDefaults(spec, workScope.get().site, defaults) : record),
    [mode, spec, defaults, record, open],
  );

  const lookup: ReferenceLookup = async (reference, id) =>
    (await dataProvider.getMany(reference, { ids: [id] })).data.find((row) => String(row.id) === String(id));

  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => {
      const data = withDialogSite(spec, values, workScope.get().site);
      return toast.promise(
        () =>
          mode === 'create' ? dataProvider.create(resource, { data }) : dataProvider.update(resource, { id: record?.id ?? '', data, previousData: record }),
        toasts,
      );
    },
  });

  /** Whether the save may go ahead: a site to save into, and every checked reference still there. */
  const mayProceed = async (values: Record<string, unknown>) => {
    if (needsSelectedSite(spec, mode) && workScope.get().site === null) {
      toast.error('sat.site.notSelected');
      return false;
    }
    setChecking(true);
    try {
      const missing = await findMissingReference(spec, values, mode, lookup);
      if (missing) toast[missing.severity](missing.message);
      return missing === null;
    } catch {
      toast.error(toasts.error);
      return false;
    } finally {
      setChecking(false);
    }
  };

  const submit = async (values: Record<string, unknown>) => {
    if (readOnly || !(await mayProceed(values))) return;
    try {
      await save.mutateAsync(values);
    } catch (error) {
      return serverFieldErrors(error);
    }
    await invalidate(resource);
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth slotProps={{ paper: { sx: paperSx }, transition: { onEntered: focusFirstField } }}>
      <DialogTitle>
        {readOnly ? translate(`resources.${spec.name}.name`, { smart_count: 1 }) : translate(mode === 'create' ? keys.createTitle : keys.editLabel)}
      </DialogTitle>
      <Form
        record={initialValues}
        onSubmit={submit}
        validate={(values) => validateForm(spec, values, mode, workScope.get().site)}
        noValidate
        disableInvalidFormNotification
        disabled={readOnly}
      >
        <DialogContent ref={content} sx={{ pt: 0 }}>
          <Box component="fieldset" disabled={readOnly} sx={readOnlyFieldsetSx}>
            {fields.map(([source, field], index) => (
              <Fragment key={source}>
                <FieldInput source={source} field={field} isRequired={!readOnly && isRequired(field, mode)} />
                {index === mapAfter && <CoordinatesMapInput />}
              </Fragment>
            ))}
            {Addition && !readOnly && <Addition mode={mode} record={record} />}
          </Box>
        </DialogContent>
        <DialogActions>
          {mode === 'update' && record && (
            // Issue 16 §2: who changed this record, when, and from what.
            <span style={{ marginRight: 'auto' }}>
              <RecordHistoryButton entity={spec.name} record={record.id} />
            </span>
          )}
          <Button onClick={onClose}>{translate(readOnly ? 'ra.action.close' : 'ra.action.cancel')}</Button>
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={checking || save.isPending}>
              {translate(mode === 'create' ? keys.createLabel : keys.editSubmit)}
            </Button>
          )}
        </DialogActions>
      </Form>
    </Dialog>
  );
};
