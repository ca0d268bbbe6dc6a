/**
 * Field data's own SQL (the rows themselves are written through the CRUD engine's repository):
 * the records a write checks first, and location points in batches. Every function takes the
 * database or the transaction it runs in first.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How many location points one INSERT carries (SQLite's limit of bound values stays far). */
const POINTS_PER_INSERT = 500;

/** A person's id and site, undefined when there is none. */
export const readPersonSite = (db: Kysely<Database>, id: number) =>
  db.selectFrom('person').select(['id', 'site']).where('id', '=', id).executeTakeFirst();

/** A vehicle's site; the vehicle exists (its reference was checked). */
export const readVehicleSite = async (db: Kysely<Database>, id: number) =>
  (await db.selectFrom('vehicle').select('site').where('id', '=', id).executeTakeFirstOrThrow()).site;

/** A ride's driver and site; the ride exists (its reference was checked). */
export const readRideOwner = (db: Kysely<Database>, id: number) =>
  db.selectFrom('ride').select(['person', 'site']).where('id', '=', id).executeTakeFirstOrThrow();

/** A ride as stored, undefined when there is none. */
export const readRide = (db: Kysely<Database>, id: number) => db.selectFrom('ride').selectAll().where('id', '=', id).executeTakeFirst();

/** The person's open work day (the latest started, should there be more), undefined when none is open. */
export const readOpenWorkDay = (db: Kysely<Database>, person: number) =>
  db
    .selectFrom('work_day')
    .select(['id', 'datetime_start'])
    .where('person', '=', person)
    .where('datetime_end', 'is', null)
    .orderBy('datetime_start', 'desc')
    .executeTakeFirst();

/** What the field app shows of its person: name and site. */
export const readFieldPerson = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('person as p')
    .leftJoin('site as s', 's.id', 'p.site')
    .select(['p.id', 'p.first_name', 'p.last_name', 's.id as site_id', 's.name as site_name'])
    .where('p.id', '=', id)
    .executeTakeFirst();

/** The person's open ride (the latest started), undefined when none is open. */
export const readOpenRide = (db: Kysely<Database>, person: number) =>
  db
    .selectFrom('ride as r')
    .innerJoin('vehicle as v', 'v.id', 'r.vehicle')
    .select(['r.id', 'r.start_datetime', 'r.vehicle', 'v.registration_number as vehicle_registration_number'])
    .where('r.person', '=', person)
    .where('r.end_datetime', 'is', null)
    .orderBy('r.start_datetime', 'desc')
    .executeTakeFirst();

/** Stores a batch of points; answers the id of its first (the batch's record in the change history). */
export async function insertLocationPoints(trx: Kysely<Database>, rows: Record<string, unknown>[]): Promise<number> {
  let first = Infinity;
  for (let i = 0; i < rows.length; i += POINTS_PER_INSERT) {
    const ids = await trx.insertInto('location_point').values(rows.slice(i, i + POINTS_PER_INSERT) as never).returning('id').execute();
    for (const { id } of ids) first = Math.min(first, Number(id));
  }
  return first;
}
