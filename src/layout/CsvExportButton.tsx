/**
 * The CSV export button (spec §2 header, §7 exports, §8 toasts): disabled while downloading,
 * saves `export-<start date in Polish locale>.csv`.
 */
import { useState } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useTranslate } from 'ra-core';
import type { CsvExportResource, SatDataProvider } from '../providers/types';
import { workScope } from '../state/workScope';
import { useToast } from '../toasts/useToast';

export const exportFileName = (from: Date | undefined) =>
  `export-${(from ?? new Date()).toLocaleDateString('pl-PL')}.csv`;

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

  const download = async () => {
    setDownloading(true);
    try {
      const blob = await toast.promise(() => dataProvider.exportCsv(resource), {
        pending: 'sat.export.pending',
        success: 'sat.export.success',
        error: 'sat.export.error',
      });
      saveFile(blob, exportFileName(workScope.get().dateRange.from));
    } catch (error) {
      console.error(error);
    } finally {
      setDownloading(false);
    }
  };

  const label = translate('ra.action.export');
  return iconOnly ? (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} disabled={downloading} onClick={download}>
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
      sx={{ flexShrink: 0 }}
    >
      {label}
    </Button>
  );
};
