/** Downloads one table of the haul report as CSV, with the export toasts of the list screens' button. */
import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useTranslate } from 'ra-core';
import { paddedDay } from '../../domain/dates';
import { haulCsvFileName, type HaulCsvTable } from '../../domain/reports/haulCsv';
import { saveFile } from '../../layout/CsvExportButton';
import type { HaulQuery, SatDataProvider } from '../../providers/types';
import { useToast } from '../../toasts/useToast';

export const HaulCsvButton = ({ query, table, title }: { query: HaulQuery; table: HaulCsvTable; title: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const label = translate('sat.haul.export', { table: title });

  const download = async () => {
    setDownloading(true);
    try {
      const blob = await toast.promise(() => dataProvider.exportHaulCsv(query, table), {
        pending: 'sat.export.pending',
        success: 'sat.export.success',
        error: 'sat.export.error',
      });
      saveFile(blob, haulCsvFileName(table, { from: paddedDay(query.from), to: paddedDay(query.to) }));
    } catch (error) {
      console.error(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    // The span keeps the tooltip working while the button is disabled.
    <Tooltip title={label} describeChild>
      <span style={{ flexShrink: 0 }}>
        <IconButton aria-label={label} disabled={downloading} onClick={download}>
          <DownloadIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
};
