import { describe, expect, it } from 'vitest';
import { monthNorm, publicHolidays } from './calendar';

/** Every public holiday of 2024–2030, written out (Easter: 2024-03-31, 2025-04-20, 2026-04-05, 2027-03-28, 2028-04-16, 2029-04-01, 2030-04-21). */
const fixed = (year: number) => [`${year}-01-01`, `${year}-01-06`, `${year}-05-01`, `${year}-05-03`, `${year}-08-15`, `${year}-11-01`, `${year}-11-11`];
const christmas = (year: number) => [...(year >= 2025 ? [`${year}-12-24`] : []), `${year}-12-25`, `${year}-12-26`];
// Easter Sunday, Easter Monday, Pentecost (+49 days), Corpus Christi (+60 days).
const movable: Record<number, string[]> = {
  2024: ['2024-03-31', '2024-04-01', '2024-05-19', '2024-05-30'],
  2025: ['2025-04-20', '2025-04-21', '2025-06-08', '2025-06-19'],
  2026: ['2026-04-05', '2026-04-06', '2026-05-24', '2026-06-04'],
  2027: ['2027-03-28', '2027-03-29', '2027-05-16', '2027-05-27'],
  2028: ['2028-04-16', '2028-04-17', '2028-06-04', '2028-06-15'],
  2029: ['2029-04-01', '2029-04-02', '2029-05-20', '2029-05-31'],
  2030: ['2030-04-21', '2030-04-22', '2030-06-09', '2030-06-20'],
};

describe('publicHolidays', () => {
  for (const year of [2024, 2025, 2026, 2027, 2028, 2029, 2030]) {
    it(`lists the holidays of ${year}`, () => {
      const expected = [...fixed(year), ...movable[year], ...christmas(year)].sort();
      expect(publicHolidays(year).map((holiday) => holiday.date)).toEqual(expected);
    });
  }

  it('names them in Polish, 24 December only from 2025', () => {
    const names = new Map(publicHolidays(2026).map((holiday) => [holiday.date, holiday.name]));
    expect(names.get('2026-06-04')).toBe('Boże Ciało');
    expect(names.get('2026-12-24')).toBe('Wigilia Bożego Narodzenia');
    expect(publicHolidays(2024).some((holiday) => holiday.date === '2024-12-24')).toBe(false);
    expect(publicHolidays(2024)).toHaveLength(13);
    expect(publicHolidays(2025)).toHaveLength(14);
  });
});

describe('monthNorm (Labour Code art. 130)', () => {
  // Worked out by hand: weekdays Monday to Friday of the month, less each holiday not on a Sunday, times 8.
  const norms: [number, number, number][] = [
    [2025, 1, 168], // 23 weekdays − 1 Jan (Wed), 6 Jan (Mon) = 21 × 8
    [2025, 2, 160], // 20 weekdays = 20 × 8
    [2025, 3, 168], // 21 weekdays = 21 × 8
    [2025, 4, 168], // 22 weekdays − 21 Apr (Mon) = 21 × 8 (Easter on Sunday the 20th takes nothing)
    [2025, 5, 160], // 22 weekdays − 1 May (Thu), 3 May (Sat) = 20 × 8
    [2025, 6, 160], // 21 weekdays − 19 Jun (Thu) = 20 × 8 (Pentecost on Sunday the 8th)
    [2025, 7, 184], // 23 weekdays = 23 × 8
    [2025, 8, 160], // 21 weekdays − 15 Aug (Fri) = 20 × 8
    [2025, 9, 176], // 22 weekdays = 22 × 8
    [2025, 10, 184], // 23 weekdays = 23 × 8
    [2025, 11, 144], // 20 weekdays − 1 Nov (Sat), 11 Nov (Tue) = 18 × 8
    [2025, 12, 160], // 23 weekdays − 24 (Wed), 25 (Thu), 26 Dec (Fri) = 20 × 8
    [2026, 1, 160], // 22 weekdays − 1 Jan (Thu), 6 Jan (Tue) = 20 × 8
    [2026, 2, 160], // 20 weekdays = 20 × 8
    [2026, 3, 176], // 22 weekdays = 22 × 8
    [2026, 4, 168], // 22 weekdays − 6 Apr (Mon) = 21 × 8 (Easter on Sunday the 5th)
    [2026, 5, 160], // 21 weekdays − 1 May (Fri) = 20 × 8 (3 May and Pentecost on Sundays)
    [2026, 6, 168], // 22 weekdays − 4 Jun (Thu) = 21 × 8
    [2026, 7, 184], // 23 weekdays = 23 × 8
    [2026, 8, 160], // 21 weekdays − 15 Aug (Sat) = 20 × 8
    [2026, 9, 176], // 22 weekdays = 22 × 8
    [2026, 10, 176], // 22 weekdays = 22 × 8
    [2026, 11, 160], // 21 weekdays − 11 Nov (Wed) = 20 × 8 (1 Nov on a Sunday)
    [2026, 12, 160], // 23 weekdays − 24 (Thu), 25 (Fri), 26 Dec (Sat) = 20 × 8
  ];
  for (const [year, month, hours] of norms) {
    it(`${year}-${String(month).padStart(2, '0')}: ${hours} h`, () => expect(monthNorm(year, month)).toBe(hours));
  }
});
