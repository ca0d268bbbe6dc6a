/**
 * The CSV export button (spec §2 header, §7 exports, §8 toasts): disabled while downloading,
 * saves the file under what it holds and which days (`przejazdy_2026-11-17_2026-11-24.csv`).
 * Where the file holds other rows than the list (work days: every day, not each person's
 * latest), the button says so in its title (a tooltip) and its accessible description.
 */
import { useId, useState } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useTranslate } from 'ra-core';
import { paddedDay } from '../domain/dates';
import { exportFileName } from '../domain/exportFiles';
import { getResource } from '../domain/resources';
import type { CsvExportResource, SatDataProvider } from '../providers/types';
import { workScope, type DateRange } from '../state/workScope';
import { useToast } from '../toasts/useToast';

/** The file name of a resource's export over the shared date range (the days its query sends). */
export const csvFileName = (resource: CsvExportResource, { from, to }: DateRange) =>
  exportFileName(getResource(resource), { from: from && paddedDay(from), to: to && paddedDay(to) });

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export const CsvExportButton = ({ resource, iconOnly }: { resource: CsvExportResource; iconOnly: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const note = getResource(resource).csvExport?.note;
  const noteId = useId();
  const described = note ? { 'aria-describedby': noteId } : {};

  const download = async () => {
    setDownloading(true);
    try {
      const blob = await toast.promise(() => dataProvider.exportCsv(resource), {
        pending: 'sat.export.pending',
        success: 'sat.export.success',
        error: 'sat.export.error',
      });
      saveFile(blob, csvFileName(resource, workScope.get().dateRange));
    } catch (error) {
      console.error(error);
    } finally {
      setDownloading(false);
    }
  };

  const label = translate('ra.action.export');
  const button = iconOnly ? (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} {...described} disabled={downloading} onClick={download}>
          <DownloadIcon />
        </IconButton>
      </span>
    </Tooltip>
  ) : (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={<DownloadIcon />}
      disabled={downloading}
      onClick={download}
      title={note}
      {...described}
      sx={{ flexShrink: 0 }}
    >
      {label}
    </Button>
  );
  return note ? (
    <>
      {button}
      <span id={noteId} hidden>
        {note}
      </span>
    </>
  ) : (
    button
  );
};
