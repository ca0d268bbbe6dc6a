import { describe, expect, it } from 'vitest';
import {
  checkedTimeZone,
  companyDayRange,
  DEFAULT_COMPANY_TIME_ZONE,
  companyInstant,
  companyToday,
  durationSeconds,
  formatDuration,
  fromWallClockDate,
  isTimeZone,
  paddedDay,
  parseCalendarDay,
  showDate,
  showDateTime,
  showTime,
  unpaddedDay,
  wallClockDate,
} from './dates';

/** The company's zone, and another company's, passed as the functions' last argument: nothing process-wide to set or reset. */
const WARSAW = DEFAULT_COMPANY_TIME_ZONE;
const NEW_YORK = 'America/New_York';

describe('calendar days in Europe/Warsaw', () => {
  it('reads padded and unpadded days and refuses impossible ones', () => {
    expect(parseCalendarDay('2026-1-5')).toEqual({ year: 2026, month: 1, day: 5 });
    expect(parseCalendarDay('2026-01-05')).toEqual({ year: 2026, month: 1, day: 5 });
    expect(parseCalendarDay('2026-02-30')).toBeNull();
    expect(parseCalendarDay('5.01.2026')).toBeNull();
  });

  it('turns inclusive days into a UTC interval across the DST change', () => {
    // Winter (UTC+1) to summer (UTC+2): 29 March 2026 is the change.
    expect(companyDayRange({ year: 2026, month: 3, day: 28 }, { year: 2026, month: 3, day: 29 }, WARSAW)).toEqual({
      fromIso: '2026-03-27T23:00:00.000Z',
      toIso: '2026-03-29T22:00:00.000Z',
    });
  });

  it('moves the day boundaries with the company zone', () => {
    expect(companyDayRange({ year: 2026, month: 11, day: 24 }, { year: 2026, month: 11, day: 24 }, NEW_YORK)).toEqual({
      fromIso: '2026-11-24T05:00:00.000Z',
      toIso: '2026-11-25T05:00:00.000Z',
    });
  });

  it('writes export query days without zero padding', () => {
    expect(unpaddedDay(new Date(2026, 0, 5))).toBe('2026-1-5');
  });

  it('writes list query days as yyyy-MM-dd', () => {
    expect(paddedDay(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(paddedDay(new Date(2026, 11, 31))).toBe('2026-12-31');
  });
});

describe('ride duration', () => {
  it('formats hours and minutes from seconds, empty without an end', () => {
    expect(formatDuration(durationSeconds('2026-01-05T07:00:00Z', '2026-01-05T08:35:59Z'))).toBe('1h 35m');
    expect(formatDuration(durationSeconds('2026-01-05T07:00:00Z', null))).toBe('');
    expect(formatDuration(0)).toBe('0h 0m');
  });
});

describe('the company time zone', () => {
  it('accepts IANA zone names only', () => {
    expect(isTimeZone('Europe/Warsaw')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Warszawa')).toBe(false);
    expect(isTimeZone('+01:00')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(() => checkedTimeZone('Mars/Olympus')).toThrow(RangeError);
    expect(checkedTimeZone(NEW_YORK)).toBe(NEW_YORK);
  });

  it('shows instants on the company clock, Polish and 24-hour, whatever the process zone', () => {
    expect(showDateTime('2026-11-24T10:25:00.000Z', WARSAW)).toBe('24.11.2026 11:25');
    expect(showDate('2026-11-24T23:30:00.000Z', WARSAW)).toBe('25.11.2026');
    expect(showTime('2026-07-01T13:05:00.000Z', WARSAW)).toBe('15:05');
    // Day and month zero-padded as in every list (dd.MM.yyyy HH:mm); midnight is 00, not 24.
    expect(showDateTime('2026-11-04T23:05:00.000Z', WARSAW)).toBe('05.11.2026 00:05');
    expect(showDate('2026-07-01T08:00:00.000Z', WARSAW)).toBe('01.07.2026');
    expect(showDateTime('2026-11-24T10:25:00.000Z', NEW_YORK)).toBe('24.11.2026 05:25');
    expect(showDate('2026-11-24T03:00:00.000Z', NEW_YORK)).toBe('23.11.2026');
    expect(showTime('2026-11-24T03:00:00.000Z', NEW_YORK)).toBe('22:00');
  });

  it("takes today from the company's calendar, not the browser's", () => {
    // 23:30 UTC on 24 November is already the 25th in Warsaw and still the 24th in New York.
    const now = Date.parse('2026-11-24T23:30:00.000Z');
    expect(unpaddedDay(companyToday(now, WARSAW))).toBe('2026-11-25');
    expect(unpaddedDay(companyToday(now, NEW_YORK))).toBe('2026-11-24');
  });

  it('turns a typed wall-clock time into UTC ISO and back', () => {
    expect(fromWallClockDate(new Date(2026, 10, 24, 14, 30), undefined, WARSAW)).toBe('2026-11-24T13:30:00.000Z');
    expect(fromWallClockDate(new Date(2026, 6, 1, 14, 30), undefined, WARSAW)).toBe('2026-07-01T12:30:00.000Z');
    const shown = wallClockDate('2026-11-24T13:30:00.000Z', WARSAW);
    expect([shown?.getDate(), shown?.getHours(), shown?.getMinutes()]).toEqual([24, 14, 30]);
    expect(wallClockDate('', WARSAW)).toBeNull();
    expect(wallClockDate('nonsense', WARSAW)).toBeNull();
    expect(fromWallClockDate(new Date(2026, 10, 24, 14, 30), undefined, NEW_YORK)).toBe('2026-11-24T19:30:00.000Z');
    const inNewYork = wallClockDate('2026-11-24T19:30:00.000Z', NEW_YORK);
    expect([inNewYork?.getDate(), inNewYork?.getHours(), inNewYork?.getMinutes()]).toEqual([24, 14, 30]);
  });

  it('reads a time the spring change skipped with the winter offset (02:30 is the instant shown as 03:30)', () => {
    const skipped = companyInstant({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, WARSAW);
    expect(skipped.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(showTime(skipped.toISOString(), WARSAW)).toBe('03:30');
    expect(companyInstant({ year: 2026, month: 3, day: 29, hour: 1, minute: 59 }, WARSAW).toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(companyInstant({ year: 2026, month: 3, day: 29, hour: 3, minute: 0 }, WARSAW).toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('reads the hour the autumn change repeats as its first occurrence (summer time)', () => {
    expect(companyInstant({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, WARSAW).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // Both occurrences show as 02:30.
    expect(showTime('2026-10-25T00:30:00.000Z', WARSAW)).toBe('02:30');
    expect(showTime('2026-10-25T01:30:00.000Z', WARSAW)).toBe('02:30');
    expect(companyInstant({ year: 2026, month: 10, day: 25, hour: 3, minute: 0 }, WARSAW).toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('keeps a stored instant whose minute is not changed, so the second 02:30 of October stays the second', () => {
    const second = '2026-10-25T01:30:00.000Z';
    const shown = wallClockDate(second, WARSAW) as Date;
    expect(fromWallClockDate(shown, second, WARSAW)).toBe(second);
    expect(fromWallClockDate(shown, undefined, WARSAW)).toBe('2026-10-25T00:30:00.000Z');
    expect(fromWallClockDate(new Date(2026, 9, 25, 2, 31), second, WARSAW)).toBe('2026-10-25T00:31:00.000Z');
    expect(fromWallClockDate(shown, 'Invalid Date', WARSAW)).toBe('2026-10-25T00:30:00.000Z');
  });
});
