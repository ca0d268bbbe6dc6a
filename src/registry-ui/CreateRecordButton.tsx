/** The add button of a resource and its create dialog; nothing for an account that may not add (issue 16 §1). */
import { useState } from 'react';
import { Button, IconButton, Tooltip, type ButtonProps } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useResourceContext, useTranslate } from 'ra-core';
import { getResource } from '../domain/resources';
import { useCanWrite } from '../state/useAccess';
import { LazyResourceFormDialog, preloadResourceFormDialog } from './LazyResourceFormDialog';
import { resourceKeys } from './resourceKeys';

export interface CreateRecordButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** Initial values of the new record on top of the registry's. */
  defaults?: Record<string, unknown>;
  /** Only the icon (the label becomes its tooltip and accessible name), for narrow screens. */
  iconOnly?: boolean;
}

export const CreateRecordButton = ({ defaults, iconOnly = false, ...props }: CreateRecordButtonProps) => {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const canWrite = useCanWrite(resource);
  const label = translate(resourceKeys(getResource(resource)).createLabel);
  if (!canWrite) return null;
  return (
    <>
      {iconOnly ? (
        <Tooltip title={label}>
          <IconButton
            aria-label={label}
            onClick={() => setOpen(true)}
            onPointerEnter={preloadResourceFormDialog}
            onFocus={preloadResourceFormDialog}
            color="primary"
          >
            <AddIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          variant="contained"
          size="small"
          startIcon={<AddIcon />}
          onClick={() => setOpen(true)}
          onPointerEnter={preloadResourceFormDialog}
          onFocus={preloadResourceFormDialog}
          {...props}
        >
          {label}
        </Button>
      )}
      <LazyResourceFormDialog mode="create" open={open} onClose={() => setOpen(false)} defaults={defaults} />
    </>
  );
};
