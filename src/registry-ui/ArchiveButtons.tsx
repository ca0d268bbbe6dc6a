/**
 * Archive instead of delete (issue 16 §3): the list's "Archiwizuj zaznaczone" beside the trash
 * button (disabled until a row is selected; it asks first, as deleting does: the rows leave every
 * list and choice until restored), and the
 * "Zarchiwizowany" chip with "Przywróć" that an archived row shows in the list's archive column.
 * Each archive or restore is the spec's pending → success / error toast sequence (the server's
 * reason under the error), then every list of the resource refetches.
 */
import { Box, Button, Chip, IconButton, Tooltip } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { useDataProvider, useListContext, useRecordContext, useResourceContext, useTranslate, type Identifier } from 'ra-core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ARCHIVED_AT } from '../domain/archive';
import type { SatDataProvider } from '../providers/types';
import { useToast } from '../toasts/useToast';
import { ConfirmDialog } from './ConfirmDialog';
import { useInvalidateResource } from './useInvalidateResource';

const serverReason = (error: unknown) => (error instanceof Error && error.message ? [error.message] : []);

/** Archives or restores rows of the current resource with the toasts; resolves once every row is done. */
export function useSetArchived(action: 'archive' | 'restore') {
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<SatDataProvider>();
  const toast = useToast();
  const invalidate = useInvalidateResource();
  return useMutation({
    mutationFn: (ids: Identifier[]) =>
      toast.promise(() => Promise.all(ids.map((id) => dataProvider[action]!(resource, id))), {
        pending: `sat.archive.${action}Pending`,
        success: `sat.archive.${action}Success`,
        error: `sat.archive.${action}Error`,
        errorDetails: serverReason,
      }),
    onSettled: () => invalidate(resource),
  });
}

/** Whether the backend can archive (the API; the testers' in-browser fake cannot). */
export function useCanArchive(): boolean {
  return Boolean(useDataProvider<SatDataProvider>().archive);
}

export const BulkArchiveButton = () => {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems } = useListContext();
  const archive = useSetArchived('archive');
  const [open, setOpen] = useState(false);
  const label = translate('sat.archive.archiveSelected');
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton aria-label={label} disabled={selectedIds.length === 0 || archive.isPending} onClick={() => setOpen(true)}>
            <ArchiveIcon />
          </IconButton>
        </span>
      </Tooltip>
      <ConfirmDialog
        open={open}
        title="sat.archive.confirmTitle"
        text="sat.archive.confirmText"
        textOptions={{ smart_count: selectedIds.length }}
        confirmLabel="sat.archive.archive"
        color="primary"
        pending={archive.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          archive.mutate(selectedIds, {
            onSuccess: () => onUnselectItems(),
            onSettled: () => setOpen(false),
          })
        }
      />
    </>
  );
};

/**
 * The archive column's cell: nothing for a row in use; the chip and "Przywróć" for an archived one
 * (the chip alone for an account that may not change the resource).
 */
export const ArchivedCell = ({ canRestore }: { canRestore: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const restore = useSetArchived('restore');
  if (!record?.[ARCHIVED_AT]) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
      <Chip size="small" color="warning" variant="outlined" label={translate('sat.archive.chip')} />
      {canRestore && (
        <Button
          size="small"
          startIcon={<UnarchiveIcon />}
          disabled={restore.isPending}
          onClick={(event) => {
            event.stopPropagation();
            restore.mutate([record.id]);
          }}
        >
          {translate('sat.archive.restore')}
        </Button>
      )}
    </Box>
  );
};
