/**
 * The trash button of a list (spec §2 "Generic data tables"): disabled until a row is selected,
 * then "Czy jesteś pewien?" with Anuluj / Usuń; one DELETE per row in parallel; the dialog closes
 * once all succeed, an error toast otherwise.
 */
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Tooltip,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDataProvider, useListContext, useResourceContext, useTranslate } from 'ra-core';
import { useMutation } from '@tanstack/react-query';
import { getResource } from '../domain/resources';
import { useToast } from '../toasts/useToast';
import { resourceKeys } from './resourceKeys';
import { useInvalidateResource } from './useInvalidateResource';

export const BulkDeleteButton = () => {
  const resource = useResourceContext() ?? '';
  const keys = resourceKeys(getResource(resource));
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const toast = useToast();
  const invalidate = useInvalidateResource();
  const [open, setOpen] = useState(false);

  const remove = useMutation({
    mutationFn: () => toast.promise(() => dataProvider.deleteMany(resource, { ids: selectedIds }), keys.deleteToasts),
    onSuccess: async () => {
      setOpen(false);
      onUnselectItems();
      await invalidate(resource);
    },
  });

  const label = translate('sat.table.deleteSelected');
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton
            aria-label={label}
            color="error"
            disabled={selectedIds.length === 0}
            onClick={() => setOpen(true)}
          >
            <DeleteIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth slotProps={{ paper: { sx: { maxWidth: 425 } } }}>
        <DialogTitle>{translate('sat.table.deleteTitle')}</DialogTitle>
        {keys.deleteConfirm && (
          <DialogContent>
            <DialogContentText>{translate(keys.deleteConfirm)}</DialogContentText>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {translate('ra.action.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
