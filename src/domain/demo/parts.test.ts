import { describe, expect, it } from 'vitest';
import { calendarDay, CompanyClock, isPublicHoliday, isWorkingDay } from './calendar';
import { feminineSurname, isValidPesel, loginOf, pesel } from './names';
import { registrationNumber } from './plates';
import { hashParts, Random, randomFor } from './random';
import { romanNumeral } from './roads';
import { chainage } from './sites';

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

describe('random streams', () => {
  it('repeat for the same key and differ for another', () => {
    const draw = (random: Random) => Array.from({ length: 5 }, () => random.next());
    expect(draw(randomFor(1, 'shift', 4, 20000))).toEqual(draw(randomFor(1, 'shift', 4, 20000)));
    expect(draw(randomFor(1, 'shift', 4, 20000))).not.toEqual(draw(randomFor(2, 'shift', 4, 20000)));
    expect(hashParts(['ab', 'c'])).not.toBe(hashParts(['a', 'bc']));
  });

  it('stay in range', () => {
    const random = new Random(42);
    for (let i = 0; i < 1000; i++) {
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
      expect(random.next()).toBeLessThan(1);
    }
  });
});

describe('company calendar', () => {
  it('knows Polish public holidays, fixed and movable', () => {
    for (const day of ['2026-01-01', '2026-04-06', '2026-06-04', '2026-11-11', '2026-12-24', '2027-03-29']) {
      expect(isPublicHoliday(calendarDay(dayNumber(day))), day).toBe(true);
    }
    expect(isPublicHoliday(calendarDay(dayNumber('2026-11-20')))).toBe(false);
    expect(isWorkingDay(calendarDay(dayNumber('2026-11-21')))).toBe(true); // Saturday
    expect(isWorkingDay(calendarDay(dayNumber('2026-11-22')))).toBe(false); // Sunday
  });

  it('turns Warsaw clock times into UTC across daylight saving changes', () => {
    const clock = new CompanyClock('Europe/Warsaw');
    expect(new Date(clock.at(dayNumber('2026-07-01'), 7 * 60)).toISOString()).toBe('2026-07-01T05:00:00.000Z');
    expect(new Date(clock.at(dayNumber('2026-10-25'), 7 * 60)).toISOString()).toBe('2026-10-25T06:00:00.000Z');
    expect(new Date(clock.at(dayNumber('2026-03-29'), 7 * 60)).toISOString()).toBe('2026-03-29T05:00:00.000Z');
  });
});

describe('names and numbers', () => {
  it('makes valid PESEL numbers for both centuries and sexes', () => {
    const random = new Random(5);
    const man = pesel(random, { year: 1975, month: 4, day: 9 }, false);
    const woman = pesel(random, { year: 2003, month: 12, day: 31 }, true);
    expect(man).toMatch(/^750409\d{5}$/);
    expect(woman).toMatch(/^033231\d{5}$/);
    expect(Number(man[9]) % 2).toBe(1);
    expect(Number(woman[9]) % 2).toBe(0);
    expect(isValidPesel(man) && isValidPesel(woman)).toBe(true);
    expect(isValidPesel('44051401359')).toBe(true);
    expect(isValidPesel('44051401358')).toBe(false);
  });

  it('writes logins without Polish letters and feminine surnames', () => {
    expect(loginOf('Łukasz', 'Wróbel')).toBe('lukasz.wrobel');
    expect(loginOf('Ołeksandr', 'Kowalenko')).toBe('oleksandr.kowalenko');
    expect(feminineSurname('Kowalski')).toBe('Kowalska');
    expect(feminineSurname('Zawadzki')).toBe('Zawadzka');
    expect(feminineSurname('Nowak')).toBe('Nowak');
  });

  it('writes registration numbers, chainages and stage numerals the Polish way', () => {
    const random = new Random(9);
    for (let i = 0; i < 50; i++) {
      expect(registrationNumber(random, 'WGR')).toMatch(/^WGR [1-9A-Z][0-9A-Z]{3}$/);
      expect(registrationNumber(random, 'FZ')).toMatch(/^FZ [1-9A-Z][0-9A-Z]{4}$/);
    }
    expect(chainage(12.3)).toBe('km 12+300');
    expect(chainage(140.0451)).toBe('km 140+045');
    expect(romanNumeral(4)).toBe('IV');
    expect(romanNumeral(19)).toBe('XIX');
  });
});
