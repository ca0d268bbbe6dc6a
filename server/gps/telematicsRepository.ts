/**
 * Traccar forwarding's SQL (issue 31 §2): its tokens, a machine's events and tank changes, and the
 * vehicle's running tank state (src/domain/gps/fuelLevel.ts).
 */
import type { Kysely } from 'kysely';
import type { FuelChangeKind, FuelState } from '../../src/domain/gps/fuelLevel';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** A token's last use is written at most once a minute (not once a position). */
const USE_MARK_MS = 60_000;

/** Whether an active token has this value; its last use marked now. */
export async function useToken(db: Db, token: string, now = new Date()): Promise<boolean> {
  const row = await db.selectFrom('traccar_token').select(['id', 'last_used_at']).where('token', '=', token).where('active', '=', 1).executeTakeFirst();
  if (!row) return false;
  if (row.last_used_at === null || now.getTime() - Date.parse(row.last_used_at) >= USE_MARK_MS)
    await db.updateTable('traccar_token').set({ last_used_at: now.toISOString() }).where('id', '=', row.id).execute();
  return true;
}

/** Stores a device's event unless the same (device, type, time) is stored; answers whether it stored it. */
export async function storeEvent(
  db: Db,
  event: {
    gps_device: number;
    vehicle: number | null;
    person: number | null;
    type: string;
    datetime: string;
    latitude: number | null;
    longitude: number | null;
    driver_unique_id: string | null;
  },
): Promise<boolean> {
  const result = await db
    .insertInto('device_event')
    .values(event)
    .onConflict((conflict) => conflict.columns(['gps_device', 'type', 'datetime']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export const vehicleOf = (db: Db, id: number) => db.selectFrom('vehicle').select(['id', 'site', 'fuel_capacity']).where('id', '=', id).executeTakeFirst();

/**
 * The vehicle's tank state, held for the caller's transaction: the row is made when missing and, on
 * PostgreSQL, locked, so that two positions of one vehicle forwarded at once take their turns (its
 * meter reading too). Null while no position has moved it.
 */
export async function lockFuelState(db: Db, vehicle: number): Promise<FuelState | null> {
  await db
    .insertInto('vehicle_fuel_state')
    .values({ vehicle, last_at: '', stopped: 0, reference_litres: null, change: null })
    .onConflict((conflict) => conflict.column('vehicle').doNothing())
    .execute();
  let query = db
    .selectFrom('vehicle_fuel_state as s')
    .leftJoin('fuel_level_change as c', 'c.id', 's.change')
    .select(['s.last_at', 's.stopped', 's.reference_litres', 's.change', 'c.kind'])
    .where('s.vehicle', '=', vehicle);
  if (dialectOf(db) === 'postgres') query = query.forUpdate('s');
  const row = await query.executeTakeFirstOrThrow();
  if (row.last_at === '') return null;
  return {
    last_at: row.last_at,
    stopped: Number(row.stopped) === 1,
    reference_litres: row.reference_litres === null ? null : Number(row.reference_litres),
    change: row.change === null || row.kind === null ? null : { id: Number(row.change), kind: row.kind as FuelChangeKind },
  };
}

export async function writeFuelState(db: Db, vehicle: number, state: FuelState): Promise<void> {
  await db
    .updateTable('vehicle_fuel_state')
    .set({ last_at: state.last_at, stopped: state.stopped ? 1 : 0, reference_litres: state.reference_litres, change: state.change?.id ?? null })
    .where('vehicle', '=', vehicle)
    .execute();
}

export async function insertFuelChange(
  db: Db,
  change: { vehicle: number; kind: FuelChangeKind; datetime: string; litres_before: number; litres_after: number; latitude: number; longitude: number },
): Promise<number> {
  const row = await db
    .insertInto('fuel_level_change')
    .values({ ...change, datetime_end: change.datetime })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export const extendFuelChange = (db: Db, id: number, litresAfter: number, datetime: string) =>
  db.updateTable('fuel_level_change').set({ litres_after: litresAfter, datetime_end: datetime }).where('id', '=', id).execute();

/** A vehicle's events and tank changes in [fromIso, toIso), in time order. */
export async function vehicleDay(db: Db, vehicle: number, fromIso: string, toIso: string) {
  const [events, changes] = await Promise.all([
    db
      .selectFrom('device_event')
      .select(['type', 'datetime', 'latitude', 'longitude', 'driver_unique_id'])
      .where('vehicle', '=', vehicle)
      .where('datetime', '>=', fromIso)
      .where('datetime', '<', toIso)
      .orderBy('datetime')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('fuel_level_change')
      .select(['id', 'kind', 'datetime', 'datetime_end', 'litres_before', 'litres_after', 'latitude', 'longitude'])
      .where('vehicle', '=', vehicle)
      .where('datetime', '>=', fromIso)
      .where('datetime', '<', toIso)
      .orderBy('datetime')
      .orderBy('id')
      .execute(),
  ]);
  const numberOrNull = (value: unknown) => (value === null ? null : Number(value));
  return {
    events: events.map((row) => ({ ...row, latitude: numberOrNull(row.latitude), longitude: numberOrNull(row.longitude) })),
    fuel_changes: changes.map((row) => ({
      ...row,
      id: Number(row.id),
      litres_before: Number(row.litres_before),
      litres_after: Number(row.litres_after),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
    })),
  };
}
