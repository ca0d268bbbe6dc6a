/** One table of the haul report: a heading with its CSV button, then the report table (it scrolls sideways on a phone). */
import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import type { HaulCsvTable } from '../../domain/reports/haulCsv';
import { ReportTable } from '../../registry-ui/ReportTable';
import type { HaulQuery } from '../../providers/types';
import { HaulCsvButton } from './HaulCsvButton';

export interface HaulColumn<Row> {
  label: string;
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

interface HaulTableProps<Row> {
  title: string;
  columns: Array<HaulColumn<Row>>;
  rows: Row[];
  rowKey: (row: Row) => string;
  csv: { query: HaulQuery; table: HaulCsvTable };
  /** Shown instead of the table when there are no rows. */
  empty?: string;
}

export function HaulTable<Row>({ title, columns, rows, rowKey, csv, empty }: HaulTableProps<Row>) {
  return (
    <Stack component="section" spacing={0.5} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ px: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <HaulCsvButton query={csv.query} table={csv.table} title={title} />
      </Stack>
      {rows.length === 0 && empty ? (
        <Typography color="text.secondary" sx={{ px: 1 }}>
          {empty}
        </Typography>
      ) : (
        <ReportTable
          label={title}
          rows={rows}
          rowKey={rowKey}
          columns={columns.map((column) => ({ key: column.label, label: column.label, numeric: column.numeric, value: column.cell }))}
        />
      )}
    </Stack>
  );
}
