/**
 * The CSV export button (spec §2 header, §7 exports, §8 toasts): disabled while downloading,
 * saves the file under what it holds and which days (`przejazdy_2026-11-17_2026-11-24.csv`).
 * Where the file holds other rows than the list (work days: every day, not each person's
 * latest), the button says so in its tooltip (on hover and keyboard focus, wide or icon-only) and
 * its accessible description.
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

/** Saves a downloaded file under `fileName` (also used by the haul report's CSV buttons). */
export function saveFile(blob: Blob, fileName: string) {
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
  const control = iconOnly ? (
    <IconButton aria-label={label} {...described} disabled={downloading} onClick={download}>
      <DownloadIcon />
    </IconButton>
  ) : (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={<DownloadIcon />}
      disabled={downloading}
      onClick={download}
      {...described}
      sx={{ flexShrink: 0 }}
    >
      {label}
    </Button>
  );
  // Shown on hover and on keyboard focus; the span keeps it working while the button is disabled.
  const tip = iconOnly && note ? `${label}: ${note}` : iconOnly ? label : note;
  const button = tip ? (
    <Tooltip title={tip} describeChild>
      <span style={{ flexShrink: 0 }}>{control}</span>
    </Tooltip>
  ) : (
    control
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
