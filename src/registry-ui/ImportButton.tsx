/**
 * "Importuj" on a registry list (issue 32 §1): a dialog that takes an XLSX or CSV file, shows which
 * column fills which field (correctable), checks the file on the server without storing it
 * ("Sprawdź": the report of rows to add, to change with their fields, unchanged, and every problem
 * with its row) and then imports it all or nothing ("Importuj"). Registry-driven: shown on every
 * list whose resource can be imported, for an account that may write it.
 */
import { useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, MenuItem, Stack, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify, useResourceContext, useTranslate } from 'ra-core';
import { importableFields, isImportableResource, type ImportMapping, type ImportReport } from '../domain/imports';
import { getResource } from '../domain/resources';
import { sendImport } from '../providers/api/importFile';
import { useCanWrite } from '../state/useAccess';
import { useWorkScope } from '../state/workScope';
import { useInvalidateResource } from './useInvalidateResource';

const SKIP = '';

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

function ReportView({ report }: { report: ImportReport }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} aria-label={translate('sat.import.report')}>
      <Typography variant="body2">
        {translate('sat.import.counts', { rows: report.rows, added: report.added, changed: report.changed, unchanged: report.unchanged })}
      </Typography>
      {report.changes.length > 0 && (
        <List dense disablePadding sx={{ maxHeight: 160, overflow: 'auto' }}>
          {report.changes.map((change) => (
            <ListItem key={change.row} disableGutters>
              <Typography variant="body2">
                {translate('sat.import.changeRow', { row: change.row })}{' '}
                {change.fields.map((field) => `${field.label}: ${shown(field.from)} → ${shown(field.to)}`).join('; ')}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      {report.problems.length > 0 && (
        <Alert severity="error">
          <Typography variant="body2">{translate('sat.import.problems', { smart_count: report.problems.length })}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 200, overflow: 'auto' }}>
            {report.problems.map((problem, index) => (
              <li key={index}>
                <Typography variant="body2">{problem.text}</Typography>
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {report.problems.length === 0 && report.dryRun && <Alert severity="success">{translate('sat.import.ready')}</Alert>}
    </Stack>
  );
}

function ImportDialog({ resource, onClose }: { resource: string; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const invalidate = useInvalidateResource();
  const { site } = useWorkScope();
  const spec = getResource(resource);
  const fields = Object.entries(importableFields(spec));
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const send = async (chosen: File, dryRun: boolean, withMapping: ImportMapping | null) => {
    setPending(true);
    setError(null);
    try {
      const answer = await sendImport(resource, chosen, { dryRun, mapping: withMapping ?? undefined, site });
      setMapping(answer.mapping);
      setReport(answer);
      if (answer.imported && !answer.dryRun) {
        notify('sat.import.done', { type: 'success', messageArgs: { added: answer.added, changed: answer.changed } });
        await invalidate(resource);
        onClose();
      }
    } catch (failure) {
      setReport(null);
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    setMapping(null);
    setReport(null);
    void send(chosen, true, null);
  };

  const remap = (header: string, field: string) => {
    setMapping((current) => ({ ...current, [header]: field === SKIP ? null : field }));
    setReport(null);
  };

  const checked = report?.dryRun === true && report.problems.length === 0;
  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="md">
      <DialogTitle>{translate('sat.import.title', { name: translate(`resources.${resource}.name`, { smart_count: 2 }) })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{translate('sat.import.help')}</Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={pending}>
              {translate('sat.import.choose')}
              <input hidden type="file" accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={choose} />
            </Button>
            <Typography variant="body2">{file?.name ?? translate('sat.import.noFile')}</Typography>
          </Stack>
          {error && <Alert severity="error">{error}</Alert>}
          {mapping && (
            <Box>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {translate('sat.import.mapping')}
              </Typography>
              <Stack spacing={1}>
                {Object.entries(mapping).map(([header, field]) => (
                  <TextField
                    key={header}
                    select
                    size="small"
                    label={header || translate('sat.import.unnamed')}
                    value={field ?? SKIP}
                    onChange={(event) => remap(header, event.target.value)}
                    disabled={pending}
                  >
                    <MenuItem value={SKIP}>{translate('sat.import.skip')}</MenuItem>
                    {fields.map(([name, spec]) => (
                      <MenuItem key={name} value={name}>
                        {spec.label}
                      </MenuItem>
                    ))}
                  </TextField>
                ))}
              </Stack>
            </Box>
          )}
          {report && <ReportView report={report} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={() => file && void send(file, true, mapping)} disabled={!file || pending}>
          {translate('sat.import.check')}
        </Button>
        <Button variant="contained" onClick={() => file && void send(file, false, mapping)} disabled={!file || pending || !checked}>
          {translate('sat.import.run')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The list toolbar's "Importuj"; nothing where the resource is not imported or the account may not write it. */
export const ImportButton = () => {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const canWrite = useCanWrite(resource);
  if (!canWrite || !isImportableResource(getResource(resource))) return null;
  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {translate('sat.import.button')}
      </Button>
      {open && <ImportDialog resource={resource} onClose={() => setOpen(false)} />}
    </>
  );
};
