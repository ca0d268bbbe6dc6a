/** Who is online and rides' tracks: the SQL. Every function takes the database first. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * People with an open work day (on `site` when given) and a location since `since`: each with
 * their latest location.
 */
export const onlinePeople = (db: Kysely<Database>, since: string, site: number | undefined) =>
  db
    .selectFrom('person as p')
    .innerJoin('location_point as lp', (join) =>
      join
        .onRef('lp.person', '=', 'p.id')
        .on('lp.id', '=', (eb) =>
          eb
            .selectFrom('location_point as latest')
            .select('latest.id')
            .whereRef('latest.person', '=', 'p.id')
            .where('latest.datetime', '>=', since)
            .orderBy('latest.datetime', 'desc')
            .limit(1),
        ),
    )
    .select(['p.id', 'p.first_name', 'p.last_name', 'lp.latitude', 'lp.longitude', 'lp.datetime'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('work_day as w')
          .select('w.id')
          .whereRef('w.person', '=', 'p.id')
          .where('w.datetime_end', 'is', null)
          .$if(site !== undefined, (q) => q.where('w.site', '=', site!)),
      ),
    )
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .execute();

/** A ride's id and site, undefined when there is none. */
export const readRideSite = (db: Kysely<Database>, id: number) => db.selectFrom('ride').select(['id', 'site']).where('id', '=', id).executeTakeFirst();

/**
 * The id of a ride's newest point (0 without points): points are only ever added and ids only
 * grow, so it changes with every point added. One step of the (ride, id) index.
 */
export async function trackVersion(db: Kysely<Database>, rideId: number): Promise<number> {
  const version = await db
    .selectFrom('location_point')
    .select((eb) => eb.fn.max('id').as('last'))
    .where('ride', '=', rideId)
    .executeTakeFirstOrThrow();
  return Number(version.last ?? 0);
}

/** A ride's GPS fixes in time order. */
export const trackQuery = (db: Kysely<Database>, rideId: number) =>
  db.selectFrom('location_point').select(['latitude', 'longitude', 'datetime']).where('ride', '=', rideId).orderBy('datetime').orderBy('id');

export const readTrack = (db: Kysely<Database>, rideId: number) => trackQuery(db, rideId).execute();
