/**
 * The pieces the import dialogs share (issue 32): "Importuj" on a registry list (./ImportButton.tsx)
 * and "Importuj wyciąg" on the station fuelings (resources/fueling/FuelStatementButton.tsx).
 */
import type { ChangeEvent, ReactNode } from 'react';
import { Alert, Box, Button, DialogActions, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'ra-core';

const SHEET_TYPES = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** "Wybierz plik" (XLSX or CSV) and the chosen file's name; the same file may be chosen again. */
export function ChooseSheet({
  file,
  disabled,
  onChoose,
  children,
}: {
  file: File | null;
  disabled: boolean;
  onChoose(file: File): void;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) onChoose(chosen);
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled}>
        {translate('sat.import.choose')}
        <input hidden type="file" accept={SHEET_TYPES} onChange={choose} />
      </Button>
      <Typography variant="body2">{file?.name ?? translate('sat.import.noFile')}</Typography>
      {children}
    </Stack>
  );
}

/** Every problem of the check, each "wiersz 17, Pojemność zbiornika: …". */
export function ImportProblems({ problems }: { problems: ReadonlyArray<{ text: string }> }) {
  const translate = useTranslate();
  if (problems.length === 0) return null;
  return (
    <Alert severity="error">
      <Typography variant="body2">{translate('sat.import.problems', { smart_count: problems.length })}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 200, overflow: 'auto' }}>
        {problems.map((problem, index) => (
          <li key={index}>
            <Typography variant="body2">{problem.text}</Typography>
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/** Close (Cancel before an import), "Sprawdź", and "Importuj" once the check found no problem. */
export function ImportActions({
  pending,
  done,
  canSend,
  checked,
  onClose,
  onSend,
}: {
  pending: boolean;
  done: boolean;
  canSend: boolean;
  checked: boolean;
  onClose(): void;
  onSend(dryRun: boolean): void;
}) {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onClose} disabled={pending}>
        {translate(done ? 'ra.action.close' : 'ra.action.cancel')}
      </Button>
      <Button onClick={() => onSend(true)} disabled={!canSend || pending}>
        {translate('sat.import.check')}
      </Button>
      <Button variant="contained" onClick={() => onSend(false)} disabled={!canSend || pending || !checked}>
        {translate('sat.import.run')}
      </Button>
    </DialogActions>
  );
}
