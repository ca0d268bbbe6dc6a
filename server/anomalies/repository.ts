/**
 * The anomaly rules' rows, gathered in a few set-based statements that run on SQLite and
 * PostgreSQL alike (no statement per fueling): the vehicles, their station and tanker-to-machine
 * fuelings (the fuel log's readings with price, tanker and position), the GPS fixes nearest to the
 * period's tanker fuelings and statement transactions, the deliveries into tankers, the statements'
 * transactions and the petrol places, the settings and the explanations.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type {
  AnomalyCode,
  AnomalySource,
  AnomalyVehicle,
  CardUse,
  FuelLevelChange,
  MachineFueling,
  PetrolPlacePoint,
  StationFueling,
  StationPrice,
  StationTransaction,
  TankerDelivery,
  VehicleFix,
} from '../../src/domain/anomalies';
import type { AnomalyExplanation } from '../../src/domain/anomalies/explanations';
import type { FuelThresholds } from '../../src/domain/reports/fuelLog';
import type { Database } from '../db/schema';
import type { AnyDb } from '../db/anySchema';

export interface AnomalyScope {
  site?: number;
  fromIso: string;
  toIso: string;
}

const inSite = (scope: AnomalyScope, column: RawBuilder<unknown>) =>
  scope.site === undefined ? sql`1 = 1` : sql`${column} IN (SELECT id FROM vehicle WHERE site = ${scope.site})`;

export interface ListedVehicle extends AnomalyVehicle {
  fleet_number: number;
  registration_number: string;
}

export async function scopeVehicles(db: Kysely<Database>, scope: AnomalyScope): Promise<ListedVehicle[]> {
  let query = db.selectFrom('vehicle').select(['id', 'vehicle_type', 'fuel_capacity', 'fleet_number', 'registration_number']);
  if (scope.site !== undefined) query = query.where('site', '=', scope.site);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), fuel_capacity: Number(row.fuel_capacity), fleet_number: Number(row.fleet_number) }));
}

const numberOrNull = (value: unknown) => (value === null ? null : Number(value));

/**
 * Every station fueling of the scope's vehicles over their whole history (a vehicle's baseline is
 * its whole log), unordered: the rules put the log in order.
 */
export async function stationFuelings(db: Kysely<Database>, scope: AnomalyScope): Promise<StationFueling[]> {
  const { rows } = await sql<StationFueling>`
    SELECT id, vehicle, datetime, litres, odometer_state, price_per_litre FROM fueling WHERE ${inSite(scope, sql`vehicle`)}
  `.execute(db);
  return rows.map((row) => ({
    id: Number(row.id),
    vehicle: Number(row.vehicle),
    datetime: row.datetime,
    litres: Number(row.litres),
    odometer_state: Number(row.odometer_state),
    price_per_litre: Number(row.price_per_litre),
  }));
}

/** Every tanker-to-machine fueling of the scope's vehicles over their whole history, unordered. */
export async function machineFuelings(db: Kysely<Database>, scope: AnomalyScope): Promise<MachineFueling[]> {
  const { rows } = await sql<MachineFueling>`
    SELECT id, vehicle, tanker, datetime, litres, odometer_state, latitude, longitude FROM vehicle_fueling WHERE ${inSite(scope, sql`vehicle`)}
  `.execute(db);
  return rows.map((row) => ({
    id: Number(row.id),
    vehicle: Number(row.vehicle),
    tanker: Number(row.tanker),
    datetime: row.datetime,
    litres: Number(row.litres),
    odometer_state: Number(row.odometer_state),
    latitude: numberOrNull(row.latitude),
    longitude: numberOrNull(row.longitude),
  }));
}

/** Every station price of the company in [fromIso, toIso) (the months the period touches). */
export async function companyPrices(db: Kysely<Database>, fromIso: string, toIso: string): Promise<StationPrice[]> {
  const rows = await db.selectFrom('fueling').select(['datetime', 'price_per_litre']).where('datetime', '>=', fromIso).where('datetime', '<', toIso).execute();
  return rows.map((row) => ({ datetime: row.datetime, price_per_litre: Number(row.price_per_litre) }));
}

