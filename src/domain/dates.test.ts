import { describe, expect, it } from 'vitest';
import { companyDayRange, durationSeconds, formatDuration, parseCalendarDay, unpaddedDay } from './dates';

describe('calendar days in Europe/Warsaw', () => {
  it('reads padded and unpadded days and refuses impossible ones', () => {
    expect(parseCalendarDay('2026-1-5')).toEqual({ year: 2026, month: 1, day: 5 });
    expect(parseCalendarDay('2026-01-05')).toEqual({ year: 2026, month: 1, day: 5 });
    expect(parseCalendarDay('2026-02-30')).toBeNull();
    expect(parseCalendarDay('5.01.2026')).toBeNull();
  });

  it('turns inclusive days into a UTC interval across the DST change', () => {
    // Winter (UTC+1) to summer (UTC+2): 29 March 2026 is the change.
    expect(companyDayRange({ year: 2026, month: 3, day: 28 }, { year: 2026, month: 3, day: 29 })).toEqual({
      fromIso: '2026-03-27T23:00:00.000Z',
      toIso: '2026-03-29T22:00:00.000Z',
    });
  });

  it('writes export query days without zero padding', () => {
    expect(unpaddedDay(new Date(2026, 0, 5))).toBe('2026-1-5');
  });
});

describe('ride duration', () => {
  it('formats hours and minutes from seconds, empty without an end', () => {
    expect(formatDuration(durationSeconds('2026-01-05T07:00:00Z', '2026-01-05T08:35:59Z'))).toBe('1h 35m');
    expect(formatDuration(durationSeconds('2026-01-05T07:00:00Z', null))).toBe('');
    expect(formatDuration(0)).toBe('0h 0m');
  });
});
