/** "Wyjaśnij": a note that marks an anomaly explained (by the logged-in user, now). */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import type { SatDataProvider, VehicleAnomaly } from '../../providers/types';
import { ANOMALIES_KEY } from '../../shared/anomalies/useAnomalies';

export const ExplainDialog = ({ anomaly, onClose }: { anomaly: VehicleAnomaly; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SatDataProvider>();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = note.trim() === '';
  const save = useMutation({
    mutationFn: () => dataProvider.explainAnomaly(anomaly.id, note),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [ANOMALIES_KEY] });
      notify('sat.anomalies.explained', { type: 'success' });
      onClose();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="explain-title">
      <DialogTitle id="explain-title">{translate('sat.anomalies.explainTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {anomaly.reason}
        </Typography>
        <TextField
          label={translate('sat.anomalies.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={touched && missing ? translate('ra.validation.required') : ' '}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={save.isPending}
          onClick={() => {
            setTouched(true);
            if (!missing) save.mutate();
          }}
        >
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
