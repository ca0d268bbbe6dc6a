import { describe, expect, it } from 'vitest';
import { readNightHours, DEFAULT_NIGHT_HOURS, nightFrom } from './nightHours';
import { monthBounds, monthRegister } from './register';

// August 2026 in Warsaw is UTC+2: 07:00 there is 05:00Z. 15 August, a holiday, is a Saturday.
const august = [
  { datetime_start: '2026-08-03T05:00:00.000Z', datetime_end: '2026-08-03T13:00:00.000Z' }, // Mon 07:00–15:00
  { datetime_start: '2026-08-04T03:00:00.000Z', datetime_end: '2026-08-04T15:30:00.000Z' }, // Tue 05:00–17:30
  { datetime_start: '2026-08-07T18:00:00.000Z', datetime_end: '2026-08-08T04:00:00.000Z' }, // Fri 20:00 – Sat 06:00
  { datetime_start: '2026-08-09T06:00:00.000Z', datetime_end: '2026-08-09T10:00:00.000Z' }, // Sun 08:00–12:00
  { datetime_start: '2026-08-15T05:00:00.000Z', datetime_end: '2026-08-15T09:00:00.000Z' }, // Sat holiday 07:00–11:00
  { datetime_start: '2026-08-31T05:00:00.000Z', datetime_end: null }, // Mon 07:00, still open
  { datetime_start: '2026-07-31T05:00:00.000Z', datetime_end: '2026-07-31T13:00:00.000Z' }, // July: not counted
];

describe('monthRegister', () => {
  const register = monthRegister({ year: 2026, month: 8 }, august, DEFAULT_NIGHT_HOURS, 'Europe/Warsaw');
  const day = (date: string) => register.days.find((row) => row.date === date)!;

  it('has one row a day', () => {
    expect(register.days).toHaveLength(31);
    expect(register.days[0]).toMatchObject({ date: '2026-08-01', weekday: 6, kind: 'saturday', start: null, end: null, hours: 0 });
  });

  it('counts a day of overtime with an hour at night', () => {
    expect(day('2026-08-03')).toMatchObject({ kind: 'working', start: '07:00', end: '15:00', hours: 8, night_hours: 0, overtime_hours: 0 });
    expect(day('2026-08-04')).toMatchObject({ start: '05:00', end: '17:30', hours: 12.5, night_hours: 1, overtime_hours: 4.5, sunday_holiday_hours: 0 });
  });

  it('splits a night shift at midnight into its two company days', () => {
    expect(day('2026-08-07')).toMatchObject({ start: '20:00', end: '24:00', hours: 4, night_hours: 2, overtime_hours: 0 });
    expect(day('2026-08-08')).toMatchObject({ kind: 'saturday', start: '00:00', end: '06:00', hours: 6, night_hours: 6 });
  });

  it('counts hours on a Sunday and on a holiday falling on a Saturday', () => {
    expect(day('2026-08-09')).toMatchObject({ kind: 'sunday', hours: 4, sunday_holiday_hours: 4 });
    expect(day('2026-08-15')).toMatchObject({ kind: 'holiday', holiday: 'Wniebowzięcie Najświętszej Maryi Panny', hours: 4, sunday_holiday_hours: 4 });
  });

  it('shows an open work day without hours', () => {
    expect(day('2026-08-31')).toMatchObject({ start: '07:00', end: null, hours: 0, open: true });
  });

  it('totals the month against its norm', () => {
    // 8 + 12.5 + 4 + 6 + 4 + 4 = 38.5 h; norm 160 h; 21 working days less 3, 4, 7 and 31 August worked = 17 without work.
    expect(register.totals).toEqual({
      norm_hours: 160,
      hours: 38.5,
      night_hours: 9,
      sunday_holiday_hours: 8,
      overtime_hours: 4.5,
      difference_hours: -121.5,
      days_worked: 7,
      days_without_work: 17,
    });
  });

  it('counts no day after today as a day without work', () => {
    // Working days 3–7 and 10 August; 3, 4 and 7 worked: 5, 6 and 10 without work.
    const sofar = monthRegister({ year: 2026, month: 8 }, august, DEFAULT_NIGHT_HOURS, 'Europe/Warsaw', '2026-08-10');
    expect(sofar.totals.days_without_work).toBe(3);
    expect(sofar.totals.hours).toBe(38.5);
  });

  it('reads the night the company set', () => {
    const night = nightFrom(21 * 60);
    const shift = [{ datetime_start: '2026-08-07T18:00:00.000Z', datetime_end: '2026-08-08T04:00:00.000Z' }];
    const days = monthRegister({ year: 2026, month: 8 }, shift, night, 'Europe/Warsaw').days;
    expect(days[6]).toMatchObject({ date: '2026-08-07', night_hours: 3 });
    expect(days[7]).toMatchObject({ date: '2026-08-08', night_hours: 5 });
  });

  it('counts the hour the clocks go back', () => {
    // Sat 24 Oct 2026 22:00 (20:00Z, summer time) to Sun 25 Oct 06:00 (05:00Z, winter time): 9 hours.
    const shift = [{ datetime_start: '2026-10-24T20:00:00.000Z', datetime_end: '2026-10-25T05:00:00.000Z' }];
    const { days, totals } = monthRegister({ year: 2026, month: 10 }, shift, DEFAULT_NIGHT_HOURS, 'Europe/Warsaw');
    expect(days[23]).toMatchObject({ date: '2026-10-24', start: '22:00', end: '24:00', hours: 2, night_hours: 2 });
    expect(days[24]).toMatchObject({ date: '2026-10-25', kind: 'sunday', start: '00:00', end: '06:00', hours: 7, night_hours: 7, sunday_holiday_hours: 7 });
    expect(totals.hours).toBe(9);
  });

  it("bounds the month by the company's midnights", () => {
    expect(monthBounds({ year: 2026, month: 12 }, 'Europe/Warsaw')).toEqual({ from: '2026-11-30T23:00:00.000Z', to: '2026-12-31T23:00:00.000Z' });
  });
});

describe('readNightHours', () => {
  it('takes a start from 21:00 to 23:00 and ends the night 8 hours later', () => {
    expect(readNightHours({ start: '21:30' })).toEqual({ ok: true, night: { start: '21:30', end: '05:30' } });
    expect(readNightHours({ start: '23:00', end: '07:00' })).toEqual({ ok: true, night: { start: '23:00', end: '07:00' } });
  });

  it('refuses a night outside 21:00–07:00 with a Polish message', () => {
    expect(readNightHours({ start: '20:00' })).toMatchObject({ ok: false, errors: { start: [expect.stringContaining('od 21:00 do 23:00')] } });
    expect(readNightHours({ start: '22:00', end: '07:00' })).toMatchObject({ ok: false, errors: { end: [expect.stringContaining('kończy się o 06:00')] } });
    expect(readNightHours('x')).toMatchObject({ ok: false, errors: { body: [expect.any(String)] } });
  });
});
