/**
 * "Importuj wyciąg" on the station fuelings' list (issue 32 §2): a dialog that takes a card
 * issuer's statement, proposes its columns (the issuer's stored profile, else by the headers),
 * lets them be corrected, checks the statement on the server ("Sprawdź": fuelings, AdBlue, already
 * imported, unmatched transactions and problems) and then imports it; the latest statements'
 * imports listed below, each undone as a whole with "Cofnij import". Administrators only.
 */
import { useEffect, useState } from 'react';
import { Alert, Autocomplete, Box, Button, Dialog, DialogContent, DialogTitle, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'ra-core';
import { STATEMENT_FIELD_NAMES, STATEMENT_FIELDS, type StatementColumns, type StatementProfile, type StatementReport } from '../../domain/fuelStatements';
import { formatDecimal } from '../../domain/numbers';
import { listStatementProfiles, sendStatement } from '../../providers/api/fuelStatements';
import { useCanWrite, useIsAdministrator } from '../../state/useAccess';
import { ChooseSheet, ImportActions, ImportProblems, RecentImports } from '../../registry-ui/importParts';
import { useInvalidateResource } from '../../registry-ui/useInvalidateResource';

const NONE = '';

function StatementReportView({ report }: { report: StatementReport }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} aria-label={translate('sat.import.report')}>
      <Typography variant="body2">
        {translate('sat.fuelStatement.counts', {
          rows: report.rows,
          fuelings: report.fuelings,
          adblue: report.adblue,
          already: report.alreadyImported,
          skipped: report.skipped.length,
        })}
      </Typography>
      {report.unmatched.length > 0 && (
        <Alert severity="warning">
          <Typography variant="body2">{translate('sat.fuelStatement.unmatched')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 160, overflow: 'auto' }}>
            {report.unmatched.map((row) => (
              <li key={row.row}>
                <Typography variant="body2">
                  {translate('sat.fuelStatement.unmatchedRow', {
                    row: row.row,
                    card: row.card_number ?? '—',
                    plate: row.plate ?? '—',
                    litres: String(row.litres).replace('.', ','),
                    reason: row.reason,
                  })}
                </Typography>
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {report.otherVehicle.map((use) => (
        <Alert key={use.row} severity="info">
          {translate('sat.fuelStatement.otherVehicle', { row: use.row, card: use.card_number, plate: use.plate })}
        </Alert>
      ))}
      {report.elsewhere.map((use) => (
        <Alert key={use.row} severity="info">
          {translate('sat.fuelStatement.elsewhere', { row: use.row, distance: formatDecimal(use.distance_km), station: use.station })}
        </Alert>
      ))}
      <ImportProblems problems={report.problems} />
      {report.problems.length === 0 && report.dryRun && <Alert severity="success">{translate('sat.import.ready')}</Alert>}
    </Stack>
  );
}

function FuelStatementDialog({ onClose }: { onClose(): void }) {
  const translate = useTranslate();
  const invalidate = useInvalidateResource();
  const [profiles, setProfiles] = useState<StatementProfile[]>([]);
  const [issuer, setIssuer] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [headers, setHeaders] = useState<string[]>([]);
  const [columns, setColumns] = useState<StatementColumns | null>(null);
  const [report, setReport] = useState<StatementReport | null>(null);
  const [done, setDone] = useState<StatementReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  /** Bumped by each import done: the list of recent imports reads itself again. */
  const [version, setVersion] = useState(0);

  useEffect(() => {
    listStatementProfiles().then(setProfiles, () => setProfiles([]));
  }, []);

  const send = async (chosen: File, dryRun: boolean, withColumns: StatementColumns | null) => {
    setPending(true);
    setError(null);
    try {
      const answer = await sendStatement(chosen, { issuer: issuer.trim(), dryRun, columns: withColumns ?? undefined });
      setColumns(answer.columns);
      setHeaders((current) =>
        current.length ? current : [...new Set([...Object.values(answer.columns).filter((h): h is string => Boolean(h)), ...answer.ignored])],
      );
      setReport(answer);
      if (answer.imported && !answer.dryRun) {
        setDone(answer);
        setReport(null);
        setFile(null);
        setVersion((current) => current + 1);
        await invalidate('fueling');
      }
    } catch (failure) {
      setReport(null);
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };

  const choose = (chosen: File) => {
    setFile(chosen);
    setHeaders([]);
    setColumns(null);
    setReport(null);
    setDone(null);
    void send(chosen, true, null);
  };

  const checked = report?.dryRun === true && report.problems.length === 0;
  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="md">
      <DialogTitle>{translate('sat.fuelStatement.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{translate('sat.fuelStatement.help')}</Typography>
          <Autocomplete
            freeSolo
            options={profiles.map((profile) => profile.issuer)}
            inputValue={issuer}
            onInputChange={(_event, value) => setIssuer(value)}
            renderInput={(params) => (
              <TextField
                {...params}
                size="small"
                required
                label={translate('sat.fuelStatement.issuer')}
                helperText={profiles.length ? `${translate('sat.fuelStatement.profile')}: ${profiles.map((profile) => profile.issuer).join(', ')}` : undefined}
              />
            )}
            disabled={pending}
          />
          <ChooseSheet file={file} disabled={pending || !issuer.trim()} onChoose={choose} />
          {pending && (
            <Box role="status" aria-label={translate('sat.import.checking')}>
              <Typography variant="body2">{translate('sat.import.checking')}</Typography>
              <LinearProgress />
            </Box>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          {done && <Alert severity="success">{translate('sat.fuelStatement.done', { fuelings: done.fuelings, adblue: done.adblue })}</Alert>}
          {columns && headers.length > 0 && (
            <Box>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {translate('sat.fuelStatement.columns')}
              </Typography>
              <Stack spacing={1}>
                {STATEMENT_FIELD_NAMES.map((field) => (
                  <TextField
                    key={field}
                    select
                    size="small"
                    label={STATEMENT_FIELDS[field].label}
                    value={columns[field] ?? NONE}
                    onChange={(event) => {
                      setColumns((current) => ({ ...current, [field]: event.target.value === NONE ? null : event.target.value }));
                      setReport(null);
                    }}
                    disabled={pending}
                  >
                    <MenuItem value={NONE}>{translate('sat.fuelStatement.none')}</MenuItem>
                    {headers.map((header) => (
                      <MenuItem key={header} value={header}>
                        {header}
                      </MenuItem>
                    ))}
                  </TextField>
                ))}
              </Stack>
            </Box>
          )}
          {report && <StatementReportView report={report} />}
          <RecentImports
            resource="fueling"
            statements
            version={version}
            onUndone={() => {
              setDone(null);
              void invalidate('fueling');
            }}
          />
        </Stack>
      </DialogContent>
      <ImportActions
        pending={pending}
        done={Boolean(done)}
        canSend={Boolean(file)}
        checked={checked}
        onClose={onClose}
        onSend={(dryRun) => file && void send(file, dryRun, columns)}
      />
    </Dialog>
  );
}

/** "Importuj wyciąg": shown to administrators only (a statement names every site's vehicles). */
export const FuelStatementButton = () => {
  const translate = useTranslate();
  const administrator = useIsAdministrator();
  const canWrite = useCanWrite('fueling');
  const [open, setOpen] = useState(false);
  if (!administrator || !canWrite) return null;
  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {translate('sat.fuelStatement.button')}
      </Button>
      {open && <FuelStatementDialog onClose={() => setOpen(false)} />}
    </>
  );
};
