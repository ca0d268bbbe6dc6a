/**
 * Where a device's position goes, whatever protocol brought it (OsmAnd, Traccar's forwarding): a
 * person's only while their work day is open, a vehicle's always, none stamped ahead of the
 * server's clock or marked invalid by the device; on the ride open at its time, once (the same
 * point again is not stored twice), a late one updating its ended ride's distance; the device
 * marked seen, a dropped point counted. The device, its work day and ride come in one read
 * (readActiveDevice with the point's time); the writes go with those of other positions arriving
 * meanwhile (./positionWriter.ts).
 */
import type { Kysely } from 'kysely';
import type { GpsPosition } from '../../src/domain/gps/osmand';
import type { Database } from '../db/schema';
import { positionWriterOf } from './positionWriter';
import type { ActiveDevice } from './repository';

/** A point stamped further ahead of the server's clock than this is not stored. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

/** The engine's ignition a tracker reports as its `ignition` attribute (true/false or 1/0); null when none. */
const ignitionOf = ({ attributes: { ignition } }: GpsPosition): number | null =>
  ignition === true || ignition === 1 ? 1 : ignition === false || ignition === 0 ? 0 : null;

export type Receipt = 'stored' | 'duplicate' | 'dropped';

/** Whether the position is stamped too far ahead of the server's clock to be believed. */
export const isAhead = (position: GpsPosition, now: Date) => Date.parse(position.datetime) - now.getTime() > FUTURE_TOLERANCE_MS;

/** `device` as readActiveDevice read it at the position's time. */
export async function receivePosition(db: Kysely<Database>, device: ActiveDevice, position: GpsPosition, now: Date): Promise<Receipt> {
  const personal = device.person !== null && device.work_day === null;
  const dropped = isAhead(position, now) || personal || !position.valid;
  const stored = await positionWriterOf(db).write({
    device: device.id,
    battery: position.battery,
    dropped,
    point: dropped
      ? null
      : {
          person: device.person,
          vehicle: device.vehicle,
          ride: device.ride,
          datetime: position.datetime,
          latitude: Math.round(position.latitude * 1e8) / 1e8,
          longitude: Math.round(position.longitude * 1e8) / 1e8,
          speed: position.speed_kmh,
          ignition: ignitionOf(position),
        },
  });
  return dropped ? 'dropped' : stored ? 'stored' : 'duplicate';
}
