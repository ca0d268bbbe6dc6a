/** The tanker ledger day by day; days whose stock cannot be true are highlighted with the reason. */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { cardRowsOnPhone } from '../../registry-ui/cardRowsOnPhone';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'ra-core';
import { showDay } from '../../domain/dates';
import type { TankerLedgerDay } from '../../domain/reports/tankerLedger';
import { ledgerDayReasons, shownLitres } from './tankerLedgerText';

const NUMBER_COLUMNS = ['opening', 'delivered', 'dispensed', 'stock_count', 'adjustment', 'closing'] as const;
const HEADERS: Record<(typeof NUMBER_COLUMNS)[number], string> = {
  opening: 'opening',
  delivered: 'delivered',
  dispensed: 'dispensed',
  stock_count: 'stockCount',
  adjustment: 'adjustment',
  closing: 'closing',
};

export const TankerLedgerTable = ({ days }: { days: TankerLedgerDay[] }) => {
  const translate = useTranslate();
  const label = translate('sat.tankerLedger.tableLabel');
  return (
    // Focusable so that keyboard users can scroll it sideways on a narrow screen; cards on a phone.
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={[{ overflowX: 'auto' }, cardRowsOnPhone]}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('sat.tankerLedger.day')}</TableCell>
            {NUMBER_COLUMNS.map((column) => (
              <TableCell key={column} align="right">
                {translate(`sat.tankerLedger.${HEADERS[column]}`)}
              </TableCell>
            ))}
            <TableCell>{translate('sat.tankerLedger.notes')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day) => {
            const reasons = ledgerDayReasons(day, translate);
            return (
              <TableRow
                key={day.day}
                data-flagged={reasons.length > 0 || undefined}
                sx={reasons.length > 0 ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) } : undefined}
              >
                <TableCell component="th" scope="row" data-label={translate('sat.tankerLedger.day')} sx={{ whiteSpace: 'nowrap' }}>
                  {showDay(day.day)}
                </TableCell>
                {NUMBER_COLUMNS.map((column) => (
                  <TableCell
                    key={column}
                    align="right"
                    data-label={translate(`sat.tankerLedger.${HEADERS[column]}`)}
                    sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {day[column] === null ? '' : shownLitres(day[column])}
                  </TableCell>
                ))}
                <TableCell
                  data-label={translate('sat.tankerLedger.notes')}
                  sx={{
                    minWidth: { sm: 220 },
                    fontWeight: 500,
                    // The darker red of the theme's mode keeps the text readable on the tinted row.
                    color: (theme) => (theme.palette.mode === 'dark' ? theme.palette.error.light : theme.palette.error.dark),
                  }}
                >
                  {reasons.join(' ')}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
