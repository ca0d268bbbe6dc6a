import { describe, expect, it } from 'vitest';
import { consumptionReport, consumptionTrend, deviationPercent, isDeviationFlagged, usageInPeriod, usageWindows, type ConsumptionVehicle } from './consumption';
import { fuelIntervals, odometerUnit, type FuelReading } from './fuelLog';

const vehicle = (id: number, vehicle_type: string, fleet_number: number, site = 1, site_name = 'S7 Grójec'): ConsumptionVehicle => ({
  id,
  fleet_number,
  registration_number: `WGR ${fleet_number}`,
  vehicle_model: 'model',
  vehicle_type,
  site,
  site_name,
});

let nextId = 0;
const reading = (
  vehicle: number,
  datetime: string,
  litres: number,
  odometer_state: number,
  source: FuelReading['source'] = 'vehicle_fueling',
): FuelReading => ({
  source,
  id: ++nextId,
  vehicle,
  datetime: `2026-06-${datetime}:00.000Z`,
  litres,
  odometer_state,
});

const EXCAVATOR = vehicle(1, 'CRAWLER_EXCAVATOR', 11);
const TRUCK = vehicle(2, 'TRUCK', 21);
const THIRSTY_TRUCK = vehicle(3, 'TRUCK', 22);
const CAR = vehicle(4, 'CAR', 31);
const OTHER_SITE_TRUCK = vehicle(5, 'TRUCK', 41, 2, 'A1 Piotrków');

const readings: FuelReading[] = [
  // The excavator, in engine hours: 20 L/h before the period, 18 and 24 in it, then back 5 h
  // (skipped), then 30 L/h after it. Baseline median(18, 20, 24, 30) = 22 L/h.
  reading(1, '01T06:00', 200, 100),
  reading(1, '02T06:00', 200, 110),
  reading(1, '03T06:00', 180, 120),
  reading(1, '04T06:00', 240, 130),
  reading(1, '05T06:00', 100, 125),
  reading(1, '06T06:00', 300, 135),
  // A truck in kilometres: 35 and 45 L/100 km in the period, then 9 400 km in a day (skipped).
  reading(2, '01T08:00', 50, 10_000, 'fueling'),
  reading(2, '03T08:00', 140, 10_400, 'fueling'),
  reading(2, '04T08:00', 90, 10_600),
  reading(2, '05T08:00', 50, 20_000, 'fueling'),
  // A truck at 30 L/100 km before the period and 60 in it.
  reading(3, '01T08:00', 10, 5000),
  reading(3, '02T08:00', 30, 5100),
  reading(3, '02T20:00', 30, 5200),
  reading(3, '04T08:00', 60, 5300),
  // A car with nothing in the period.
  reading(4, '01T08:00', 40, 300),
  reading(4, '02T08:00', 40, 900),
];

const PERIOD = { fromIso: '2026-06-03T00:00:00.000Z', toIso: '2026-06-06T00:00:00.000Z' };

