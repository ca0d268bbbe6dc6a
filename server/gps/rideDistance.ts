/**
 * A ride's distance (issue 31 §5), stored on the ride: summed along its positions when it ends, and
 * again when a position reaches it late (a phone offline), so that deleting old positions
 * (retention.ts) leaves every figure as it was. Reports read `ride.distance_m`, never the points.
 */
import type { Kysely } from 'kysely';
import { trackDistanceKm, type TimedGeoPoint } from '../../src/domain/geo';
import type { Database } from '../db/schema';

/** Kilometres as the whole metres stored. */
const metresOf = (km: number) => Math.round(km * 1000);

/** Rides read in one query when measuring many (a ride has a few hundred points). */
const RIDES_PER_QUERY = 50;

/** The distance along each ride's positions (time order, ties by id), in metres; 0 for a ride without any. */
async function measureRides(db: Kysely<Database>, rides: readonly number[]): Promise<Map<number, number>> {
  const tracks = new Map<number, TimedGeoPoint[]>(rides.map((ride) => [ride, []]));
  const points = await db
    .selectFrom('location_point')
    .select(['ride', 'latitude', 'longitude', 'datetime'])
    .where('ride', 'in', rides)
    .orderBy('ride')
    .orderBy('datetime')
    .orderBy('id')
    .execute();
  for (const point of points) {
    tracks.get(Number(point.ride))!.push({ datetime: point.datetime, latitude: Number(point.latitude), longitude: Number(point.longitude) });
  }
  return new Map([...tracks].map(([ride, track]) => [ride, metresOf(trackDistanceKm(track))]));
}

/** Sums the rides' distances and stores them (any number of rides, a batch at a time). */
export async function storeDistancesOf(db: Kysely<Database>, rides: readonly number[]): Promise<void> {
  for (let start = 0; start < rides.length; start += RIDES_PER_QUERY) {
    const distances = await measureRides(db, rides.slice(start, start + RIDES_PER_QUERY));
    for (const [ride, metres] of distances) await db.updateTable('ride').set({ distance_m: metres }).where('id', '=', ride).execute();
  }
}

/** Stores the distance of those of `rides` that have ended (an open ride's is summed when it ends). */
export async function storeRideDistances(db: Kysely<Database>, rides: readonly (number | null | undefined)[]): Promise<void> {
  const unique = [...new Set(rides.filter((ride): ride is number => typeof ride === 'number'))];
  if (!unique.length) return;
  const ended = await db.selectFrom('ride').select('id').where('id', 'in', unique).where('end_datetime', 'is not', null).execute();
  await storeDistancesOf(
    db,
    ended.map((ride) => ride.id),
  );
}