/** Fix ids per statement reading them: far below both databases' bound-parameter limits. */
const FIXES_PER_QUERY = 1000;

/**
 * The id of a vehicle's GPS fix right before (or at) an instant, or right after it, as a subquery:
 * the nearest in time is one of the two. Of fixes at one instant the lowest id is taken, as the
 * reference takes the first.
 */
const fixNear = (vehicle: RawBuilder<unknown>, datetime: RawBuilder<unknown>, side: 'before' | 'after') =>
  side === 'before'
    ? sql`(SELECT id FROM location_point WHERE vehicle = ${vehicle} AND datetime <= ${datetime} ORDER BY datetime DESC, id ASC LIMIT 1)`
    : sql`(SELECT id FROM location_point WHERE vehicle = ${vehicle} AND datetime > ${datetime} ORDER BY datetime ASC, id ASC LIMIT 1)`;

/** The fixes of the ids, listed in id order (the rules order each vehicle's by time, ties kept in that order). */
async function fixesWithIds(db: Kysely<Database>, ids: number[]): Promise<VehicleFix[]> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const fixes: VehicleFix[] = [];
  for (let start = 0; start < sorted.length; start += FIXES_PER_QUERY) {
    const rows = await db
      .selectFrom('location_point')
      .select(['vehicle', 'datetime', 'latitude', 'longitude'])
      .where('id', 'in', sorted.slice(start, start + FIXES_PER_QUERY))
      .orderBy('id')
      .execute();
    for (const row of rows)
      fixes.push({ vehicle: Number(row.vehicle), datetime: row.datetime, latitude: Number(row.latitude), longitude: Number(row.longitude) });
  }
  return fixes;
}

/**
 * For each of the period's positioned tanker-to-machine fuelings, the machine's and the tanker's
 * GPS fixes right before (or at) and right after it.
 *
 * Two steps: the candidates' ids, then their rows by id. Joined in one statement, PostgreSQL
 * expected an id for every subquery (four per fueling, most find none) and read the whole
 * location_point primary key to merge with them.
 */
export async function nearestFixes(db: Kysely<Database>, scope: AnomalyScope): Promise<VehicleFix[]> {
  const fix = (vehicle: 'vehicle' | 'tanker', side: 'before' | 'after') => fixNear(sql`vf.${sql.ref(vehicle)}`, sql`vf.datetime`, side);
  const { rows: candidates } = await sql<{ id: number }>`
    WITH candidates AS (
      SELECT
        ${fix('vehicle', 'before')} AS machine_before,
        ${fix('vehicle', 'after')} AS machine_after,
        ${fix('tanker', 'before')} AS tanker_before,
        ${fix('tanker', 'after')} AS tanker_after
      FROM vehicle_fueling vf
      WHERE ${inSite(scope, sql`vf.vehicle`)} AND vf.datetime >= ${scope.fromIso} AND vf.datetime < ${scope.toIso}
        AND vf.latitude IS NOT NULL AND vf.longitude IS NOT NULL
    )
    SELECT machine_before AS id FROM candidates WHERE machine_before IS NOT NULL
    UNION SELECT machine_after FROM candidates WHERE machine_after IS NOT NULL
    UNION SELECT tanker_before FROM candidates WHERE tanker_before IS NOT NULL
    UNION SELECT tanker_after FROM candidates WHERE tanker_after IS NOT NULL
  `.execute(db);
  return fixesWithIds(
    db,
    candidates.map((row) => Number(row.id)),
  );
}

/** Deliveries into the scope's tankers in [fromIso, toIso). */
export async function tankerDeliveries(db: Kysely<Database>, scope: AnomalyScope, fromIso: string): Promise<TankerDelivery[]> {
  const { rows } = await sql<TankerDelivery>`
    SELECT id, tanker, datetime, litres FROM tanker_fueling
    WHERE ${inSite(scope, sql`tanker`)} AND datetime >= ${fromIso} AND datetime < ${scope.toIso}
  `.execute(db);
  return rows.map((row) => ({ id: Number(row.id), tanker: Number(row.tanker), datetime: row.datetime, litres: Number(row.litres) }));
}

