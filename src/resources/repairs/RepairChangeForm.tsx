/**
 * The form that moves a request through its workflow: status (only the request's own and those the
 * workflow allows next are offered; the server still refuses any other), assignee, cost, closing
 * note and photos, with the registry's inputs. Only what differs is recorded as a change.
 */
import { Box, Button } from '@mui/material';
import { Form, useDataProvider, useTranslate, type RaRecord } from 'ra-core';
import { useState } from 'react';
import type { FieldSpec } from '../../domain/fields';
import { REPAIR_CHANGE_FIELDS, repairChangeFieldSpecs } from '../../domain/repairs/changeFields';
import { reachableRepairStatuses, REPAIR_STATUS_LABELS, type RepairStatus } from '../../domain/repairs/workflow';
import { FieldInput } from '../../registry-ui/inputs/FieldInput';
import { serverFieldErrors } from '../../registry-ui/formValidation';
import type { SatDataProvider } from '../../providers/types';
import { useToast } from '../../toasts/useToast';

/** The status field offering only where a request in `status` may go. */
const statusField = (status: RepairStatus): FieldSpec => ({
  ...repairChangeFieldSpecs.status,
  choices: Object.fromEntries(reachableRepairStatuses(status).map((next) => [next, REPAIR_STATUS_LABELS[next]])),
});

export const RepairChangeForm = ({ record, onSaved }: { record: RaRecord; onSaved(): Promise<unknown> }) => {
  const dataProvider = useDataProvider<SatDataProvider>();
  const translate = useTranslate();
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      await toast.promise(() => dataProvider.changeRepair(record.id, values), {
        pending: 'sat.repairs.saving',
        success: 'sat.repairs.saved',
        error: 'sat.repairs.saveError',
      });
    } catch (error) {
      return serverFieldErrors(error);
    } finally {
      setSaving(false);
    }
    await onSaved();
  };

  return (
    <Form record={record} onSubmit={submit} noValidate disableInvalidFormNotification>
      {REPAIR_CHANGE_FIELDS.map((name) => (
        <FieldInput
          key={name}
          source={name}
          field={name === 'status' ? statusField(record.status as RepairStatus) : repairChangeFieldSpecs[name]}
          isRequired={name === 'status'}
        />
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {translate('sat.repairs.save')}
        </Button>
      </Box>
    </Form>
  );
};
