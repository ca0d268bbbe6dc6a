/** The GPS endpoint's SQL: the device by its identifier, where its point belongs, the point itself. */
import { sql, type Kysely } from 'kysely';
import type { GpsPosition } from '../../src/domain/gps/osmand';
import type { Database } from '../db/schema';

/**
 * An active device by its identifier (OsmAnd's `id`), or by its uniqueId in Traccar (`by`
 * 'traccar_unique_id'); undefined for an unknown or inactive one.
 */
export const readActiveDevice = (db: Kysely<Database>, identifier: string, by: 'identifier' | 'traccar_unique_id' = 'identifier') =>
  db.selectFrom('gps_device').select(['id', 'person', 'vehicle', 'speed_unit']).where(by, '=', identifier).where('active', '=', 1).executeTakeFirst();

export type ActiveDevice = NonNullable<Awaited<ReturnType<typeof readActiveDevice>>>;

/** Whether the person has a work day open at `at` (started before it, not ended before it). */
export async function workDayOpenAt(db: Kysely<Database>, person: number, at: string): Promise<boolean> {
  const day = await db
    .selectFrom('work_day')
    .select('id')
    .where('person', '=', person)
    .where('datetime_start', '<=', at)
    .where((eb) => eb.or([eb('datetime_end', 'is', null), eb('datetime_end', '>=', at)]))
    .executeTakeFirst();
  return day !== undefined;
}

/** The ride open at `at` of the person, else of the vehicle: the point's ride (null when none). */
export async function rideAt(db: Kysely<Database>, owner: { person: number | null; vehicle: number | null }, at: string): Promise<number | null> {
  for (const [column, id] of [
    ['person', owner.person],
    ['vehicle', owner.vehicle],
  ] as const) {
    if (id === null) continue;
    const ride = await db
      .selectFrom('ride')
      .select('id')
      .where(column, '=', id)
      .where('start_datetime', '<=', at)
      .where((eb) => eb.or([eb('end_datetime', 'is', null), eb('end_datetime', '>=', at)]))
      .orderBy('start_datetime', 'desc')
      .executeTakeFirst();
    if (ride) return ride.id;
  }
  return null;
}

/** Stores the point unless the same one (owner, time, place) is stored already; answers whether it stored it. */
export async function storePoint(
  db: Kysely<Database>,
  point: {
    person: number | null;
    vehicle: number | null;
    ride: number | null;
    datetime: string;
    latitude: number;
    longitude: number;
    speed: number | null;
    ignition: number | null;
  },
): Promise<boolean> {
  let same = db
    .selectFrom('location_point')
    .select('id')
    .where('datetime', '=', point.datetime)
    .where('latitude', '=', point.latitude)
    .where('longitude', '=', point.longitude);
  same = point.person === null ? same.where('person', 'is', null) : same.where('person', '=', point.person);
  same = point.vehicle === null ? same.where('vehicle', 'is', null) : same.where('vehicle', '=', point.vehicle);
  if (await same.executeTakeFirst()) return false;
  await db
    .insertInto('location_point')
    .values(point as never)
    .execute();
  return true;
}

/** What the device last told of itself: when it was seen, its battery; a point dropped outside a work day counted. */
export const markSeen = (db: Kysely<Database>, device: number, position: GpsPosition, dropped: boolean) =>
  db
    .updateTable('gps_device')
    .set({
      last_seen_at: new Date().toISOString(),
      ...(position.battery !== null && { battery: Math.round(position.battery) }),
      ...(dropped && { dropped_points: sql<number>`coalesce(dropped_points, 0) + 1` }),
    })
    .where('id', '=', device)
    .execute();
