/**
 * The trash button of a list (spec §2 "Generic data tables"): disabled until a row is selected,
 * then "Czy jesteś pewien?" with Anuluj / Usuń; one DELETE per row in parallel; the dialog closes
 * once all succeed. When the server refuses some rows, the resource's error toast names, under its
 * own text, the rows not deleted and the server's reason; the dialog closes, the deleted rows leave
 * the list and the refused ones stay selected. When the server offers archiving instead (issue 16
 * §3), the error toast has "Archiwizuj", archiving the refused rows.
 */
import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDataProvider, useGetRecordRepresentation, useListContext, useResourceContext, useTranslate, type Identifier } from 'ra-core';
import { useMutation } from '@tanstack/react-query';
import { getResource } from '../domain/resources';
import { refusedDeletes } from '../providers/deleteEach';
import { useToast } from '../toasts/useToast';
import { resourceKeys } from './resourceKeys';
import { useInvalidateResource } from './useInvalidateResource';
import { useCanArchive, useSetArchived } from './ArchiveButtons';
import { ConfirmDialog } from './ConfirmDialog';
import { ARCHIVE_OFFER, isArchivable } from '../domain/archive';

export const BulkDeleteButton = () => {
  const resource = useResourceContext() ?? '';
  const keys = resourceKeys(getResource(resource));
  const { data = [], selectedIds, onSelect, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const representation = useGetRecordRepresentation(resource);
  const dataProvider = useDataProvider();
  const toast = useToast();
  const invalidate = useInvalidateResource();
  const [open, setOpen] = useState(false);
  const canArchive = useCanArchive() && isArchivable(getResource(resource));
  const archive = useSetArchived('archive');

  /** "Archiwizuj" the rows the server refused to delete because data uses them. */
  const archiveAction = (error: unknown) => {
    const ids = (refusedDeletes(error)?.refused ?? []).filter(({ reason }) => reason.includes(ARCHIVE_OFFER)).map(({ id }) => id);
    if (!canArchive || !ids.length) return undefined;
    return {
      label: 'sat.archive.archive',
      run: () => archive.mutate(ids, { onSuccess: () => onUnselectItems() }),
    };
  };

  /** "Nie usunięto: Piasek, Żwir. <reason>", one line per reason. */
  const refusalLines = (error: unknown): string[] => {
    const refused = refusedDeletes(error)?.refused ?? [];
    const rowText = (id: Identifier) => {
      const record = data.find((row) => String(row.id) === String(id));
      return record ? String(representation(record)) : `#${id}`;
    };
    const rowsByReason = new Map<string, string[]>();
    for (const { id, reason } of refused) rowsByReason.set(reason, [...(rowsByReason.get(reason) ?? []), rowText(id)]);
    return [...rowsByReason].map(([reason, rows]) => `${translate('sat.table.notDeleted', { rows: rows.join(', ') })} ${reason}`.trim());
  };

  const remove = useMutation({
    mutationFn: () =>
      toast.promise(() => dataProvider.deleteMany(resource, { ids: selectedIds }), {
        ...keys.deleteToasts,
        errorDetails: refusalLines,
        errorAction: archiveAction,
      }),
    onSuccess: async () => {
      setOpen(false);
      onUnselectItems();
      await invalidate(resource);
    },
    /** The server answered for every row: the list shows what stays, still selected, and why. */
    onError: async (error) => {
      const answer = refusedDeletes(error);
      if (!answer) return;
      setOpen(false);
      const deleted = answer.deleted.map(String);
      onSelect(selectedIds.filter((id) => !deleted.includes(String(id))));
      if (deleted.length) await invalidate(resource);
    },
  });

  const label = translate('sat.table.deleteSelected');
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton aria-label={label} color="error" disabled={selectedIds.length === 0} onClick={() => setOpen(true)}>
            <DeleteIcon />
          </IconButton>
        </span>
      </Tooltip>
      <ConfirmDialog
        open={open}
        title="sat.table.deleteTitle"
        text={keys.deleteConfirm}
        confirmLabel="ra.action.delete"
        color="error"
        pending={remove.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
};
