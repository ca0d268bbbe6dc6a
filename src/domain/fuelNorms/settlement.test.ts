import { describe, expect, it } from 'vitest';
import type { FuelNorm } from './norms';
import { dailyUsage, settleVehicle, type VehicleMonthInput } from './settlement';

// March 2026 in Warsaw is UTC+1 until the 29th (then UTC+2): the month runs 2026-02-28T23:00Z – 2026-03-31T22:00Z.
const MARCH = { from: '2026-02-28T23:00:00.000Z', to: '2026-03-31T22:00:00.000Z', last_day: '2026-03-31' };

const norms: FuelNorm[] = [
  // Graders: 14 l/mth, +10 % November–March: 15,4 l/mth in March.
  { id: 1, vehicle: null, vehicle_type: 'GRADER', valid_from: '2025-01-01', litres: 14, season_percent: 10, season_from: '11', season_to: '3' },
  // From 11 March: 12 l/mth for graders, no correction.
  { id: 2, vehicle: null, vehicle_type: 'GRADER', valid_from: '2026-03-11', litres: 12, season_percent: null, season_from: null, season_to: null },
];
const grader = { id: 5, vehicle_type: 'GRADER' };

const month = (fields: Partial<VehicleMonthInput>): VehicleMonthInput => ({
  vehicle: grader,
  unit: 'h',
  ...MARCH,
  zone: 'Europe/Warsaw',
  readings: [],
  norms,
  station_litres: 0,
  tanker_litres: 0,
  average_price: null,
  ...fields,
});

describe('dailyUsage', () => {
  it("counts each reading's rise on its company day, from the highest reading before the month", () => {
    const { start, end, days } = dailyUsage(
      [
        { datetime: '2026-02-20T10:00:00.000Z', value: 500 },
        { datetime: '2026-02-27T10:00:00.000Z', value: 510 },
        { datetime: '2026-02-28T23:30:00.000Z', value: 512 }, // 1 March 00:30 in Warsaw
        { datetime: '2026-03-10T16:00:00.000Z', value: 520 },
        { datetime: '2026-03-10T12:00:00.000Z', value: 518 }, // order of time, not of the list
        { datetime: '2026-03-12T08:00:00.000Z', value: 515 }, // lower: nothing
        { datetime: '2026-03-12T15:00:00.000Z', value: 530 },
        { datetime: '2026-03-31T22:30:00.000Z', value: 600 }, // 1 April in Warsaw
      ],
      MARCH.from,
      MARCH.to,
      'Europe/Warsaw',
    );
    expect({ start, end }).toEqual({ start: 510, end: 530 });
    expect(Object.fromEntries(days)).toEqual({ '2026-03-01': 2, '2026-03-10': 8, '2026-03-12': 10 });
  });

  it('starts from the first reading in the month when there is none before, and is empty without readings', () => {
    const first = dailyUsage(
      [
        { datetime: '2026-03-02T08:00:00.000Z', value: 100 },
        { datetime: '2026-03-02T15:00:00.000Z', value: 107 },
      ],
      MARCH.from,
      MARCH.to,
      'Europe/Warsaw',
    );
    expect({ start: first.start, end: first.end, days: Object.fromEntries(first.days) }).toEqual({ start: 100, end: 107, days: { '2026-03-02': 7 } });
    expect(dailyUsage([], MARCH.from, MARCH.to, 'Europe/Warsaw')).toEqual({ start: null, end: null, days: new Map() });
  });

  it('skips a rise faster than the machine goes, a mistyped reading', () => {
    const { start, end, days } = dailyUsage(
      [
        { datetime: '2026-02-27T10:00:00.000Z', value: 9000 }, // mistyped before the month: 8500 mth in 2 days
        { datetime: '2026-02-25T10:00:00.000Z', value: 500 },
        { datetime: '2026-03-02T10:00:00.000Z', value: 520 }, // 20 mth in 5 days
        { datetime: '2026-03-02T12:00:00.000Z', value: 523 }, // 3 mth in 2 hours: too fast, skipped
        { datetime: '2026-03-02T14:00:00.000Z', value: 524 }, // 4 mth in 4 hours since 520
      ],
      MARCH.from,
      MARCH.to,
      'Europe/Warsaw',
      1,
    );
    expect({ start, end, days: Object.fromEntries(days) }).toEqual({ start: 500, end: 524, days: { '2026-03-02': 24 } });
  });
});

describe('settleVehicle', () => {
  const readings = [
    { datetime: '2026-02-27T15:00:00.000Z', value: 1000 },
    { datetime: '2026-03-05T15:00:00.000Z', value: 1020 }, // 20 mth × 15,4 = 308 l
    { datetime: '2026-03-10T15:00:00.000Z', value: 1030 }, // 10 mth × 15,4 = 154 l
    { datetime: '2026-03-20T15:00:00.000Z', value: 1060 }, // 30 mth × 12 = 360 l
  ];

  it('splits the month by the norm in force each day, the correction only where it applies', () => {
    const settled = settleVehicle(month({ readings, station_litres: 100, tanker_litres: 750, average_price: 6.234 }));
    expect(settled).toMatchObject({
      meter_start: 1000,
      meter_end: 1060,
      usage: 60,
      norm_litres: 822, // 308 + 154 + 360
      taken_litres: 850,
      difference_litres: 28,
      difference_percent: 3.41, // 28 / 822: within 5 %
      price_per_litre: 6.23,
      difference_pln: 174.44, // 28 × 6,23
      status: 'ok',
    });
    expect(settled.periods.map(({ from, to, rate, correction_percent, usage, litres }) => [from, to, rate, correction_percent, usage, litres])).toEqual([
      ['2026-03-05', '2026-03-10', 15.4, 10, 30, 462],
      ['2026-03-20', '2026-03-20', 12, 0, 30, 360],
    ]);
  });

  it('marks over- and under-consumption beyond the tolerance', () => {
    expect(settleVehicle(month({ readings, tanker_litres: 864 })).status).toBe('over'); // +42 l > 41,1 l
    expect(settleVehicle(month({ readings, tanker_litres: 863 })).status).toBe('ok'); // +41 l
    expect(settleVehicle(month({ readings, tanker_litres: 780 })).status).toBe('under'); // −42 l
    expect(settleVehicle(month({ readings, tanker_litres: 864, tolerance: 0.1 })).status).toBe('ok');
  });

  it('leaves usage without a norm apart and says so; a month without work or fuel is idle', () => {
    const unknown = settleVehicle(month({ vehicle: { id: 6, vehicle_type: 'BULLDOZER' }, readings, tanker_litres: 500, average_price: 6 }));
    expect(unknown).toMatchObject({ usage: 60, usage_without_norm: 60, norm_litres: 0, status: 'no_norm', difference_litres: 500, difference_pln: 3000 });
    expect(settleVehicle(month({})).status).toBe('idle');
    // Fuel taken without any reading, a norm in force: all of it over the norm.
    expect(settleVehicle(month({ station_litres: 40 }))).toMatchObject({ status: 'over', difference_litres: 40, difference_percent: null });
  });
});
