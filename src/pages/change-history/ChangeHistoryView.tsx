/**
 * The list of every change, newest first: filters by the kind of record, its id, search words
 * (login, values), company days from..to (typed dd.MM.yyyy or picked, as on every other screen);
 * pages of 50; the matching changes as CSV.
 */
import { useDeferredValue, useState } from 'react';
import { Alert, MenuItem, Pagination, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import { CHANGE_HISTORY_FILE_NAME, historyEntities, type ChangeHistoryQuery } from '../../domain/changeHistory';
import { rangeFileName } from '../../domain/exportFiles';
import { idFromText } from '../../domain/validation';
import { ChangeHistoryTable } from '../../history/ChangeHistoryTable';
import { CsvDownloadButton } from '../../shared/CsvExportButton';
import { CompanyDayPicker } from '../../registry-ui/inputs/CompanyDatePickers';
import type { SatDataProvider } from '../../providers/types';

const PAGE_ROWS = 50;

const ChangeHistoryView = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const [entity, setEntity] = useState('');
  const [record, setRecord] = useState('');
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const q = useDeferredValue(search.trim());
  const recordId = idFromText(record.trim());
  const query: ChangeHistoryQuery = {
    ...(entity && { entity }),
    ...(recordId !== null && { record: recordId }),
    ...(q && { q }),
    ...(from && { date_from: from }),
    ...(to && { date_to: to }),
  };
  const history = useQuery({
    queryKey: ['change-history', 'list', query, page],
    queryFn: () => dataProvider.getChangeHistory(query, { offset: (page - 1) * PAGE_ROWS, limit: PAGE_ROWS }),
    placeholderData: keepPreviousData,
  });
  const filter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / PAGE_ROWS));

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {translate('sat.history.title')}
        </Typography>
        <CsvDownloadButton
          iconOnly={false}
          label={translate('sat.history.csv')}
          fetchFile={() => dataProvider.exportChangeHistoryCsv(query)}
          fileName={() => rangeFileName(CHANGE_HISTORY_FILE_NAME, { from: from || undefined, to: to || undefined })}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField select size="small" label={translate('sat.history.entity')} value={entity} onChange={(event) => filter(setEntity)(event.target.value)} sx={{ minWidth: 220 }}>
          <MenuItem value="">{translate('sat.history.allEntities')}</MenuItem>
          {historyEntities().map((spec) => (
            <MenuItem key={spec.name} value={spec.name}>
              {spec.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label={translate('sat.history.record')} value={record} onChange={(event) => filter(setRecord)(event.target.value)} inputMode="numeric" />
        <TextField size="small" label={translate('sat.history.search')} value={search} onChange={(event) => filter(setSearch)(event.target.value)} type="search" />
        <CompanyDayPicker label={translate('sat.history.from')} value={from} onChange={filter(setFrom)} />
        <CompanyDayPicker label={translate('sat.history.to')} value={to} onChange={filter(setTo)} />
      </Stack>
      {history.isError ? (
        <Alert severity="error">{translate('sat.history.error')}</Alert>
      ) : !history.data ? (
        <Skeleton variant="rectangular" height={240} />
      ) : (
        <>
          <ChangeHistoryTable events={history.data.data} withRecord />
          {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, value) => setPage(value)} />}
        </>
      )}
    </Stack>
  );
};

export default ChangeHistoryView;
