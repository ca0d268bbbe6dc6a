import { describe, expect, it } from 'vitest';
import type { VehicleConsumption } from './consumption';
import { DEFAULT_FUEL_THRESHOLDS } from './fuelLog';
import { consumptionHighlights } from './siteReport';

const vehicle = (id: number, deviation_percent: number | null) => ({ vehicle: { id }, deviation_percent }) as unknown as VehicleConsumption;

describe('the site report’s consumption highlights', () => {
  it('keep the deviations beyond the threshold, the largest either way first', () => {
    const rows = [vehicle(1, 12), vehicle(2, -61), vehicle(3, 50), vehicle(4, 75.5), vehicle(5, null), vehicle(6, -50.1)];
    // ±50 % by default: 50 itself is within.
    expect(consumptionHighlights(rows, DEFAULT_FUEL_THRESHOLDS).map((row) => row.vehicle.id)).toEqual([4, 2, 6]);
    expect(consumptionHighlights(rows, { ...DEFAULT_FUEL_THRESHOLDS, consumption_deviation: 0.1 }).map((row) => row.vehicle.id)).toEqual([4, 2, 6, 3, 1]);
  });
});
