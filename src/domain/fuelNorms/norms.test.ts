import { describe, expect, it } from 'vitest';
import { litresByNorm, monthInSeason, normOnDay, seasonApplies, type FuelNorm } from './norms';

const excavator = { id: 7, vehicle_type: 'CRAWLER_EXCAVATOR' };
const truck = { id: 8, vehicle_type: 'TRUCK' };

const norm = (fields: Partial<FuelNorm> & Pick<FuelNorm, 'id' | 'valid_from' | 'litres'>): FuelNorm => ({
  vehicle: null,
  vehicle_type: null,
  season_percent: null,
  season_from: null,
  season_to: null,
  ...fields,
});

const norms: FuelNorm[] = [
  // Every crawler excavator: 15 l/mth from 2026-01-01, +10 % November–March.
  norm({ id: 1, vehicle_type: 'CRAWLER_EXCAVATOR', valid_from: '2026-01-01', litres: 15, season_percent: 10, season_from: '11', season_to: '3' }),
  // Excavator 7's own norm from 2026-11-16: 20 l/mth, +10 % (months not given: November–March).
  norm({ id: 2, vehicle: 7, valid_from: '2026-11-16', litres: 20, season_percent: 10 }),
  // Trucks: 32 l/100 km, no correction.
  norm({ id: 3, vehicle_type: 'TRUCK', valid_from: '2026-06-01', litres: 32 }),
  norm({ id: 4, vehicle_type: 'TRUCK', valid_from: '2026-09-01', litres: 30 }),
];

describe('the norm in force', () => {
  it('is the type norm before the vehicle has its own', () => {
    const day = normOnDay(norms, excavator, '2026-10-20');
    expect(day).toMatchObject({ own: false, unit: 'h', corrected: false, rate: 15 });
    expect(day?.norm.id).toBe(1);
  });

  it('is the vehicle’s own from its first day, which wins over the type norm', () => {
    expect(normOnDay(norms, excavator, '2026-11-15')).toMatchObject({ own: false, corrected: true });
    expect(normOnDay(norms, excavator, '2026-11-15')?.rate).toBeCloseTo(16.5, 10); // 15 × 1,10
    expect(normOnDay(norms, excavator, '2026-11-16')).toMatchObject({ own: true, corrected: true });
    expect(normOnDay(norms, excavator, '2026-11-16')?.rate).toBeCloseTo(22, 10); // 20 × 1,10
  });

  it('follows the later of two norms of a type from its day', () => {
    expect(normOnDay(norms, truck, '2026-08-31')).toMatchObject({ unit: 'km', rate: 32 });
    expect(normOnDay(norms, truck, '2026-09-01')).toMatchObject({ unit: 'km', rate: 30 });
  });

  it('is none before any norm starts, and none for a type without norms', () => {
    expect(normOnDay(norms, truck, '2026-05-31')).toBeNull();
    expect(normOnDay(norms, { id: 9, vehicle_type: 'GRADER' }, '2026-11-20')).toBeNull();
    expect(litresByNorm(norms, { id: 9, vehicle_type: 'GRADER' }, 10, '2026-11-20')).toBeNull();
  });
});

describe('the seasonal correction', () => {
  it('wraps over the new year', () => {
    expect([1, 2, 3, 4, 10, 11, 12].map((month) => monthInSeason(month, 11, 3))).toEqual([true, true, true, false, false, true, true]);
    expect([5, 6, 8, 9].map((month) => monthInSeason(month, 6, 8))).toEqual([false, true, true, false]);
  });

  it('applies from the first to the last day of its months', () => {
    const winter = norms[0];
    expect(seasonApplies(winter, '2026-03-31')).toBe(true);
    expect(seasonApplies(winter, '2026-04-01')).toBe(false);
    expect(seasonApplies(winter, '2026-10-31')).toBe(false);
    expect(seasonApplies(winter, '2026-11-01')).toBe(true);
  });

  it('does nothing without a percentage', () => {
    expect(seasonApplies(norms[2], '2026-12-01')).toBe(false);
  });
});

describe('litres by norm', () => {
  it('counts engine hours of a machine at litres per hour, corrected in winter', () => {
    // 8 mth × 15 l/mth = 120 l in October; 8 mth × 16,5 l/mth = 132 l on 2 November.
    expect(litresByNorm(norms, excavator, 8, '2026-10-30')).toBeCloseTo(120, 10);
    expect(litresByNorm(norms, excavator, 8, '2026-11-02')).toBeCloseTo(132, 10);
    // Its own norm from the 16th: 8 mth × 22 l/mth = 176 l.
    expect(litresByNorm(norms, excavator, 8, '2026-11-16')).toBeCloseTo(176, 10);
  });

  it('counts kilometres of a road vehicle at litres per 100 km', () => {
    // 250 km × 30 l / 100 km = 75 l.
    expect(litresByNorm(norms, truck, 250, '2026-12-10')).toBeCloseTo(75, 10);
  });

  it('lowers the norm with a negative correction', () => {
    const summer = [norm({ id: 5, vehicle_type: 'TRUCK', valid_from: '2026-01-01', litres: 30, season_percent: -10, season_from: 6, season_to: 8 })];
    // 100 km × 27 l / 100 km in July; 30 l in September.
    expect(litresByNorm(summer, truck, 100, '2026-07-01')).toBeCloseTo(27, 10);
    expect(litresByNorm(summer, truck, 100, '2026-09-01')).toBeCloseTo(30, 10);
  });
});
