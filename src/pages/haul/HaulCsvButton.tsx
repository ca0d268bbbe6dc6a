/** Downloads one table of the haul report as CSV: the reports' download button, icon-only beside a table's title. */
import { useDataProvider, useTranslate } from 'ra-core';
import { paddedDay } from '../../domain/dates';
import { haulCsvFileName, type HaulCsvTable } from '../../domain/reports/haulCsv';
import { CsvDownloadButton } from '../../shared/CsvExportButton';
import type { HaulQuery, SatDataProvider } from '../../providers/types';

export const HaulCsvButton = ({ query, table, title }: { query: HaulQuery; table: HaulCsvTable; title: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  return (
    <CsvDownloadButton
      label={translate('sat.haul.export', { table: title })}
      fetchFile={() => dataProvider.exportHaulCsv(query, table)}
      fileName={() => haulCsvFileName(table, { from: paddedDay(query.from), to: paddedDay(query.to) })}
      iconOnly
    />
  );
};
