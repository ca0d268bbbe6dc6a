/**
 * The rules' input from whole tables, as the fake provider and the demo's tests hold them: the
 * site's vehicles (every vehicle without a site), their fuelings, deliveries and GPS fixes, and
 * every station price of the company.
 */
import type { FuelThresholds } from '../reports/fuelLog';
import type { AnomalyInput, AnomalyVehicle, MachineFueling, StationFueling, TankerDelivery } from './types';

export interface AnomalyTables {
  vehicles: readonly (AnomalyVehicle & { site: number })[];
  fuelings: readonly StationFueling[];
  vehicleFuelings: readonly MachineFueling[];
  tankerFuelings: readonly TankerDelivery[];
  locationPoints: Iterable<{ vehicle: number | null; datetime: string; latitude: number; longitude: number }>;
}

export function anomalyInput(tables: AnomalyTables, scope: { site?: number; fromIso: string; toIso: string; thresholds: FuelThresholds }): AnomalyInput {
  const vehicles = tables.vehicles.filter((vehicle) => scope.site === undefined || vehicle.site === scope.site);
  const ids = new Set(vehicles.map((vehicle) => vehicle.id));
  const fixes = [];
  for (const point of tables.locationPoints) {
    if (point.vehicle !== null) fixes.push({ vehicle: point.vehicle, datetime: point.datetime, latitude: point.latitude, longitude: point.longitude });
  }
  return {
    vehicles,
    fuelings: tables.fuelings.filter((row) => ids.has(row.vehicle)),
    vehicleFuelings: tables.vehicleFuelings.filter((row) => ids.has(row.vehicle)),
    tankerFuelings: tables.tankerFuelings.filter((row) => ids.has(row.tanker)),
    fixes,
    prices: tables.fuelings,
    fromIso: scope.fromIso,
    toIso: scope.toIso,
    thresholds: scope.thresholds,
  };
}
