/** The vehicles' fuel log (src/domain/reports/fuelLog.ts) as the anomaly rules read it. */
import { inLogOrder, odometerUnit, orderedIntervals, type FuelInterval, type FuelReading, type OdometerUnit } from '../reports/fuelLog';
import type { AnomalyInput, AnomalyVehicle } from './types';

export interface FuelLog {
  vehicles: Map<number, AnomalyVehicle>;
  unitOf: (vehicle: number) => OdometerUnit;
  /** Station and tanker-to-machine readings in the log's order (inLogOrder). */
  readings: FuelReading[];
  intervals: FuelInterval[];
}

export function fuelLog(input: Pick<AnomalyInput, 'vehicles' | 'fuelings' | 'vehicleFuelings'>): FuelLog {
  const vehicles = new Map(input.vehicles.map((vehicle) => [vehicle.id, vehicle]));
  const unitOf = (vehicle: number) => odometerUnit(vehicles.get(vehicle)?.vehicle_type ?? '');
  const readings: FuelReading[] = inLogOrder([
    ...input.fuelings.map((row) => ({
      source: 'fueling' as const,
      id: row.id,
      vehicle: row.vehicle,
      datetime: row.datetime,
      litres: row.litres,
      odometer_state: row.odometer_state,
    })),
    ...input.vehicleFuelings.map((row) => ({
      source: 'vehicle_fueling' as const,
      id: row.id,
      vehicle: row.vehicle,
      datetime: row.datetime,
      litres: row.litres,
      odometer_state: row.odometer_state,
    })),
  ]);
  return { vehicles, unitOf, readings, intervals: orderedIntervals(readings, unitOf) };
}

/** The vehicle's capacity in litres, or null when unknown or not positive (nothing to compare with). */
export function capacityOf(log: FuelLog, vehicle: number): number | null {
  const capacity = Number(log.vehicles.get(vehicle)?.fuel_capacity);
  return capacity > 0 ? capacity : null;
}
