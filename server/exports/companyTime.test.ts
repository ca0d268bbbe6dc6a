import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { COMPANY_TIME_ZONE } from '../../src/domain/dates';
import { companyDate, companyDateTime, companyTime } from './companyTime';

const reference = (instant: number, pattern: string) => format(new TZDate(instant, COMPANY_TIME_ZONE), pattern);

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

  it('gives an empty text without an instant', () => {
    expect(companyDate(null)).toBe('');
    expect(companyTime(undefined)).toBe('');
    expect(companyDateTime('not a date')).toBe('');
  });
});
