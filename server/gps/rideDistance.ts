/**
 * A ride's distance (issue 31 §5), stored on the ride: summed along its positions when it ends, and
 * again when a position reaches it late (a phone offline), so that deleting old positions
 * (retention.ts) leaves every figure as it was. Reports read `ride.distance_km`, never the points.
 */
import type { Kysely } from 'kysely';
import { trackDistanceKm } from '../../src/domain/geo';
import type { Database } from '../db/schema';

/** Metres are enough: the rides list shows two decimals of a kilometre. */
const roundKm = (km: number) => Math.round(km * 1000) / 1000;

/** The distance along a ride's positions (time order, ties by id), in km. */
export async function measureRide(db: Kysely<Database>, ride: number): Promise<number> {
  const points = await db
    .selectFrom('location_point')
    .select(['latitude', 'longitude', 'datetime'])
    .where('ride', '=', ride)
    .orderBy('datetime')
    .orderBy('id')
    .execute();
  return roundKm(trackDistanceKm(points.map((point) => ({ datetime: point.datetime, latitude: Number(point.latitude), longitude: Number(point.longitude) }))));
}

/** Sums a ride's distance and stores it. */
export const storeRideDistance = async (db: Kysely<Database>, ride: number): Promise<void> => {
  await db
    .updateTable('ride')
    .set({ distance_km: await measureRide(db, ride) })
    .where('id', '=', ride)
    .execute();
};

/** Stores the distance of those of `rides` that have ended (an open ride's is summed when it ends). */
export async function storeRideDistances(db: Kysely<Database>, rides: readonly (number | null | undefined)[]): Promise<void> {
  const unique = [...new Set(rides.filter((ride): ride is number => typeof ride === 'number'))];
  if (!unique.length) return;
  const ended = await db.selectFrom('ride').select('id').where('id', 'in', unique).where('end_datetime', 'is not', null).execute();
  for (const { id } of ended) await storeRideDistance(db, id);
}
