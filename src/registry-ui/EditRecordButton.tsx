/**
 * The row's button opening its record dialog: "Edytuj" with the edit dialog, or for an account
 * that may not change the resource (issue 16 §1) "Pokaż" with the record read-only (its fields and
 * change history).
 */
import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useRecordContext, useTranslate } from 'ra-core';
import { LazyResourceFormDialog, preloadResourceFormDialog } from './LazyResourceFormDialog';

/** `label`: a message key naming the button where "Edytuj" alone would not say what (the header's site). */
export const EditRecordButton = ({ readOnly = false, label: labelKey }: { readOnly?: boolean; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const label = translate(labelKey ?? (readOnly ? 'ra.action.show' : 'ra.action.edit'));
  const Icon = readOnly ? VisibilityIcon : EditIcon;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          onClick={() => setOpen(true)}
          onPointerEnter={preloadResourceFormDialog}
          onFocus={preloadResourceFormDialog}
        >
          <Icon fontSize="small" />
        </IconButton>
      </Tooltip>
      <LazyResourceFormDialog mode="update" open={open} onClose={() => setOpen(false)} record={record} readOnly={readOnly} />
    </>
  );
};
