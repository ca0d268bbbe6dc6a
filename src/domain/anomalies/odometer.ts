/**
 * Rule 3: an odometer (kilometres, or engine hours for machines) that went back since the
 * vehicle's previous reading (`odometer_backwards`), or moved further than the vehicle could in
 * the clock time between the readings (`odometer_jump`, see isPlausibleInterval). A reading equal
 * to the previous one is no anomaly (two fuelings without driving).
 */
import { roundHundredths } from '../numbers';
import { isPlausibleInterval, type FuelInterval } from '../reports/fuelLog';
import type { FuelLog } from './log';
import { periodCheck, type AnomalyInput, type Flag } from './types';

const flagOf = (interval: FuelInterval, code: Flag['code'], values: Flag['values']): Flag => ({
  source: interval.reading.source,
  fueling: interval.reading.id,
  vehicle: interval.reading.vehicle,
  datetime: interval.reading.datetime,
  code,
  values,
});

export function odometerFlags(log: FuelLog, input: AnomalyInput): Flag[] {
  const flags: Flag[] = [];
  const inPeriod = periodCheck(input);
  for (const interval of log.intervals) {
    if (!inPeriod(interval.reading.datetime)) continue;
    const readings = { odometer: roundHundredths(interval.reading.odometer_state), previous_odometer: roundHundredths(interval.previous.odometer_state) };
    if (interval.distance < 0) {
      flags.push(flagOf(interval, 'odometer_backwards', readings));
      continue;
    }
    const unit = log.unitOf(interval.reading.vehicle);
    if (interval.distance > 0 && !isPlausibleInterval(interval, unit, input.thresholds)) {
      const perHour = unit === 'km' ? input.thresholds.max_km_per_hour : input.thresholds.max_engine_hours_per_hour;
      flags.push(
        flagOf(interval, 'odometer_jump', {
          ...readings,
          distance: roundHundredths(interval.distance),
          hours: roundHundredths(interval.hours),
          max_distance: roundHundredths(perHour * Math.max(interval.hours, 1)),
        }),
      );
    }
  }
  return flags;
}
