/**
 * "Importuj" on a registry list (issue 32 §1): a dialog that takes an XLSX or CSV file, shows which
 * column fills which field (correctable), checks the file on the server without storing it
 * ("Sprawdź": the report of rows to add, to change with their fields, unchanged, and every problem
 * with its row) and then imports it all or nothing ("Importuj"). Registry-driven: shown on every
 * list whose resource can be imported, for an account that may write it.
 */
import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogContent, DialogTitle, LinearProgress, List, ListItem, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useResourceContext, useTranslate } from 'ra-core';
import { importableFields, importTemplatePath, isImportableResource, type ImportMapping, type ImportReport } from '../domain/imports';
import { formatDecimal } from '../domain/numbers';
import { getResource } from '../domain/resources';
import { sendImport } from '../providers/api/importFile';
import { useCanWrite } from '../state/useAccess';
import { useWorkScope } from '../state/workScope';
import { ChooseSheet, ImportActions, ImportProblems, RecentImports } from './importParts';
import { useInvalidateResource } from './useInvalidateResource';

const SKIP = '';

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

function ReportView({ report }: { report: ImportReport }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} aria-label={translate('sat.import.report')}>
      <Typography variant="body2">
        {translate('sat.import.counts', {
          rows: formatDecimal(report.rows),
          added: formatDecimal(report.added),
          changed: formatDecimal(report.changed),
          unchanged: formatDecimal(report.unchanged),
        })}
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
      <ImportProblems problems={report.problems} />
      {report.problems.length === 0 && report.dryRun && <Alert severity="success">{translate('sat.import.ready')}</Alert>}
    </Stack>
  );
}

/**
 * Where a sent file is: its upload (the share sent), then the server reading it (null), then its
 * rows checked or imported so far, as the server reports them (docs/api.md "Import").
 */
type Progress = { sent: number } | { done: number; rows: number; dryRun: boolean } | null;

function ProgressView({ progress }: { progress: Progress }) {
  const translate = useTranslate();
  const [label, text, value] =
    progress === null
      ? [translate('sat.import.reading'), translate('sat.import.reading'), undefined]
      : 'sent' in progress
        ? [translate('sat.import.sending'), translate('sat.import.sendingShare', { share: Math.round(progress.sent * 100) }), Math.round(progress.sent * 100)]
        : [
            translate(progress.dryRun ? 'sat.import.checkingRows' : 'sat.import.importingRows'),
            translate(progress.dryRun ? 'sat.import.checkedRows' : 'sat.import.importedRows', {
              done: formatDecimal(progress.done),
              rows: formatDecimal(progress.rows),
              smart_count: progress.rows,
            }),
            // Whole percents: a screen reader reads aria-valuenow as it is (233 of 2,000 was 11.65).
            progress.rows ? Math.round((progress.done / progress.rows) * 100) : 0,
          ];
  return (
    <Box aria-label={label} role="status">
      <Typography variant="body2">{text}</Typography>
      <LinearProgress variant={value === undefined ? 'indeterminate' : 'determinate'} value={value} />
    </Box>
  );
}

function ImportDialog({ resource, onClose }: { resource: string; onClose(): void }) {
  const translate = useTranslate();
  const invalidate = useInvalidateResource();
  const { site } = useWorkScope();
  const spec = getResource(resource);
  const fields = Object.entries(importableFields(spec));
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<Progress>(null);
  const [done, setDone] = useState<ImportReport | null>(null);
  const [version, setVersion] = useState(0);

  const send = async (chosen: File, dryRun: boolean, withMapping: ImportMapping | null) => {
    setPending(true);
    setError(null);
    setProgress({ sent: 0 });
    try {
      const answer = await sendImport(resource, chosen, {
        dryRun,
        mapping: withMapping ?? undefined,
        site,
        onProgress: (sent) => setProgress(sent < 1 ? { sent } : null),
        onRows: (done, rows) => setProgress({ done, rows, dryRun }),
      });
      setMapping(answer.mapping);
      setReport(answer);
      if (answer.imported && !answer.dryRun) {
        setDone(answer);
        setFile(null);
        setReport(null);
        setVersion((current) => current + 1);
        await invalidate(resource);
      }
    } catch (failure) {
      setReport(null);
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
      setProgress(null);
    }
  };

  const undone = async () => {
    setDone(null);
    await invalidate(resource);
  };

  const choose = (chosen: File) => {
    setFile(chosen);
    setMapping(null);
    setReport(null);
    setDone(null);
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
          <ChooseSheet file={file} disabled={pending} onChoose={choose}>
            <Box sx={{ flexGrow: 1 }} />
            <Button component="a" href={importTemplatePath(resource)} download startIcon={<DownloadIcon />} size="small">
              {translate('sat.import.template')}
            </Button>
          </ChooseSheet>
          {pending && <ProgressView progress={progress} />}
          {error && <Alert severity="error">{error}</Alert>}
          {done && <Alert severity="success">{translate('sat.import.done', { added: done.added, changed: done.changed })}</Alert>}
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
          <RecentImports resource={resource} version={version} onUndone={() => void undone()} />
        </Stack>
      </DialogContent>
      <ImportActions
        pending={pending}
        done={Boolean(done)}
        canSend={Boolean(file)}
        checked={checked}
        onClose={onClose}
        onSend={(dryRun) => file && void send(file, dryRun, mapping)}
      />
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
