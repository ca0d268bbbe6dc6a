import { describe, expect, it } from 'vitest';
import { companyDays, tankerLedger, type TankerLedgerInput } from './tankerLedger';

const WARSAW = 'Europe/Warsaw';
const day = (text: string) => {
  const [year, month, date] = text.split('-').map(Number);
  return { year, month, day: date };
};
const ledger = (input: Partial<Omit<TankerLedgerInput, 'from' | 'to'>> & { from: string; to: string }) =>
  tankerLedger(
    {
      capacity: 1000,
      deliveries: [],
      dispensings: [],
      stockCounts: [],
      ...input,
      from: day(input.from),
      to: day(input.to),
    },
    WARSAW,
  );

describe('company days', () => {
  it('are 25 hours on the autumn clock change and 23 on the spring one', () => {
    expect(companyDays(day('2026-10-25'), day('2026-10-25'), WARSAW)).toEqual([
      { day: '2026-10-25', startIso: '2026-10-24T22:00:00.000Z', endIso: '2026-10-25T23:00:00.000Z' },
    ]);
    expect(companyDays(day('2026-03-29'), day('2026-03-29'), WARSAW)).toEqual([
      { day: '2026-03-29', startIso: '2026-03-28T23:00:00.000Z', endIso: '2026-03-29T22:00:00.000Z' },
    ]);
    expect(companyDays(day('2026-12-31'), day('2027-01-02'), WARSAW).map((d) => d.day)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
    expect(companyDays(day('2026-11-02'), day('2026-11-01'), WARSAW)).toEqual([]);
  });
});

describe('tanker ledger', () => {
  it('carries the opening stock from earlier history and flags an over-filled and an over-dispensed day', () => {
    const result = ledger({
      from: '2026-11-02',
      to: '2026-11-04',
      deliveries: [
        { datetime: '2026-10-30T10:00:00.000Z', litres: 500 },
        { datetime: '2026-11-02T08:00:00.000Z', litres: 700 },
      ],
      dispensings: [
        // 23:30 on 1 November in Warsaw: before the period.
        { datetime: '2026-11-01T22:30:00.000Z', litres: 100 },
        { datetime: '2026-11-02T12:00:00.000Z', litres: 50 },
        // 23:59 on 3 November in Warsaw.
        { datetime: '2026-11-03T22:59:00.000Z', litres: 1200.5 },
      ],
    });
    expect(result.days).toEqual([
      {
        day: '2026-11-02',
        opening: 400,
        delivered: 700,
        dispensed: 50,
        stock_count: null,
        adjustment: 0,
        closing: 1050,
        below_zero_litres: 0,
        above_capacity_litres: 50,
      },
      {
        day: '2026-11-03',
        opening: 1050,
        delivered: 0,
        dispensed: 1200.5,
        stock_count: null,
        adjustment: 0,
        closing: -150.5,
        below_zero_litres: 150.5,
        above_capacity_litres: 0,
      },
      {
        day: '2026-11-04',
        opening: -150.5,
        delivered: 0,
        dispensed: 0,
        stock_count: null,
        adjustment: 0,
        closing: -150.5,
        below_zero_litres: 150.5,
        above_capacity_litres: 0,
      },
    ]);
    expect(result).toMatchObject({ capacity: 1000, opening: 400, delivered: 700, dispensed: 1250.5, adjustment: 0, closing: -150.5 });
  });

  it('starts again from a stock count within the period; a movement at the count’s instant is in the count', () => {
    const result = ledger({
      from: '2026-11-02',
      to: '2026-11-03',
      deliveries: [
        { datetime: '2026-11-01T10:00:00.000Z', litres: 300 },
        { datetime: '2026-11-02T06:00:00.000Z', litres: 200 },
      ],
      dispensings: [
        { datetime: '2026-11-02T10:00:00.000Z', litres: 30 },
        { datetime: '2026-11-02T15:00:00.000Z', litres: 100 },
        { datetime: '2026-11-03T09:00:00.000Z', litres: 50.25 },
      ],
      stockCounts: [{ id: 1, datetime: '2026-11-02T10:00:00.000Z', litres: 450 }],
    });
    // Computed before the count: 300 + 200 - 30 = 470; measured 450; then -100.
    expect(result.days[0]).toEqual({
      day: '2026-11-02',
      opening: 300,
      delivered: 200,
      dispensed: 130,
      stock_count: 450,
      adjustment: -20,
      closing: 350,
      below_zero_litres: 0,
      above_capacity_litres: 0,
    });
    expect(result.days[1]).toMatchObject({ opening: 350, dispensed: 50.25, stock_count: null, adjustment: 0, closing: 299.75 });
    expect(result).toMatchObject({ opening: 300, delivered: 200, dispensed: 180.25, adjustment: -20, closing: 299.75 });
  });

  it('opens from the latest stock count before the period, the later recorded of two at one instant', () => {
    const result = ledger({
      from: '2026-11-02',
      to: '2026-11-02',
      deliveries: [{ datetime: '2026-10-30T10:00:00.000Z', litres: 500 }],
      dispensings: [
        { datetime: '2026-10-31T12:00:00.000Z', litres: 10 },
        { datetime: '2026-11-01T08:00:00.000Z', litres: 100 },
      ],
      stockCounts: [
        { id: 3, datetime: '2026-10-31T12:00:00.000Z', litres: 800 },
        { id: 2, datetime: '2026-10-31T12:00:00.000Z', litres: 750 },
        { id: 1, datetime: '2026-10-20T12:00:00.000Z', litres: 50 },
      ],
    });
    expect(result.days[0]).toMatchObject({ opening: 700, closing: 700, stock_count: null });
  });

  it('counts a Sunday of 25 hours whole: 23:30 on the clock-change Sunday is that Sunday', () => {
    const result = ledger({
      from: '2026-10-24',
      to: '2026-10-26',
      capacity: 5000,
      deliveries: [
        // 23:30 summer time on Saturday 24 October.
        { datetime: '2026-10-24T21:30:00.000Z', litres: 1000 },
        // 23:30 winter time on Sunday 25 October, the 25th hour of that day.
        { datetime: '2026-10-25T22:30:00.000Z', litres: 400 },
      ],
      // 00:15 on Monday 26 October.
      dispensings: [{ datetime: '2026-10-25T23:15:00.000Z', litres: 100 }],
    });
    expect(result.days.map(({ day: date, opening, delivered, dispensed, closing }) => [date, opening, delivered, dispensed, closing])).toEqual([
      ['2026-10-24', 0, 1000, 0, 1000],
      ['2026-10-25', 1000, 400, 0, 1400],
      ['2026-10-26', 1400, 0, 100, 1300],
    ]);
  });

  it('rounds sums to hundredths of a litre', () => {
    const result = ledger({
      from: '2026-11-02',
      to: '2026-11-02',
      deliveries: [0.1, 0.2, 0.3].map((litres) => ({ datetime: '2026-11-02T10:00:00.000Z', litres })),
    });
    expect(result.days[0]).toMatchObject({ delivered: 0.6, closing: 0.6, adjustment: 0 });
  });
});
