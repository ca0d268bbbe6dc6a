/**
 * The date-range picker (spec §2 header): a 300 px button showing "Pick a date" or
 * "LLL dd, y - LLL dd, y", opening a two-month calendar in range mode.
 */
import { useState } from 'react';
import { Button, Popover } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { format } from 'date-fns';
import { pl } from 'date-fns/locale';
import { useTranslate } from 'ra-core';
import { Calendar } from './Calendar';
import { useWorkScope, workScope, type DateRange } from '../state/workScope';

const DAY_FORMAT = 'LLL dd, y';

export function dateRangeText(range: DateRange): string | null {
  if (!range.from) return null;
  const from = format(range.from, DAY_FORMAT, { locale: pl });
  return range.to ? `${from} - ${format(range.to, DAY_FORMAT, { locale: pl })}` : from;
}

export const DateRangePicker = () => {
  const translate = useTranslate();
  const { dateRange } = useWorkScope();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<CalendarMonthIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="date-range-trigger"
        sx={{
          flex: { xs: 1, sm: 'none' },
          minWidth: 0,
          width: { sm: 300 },
          justifyContent: 'flex-start',
          fontWeight: 400,
          whiteSpace: 'nowrap',
        }}
      >
        {dateRangeText(dateRange) ?? translate('sat.dateRange.empty')}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Calendar
          mode="range"
          numberOfMonths={2}
          defaultMonth={dateRange.from}
          selected={dateRange.from ? { from: dateRange.from, to: dateRange.to } : undefined}
          onSelect={(range) => workScope.setDateRange({ from: range?.from, to: range?.to })}
        />
      </Popover>
    </>
  );
};
