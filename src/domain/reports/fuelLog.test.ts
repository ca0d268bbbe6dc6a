import { describe, expect, it } from 'vitest';
import { baselineRate, fuelIntervals, isPlausibleInterval, median, odometerUnit, type FuelReading } from './fuelLog';

const reading = (source: FuelReading['source'], id: number, datetime: string, litres: number, odometer_state: number, vehicle = 1): FuelReading => ({
  source,
  id,
  vehicle,
  datetime,
  litres,
  odometer_state,
});

describe('the fuel log', () => {
  it('counts engine hours for machines and kilometres for road vehicles', () => {
    expect(['CRAWLER_EXCAVATOR', 'ROLLER', 'TRACTOR'].map(odometerUnit)).toEqual(['h', 'h', 'h']);
    expect(['TRUCK', 'TANK', 'CAR', 'BUS'].map(odometerUnit)).toEqual(['km', 'km', 'km', 'km']);
  });

  it('closes an interval with each reading: litres per 100 km, station before tanker at one instant', () => {
    const intervals = fuelIntervals(
      [
        reading('vehicle_fueling', 1, '2026-06-02T08:00:00.000Z', 50, 1500),
        reading('fueling', 9, '2026-06-01T08:00:00.000Z', 300, 1000),
        reading('fueling', 2, '2026-06-02T08:00:00.000Z', 190, 1500),
        reading('fueling', 3, '2026-06-01T09:00:00.000Z', 80, 7, 2),
      ],
      () => 'km',
    );
    expect(intervals.map((i) => [i.previous.id, i.reading.id, i.distance, i.hours, i.rate])).toEqual([
      [9, 2, 500, 24, 38],
      [2, 1, 0, 0, null],
    ]);
  });

  it('takes a machine’s baseline as the median L/h of its plausible intervals', () => {
    const intervals = fuelIntervals(
      [
        reading('vehicle_fueling', 1, '2026-06-01T06:00:00.000Z', 200, 100),
        reading('vehicle_fueling', 2, '2026-06-02T06:00:00.000Z', 200, 110), // 20 L/h
        reading('vehicle_fueling', 3, '2026-06-03T06:00:00.000Z', 180, 120), // 18 L/h
        reading('vehicle_fueling', 4, '2026-06-04T06:00:00.000Z', 220, 130), // 22 L/h
        reading('vehicle_fueling', 5, '2026-06-05T06:00:00.000Z', 200, 1300), // a typo: 1 170 h in 24 h
      ],
      () => 'h',
    );
    expect(intervals.map((interval) => isPlausibleInterval(interval, 'h'))).toEqual([true, true, true, false]);
    expect(baselineRate(intervals, 'h')).toBe(20);
    expect(median([])).toBeNull();
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
