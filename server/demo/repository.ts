/**
 * The demo company's own SQL: its mark (table demo_company), the claim of a simulation step, and
 * the state a step is decided from. Every function takes the database first.
 */
import { sql, type Kysely } from 'kysely';
import type { SimulatedPerson, SimulatedSite } from '../../src/domain/demo/simulation';
import type { Database } from '../db/schema';

/** Archivable tables' `archived_at` (issue 16 §3), a column the row types leave out. */
const notArchived = (table: string) => sql<boolean>`${sql.ref(`${table}.archived_at`)} is null`;

/** Marks the database as holding the demo company generated with `seed` (once; a second mark is ignored). */
export async function markDemoCompany(db: Kysely<Database>, seed: number): Promise<void> {
  await db
    .insertInto('demo_company')
    .values({ id: 1, seed, created_at: new Date().toISOString(), last_tick: 0 })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/**
 * Takes step `tick`: answers the demo company's seed, or undefined when the step was already taken
 * (by this process or another) or the database holds no demo company.
 */
export async function claimStep(db: Kysely<Database>, tick: number): Promise<number | undefined> {
  const claimed = await db
    .updateTable('demo_company')
    .set({ last_tick: tick })
    .where('id', '=', 1)
    .where('last_tick', '<', tick)
    .returning('seed')
    .executeTakeFirst();
  return claimed?.seed;
}

export interface DemoPhone extends SimulatedPerson {
  username: string;
}

/** Everyone with an active login and a site: what they are doing and where they were last seen. */
export async function readDemoPhones(db: Kysely<Database>): Promise<DemoPhone[]> {
  const people = await db
    .selectFrom('person as p')
    .innerJoin('app_user as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.site', 'u.username'])
    .where('u.is_active', '=', 1)
    .where(notArchived('p'))
    .where('p.site', 'is not', null)
    .orderBy('p.id')
    .execute();
  const workDays = new Map(
    (await db.selectFrom('work_day').select(['person', 'datetime_start']).where('datetime_end', 'is', null).execute()).map((day) => [
      day.person,
      Date.parse(day.datetime_start),
    ]),
  );
  const openRides = new Map(
    (await db.selectFrom('ride').select(['id', 'person', 'start_place', 'start_datetime']).where('end_datetime', 'is', null).orderBy('id').execute()).map(
      (ride) => [ride.person, { id: ride.id, startPlace: ride.start_place, start: Date.parse(ride.start_datetime) }],
    ),
  );
  // A driver keeps the machine of their latest ride on their site, while it is not archived.
  const vehicles = new Map(
    (
      await db
        .selectFrom('ride as r')
        .innerJoin('vehicle as v', 'v.id', 'r.vehicle')
        .select(['r.person', 'r.vehicle', 'r.site'])
        .where('r.id', 'in', (eb) =>
          eb
            .selectFrom('ride')
            .select((max) => max.fn.max('id').as('id'))
            .groupBy('person'),
        )
        .where(notArchived('v'))
        .whereRef('v.site', '=', 'r.site')
        .execute()
    ).map((ride) => [ride.person, ride]),
  );
  const phones: DemoPhone[] = [];
  for (const person of people) {
    const workDayStart = workDays.get(person.id) ?? null;
    const last =
      workDayStart === null
        ? undefined
        : await db
            .selectFrom('location_point')
            .select(['latitude', 'longitude'])
            .where('person', '=', person.id)
            .orderBy('datetime', 'desc')
            .limit(1)
            .executeTakeFirst();
    const vehicle = vehicles.get(person.id);
    phones.push({
      id: person.id,
      site: person.site!,
      username: person.username,
      vehicle: vehicle && vehicle.site === person.site ? vehicle.vehicle : null,
      workDayStart,
      openRide: openRides.get(person.id) ?? null,
      lastPosition: last ? { latitude: Number(last.latitude), longitude: Number(last.longitude) } : null,
    });
  }
  return phones;
}

/** Every site's places with coordinates and its materials, not archived. */
export async function readDemoSites(db: Kysely<Database>): Promise<Map<number, SimulatedSite>> {
  const sites = new Map<number, SimulatedSite>();
  const siteOf = (id: number) => sites.get(id) ?? sites.set(id, { places: [], materials: [] }).get(id)!;
  const places = await db
    .selectFrom('place')
    .select(['id', 'site', 'latitude', 'longitude'])
    .where(notArchived('place'))
    .where('site', 'is not', null)
    .where('latitude', 'is not', null)
    .where('longitude', 'is not', null)
    .orderBy('id')
    .execute();
  for (const place of places) siteOf(place.site!).places.push({ id: place.id, latitude: Number(place.latitude), longitude: Number(place.longitude) });
  for (const material of await db
    .selectFrom('material')
    .select(['id', 'site'])
    .where(notArchived('material'))
    .where('site', 'is not', null)
    .orderBy('id')
    .execute()) {
    siteOf(material.site!).materials.push(material.id);
  }
  return sites;
}
