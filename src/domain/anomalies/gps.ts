/**
 * Rule 5: a tanker-to-machine fueling logged farther than `gps_distance_m` from where the machine's
 * track, or the tanker's, was at that time. "Where it was" is the vehicle's GPS fix nearest in time
 * (the earlier of two equally near) within FIX_WINDOW_MINUTES; without such a fix, or without the
 * fueling's own position, there is nothing to compare.
 */
import { haversineKm } from '../geo';
import { roundHundredths } from '../numbers';
import { periodCheck, type AnomalyInput, type Flag, type MachineFueling, type VehicleFix } from './types';

export const FIX_WINDOW_MINUTES = 30;

/** Each vehicle's fixes in time order. */
export function fixesByVehicle(fixes: readonly VehicleFix[]): Map<number, VehicleFix[]> {
  const byVehicle = new Map<number, VehicleFix[]>();
  for (const fix of fixes) {
    const list = byVehicle.get(fix.vehicle) ?? [];
    list.push(fix);
    byVehicle.set(fix.vehicle, list);
  }
  for (const list of byVehicle.values()) list.sort((a, b) => Date.parse(a.datetime) - Date.parse(b.datetime));
  return byVehicle;
}

/** The fix nearest to `datetime` within the window (its edges included), or undefined. */
export function nearestFix(fixes: readonly VehicleFix[] | undefined, datetime: string, windowMinutes = FIX_WINDOW_MINUTES): VehicleFix | undefined {
  const at = Date.parse(datetime);
  let best: VehicleFix | undefined;
  let bestGap = windowMinutes * 60_000;
  for (const fix of fixes ?? []) {
    const gap = Math.abs(Date.parse(fix.datetime) - at);
    // Of two equally near, the earlier (the first of fixes at one instant), whatever the list's order.
    if (gap < bestGap || (gap === bestGap && (!best || Date.parse(fix.datetime) < Date.parse(best.datetime)))) {
      best = fix;
      bestGap = gap;
    }
  }
  return best;
}

export function gpsFlags(input: AnomalyInput): Flag[] {
  const fixes = fixesByVehicle(input.fixes);
  const flags: Flag[] = [];
  const inPeriod = periodCheck(input);
  const metresFrom = (fueling: MachineFueling, fix: VehicleFix | undefined) =>
    fix ? haversineKm({ latitude: fueling.latitude!, longitude: fueling.longitude! }, fix) * 1000 : null;
  for (const fueling of input.vehicleFuelings) {
    if (fueling.latitude === null || fueling.longitude === null || !inPeriod(fueling.datetime)) continue;
    const machine = metresFrom(fueling, nearestFix(fixes.get(fueling.vehicle), fueling.datetime));
    const tanker = metresFrom(fueling, nearestFix(fixes.get(fueling.tanker), fueling.datetime));
    const limit = input.thresholds.gps_distance_m;
    if ((machine ?? 0) <= limit && (tanker ?? 0) <= limit) continue;
    flags.push({
      source: 'vehicle_fueling',
      fueling: fueling.id,
      vehicle: fueling.vehicle,
      datetime: fueling.datetime,
      code: 'gps_far',
      values: {
        machine_distance_m: machine === null ? null : Math.round(machine),
        tanker_distance_m: tanker === null ? null : Math.round(tanker),
        limit_m: roundHundredths(limit),
      },
    });
  }
  return flags;
}
