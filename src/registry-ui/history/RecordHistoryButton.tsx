/**
 * "Historia zmian" of one record (issue 16 §2): a button (in the edit dialog) opening a dialog
 * with the record's changes, newest first, read when opened and paged as the /history list.
 */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslate, type Identifier } from 'ra-core';
import { ChangeHistoryList, ChangeHistoryTable } from './ChangeHistoryTable';

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
        <DialogContent>
          {open && (
            <ChangeHistoryList query={{ entity, record: Number(record) }}>
              <ChangeHistoryTable />
            </ChangeHistoryList>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
