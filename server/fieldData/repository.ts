/**
 * Field data's own SQL (the rows themselves are written through the CRUD engine's repository):
 * the records a write checks first, and location points in batches. Every function takes the
 * database or the transaction it runs in first.
 */
import { sql, type Kysely } from 'kysely';
import { ARCHIVED_AT } from '../../src/domain/archive';
import type { Database } from '../db/schema';
import type { Catalog, CatalogVehicle } from '../../src/domain/fieldCatalog';
import { compiledOnce } from '../db/compiledOnce';
import { insertRows } from '../db/rowsInsert';

/** How many location points one INSERT carries (SQLite's limit of bound values stays far). */
const POINTS_PER_INSERT = 500;

const personSite = compiledOnce(['id'], (db, { id }) =>
  db
    .selectFrom('person')
    .select(['id', 'site'])
    .where('id', '=', id as unknown as number),
);

/** A person's id and site, undefined when there is none (compiled once: every field write reads it). */
export const readPersonSite = async (db: Kysely<Database>, id: number) => (await personSite(db, { id }))[0];

/** A vehicle's site; the vehicle exists (its reference was checked). */
export const readVehicleSite = async (db: Kysely<Database>, id: number) =>
  (await db.selectFrom('vehicle').select('site').where('id', '=', id).executeTakeFirstOrThrow()).site;

/** The site of the vehicle an id names, undefined when the value is no vehicle's id. */
export async function readVehicleSiteIfAny(db: Kysely<Database>, id: unknown): Promise<number | null | undefined> {
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2 ** 31 - 1) return undefined;
  return (await db.selectFrom('vehicle').select('site').where('id', '=', id).executeTakeFirst())?.site;
}

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

/**
 * Stores a batch of points (each with the same fields, as validateWrite gives them); answers the id
 * of its first (the batch's record in the change history).
 */
export async function insertLocationPoints(trx: Kysely<Database>, rows: Record<string, unknown>[]): Promise<number> {
  const columns = Object.keys(rows[0]);
  let first = Infinity;
  for (let i = 0; i < rows.length; i += POINTS_PER_INSERT) {
    const ids = await insertRows<{ id: number }>(trx, 'location_point', columns, rows.slice(i, i + POINTS_PER_INSERT), 'id');
    for (const { id } of ids) first = Math.min(first, Number(id));
  }
  return first;
}

/**
 * What the field app chooses from on the given sites (null: every site): vehicles, materials and
 * places not archived, and the company-wide fuel places and providers.
 */
export async function readFieldCatalog(db: Kysely<Database>, sites: number[] | null): Promise<Catalog> {
  /** The site ids to keep (an empty list keeps nothing), or null for every site. */
  const kept = sites === null ? null : sites.length > 0 ? sites : [-1];
  const notArchived = sql.ref(ARCHIVED_AT);
  const [vehicles, materials, places, petrolPlaces, providers, fuelings] = await Promise.all([
    db
      .selectFrom('vehicle')
      .select(['id', 'fleet_number', 'registration_number', 'vehicle_model', 'vehicle_type'])
      .where(notArchived, 'is', null)
      .$if(kept !== null, (query) => query.where('site', 'in', kept!))
      .orderBy('fleet_number')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('material')
      .select(['id', 'name'])
      .where(notArchived, 'is', null)
      .$if(kept !== null, (query) => query.where('site', 'in', kept!))
      .orderBy('name')
      .execute(),
    db
      .selectFrom('place')
      .select(['id', 'name', 'latitude', 'longitude'])
      .where(notArchived, 'is', null)
      .$if(kept !== null, (query) => query.where('site', 'in', kept!))
      .orderBy('name')
      .execute(),
    db.selectFrom('petrol_place').select(['id', 'name', 'latitude', 'longitude']).where(notArchived, 'is', null).orderBy('name').execute(),
    db.selectFrom('petrol_provider').select(['id', 'name']).where(notArchived, 'is', null).orderBy('name').execute(),
    // Each vehicle's latest fueling with a position (of the kept sites' vehicles only).
    db
      .selectFrom('vehicle_fueling as f')
      .select(['f.vehicle', 'f.latitude', 'f.longitude', 'f.datetime'])
      .where('f.latitude', 'is not', null)
      .where('f.longitude', 'is not', null)
      .$if(kept !== null, (query) => query.where('f.vehicle', 'in', db.selectFrom('vehicle').select('id').where('site', 'in', kept!)))
      .where('f.datetime', '=', (eb) =>
        eb
          .selectFrom('vehicle_fueling as g')
          .select((inner) => inner.fn.max('g.datetime').as('latest'))
          .whereRef('g.vehicle', '=', 'f.vehicle')
          .where('g.latitude', 'is not', null)
          .where('g.longitude', 'is not', null),
      )
      .execute(),
  ]);
  const lastPlace = new Map<number, { at: string; latitude: number; longitude: number }>();
  for (const row of fuelings) {
    const known = lastPlace.get(Number(row.vehicle));
    if (!known || String(row.datetime) > known.at) {
      lastPlace.set(Number(row.vehicle), { at: String(row.datetime), latitude: Number(row.latitude), longitude: Number(row.longitude) });
    }
  }
  return {
    vehicles: vehicles.map((vehicle): CatalogVehicle => {
      const place = lastPlace.get(Number(vehicle.id));
      return {
        id: Number(vehicle.id),
        fleet_number: vehicle.fleet_number,
        registration_number: vehicle.registration_number,
        vehicle_model: vehicle.vehicle_model,
        vehicle_type: vehicle.vehicle_type,
        latitude: place?.latitude ?? null,
        longitude: place?.longitude ?? null,
      };
    }),
    materials,
    places,
    petrol_places: petrolPlaces,
    providers,
  };
}
