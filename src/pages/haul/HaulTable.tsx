/** One table of the haul report: a heading with its CSV button, then the rows in a frame that scrolls sideways on a phone. */
import type { ReactNode } from 'react';
import { Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { HaulCsvTable } from '../../domain/reports/haulCsv';
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
        // Focusable so that keyboard users can scroll it sideways on a narrow screen.
        <TableContainer tabIndex={0} role="region" aria-label={title} sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)}>
                  {columns.map((column) => (
                    <TableCell
                      key={column.label}
                      align={column.numeric ? 'right' : 'left'}
                      sx={{ whiteSpace: 'nowrap', ...(column.numeric && { fontVariantNumeric: 'tabular-nums' }) }}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
