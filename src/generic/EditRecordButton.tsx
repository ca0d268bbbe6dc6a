/** The edit button of a row and its edit dialog. */
import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useRecordContext, useTranslate } from 'ra-core';
import { ResourceFormDialog } from './ResourceFormDialog';

export const EditRecordButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Tooltip title={translate('ra.action.edit')}>
        <IconButton size="small" aria-label={translate('ra.action.edit')} onClick={() => setOpen(true)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ResourceFormDialog mode="update" open={open} onClose={() => setOpen(false)} record={record} />
    </>
  );
};
