/**
 * A report's table: a labelled region that scrolls sideways on its own on a narrow screen (and
 * can be reached by keyboard to do so), numbers right-aligned in tabular figures.
 */
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';

export interface ReportColumn<Row> {
  key: string;
  label: string;
  /** Numbers are right-aligned. */
  numeric?: boolean;
  value(row: Row): ReactNode;
}

export function ReportTable<Row>({ label, columns, rows, rowKey }: { label: string; columns: ReportColumn<Row>[]; rows: Row[]; rowKey(row: Row): string | number }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto', '@media print': { overflow: 'visible' } }}>
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
