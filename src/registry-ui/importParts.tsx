/**
 * The pieces the import dialogs share (issue 32): "Importuj" on a registry list (./ImportButton.tsx)
 * and "Importuj wyciąg" on the station fuelings (resources/fueling/FuelStatementButton.tsx).
 */
import { useCallback, useEffect, useState, type ChangeEvent, type ReactNode } from 'react';
import { Alert, Box, Button, DialogActions, List, ListItem, Stack, Typography } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify, useTranslate } from 'ra-core';
import { companyDateTime } from '../domain/companyTime';
import { useCompanyTimeZone } from '../state/companyTimeZone';
import type { ImportRecord } from '../domain/imports';
import { listImports, undoImport } from '../providers/api/importFile';

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

/**
 * The resource's latest imports (with `statements`: the fuel-card statements' imports), each with
 * "Cofnij import" until it is undone (refused with the server's reason after a later change).
 */
export function RecentImports({
  resource,
  statements = false,
  version,
  onUndone,
}: {
  resource: string;
  statements?: boolean;
  version: number;
  onUndone(): void;
}) {
  const timeZone = useCompanyTimeZone();
  const translate = useTranslate();
  const notify = useNotify();
  const [records, setRecords] = useState<ImportRecord[]>([]);
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    listImports(resource, statements).then(setRecords, () => setRecords([]));
  }, [resource, statements]);
  useEffect(load, [load, version]);
  const undo = async (record: ImportRecord) => {
    setPending(record.id);
    setError(null);
    try {
      await undoImport(record.id);
      notify('sat.import.undone', { type: 'success' });
      onUndone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(null);
      load();
    }
  };
  if (records.length === 0) return null;
  return (
    <Box aria-label={translate('sat.import.recent')} role="region">
      <Typography variant="subtitle2">{translate('sat.import.recent')}</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <List dense disablePadding>
        {records.map((record) => (
          <ListItem
            key={record.id}
            disableGutters
            secondaryAction={
              record.undone_at ? (
                <Typography variant="body2" color="text.secondary">
                  {translate('sat.import.undoneAt', { at: companyDateTime(record.undone_at, timeZone), user: record.undone_by ?? '' })}
                </Typography>
              ) : (
                <Button size="small" startIcon={<UndoIcon />} disabled={pending !== null} onClick={() => void undo(record)}>
                  {translate('sat.import.undo')}
                </Button>
              )
            }
          >
            <Typography variant="body2" sx={{ pr: 22 }}>
              {translate('sat.import.record', {
                at: companyDateTime(record.created_at, timeZone),
                file: record.file_name,
                user: record.username,
                added: record.added,
                changed: record.changed,
              })}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
