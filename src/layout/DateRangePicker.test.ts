import { format } from 'date-fns';
import { pl } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { dateRangeText } from './DateRangePicker';

describe('dateRangeText', () => {
  it('writes each month as date-fns writes "LLL dd, y" in Polish', () => {
    for (let month = 0; month < 12; month++) {
      const day = new Date(2026, month, 5);
      expect(dateRangeText({ from: day })).toBe(format(day, 'LLL dd, y', { locale: pl }));
    }
  });

  it('joins the range with " - "', () => {
    expect(dateRangeText({ from: new Date(2026, 10, 18), to: new Date(2026, 10, 25) })).toBe('lis 18, 2026 - lis 25, 2026');
  });
});
