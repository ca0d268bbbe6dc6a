/**
 * What a forwarded position tells of its machine beyond where it is (issue 31 §2): its meters as
 * telematics readings (server/meterReadings: one a quarter of an hour, the day's last kept), and its
 * tank while the engine is stopped (src/domain/gps/fuelLevel.ts): refuels and falls kept for the
 * anomaly rules. A device on a person has no machine: nothing here.
 */
import type { Kysely } from 'kysely';
import { fuelStep, type FuelState } from '../../src/domain/gps/fuelLevel';
import type { GpsPosition } from '../../src/domain/gps/osmand';
import { tankLitres, type Telemetry } from '../../src/domain/gps/traccar';
import type { Database } from '../db/schema';
import { recordTelematicsReading } from '../meterReadings';
import type { ActiveDevice } from './repository';
import { extendFuelChange, insertFuelChange, lockFuelState, vehicleOf, writeFuelState } from './telematicsRepository';

async function followTank(db: Kysely<Database>, vehicle: number, state: FuelState | null, position: GpsPosition, telemetry: Telemetry): Promise<void> {
  const row = await vehicleOf(db, vehicle);
  const litres = tankLitres(telemetry, row ? Number(row.fuel_capacity) : null);
  const step = fuelStep(state, { datetime: position.datetime, ignition: telemetry.ignition, litres });
  if (step.kind === 'late') return;
  let next = step.state;
  if (step.change?.new) {
    const id = await insertFuelChange(db, {
      vehicle,
      kind: step.change.kind,
      datetime: position.datetime,
      litres_before: step.change.litres_before,
      litres_after: step.change.litres_after,
      latitude: position.latitude,
      longitude: position.longitude,
    });
    next = { ...next, change: { id, kind: step.change.kind } };
  } else if (step.change) await extendFuelChange(db, step.change.id, step.change.litres_after, position.datetime);
  await writeFuelState(db, vehicle, next);
}

/** Meter readings and the tank of a vehicle's position (not ahead of the clock; a fix marked invalid too), in one transaction. */
export async function applyTelemetry(db: Kysely<Database>, device: ActiveDevice, position: GpsPosition, telemetry: Telemetry, zone: string): Promise<void> {
  const vehicle = device.vehicle;
  if (vehicle === null) return;
  // Neither meters nor ignition (a phone, a plain tracker): nothing to read, no transaction. Without
  // ignition the tank's level moves nothing either (fuelStep).
  if (telemetry.ignition === null && telemetry.km === null && telemetry.engine_hours === null) return;
  await db.transaction().execute(async (trx) => {
    // The vehicle's turn first: its reading and its tank are read and written by one position at a time.
    const state = await lockFuelState(trx, vehicle);
    await recordTelematicsReading(trx, { vehicle, datetime: position.datetime, km: telemetry.km, engine_hours: telemetry.engine_hours }, zone);
    await followTank(trx, vehicle, state, position, telemetry);
  });
}
