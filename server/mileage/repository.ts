/**
 * The mileage register's SQL (issue 33 §4): the vehicle, its rides with their places and drivers,
 * its odometer readings, and the stored months and entries. Every function takes the database or
 * the transaction it runs in first.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

export interface RegisterVehicle {
  id: number;
  site: number;
  registration_number: string;
  fleet_number: number;
  vehicle_model: string;
  vat_register: boolean;
  vat_register_from: string | null;
  vat_register_until: string | null;
}

export async function readRegisterVehicle(db: Db, id: number): Promise<RegisterVehicle | undefined> {
  const row = await db
    .selectFrom('vehicle')
    .select(['id', 'site', 'registration_number', 'fleet_number', 'vehicle_model', 'vat_register', 'vat_register_from', 'vat_register_until'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    site: Number(row.site),
    registration_number: row.registration_number,
    fleet_number: Number(row.fleet_number),
    vehicle_model: row.vehicle_model,
    vat_register: Number(row.vat_register) === 1,
    vat_register_from: row.vat_register_from ?? null,
    vat_register_until: row.vat_register_until ?? null,
  };
}

export interface RideRow {
  id: number;
  start_datetime: string;
  end_datetime: string | null;
  distance_m: number | null;
  purpose: string | null;
  from_place: string | null;
  to_place: string | null;
  driver: string | null;
}

/** The vehicle's rides begun within [from, to), in time order (ties by id). */
export async function vehicleRides(db: Db, vehicle: number, from: string, to: string): Promise<RideRow[]> {
  const rows = await db
    .selectFrom('ride')
    .leftJoin('place as start', 'start.id', 'ride.start_place')
    .leftJoin('place as finish', 'finish.id', 'ride.end_place')
    .leftJoin('person', 'person.id', 'ride.person')
    .select([
      'ride.id',
      'ride.start_datetime',
      'ride.end_datetime',
      'ride.distance_m',
      'ride.purpose',
      'start.name as from_place',
      'finish.name as to_place',
      'person.first_name',
      'person.last_name',
    ])
    .where('ride.vehicle', '=', vehicle)
    .where('ride.start_datetime', '>=', from)
    .where('ride.start_datetime', '<', to)
    .orderBy('ride.start_datetime')
    .orderBy('ride.id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    start_datetime: row.start_datetime,
    end_datetime: row.end_datetime ?? null,
    distance_m: row.distance_m === null || row.distance_m === undefined ? null : Number(row.distance_m),
    purpose: row.purpose ?? null,
    from_place: row.from_place ?? null,
    to_place: row.to_place ?? null,
    driver: row.first_name || row.last_name ? `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() : null,
  }));
}

/** The vehicle's latest odometer reading (km, not flagged) before `instant`, null when none. */
export async function odometerBefore(db: Db, vehicle: number, instant: string): Promise<number | null> {
  const row = await db
    .selectFrom('meter_reading')
    .select('km')
    .where('vehicle', '=', vehicle)
    .where('km', 'is not', null)
    .where('flagged', '=', 0)
    .where('datetime', '<', instant)
    .orderBy('datetime', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.km === null || row?.km === undefined ? null : Number(row.km);
}

export const closedMonth = (db: Db, vehicle: number, month: string) =>
  db.selectFrom('mileage_month').selectAll().where('vehicle', '=', vehicle).where('month', '=', month).executeTakeFirst();

/** The vehicle's latest closed month (yyyy-MM), undefined when none. */
export async function lastClosedMonth(db: Db, vehicle: number): Promise<string | undefined> {
  const row = await db.selectFrom('mileage_month').select('month').where('vehicle', '=', vehicle).orderBy('month', 'desc').limit(1).executeTakeFirst();
  return row?.month;
}

/** The highest entry number the vehicle's register holds (0 when none). */
export async function lastEntryNumber(db: Db, vehicle: number): Promise<number> {
  const row = await db
    .selectFrom('mileage_entry')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('vehicle', '=', vehicle)
    .executeTakeFirst();
  return row?.number === null || row?.number === undefined ? 0 : Number(row.number);
}

export const monthEntries = (db: Db, vehicle: number, month: string) =>
  db.selectFrom('mileage_entry').selectAll().where('vehicle', '=', vehicle).where('month', '=', month).orderBy('number').execute();

export const entryById = (db: Db, id: number) => db.selectFrom('mileage_entry').selectAll().where('id', '=', id).executeTakeFirst();

export const entriesByIds = (db: Db, ids: readonly number[]) =>
  ids.length ? db.selectFrom('mileage_entry').select(['id', 'number', 'km']).where('id', 'in', ids).execute() : Promise.resolve([]);

/** The corrections made to any of `ids` (number order). */
export const correctionsOf = (db: Db, ids: readonly number[]) =>
  ids.length
    ? db.selectFrom('mileage_entry').select(['corrects', 'number', 'km']).where('corrects', 'in', ids).orderBy('number').execute()
    : Promise.resolve([]);