describe('consumption per machine', () => {
  it('ranks per site and type, deviation from the highest, with hand-computed figures', () => {
    const report = consumptionReport([CAR, TRUCK, THIRSTY_TRUCK, EXCAVATOR, OTHER_SITE_TRUCK], readings, PERIOD);
    expect(
      report.map((row) => [
        row.vehicle.id,
        row.unit,
        row.litres,
        row.distance,
        row.rate,
        row.baseline,
        row.deviation_percent,
        row.counted_intervals,
        row.skipped_intervals,
      ]),
    ).toEqual([
      // 420 l / 20 h = 21 L/h against 22: −4,5 %.
      [1, 'h', 420, 20, 21, 22, -4.5, 2, 1],
      // 60 l / 100 km against median(30, 30, 60) = 30: +100 %.
      [3, 'km', 60, 100, 60, 30, 100, 1, 0],
      // 230 l / 600 km = 38,33 L/100 km against median(35, 45) = 40: −4,2 %.
      [2, 'km', 230, 600, 38.33, 40, -4.2, 2, 1],
    ]);
    // Fuelled in the period: every fueling, its part in the rate apart (the skipped intervals' too).
    expect(report.map((row) => [row.vehicle.id, row.fueled_litres, row.litres])).toEqual([
      [1, 520, 420],
      [3, 60, 60],
      [2, 280, 230],
    ]);
  });

  it('counts a vehicle’s first ever fueling among the litres fuelled, though it closes no interval', () => {
    const first = [reading(1, '03T06:00', 150, 100), reading(1, '04T06:00', 200, 110)];
    const [row] = consumptionReport([EXCAVATOR], first, PERIOD);
    expect([row.fueled_litres, row.litres, row.rate]).toEqual([350, 200, 20]);
  });

  it('keeps a vehicle’s trend: every interval of the period, skipped ones without a rate', () => {
    const history = fuelIntervals(
      readings.filter((r) => r.vehicle === 1),
      () => 'h',
    );
    const trend = consumptionTrend(EXCAVATOR, history, PERIOD);
    expect(trend).toMatchObject({ rate: 21, baseline: 22, unit: 'h' });
    expect(trend.intervals.map((point) => [point.datetime.slice(0, 13), point.distance, point.litres, point.rate, point.plausible])).toEqual([
      ['2026-06-03T06', 10, 180, 18, true],
      ['2026-06-04T06', 10, 240, 24, true],
      ['2026-06-05T06', -5, 100, null, false],
    ]);
    expect(consumptionTrend(EXCAVATOR, history, { fromIso: '2026-07-01T00:00:00.000Z', toIso: '2026-07-02T00:00:00.000Z' })).toMatchObject({
      litres: 0,
      distance: 0,
      rate: null,
      baseline: 22,
      deviation_percent: null,
      intervals: [],
    });
  });

  it('splits an interval by the meter readings inside it, keeping them within its ends; the period reads the windows at its ends', () => {
    const [interval] = fuelIntervals([reading(1, '01T06:00', 160, 100), reading(1, '03T06:00', 160, 116)], () => 'h');
    const day2 = { fromIso: '2026-06-01T22:00:00.000Z', toIso: '2026-06-02T22:00:00.000Z' };
    const day3 = { fromIso: '2026-06-02T22:00:00.000Z', toIso: '2026-06-03T22:00:00.000Z' };
    const at = (datetime: string, value: number) => ({ vehicle: 1, datetime: `2026-06-${datetime}:00.000Z`, value });
    // No reading inside: the whole interval on the day of its closing fueling.
    expect([usageInPeriod(interval, [], day2), usageInPeriod(interval, [], day3)]).toEqual([0, 16]);
    // A check at 108 h on 2 June: 8 h that day, 8 the next; a lower reading after it changes nothing.
    const check = [at('02T05:00', 108), at('02T09:00', 104)];
    expect([usageInPeriod(interval, check, day2), usageInPeriod(interval, check, day3)]).toEqual([8, 8]);
    // A reading beyond the closing fueling's is kept to it; one outside the interval is no part of it.
    expect(usageInPeriod(interval, [at('02T05:00', 130), at('04T05:00', 90)], day2)).toBe(16);
    expect(usageWindows([interval], 'h', day2)).toEqual([
      { after: '2026-06-01T06:00:00.000Z', before: day2.fromIso },
      { after: '2026-06-01T06:00:00.000Z', before: day2.toIso },
    ]);
    expect(usageWindows([interval], 'h', day3)).toEqual([{ after: '2026-06-01T06:00:00.000Z', before: day3.fromIso }]);
  });

  it('flags a deviation beyond ±50 % by default', () => {
    expect(odometerUnit(EXCAVATOR.vehicle_type)).toBe('h');
    expect(deviationPercent(30, 20)).toBe(50);
    expect(deviationPercent(30, null)).toBeNull();
    expect([50, -50, 50.1, -50.1, null].map((deviation) => isDeviationFlagged(deviation))).toEqual([false, false, true, true, false]);
  });
});
