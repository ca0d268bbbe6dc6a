/**
 * A report's table: a labelled region (reached by keyboard) whose rows are cards on a phone
 * (cardRowsOnPhone), numbers right-aligned in tabular figures.
 */
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { cardRowsOnPhone } from './cardRowsOnPhone';

export interface ReportColumn<Row> {
  key: string;
  label: string;
  /** Numbers are right-aligned. */
  numeric?: boolean;
  value(row: Row): ReactNode;
}

export function ReportTable<Row>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  rowKey(row: Row): string | number;
}) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={[{ overflowX: 'auto', '@media print': { overflow: 'visible' } }, cardRowsOnPhone]}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column, index) => (
                <TableCell
                  key={column.key}
                  component={index === 0 ? 'th' : 'td'}
                  scope={index === 0 ? 'row' : undefined}
                  align={column.numeric ? 'right' : 'left'}
                  data-label={column.label}
                  sx={column.numeric ? { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } : undefined}
                >
                  {column.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
