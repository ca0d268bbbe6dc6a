/**
 * The rides list of a site and a date range is read from one index: the range in date order
 * (ties by id) with every column a search goes through (person, vehicle, material, places), so
 * a search's total over a month of rides reads no table row. Replaces the (site, start_datetime)
 * index; the page's own rows are still read from the table, ten at a time.
 */
import { createCoveringIndex } from './frozen/v1';
import type { AnyDb } from './frozen/v1';

const OLD = 'ride_site_start_datetime_idx';
const NEW = 'ride_site_list_idx';
const KEY = ['site', 'start_datetime', 'id'];
const SEARCHED = ['person', 'vehicle', 'material', 'start_place', 'end_place'];

export async function up(db: AnyDb): Promise<void> {
  await createCoveringIndex(db, NEW, 'ride', KEY, SEARCHED);
  await db.schema.dropIndex(OLD).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.createIndex(OLD).on('ride').columns(['site', 'start_datetime']).execute();
  await db.schema.dropIndex(NEW).execute();
}
