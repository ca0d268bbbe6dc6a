/**
 * Rule 4: an interval whose consumption (L/100 km, or L/h for machines) deviates from the vehicle's
 * baseline (the median of its plausible intervals over its whole history, baselineRate) by more
 * than `consumption_deviation` of the baseline. Only plausible intervals are judged (the others are
 * rule 3's), and only readings whose litres were not flagged by rule 1 or 2 (their litres did not
 * all go into the tank over the interval).
 */
import { roundHundredths } from '../numbers';
import { baselineRate, isPlausibleInterval, type FuelInterval } from '../reports/fuelLog';
import type { FuelLog } from './log';
import { anomalyId, periodCheck, type AnomalyInput, type Flag } from './types';

export function consumptionFlags(log: FuelLog, input: AnomalyInput, capacityFlagged: ReadonlySet<string>): Flag[] {
  const perVehicle = new Map<number, FuelInterval[]>();
  for (const interval of log.intervals) {
    const list = perVehicle.get(interval.reading.vehicle) ?? [];
    list.push(interval);
    perVehicle.set(interval.reading.vehicle, list);
  }
  const flags: Flag[] = [];
  const inPeriod = periodCheck(input);
  for (const [vehicle, intervals] of perVehicle) {
    const unit = log.unitOf(vehicle);
    const baseline = baselineRate(intervals, unit, input.thresholds);
    if (baseline === null || baseline <= 0) continue;
    for (const interval of intervals) {
      const { reading } = interval;
      if (!inPeriod(reading.datetime) || !isPlausibleInterval(interval, unit, input.thresholds)) continue;
      if (['over_capacity', 'window_over_capacity'].some((code) => capacityFlagged.has(anomalyId(reading.source, reading.id, code as Flag['code'])))) continue;
      const deviation = (interval.rate! - baseline) / baseline;
      if (Math.abs(deviation) <= input.thresholds.consumption_deviation) continue;
      flags.push({
        source: reading.source,
        fueling: reading.id,
        vehicle,
        datetime: reading.datetime,
        code: 'consumption',
        values: {
          rate: roundHundredths(interval.rate!),
          baseline: roundHundredths(baseline),
          deviation: roundHundredths(deviation),
          litres: roundHundredths(interval.litres),
          distance: roundHundredths(interval.distance),
        },
      });
    }
  }
  return flags;
}
