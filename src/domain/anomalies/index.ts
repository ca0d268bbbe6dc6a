/**
 * Fuel anomalies (issue "Fuel and haul intelligence" §2), the reference definition: every rule over
 * the input, each flag named and explained in Polish, in one order (datetime, source, fueling,
 * rule). The rules live one per module; their thresholds are settings (./settings).
 */
import { odometerUnit } from '../reports/fuelLog';
import { tankerCapacityFlags, vehicleCapacityFlags } from './capacity';
import { cardFlags } from './cards';
import { consumptionFlags } from './consumption';
import { fuelLevelFlags } from './fuelLevel';
import { gpsFlags } from './gps';
import { fuelLog } from './log';
import { odometerFlags } from './odometer';
import { priceFlags } from './price';
import { anomalyReason } from './reasons';
import { stationFlags } from './station';
import { ANOMALY_CODES, anomalyId, type Anomaly, type AnomalyInput, type AnomalySource, type Flag } from './types';

export * from './types';
export { ANOMALY_TITLES } from './reasons';
export { FIX_WINDOW_MINUTES } from './gps';
export { STATION_DISTANCE_KM, STATION_FIX_WINDOW_MINUTES } from './station';

const SOURCE_ORDER: Record<AnomalySource, number> = { fueling: 0, vehicle_fueling: 1, tanker_fueling: 2, fuel_level_change: 3 };

export function compareAnomalies(a: Anomaly, b: Anomaly): number {
  return (
    Date.parse(a.datetime) - Date.parse(b.datetime) ||
    SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source] ||
    a.fueling - b.fueling ||
    ANOMALY_CODES.indexOf(a.code) - ANOMALY_CODES.indexOf(b.code)
  );
}

/** Every anomaly of the fuelings in the input's period. */
export function findAnomalies(input: AnomalyInput, zone: string): Anomaly[] {
  const log = fuelLog(input);
  const capacity = [...vehicleCapacityFlags(log, input), ...tankerCapacityFlags(log, input)];
  const capacityIds = new Set(capacity.map((flag) => anomalyId(flag.source, flag.fueling, flag.code)));
  const flags: Flag[] = [
    ...capacity,
    ...consumptionFlags(log, input, capacityIds),
    ...odometerFlags(log, input),
    ...gpsFlags(input),
    ...priceFlags(input, zone),
    ...fuelLevelFlags(input),
    ...cardFlags(input),
    ...stationFlags(input),
  ];
  return flags
    .map((flag): Anomaly => ({
      id: anomalyId(flag.source, flag.fueling, flag.code),
      ...flag,
      reason: anomalyReason(flag.code, flag.source, flag.values, odometerUnit(log.vehicles.get(flag.vehicle)?.vehicle_type ?? '')),
    }))
    .sort(compareAnomalies);
}
