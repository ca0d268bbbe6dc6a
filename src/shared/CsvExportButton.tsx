/**
 * The CSV export buttons (spec §2 header, §7 exports, §8 toasts): disabled while downloading,
 * saves the file under what it holds and which days (`przejazdy_2026-11-17_2026-11-24.csv`). A
 * list's file holds the rows the list shows: its filters, search and sort go with the request.
 * Where the file holds other rows than the list (work days: every day, not each person's
 * latest), the button says so in its tooltip (on hover and keyboard focus, wide or icon-only) and
 * its accessible description. `CsvDownloadButton` is the button for any file (the reports'),
 * `CsvExportButton` the one of a resource's list. Buttons stay off printed pages.
 */
import { useId, useState } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useTranslate } from 'ra-core';
import { paddedDay } from '../domain/dates';
import { exportFileName } from '../domain/exportFiles';
import { getResource } from '../domain/resources';
import type { CsvExportResource, SatDataProvider } from '../providers/types';
import { shownLists } from '../state/shownLists';
import { workScope, type DateRange } from '../state/workScope';
import { useToast } from '../toasts/useToast';
import { saveFile } from './saveFile';

/** The file name of a resource's export over the shared date range (the days its query sends). */
export const csvFileName = (resource: CsvExportResource, { from, to }: DateRange) =>
  exportFileName(getResource(resource), { from: from && paddedDay(from), to: to && paddedDay(to) });

export interface CsvDownloadButtonProps {
  /** Fetches the file. */
  fetchFile: () => Promise<Blob>;
  /** The name to save it under, asked once the file has arrived. */
  fileName: () => string;
  iconOnly: boolean;
  /** What the file holds beyond what the screen shows, if anything. */
  note?: string;
  /** The button's text where a screen has several files ("CSV: Godziny pracy"); "Eksportuj" by default. */
  label?: string;
}

export const CsvDownloadButton = ({ fetchFile, fileName, iconOnly, note, label: text }: CsvDownloadButtonProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const noteId = useId();
  const described = note ? { 'aria-describedby': noteId } : {};

  const download = async () => {
    setDownloading(true);
    try {
      const blob = await toast.promise(fetchFile, {
        pending: 'sat.export.pending',
        success: 'sat.export.success',
        error: 'sat.export.error',
      });
      saveFile(blob, fileName());
    } catch (error) {
      console.error(error);
    } finally {
      setDownloading(false);
    }
  };

  const label = text ?? translate('ra.action.export');
  const control = iconOnly ? (
    <IconButton aria-label={label} {...described} disabled={downloading} onClick={download} sx={{ displayPrint: 'none' }}>
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
      sx={{ flexShrink: 0, displayPrint: 'none' }}
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

export const CsvExportButton = ({ resource, iconOnly }: { resource: CsvExportResource; iconOnly: boolean }) => {
  const dataProvider = useDataProvider<SatDataProvider>();
  return (
    <CsvDownloadButton
      fetchFile={() => dataProvider.exportCsv(resource, shownLists.get(resource))}
      fileName={() => csvFileName(resource, workScope.get().dateRange)}
      iconOnly={iconOnly}
      note={getResource(resource).csvExport?.note}
    />
  );
};
