/**
 * /repairs: the spec's read-only list (its columns and texts unchanged); a row opens the request
 * (issue 15 §3). Below it, the CSV of the requests with their workflow.
 */
import { Box } from '@mui/material';
import { useDataProvider, useTranslate } from 'ra-core';
import { rangeFileName } from '../../domain/exportFiles';
import { ResourceList } from '../../registry-ui/ResourceList';
import { CsvDownloadButton } from '../../shared/CsvExportButton';
import type { SatDataProvider } from '../../providers/types';

export const RepairList = () => {
  const dataProvider = useDataProvider<SatDataProvider>();
  const translate = useTranslate();
  return (
    <>
      <ResourceList rowClick="show" />
      <Box sx={{ px: 1 }}>
        <CsvDownloadButton
          fetchFile={() => dataProvider.exportRepairsCsv()}
          fileName={() => rangeFileName('naprawy', {})}
          iconOnly={false}
          label={translate('sat.repairs.csv')}
          note={translate('sat.repairs.csvNote')}
        />
      </Box>
    </>
  );
};
