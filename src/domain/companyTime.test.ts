import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_TIME_ZONE } from './dates';
import { companyDate, companyDateTime, companyTime } from './companyTime';

const reference = (instant: number, pattern: string, zone = DEFAULT_COMPANY_TIME_ZONE) => format(new TZDate(instant, zone), pattern);

describe('company-local CSV dates and times', () => {
  it('match date-fns on a TZDate across two years and both daylight-saving changes', () => {
    const instants: number[] = [];
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 7 * 3_600_000 + 13 * 60_000 + 17_000) instants.push(t);
    for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
      for (let t = change - 3 * 3_600_000; t < change + 3 * 3_600_000; t += 59_000) instants.push(t);
    }
    for (const instant of instants) {
      const iso = new Date(instant).toISOString();
      expect(companyDate(iso, DEFAULT_COMPANY_TIME_ZONE)).toBe(reference(instant, 'dd.MM.yyyy'));
      expect(companyTime(iso, DEFAULT_COMPANY_TIME_ZONE)).toBe(reference(instant, 'HH:mm'));
      expect(companyDateTime(iso, DEFAULT_COMPANY_TIME_ZONE)).toBe(reference(instant, 'dd.MM.yyyy HH:mm'));
    }
  });

  it('match date-fns in zones whose offsets are not whole hours, and for instants written other ways', () => {
    const instants: number[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 5 * 3_600_000 + 7 * 60_000 + 11_000) instants.push(t);
    // Lord Howe moves its clocks by half an hour; Warsaw before 1915 was 1:24 ahead of UTC.
    for (const zone of ['Asia/Kolkata', 'America/St_Johns', 'Australia/Lord_Howe', 'Europe/Warsaw']) {
      for (const instant of [...instants, Date.UTC(1900, 5, 1, 10, 5), Date.UTC(1915, 7, 4, 22, 30)]) {
        const iso = new Date(instant).toISOString();
        for (const written of [iso, iso.replace(/\.\d+Z$/, 'Z'), iso.replace(/:\d\d\.\d+Z$/, 'Z')]) {
          expect(companyDateTime(written, zone)).toBe(reference(instant, 'dd.MM.yyyy HH:mm', zone));
          expect(companyDate(written, zone)).toBe(reference(instant, 'dd.MM.yyyy', zone));
          expect(companyTime(written, zone)).toBe(reference(instant, 'HH:mm', zone));
        }
      }
    }
    // With an offset in the text, or no Z, the instant is still read whole.
    expect(companyDateTime('2026-07-01T10:15:00+02:00', DEFAULT_COMPANY_TIME_ZONE)).toBe('01.07.2026 10:15');
    expect(companyDateTime('2026-07-01T08:15:00.000+00:00', DEFAULT_COMPANY_TIME_ZONE)).toBe('01.07.2026 10:15');
  });

  it('follow the zone asked for, and the default zone again after another one', () => {
    const iso = '2026-11-24T03:00:00.000Z';
    expect(companyDateTime(iso, DEFAULT_COMPANY_TIME_ZONE)).toBe('24.11.2026 04:00');
    const zone = 'America/New_York';
    expect([companyDate(iso, zone), companyTime(iso, zone), companyDateTime(iso, zone)]).toEqual(['23.11.2026', '22:00', '23.11.2026 22:00']);
    expect(companyDateTime(iso, DEFAULT_COMPANY_TIME_ZONE)).toBe('24.11.2026 04:00');
  });

  it('gives an empty text without an instant', () => {
    expect(companyDate(null, DEFAULT_COMPANY_TIME_ZONE)).toBe('');
    expect(companyTime(undefined, DEFAULT_COMPANY_TIME_ZONE)).toBe('');
    expect(companyDateTime('not a date', DEFAULT_COMPANY_TIME_ZONE)).toBe('');
    expect(companyTime('2026-03-15T24:30:00.000Z', DEFAULT_COMPANY_TIME_ZONE)).toBe('');
    expect(companyDate('2026-03-15T07:23:45.000Zx', DEFAULT_COMPANY_TIME_ZONE)).toBe('');
  });
});
