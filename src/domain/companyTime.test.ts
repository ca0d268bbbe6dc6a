import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_TIME_ZONE, setCompanyTimeZone } from './dates';
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
      expect(companyDate(iso)).toBe(reference(instant, 'dd.MM.yyyy'));
      expect(companyTime(iso)).toBe(reference(instant, 'HH:mm'));
      expect(companyDateTime(iso)).toBe(reference(instant, 'dd.MM.yyyy HH:mm'));
    }
  });

  it('follow a change of the company zone', () => {
    const iso = '2026-11-24T03:00:00.000Z';
    expect(companyDateTime(iso)).toBe('24.11.2026 04:00');
    setCompanyTimeZone('America/New_York');
    try {
      expect([companyDate(iso), companyTime(iso), companyDateTime(iso)]).toEqual(['23.11.2026', '22:00', '23.11.2026 22:00']);
    } finally {
      setCompanyTimeZone(DEFAULT_COMPANY_TIME_ZONE);
    }
  });

  it('gives an empty text without an instant', () => {
    expect(companyDate(null)).toBe('');
    expect(companyTime(undefined)).toBe('');
    expect(companyDateTime('not a date')).toBe('');
  });
});
