/**
 * In an employee's edit dialog, for an administrator (issue 31 §5): the person's stored GPS
 * positions over chosen company days as CSV, for a data subject's access request, with what is
 * kept and for how long. The server records each download in the change history.
 */
import { Alert, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'ra-core';
import { useState } from 'react';
import { companyToday } from '../../domain/dates';
import { positionsFileName } from '../../domain/gps/positionsCsv';
import { useMapSettings } from '../../maps/useMapSettings';
import type { SatDataProvider } from '../../providers/types';
import { CsvDownloadButton } from '../../shared/CsvExportButton';
import { useIsAdministrator } from '../../state/useAccess';
import { useCompanyTimeZone } from '../../state/companyTimeZone';

const DEFAULT_DAYS = 30;
const dayText = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export const PositionsExport = ({ person }: { person: number }) => {
  const timeZone = useCompanyTimeZone();
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const { data: settings } = useMapSettings();
  const today = companyToday(Date.now(), timeZone);
  const [from, setFrom] = useState(() => dayText(new Date(today.getFullYear(), today.getMonth(), today.getDate() - DEFAULT_DAYS)));
  const [to, setTo] = useState(() => dayText(today));
  const valid = Boolean(from && to && from <= to);
  const days = { from, to };
  return (
    <Stack spacing={1} sx={{ mt: 2 }} data-testid="positions-export">
      <Typography variant="subtitle1" component="h2">
        {translate('sat.positions.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('sat.positions.rules', { days: settings?.positionRetentionDays ?? 90 })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          type="date"
          size="small"
          label={translate('sat.positions.from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={translate('sat.positions.to')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {valid && (
          <CsvDownloadButton
            fetchFile={() => dataProvider.exportPersonPositionsCsv(person, days)}
            fileName={() => positionsFileName(person, days)}
            iconOnly={false}
            label={translate('sat.positions.download')}
          />
        )}
      </Stack>
      {!valid && <Alert severity="warning">{translate('sat.positions.badRange')}</Alert>}
    </Stack>
  );
};

/** Shown only to an administrator editing a stored employee. */
export const EmployeePositionsExport = ({ person }: { person: number | undefined }) => {
  const isAdministrator = useIsAdministrator();
  return isAdministrator && person !== undefined ? <PositionsExport person={person} /> : null;
};
