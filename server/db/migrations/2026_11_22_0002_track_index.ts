/**
 * A ride's track is read from one index: its points in time order (ties by id) with their
 * coordinates, so drawing a ride of thousands of points reads no table row. Replaces the
 * (ride, datetime) index.
 */
import { createCoveringIndex } from './frozen/v1';
import type { AnyDb } from './frozen/v1';

const OLD = 'location_point_ride_datetime_idx';
const NEW = 'location_point_ride_track_idx';

export async function up(db: AnyDb): Promise<void> {
  await createCoveringIndex(db, NEW, 'location_point', ['ride', 'datetime', 'id'], ['latitude', 'longitude']);
  await db.schema.dropIndex(OLD).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.createIndex(OLD).on('location_point').columns(['ride', 'datetime']).execute();
  await db.schema.dropIndex(NEW).execute();
}
