/**
 * A report table's CSV download: the export toasts (spec §8), disabled while downloading, saved
 * under the name the report gives the file; off paper when the report is printed.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'ra-core';
import { useToast } from '../toasts/useToast';
import { saveFile } from './saveFile';

export const ReportCsvButton = ({ label, fileName, download }: { label: string; fileName: string; download(): Promise<Blob> }) => {
  const translate = useTranslate();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const save = async () => {
    setDownloading(true);
    try {
      const blob = await toast.promise(download, { pending: 'sat.export.pending', success: 'sat.export.success', error: 'sat.export.error' });
      saveFile(blob, fileName);
    } catch (error) {
      console.error(error);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button size="small" variant="outlined" color="inherit" startIcon={<DownloadIcon />} disabled={downloading} onClick={save} sx={{ displayPrint: 'none' }}>
      {translate('sat.report.csv', { table: label })}
    </Button>
  );
};
