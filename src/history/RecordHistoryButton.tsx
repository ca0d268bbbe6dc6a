/**
 * "Historia zmian" of one record (issue 16 §2): a button (in the edit dialog) opening a dialog
 * with the record's changes, newest first, read when opened.
 */
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Skeleton } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type Identifier } from 'ra-core';
import type { SatDataProvider } from '../providers/types';
import { ChangeHistoryTable } from './ChangeHistoryTable';

/** The most changes one record's dialog shows (the /history page pages through more). */
const RECORD_HISTORY_ROWS = 200;

const RecordHistory = ({ entity, record }: { entity: string; record: number }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const history = useQuery({
    queryKey: ['change-history', entity, record],
    queryFn: () => dataProvider.getChangeHistory({ entity, record }, { offset: 0, limit: RECORD_HISTORY_ROWS }),
  });
  if (history.isError) return <Alert severity="error">{translate('sat.history.error')}</Alert>;
  if (!history.data) return <Skeleton variant="rectangular" height={120} />;
  return <ChangeHistoryTable events={history.data.data} />;
};

export const RecordHistoryButton = ({ entity, record }: { entity: string; record: Identifier }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        {translate('sat.history.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md">
        <DialogTitle>{translate('sat.history.title')}</DialogTitle>
        <DialogContent>{open && <RecordHistory entity={entity} record={Number(record)} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
