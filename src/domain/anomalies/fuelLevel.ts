/**
 * Rules 7 and 8 (issue 31 §2), over the tank changes a tracker saw while the engine was stopped
 * (src/domain/gps/fuelLevel.ts):
 *
 * - a fall of more than `fuel_level_litres` is "spadek paliwa na postoju", with where the machine
 *   stood: the theft a tanker's ledger alone cannot see;
 * - a rise of more than `fuel_level_litres` is a refuel, matched to a station or tanker fueling of
 *   that machine logged within `refuel_match_hours` of it; unmatched, it is "tankowanie bez zapisu".
 */
import { roundHundredths } from '../numbers';
import { periodCheck, type AnomalyInput, type Flag, type FuelLevelChange } from './types';

const litresOf = (change: FuelLevelChange) => roundHundredths(Math.abs(change.litres_after - change.litres_before));

export function fuelLevelFlags(input: AnomalyInput): Flag[] {
  const inPeriod = periodCheck(input);
  const window = input.thresholds.refuel_match_hours * 3_600_000;
  const logged = [...input.fuelings, ...input.vehicleFuelings].map((fueling) => ({ vehicle: fueling.vehicle, at: Date.parse(fueling.datetime) }));
  const matched = (change: FuelLevelChange) => {
    const from = Date.parse(change.datetime) - window;
    const to = Date.parse(change.datetime_end) + window;
    return logged.some((fueling) => fueling.vehicle === change.vehicle && fueling.at >= from && fueling.at <= to);
  };
  const flags: Flag[] = [];
  for (const change of input.fuelLevelChanges ?? []) {
    const litres = litresOf(change);
    if (!inPeriod(change.datetime) || litres <= input.thresholds.fuel_level_litres) continue;
    if (change.kind === 'refuel' && matched(change)) continue;
    flags.push({
      source: 'fuel_level_change',
      fueling: change.id,
      vehicle: change.vehicle,
      datetime: change.datetime,
      code: change.kind === 'drop' ? 'stationary_fuel_drop' : 'unlogged_refuel',
      values: {
        litres,
        litres_before: roundHundredths(change.litres_before),
        litres_after: roundHundredths(change.litres_after),
        latitude: change.latitude,
        longitude: change.longitude,
        limit: roundHundredths(input.thresholds.fuel_level_litres),
        ...(change.kind === 'refuel' && { window_hours: roundHundredths(input.thresholds.refuel_match_hours) }),
      },
    });
  }
  return flags;
}
