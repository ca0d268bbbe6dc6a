/** The add button of a resource and its create dialog. */
import { useState } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useResourceContext, useTranslate } from 'ra-core';
import { getResource } from '../domain/resources';
import { ResourceFormDialog } from './ResourceFormDialog';
import { resourceKeys } from './resourceKeys';

export interface CreateRecordButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** Initial values of the new record on top of the registry's. */
  defaults?: Record<string, unknown>;
}

export const CreateRecordButton = ({ defaults, ...props }: CreateRecordButtonProps) => {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)} {...props}>
        {translate(resourceKeys(getResource(resource)).createLabel)}
      </Button>
      <ResourceFormDialog mode="create" open={open} onClose={() => setOpen(false)} defaults={defaults} />
    </>
  );
};