/** The trackers' tank changes of the scope's vehicles first seen in the period. */
export async function tankChanges(db: Kysely<Database>, scope: AnomalyScope): Promise<FuelLevelChange[]> {
  const { rows } = await sql<FuelLevelChange>`
    SELECT id, vehicle, kind, datetime, datetime_end, litres_before, litres_after, latitude, longitude FROM fuel_level_change
    WHERE ${inSite(scope, sql`vehicle`)} AND datetime >= ${scope.fromIso} AND datetime < ${scope.toIso}
  `.execute(db);
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    vehicle: Number(row.vehicle),
    litres_before: Number(row.litres_before),
    litres_after: Number(row.litres_after),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
  }));
}

/** The statements' fuel transactions of the scope's vehicles in the period made with another vehicle's card (the plate names another vehicle). */
export async function cardUses(db: Kysely<Database>, scope: AnomalyScope): Promise<CardUse[]> {
  const { rows } = await sql<CardUse>`
    SELECT t.fueling, t.vehicle, t.datetime, cv.fleet_number AS card_fleet_number, pv.fleet_number AS used_fleet_number
    FROM fuel_transaction t JOIN vehicle cv ON cv.id = t.vehicle JOIN vehicle pv ON pv.id = t.plate_vehicle
    WHERE t.fueling IS NOT NULL AND t.plate_vehicle <> t.vehicle AND ${inSite(scope, sql`t.vehicle`)}
      AND t.datetime >= ${scope.fromIso} AND t.datetime < ${scope.toIso}
  `.execute(db);
  return rows.map((row) => ({
    fueling: Number(row.fueling),
    vehicle: Number(row.vehicle),
    datetime: row.datetime,
    card_fleet_number: Number(row.card_fleet_number),
    used_fleet_number: Number(row.used_fleet_number),
  }));
}

/** The statements' fuel transactions of the scope's vehicles in the period that name a station (./station.ts of the rules). */
export async function stationTransactions(db: Kysely<Database>, scope: AnomalyScope): Promise<StationTransaction[]> {
  const { rows } = await sql<StationTransaction>`
    SELECT t.fueling, t.vehicle, t.datetime, t.station_name, t.station_address FROM fuel_transaction t
    WHERE t.fueling IS NOT NULL AND (t.station_name IS NOT NULL OR t.station_address IS NOT NULL) AND ${inSite(scope, sql`t.vehicle`)}
      AND t.datetime >= ${scope.fromIso} AND t.datetime < ${scope.toIso}
  `.execute(db);
  return rows.map((row) => ({ ...row, fueling: Number(row.fueling), vehicle: Number(row.vehicle) }));
}

/** Every petrol place with its coordinates (archived ones too: a station retired from use is still where it was). */
export async function petrolPlaces(db: Kysely<Database>): Promise<PetrolPlacePoint[]> {
  const rows = await db.selectFrom('petrol_place').select(['id', 'name', 'latitude', 'longitude']).execute();
  return rows.map((row) => ({ id: Number(row.id), name: row.name, latitude: Number(row.latitude), longitude: Number(row.longitude) }));
}

/**
 * For the statement transactions that became the given station fuelings, their vehicle's GPS fixes
 * right before (or at) and right after each, in the caller's transaction (an import's rows are
 * not committed yet). Only the transactions at a known station are asked for: the rest need none.
 */
export async function statementFixes(db: Kysely<Database>, fuelings: readonly number[]): Promise<VehicleFix[]> {
  const ids: number[] = [];
  for (let start = 0; start < fuelings.length; start += FIXES_PER_QUERY) {
    const { rows } = await sql<{ id: number }>`
      WITH candidates AS (
        SELECT ${fixNear(sql`t.vehicle`, sql`t.datetime`, 'before')} AS before_id, ${fixNear(sql`t.vehicle`, sql`t.datetime`, 'after')} AS after_id
        FROM fuel_transaction t WHERE t.fueling IN (${sql.join(fuelings.slice(start, start + FIXES_PER_QUERY))})
      )
      SELECT before_id AS id FROM candidates WHERE before_id IS NOT NULL
      UNION SELECT after_id FROM candidates WHERE after_id IS NOT NULL
    `.execute(db);
    for (const row of rows) ids.push(Number(row.id));
  }
  return fixesWithIds(db, ids);
}

