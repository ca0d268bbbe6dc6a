/**
 * The list of every change, newest first: filters by the kind of record, its id, search words
 * (login, values), company days from..to (typed dd.MM.yyyy or picked, as on every other screen);
 * pages of 50 (a react-admin list, paged as every other); the matching changes as CSV.
 */
import { useDeferredValue, useState } from 'react';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'ra-core';
import { CHANGE_HISTORY_FILE_NAME, historyEntities, type ChangeHistoryQuery } from '../../domain/changeHistory';
import { rangeFileName } from '../../domain/exportFiles';
import { idFromText } from '../../domain/validation';
import { FirstPageOn } from '../../registry-ui/ListTable';
import { ChangeHistoryList, ChangeHistoryTable } from '../../registry-ui/history/ChangeHistoryTable';
import { CsvDownloadButton } from '../../shared/CsvExportButton';
import { CompanyDayPicker } from '../../registry-ui/inputs/CompanyDatePickers';
import type { SatDataProvider } from '../../providers/types';

const ChangeHistoryView = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const [entity, setEntity] = useState('');
  const [record, setRecord] = useState('');
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const q = useDeferredValue(search.trim());
  const recordId = idFromText(record.trim());
  const query: ChangeHistoryQuery = {
    ...(entity && { entity }),
    ...(recordId !== null && { record: recordId }),
    ...(q && { q }),
    ...(from && { date_from: from }),
    ...(to && { date_to: to }),
  };

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
        <TextField
          select
          size="small"
          label={translate('sat.history.entity')}
          value={entity}
          onChange={(event) => setEntity(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{translate('sat.history.allEntities')}</MenuItem>
          {historyEntities().map((spec) => (
            <MenuItem key={spec.name} value={spec.name}>
              {spec.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={translate('sat.history.record')}
          value={record}
          onChange={(event) => setRecord(event.target.value)}
          inputMode="numeric"
        />
        <TextField size="small" label={translate('sat.history.search')} value={search} onChange={(event) => setSearch(event.target.value)} type="search" />
        <CompanyDayPicker label={translate('sat.history.from')} value={from} onChange={setFrom} />
        <CompanyDayPicker label={translate('sat.history.to')} value={to} onChange={setTo} />
      </Stack>
      <ChangeHistoryList query={query}>
        <FirstPageOn query={query} />
        <ChangeHistoryTable withRecord />
      </ChangeHistoryList>
    </Stack>
  );
};

export default ChangeHistoryView;
