/**
 * The date-range picker (spec §2 header): a 300 px button showing "Pick a date" or
 * "LLL dd, y - LLL dd, y", opening a two-month calendar in range mode. The calendar's code is
 * loaded when it is first opened.
 */
import { lazy, Suspense, useState } from 'react';
import { Button, Popover, Skeleton } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { useTranslate } from 'ra-core';
import { useWorkScope, workScope, type DateRange } from '../state/workScope';

const Calendar = lazy(async () => ({ default: (await import('./Calendar')).Calendar }));

/** Polish month abbreviations, as date-fns' `pl` locale writes them. */
const MONTHS = ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'];

/** date-fns' "LLL dd, y" in Polish ("sty 05, 2026") without its formatter in the initial code. */
const dayText = (date: Date) => `${MONTHS[date.getMonth()]} ${String(date.getDate()).padStart(2, '0')}, ${date.getFullYear()}`;

export function dateRangeText(range: DateRange): string | null {
  if (!range.from) return null;
  const from = dayText(range.from);
  return range.to ? `${from} - ${dayText(range.to)}` : from;
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
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Suspense fallback={<Skeleton variant="rectangular" width={560} height={330} />}>
          <Calendar
            mode="range"
            numberOfMonths={2}
            defaultMonth={dateRange.from}
            selected={dateRange.from ? { from: dateRange.from, to: dateRange.to } : undefined}
            onSelect={(range) => workScope.setDateRange({ from: range?.from, to: range?.to })}
          />
        </Suspense>
      </Popover>
    </>
  );
};
