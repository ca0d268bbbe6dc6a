/**
 * A ride's track is read from one index: its points in time order (ties by id) with their
 * coordinates, so drawing a ride of thousands of points reads no table row. Replaces the
 * (ride, datetime) index.
 */
import { sql, type Kysely } from 'kysely';
import { dialectOf } from './frozen/v1';

const OLD = 'location_point_ride_datetime_idx';
const NEW = 'location_point_ride_track_idx';

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`create index ${sql.id(NEW)} on location_point (ride, datetime, id) include (latitude, longitude)`.execute(db);
  } else {
    await db.schema.createIndex(NEW).on('location_point').columns(['ride', 'datetime', 'id', 'latitude', 'longitude']).execute();
  }
  await db.schema.dropIndex(OLD).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex(OLD).on('location_point').columns(['ride', 'datetime']).execute();
  await db.schema.dropIndex(NEW).execute();
}
