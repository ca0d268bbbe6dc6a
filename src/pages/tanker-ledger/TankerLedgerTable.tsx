/** The tanker ledger day by day; days whose stock cannot be true are highlighted with the reason. */
import { useMemo } from 'react';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'ra-core';
import { showDay } from '../../domain/dates';
import type { TankerLedgerDay } from '../../domain/reports/tankerLedger';
import { ListTable, LocalList, type ListTableColumn } from '../../registry-ui/ListTable';
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

/** A day of the ledger as a list's record: its day is its id. */
type LedgerRow = TankerLedgerDay & { id: string; reasons: string[] };

const FLAGGED = 'sat-flagged';
const flaggedSx = {
  [`& tr.${FLAGGED}`]: { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) },
  // The darker red of the theme's mode keeps the text readable on the tinted row.
  '& td.column-reasons': {
    minWidth: { sm: 220 },
    fontWeight: 500,
    color: (theme) => (theme.palette.mode === 'dark' ? theme.palette.error.light : theme.palette.error.dark),
  },
} as const satisfies Parameters<typeof ListTable>[0]['sx'];

export const TankerLedgerTable = ({ days }: { days: TankerLedgerDay[] }) => {
  const translate = useTranslate();
  const rows = useMemo(() => days.map((day): LedgerRow => ({ ...day, id: day.day, reasons: ledgerDayReasons(day, translate) })), [days, translate]);
  const columns: ListTableColumn<LedgerRow>[] = [
    { source: 'day', label: translate('sat.tankerLedger.day'), noWrap: true, render: (day) => showDay(day.day) },
    ...NUMBER_COLUMNS.map((column): ListTableColumn<LedgerRow> => ({
      source: column,
      label: translate(`sat.tankerLedger.${HEADERS[column]}`),
      numeric: true,
      render: (day) => (day[column] === null ? '' : shownLitres(day[column])),
    })),
    { source: 'reasons', label: translate('sat.tankerLedger.notes'), sortable: false, render: (day) => day.reasons.join(' ') },
  ];
  return (
    <LocalList resource="tanker-ledger-days" rows={rows}>
      <ListTable
        label={translate('sat.tankerLedger.tableLabel')}
        columns={columns}
        rowAttributes={(day) => (day.reasons.length > 0 ? { 'data-flagged': true, className: FLAGGED } : {})}
        sx={flaggedSx}
      />
    </LocalList>
  );
};
