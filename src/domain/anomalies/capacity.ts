/**
 * Rules 1 and 2: litres that cannot fit.
 * - `over_capacity`: one fueling's litres above the vehicle's capacity (a delivery above the tanker's).
 * - `window_over_capacity`: a fueling that, with the vehicle's previous one less than `window_hours`
 *   before it, adds up to more than the capacity, while each alone fits (one that does not fit alone
 *   is rule 1's). The later of the two is flagged.
 */
import { roundHundredths } from '../numbers';
import type { FuelThresholds } from '../reports/fuelLog';
import { capacityOf, type FuelLog } from './log';
import { periodCheck, type AnomalyInput, type AnomalySource, type Flag } from './types';

interface Filling {
  source: AnomalySource;
  id: number;
  vehicle: number;
  datetime: string;
  litres: number;
}

function capacityFlags(
  fillings: readonly Filling[],
  capacity: (vehicle: number) => number | null,
  period: Pick<AnomalyInput, 'fromIso' | 'toIso'>,
  thresholds: FuelThresholds,
): Flag[] {
  const flags: Flag[] = [];
  const inPeriod = periodCheck(period);
  const flag = (filling: Filling, code: Flag['code'], values: Flag['values']) =>
    flags.push({ source: filling.source, fueling: filling.id, vehicle: filling.vehicle, datetime: filling.datetime, code, values });
  let previous: Filling | undefined;
  for (const filling of fillings) {
    const limit = capacity(filling.vehicle);
    const before = previous?.vehicle === filling.vehicle ? previous : undefined;
    previous = filling;
    if (limit === null || !inPeriod(filling.datetime)) continue;
    if (filling.litres > limit) {
      flag(filling, 'over_capacity', { litres: roundHundredths(filling.litres), capacity: roundHundredths(limit) });
      continue;
    }
    if (!before || before.litres > limit) continue;
    const hours = (Date.parse(filling.datetime) - Date.parse(before.datetime)) / 3_600_000;
    if (hours < thresholds.window_hours && before.litres + filling.litres > limit) {
      flag(filling, 'window_over_capacity', {
        litres: roundHundredths(filling.litres),
        previous_litres: roundHundredths(before.litres),
        hours: roundHundredths(hours),
        capacity: roundHundredths(limit),
      });
    }
  }
  return flags;
}

/** Rules 1 and 2 over station and tanker-to-machine fuelings, one log per vehicle. */
export function vehicleCapacityFlags(log: FuelLog, input: AnomalyInput): Flag[] {
  return capacityFlags(log.readings, (vehicle) => capacityOf(log, vehicle), input, input.thresholds);
}

/** Rules 1 and 2 over deliveries into tankers, against the tanker's capacity. */
export function tankerCapacityFlags(log: FuelLog, input: AnomalyInput): Flag[] {
  const ordered = input.tankerFuelings
    .map((row): Filling => ({ source: 'tanker_fueling', id: row.id, vehicle: row.tanker, datetime: row.datetime, litres: row.litres }))
    .sort((a, b) => a.vehicle - b.vehicle || Date.parse(a.datetime) - Date.parse(b.datetime) || a.id - b.id);
  return capacityFlags(ordered, (vehicle) => capacityOf(log, vehicle), input, input.thresholds);
}
