/**
 * Where a device's position goes, whatever protocol brought it (OsmAnd, Traccar's forwarding): a
 * person's only while their work day is open, a vehicle's always, none stamped ahead of the
 * server's clock or marked invalid by the device; on the ride open at its time, once (the same
 * point again is not stored twice), a late one updating its ended ride's distance; the device
 * marked seen, a dropped point counted.
 */
import type { Kysely } from 'kysely';
import type { GpsPosition } from '../../src/domain/gps/osmand';
import type { Database } from '../db/schema';
import { markSeen, rideAt, storePoint, workDayOpenAt, type ActiveDevice } from './repository';
import { storeRideDistances } from './rideDistance';

/** A point stamped further ahead of the server's clock than this is not stored. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

/** The engine's ignition a tracker reports as its `ignition` attribute (true/false or 1/0); null when none. */
const ignitionOf = ({ attributes: { ignition } }: GpsPosition): number | null =>
  ignition === true || ignition === 1 ? 1 : ignition === false || ignition === 0 ? 0 : null;

export type Receipt = 'stored' | 'duplicate' | 'dropped';

/** Whether the position is stamped too far ahead of the server's clock to be believed. */
export const isAhead = (position: GpsPosition, now: Date) => Date.parse(position.datetime) - now.getTime() > FUTURE_TOLERANCE_MS;

export async function receivePosition(db: Kysely<Database>, device: ActiveDevice, position: GpsPosition, now: Date): Promise<Receipt> {
  const ahead = isAhead(position, now);
  const personal = device.person !== null && !(await workDayOpenAt(db, device.person, position.datetime));
  const dropped = ahead || personal || !position.valid;
  let stored = false;
  if (!dropped) {
    const ride = await rideAt(db, device, position.datetime);
    stored = await storePoint(db, {
      person: device.person,
      vehicle: device.vehicle,
      ride,
      datetime: position.datetime,
      latitude: Math.round(position.latitude * 1e8) / 1e8,
      longitude: Math.round(position.longitude * 1e8) / 1e8,
      speed: position.speed_kmh,
      ignition: ignitionOf(position),
    });
    // A point reaching a ride that has ended (sent late) changes its stored distance.
    if (stored) await storeRideDistances(db, [ride]);
  }
  await markSeen(db, device.id, position, dropped);
  return dropped ? 'dropped' : stored ? 'stored' : 'duplicate';
}
