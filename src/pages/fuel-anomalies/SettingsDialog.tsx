/** The anomaly thresholds (decimal comma inputs); a change refreshes every list of anomalies. */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton } from 'react-admin';
import { useDataProvider, useNotify, useTranslate, HttpError } from 'ra-core';
import { readThresholds, THRESHOLD_NAMES, THRESHOLD_SPECS } from '../../domain/anomalies/settings';
import type { FieldSpec } from '../../domain/fields';
import { DecimalInput } from '../../registry-ui/inputs/DecimalInput';
import type { SatDataProvider } from '../../providers/types';
import { ANOMALIES_KEY } from './useAnomalies';

const fieldOf = (label: string): FieldSpec => ({ type: 'number', label, required: true });

const thresholdsOf = (values: Record<string, unknown>) => Object.fromEntries(THRESHOLD_NAMES.map((name) => [name, values[name]]));

/** The server's own reading of the thresholds, so that nothing it would refuse is sent. */
function validate(values: Record<string, unknown>): Record<string, string> {
  const reading = readThresholds(thresholdsOf(values));
  return reading.ok ? {} : Object.fromEntries(Object.entries(reading.errors).map(([name, messages]) => [name, messages[0]]));
}

export const SettingsDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SatDataProvider>();
  const queryClient = useQueryClient();
  const { data: thresholds } = useQuery({ queryKey: [ANOMALIES_KEY, 'settings'], queryFn: () => dataProvider.getAnomalySettings() });
  const save = useMutation({
    mutationFn: (values: Record<string, number | string>) => dataProvider.saveAnomalySettings(values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [ANOMALIES_KEY] });
      notify('sat.anomalies.settingsSaved', { type: 'success' });
      onClose();
    },
  });
  const submit = async (values: Record<string, unknown>) => {
    try {
      await save.mutateAsync(thresholdsOf(values) as Record<string, number | string>);
      return undefined;
    } catch (error) {
      const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, string[]> } | undefined)?.errors : undefined;
      if (errors) return Object.fromEntries(Object.entries(errors).map(([name, messages]) => [name, messages[0]]));
      notify((error as Error).message, { type: 'error' });
      return undefined;
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="anomaly-settings-title">
      <DialogTitle id="anomaly-settings-title">{translate('sat.anomalies.settingsTitle')}</DialogTitle>
      {thresholds && (
        <Form record={{ id: 'settings', ...thresholds }} onSubmit={submit} validate={validate}>
          <DialogContent>
            <Stack>
              {THRESHOLD_NAMES.map((name) => (
                <DecimalInput key={name} source={name} field={fieldOf(THRESHOLD_SPECS[name].label)} label={THRESHOLD_SPECS[name].label} isRequired />
              ))}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SaveButton alwaysEnable />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};