/** The thresholds changed from their defaults. */
export async function storedThresholds(db: Kysely<Database>): Promise<Partial<FuelThresholds>> {
  const rows = await db.selectFrom('anomaly_setting').select(['name', 'value']).execute();
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.value)]));
}

/** Stores the thresholds, in the caller's transaction (with the history row of their change). */
export async function storeThresholds(trx: Kysely<Database>, thresholds: FuelThresholds): Promise<void> {
  await trx.deleteFrom('anomaly_setting').execute();
  await trx
    .insertInto('anomaly_setting')
    .values(Object.entries(thresholds).map(([name, value]) => ({ name, value })))
    .execute();
}

export async function explanations(db: Kysely<Database>): Promise<AnomalyExplanation[]> {
  const rows = await db
    .selectFrom('anomaly_explanation as e')
    .innerJoin('app_user as u', 'u.id', 'e.explained_by')
    .select(['e.source', 'e.fueling', 'e.code', 'e.note', 'u.username as explained_by', 'e.explained_at'])
    .execute();
  return rows.map((row) => ({ ...row, source: row.source as AnomalySource, code: row.code as AnomalyCode, fueling: Number(row.fueling) }));
}

export interface ExplanationKey {
  source: AnomalySource;
  fueling: number;
  code: AnomalyCode;
}

const deleteExplanation = (trx: Kysely<Database>, key: ExplanationKey) =>
  trx.deleteFrom('anomaly_explanation').where('source', '=', key.source).where('fueling', '=', key.fueling).where('code', '=', key.code);

/** The note an anomaly is explained with now; undefined when it is not explained. */
export async function explanationNote(db: Kysely<Database>, key: ExplanationKey): Promise<string | undefined> {
  const row = await db
    .selectFrom('anomaly_explanation')
    .select('note')
    .where('source', '=', key.source)
    .where('fueling', '=', key.fueling)
    .where('code', '=', key.code)
    .executeTakeFirst();
  return row?.note;
}

/** Records (or replaces) the explanation of an anomaly, in the caller's transaction. */
export async function explain(trx: Kysely<Database>, key: ExplanationKey, note: string, userId: number, at: string): Promise<void> {
  await deleteExplanation(trx, key).execute();
  await trx
    .insertInto('anomaly_explanation')
    .values({ ...key, note, explained_by: userId, explained_at: at })
    .execute();
}

/** Withdraws an explanation; false when there was none. */
export async function unexplain(trx: Kysely<Database>, key: ExplanationKey): Promise<boolean> {
  const result = await deleteExplanation(trx, key).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The machine each source's fuelings are listed under: the vehicle fuelled, or the tanker a delivery went into. */
const FUELED_VEHICLE: Record<AnomalySource, string> = {
  fueling: 'vehicle',
  vehicle_fueling: 'vehicle',
  tanker_fueling: 'tanker',
  fuel_level_change: 'vehicle',
};

/**
 * The fueling an anomaly names with the site its anomalies are listed under (its machine's site,
 * as the list's `site` scope has it); undefined when it does not exist.
 */
export async function fuelingSite(db: Kysely<Database>, source: AnomalySource, id: number): Promise<{ site: number | null } | undefined> {
  // Three tables by name: typed as any table, the columns joined being the same kind.
  const row = await (db as AnyDb)
    .selectFrom(`${source} as f`)
    .leftJoin('vehicle as v', 'v.id', `f.${FUELED_VEHICLE[source]}`)
    .select('v.site')
    .where('f.id', '=', id)
    .executeTakeFirst();
  return row && { site: row.site === null ? null : Number(row.site) };
}
