/**
 * The anomaly thresholds (decimal comma inputs), the shares in per cent (50 for the API's 0,5); a
 * change refreshes every list of anomalies.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton } from 'react-admin';
import { useDataProvider, useNotify, useTranslate, HttpError } from 'ra-core';
import { readThresholds, THRESHOLD_NAMES, THRESHOLD_SPECS, thresholdMessages, type ThresholdName } from '../../domain/anomalies/settings';
import type { FuelThresholds } from '../../domain/reports/fuelLog';
import { parseDecimal } from '../../domain/numbers';
import type { FieldSpec } from '../../domain/fields';
import { DecimalInput } from '../../registry-ui/inputs/DecimalInput';
import type { SatDataProvider } from '../../providers/types';
import { ANOMALIES_KEY } from '../../shared/anomalies/useAnomalies';

const fieldOf = (label: string): FieldSpec => ({ type: 'number', label, required: true });

const inPercent = (name: string) => THRESHOLD_SPECS[name as ThresholdName]?.percentLabel !== undefined;
const labelOf = (name: ThresholdName) => THRESHOLD_SPECS[name].percentLabel ?? THRESHOLD_SPECS[name].label;

/** The form's values: the shares in per cent (0,3 → 30). */
const formValues = (thresholds: FuelThresholds) =>
  Object.fromEntries(THRESHOLD_NAMES.map((name) => [name, inPercent(name) ? Number((thresholds[name] * 100).toFixed(6)) : thresholds[name]]));

/** The thresholds to send: the per cents back to shares (30 → 0,3); what is no number is sent as typed, for the server to refuse. */
function thresholdsOf(values: Record<string, unknown>): Record<string, number | string> {
  return Object.fromEntries(
    THRESHOLD_NAMES.map((name) => {
      const value = values[name] as number | string;
      const number = typeof value === 'number' ? value : parseDecimal(String(value ?? ''));
      return [name, inPercent(name) && number !== null ? Number((number / 100).toFixed(8)) : value];
    }),
  );
}

/** A field's first error, its bound in per cent where the field is. */
const errorsShown = (errors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(errors).map(([name, messages]) => {
      const spec = THRESHOLD_SPECS[name as ThresholdName];
      return [name, spec && inPercent(name) && messages[0] === thresholdMessages.max(spec.max) ? thresholdMessages.max(spec.max * 100) : messages[0]];
    }),
  );

/** The server's own reading of the thresholds, so that nothing it would refuse is sent. */
function validate(values: Record<string, unknown>): Record<string, string> {
  const reading = readThresholds(thresholdsOf(values));
  return reading.ok ? {} : errorsShown(reading.errors);
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
      await save.mutateAsync(thresholdsOf(values));
      return undefined;
    } catch (error) {
      const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, string[]> } | undefined)?.errors : undefined;
      if (errors) return errorsShown(errors);
      notify((error as Error).message, { type: 'error' });
      return undefined;
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="anomaly-settings-title">
      <DialogTitle id="anomaly-settings-title">{translate('sat.anomalies.settingsTitle')}</DialogTitle>
      {thresholds && (
        <Form record={{ id: 'settings', ...formValues(thresholds) }} onSubmit={submit} validate={validate}>
          <DialogContent>
            <Stack>
              {THRESHOLD_NAMES.map((name) => (
                <DecimalInput key={name} source={name} field={fieldOf(labelOf(name))} label={labelOf(name)} isRequired />
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
