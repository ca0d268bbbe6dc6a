import { describe, expect, it } from 'vitest';
import { currentMonth, isMonth, shownMonth } from './months';

describe('months of the month reports', () => {
  it("take the company's month, not UTC's, at a month's turn", () => {
    // 23:30 UTC on 30 November 2026 is 00:30 on 1 December in Warsaw.
    expect(currentMonth(Date.parse('2026-11-30T23:30:00Z'), 'Europe/Warsaw')).toBe('2026-12');
    expect(currentMonth(Date.parse('2026-11-30T22:30:00Z'), 'Europe/Warsaw')).toBe('2026-11');
  });

  it('read yyyy-MM only, and write MM.yyyy', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(['2026-13', '2026-1', '11.2026', '', null].map(isMonth)).toEqual([false, false, false, false, false]);
    expect(shownMonth('2026-03')).toBe('03.2026');
  });
});
