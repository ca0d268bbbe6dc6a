/**
 * The rows "Rozliczenie paliwa" reads (issue 33 §2): the site's vehicles, the norms, every reading
 * of the vehicles' meters up to the month's end (meter readings not flagged, station and tanker
 * fuelings' odometers), the fuel they took in the month, the site's station prices and
 * the people who worked the vehicles. Every query takes the vehicles by their site (all without one).
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { FuelNorm } from '../../src/domain/fuelNorms/norms';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

export interface SettlementVehicle {
  id: number;
  fleet_number: number;
  registration_number: string;
  vehicle_model: string;
  vehicle_type: string;
  site: number | null;
  archived: boolean;
}

/** The site's vehicles (every vehicle without a site), by fleet number. */
export async function settlementVehicles(db: Db, site: number | undefined): Promise<SettlementVehicle[]> {
  let query = db
    .selectFrom('vehicle')
    // archived_at is the archive's column (src/domain/archive.ts), outside the declared fields.
    .select(['id', 'fleet_number', 'registration_number', 'vehicle_model', 'vehicle_type', 'site', sql<string | null>`archived_at`.as('archived_at')])
    .orderBy('fleet_number')
    .orderBy('id');
  if (site !== undefined) query = query.where('site', '=', site);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: Number(row.id),
    fleet_number: Number(row.fleet_number),
    registration_number: row.registration_number,
    vehicle_model: row.vehicle_model,
    vehicle_type: row.vehicle_type,
    site: row.site === null ? null : Number(row.site),
    archived: row.archived_at !== null,
  }));
}

export async function allNorms(db: Db): Promise<FuelNorm[]> {
  const rows = await db
    .selectFrom('fuel_norm')
    .select(['id', 'vehicle', 'vehicle_type', 'valid_from', 'litres', 'season_percent', 'season_from', 'season_to'])
    .execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    vehicle: row.vehicle === null ? null : Number(row.vehicle),
    litres: Number(row.litres),
    season_percent: row.season_percent === null ? null : Number(row.season_percent),
  }));
}

/** Keeps a query to the rows of the site's vehicles (its `vehicle` column). */
const ofSite = <QB extends SelectQueryBuilder<Database, keyof Database, object>>(query: QB, site: number | undefined): QB =>
  site === undefined ? query : (query.where(sql<boolean>`vehicle IN (SELECT id FROM vehicle WHERE site = ${site})`) as QB);

/** A reading in both units. */
export interface RawReading {
  vehicle: number;
  datetime: string;
  km: number | null;
  engine_hours: number | null;
}

const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The readings of the site's vehicles taken in [since, to): meter readings (not flagged) and
 * station and tanker fuelings' odometers.
 */
export async function monthReadings(db: Db, site: number | undefined, since: string, to: string): Promise<RawReading[]> {
  const [meters, station, tanker] = await Promise.all([
    ofSite(
      db
        .selectFrom('meter_reading')
        .select(['vehicle', 'datetime', 'km', 'engine_hours'])
        .where('flagged', '=', 0)
        .where('datetime', '>=', since)
        .where('datetime', '<', to),
      site,
    ).execute(),
    ofSite(
      db.selectFrom('fueling').select(['vehicle', 'datetime', 'odometer_state']).where('datetime', '>=', since).where('datetime', '<', to),
      site,
    ).execute(),
    ofSite(
      db.selectFrom('vehicle_fueling').select(['vehicle', 'datetime', 'odometer_state']).where('datetime', '>=', since).where('datetime', '<', to),
      site,
    ).execute(),
  ]);
  return [
    ...meters.map((row) => ({ vehicle: Number(row.vehicle), datetime: row.datetime, km: number(row.km), engine_hours: number(row.engine_hours) })),
    // A fueling's odometer counts in the vehicle's own unit, so it stands for both.
    ...[...station, ...tanker].map((row) => ({
      vehicle: Number(row.vehicle),
      datetime: row.datetime,
      km: Number(row.odometer_state),
      engine_hours: Number(row.odometer_state),
    })),
  ];
}

/** Litres each vehicle took in [from, to): at stations and from tankers. */
export async function litresTaken(db: Db, site: number | undefined, from: string, to: string) {
  const sum = (table: 'fueling' | 'vehicle_fueling') =>
    ofSite(
      db
        .selectFrom(table)
        .select(['vehicle', (eb) => eb.fn.sum<number>('litres').as('litres')])
        .where('datetime', '>=', from)
        .where('datetime', '<', to)
        .groupBy('vehicle'),
      site,
    ).execute();
  const [station, tanker] = await Promise.all([sum('fueling'), sum('vehicle_fueling')]);
  const byVehicle = (rows: { vehicle: number; litres: number }[]) => new Map(rows.map((row) => [Number(row.vehicle), Number(row.litres)]));
  return { station: byVehicle(station), tanker: byVehicle(tanker) };
}

/** Each site's station fuelings in [from, to): Σ litres × price and Σ litres (the average price). */
export async function sitePrices(db: Db, from: string, to: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('fueling')
    .select(['site', sql<number>`sum(litres * price_per_litre)`.as('cost'), (eb) => eb.fn.sum<number>('litres').as('litres')])
    .where('datetime', '>=', from)
    .where('datetime', '<', to)
    .where('site', 'is not', null)
    .groupBy('site')
    .execute();
  return new Map(rows.filter((row) => Number(row.litres) > 0).map((row) => [Number(row.site), Number(row.cost) / Number(row.litres)]));
}

/** The people who drove or operated each vehicle in [from, to): rides, station fuelings, checks, meter readings. */
export async function vehicleOperators(db: Db, site: number | undefined, from: string, to: string): Promise<Map<number, string[]>> {
  const people = (table: 'ride' | 'fueling' | 'vehicle_check' | 'meter_reading', column: 'start_datetime' | 'datetime' | 'performed_at') =>
    ofSite(
      db
        .selectFrom(table)
        .select(['vehicle', 'person'])
        .distinct()
        .where(sql.ref(column), '>=', from)
        .where(sql.ref(column), '<', to)
        .where('person', 'is not', null),
      site,
    ).execute() as Promise<{ vehicle: number; person: number | null }[]>;
  const pairs = (
    await Promise.all([
      people('ride', 'start_datetime'),
      people('fueling', 'datetime'),
      people('vehicle_check', 'performed_at'),
      people('meter_reading', 'datetime'),
    ])
  ).flat();
  const ids = [...new Set(pairs.map((pair) => Number(pair.person)))];
  const names = new Map<number, string>();
  for (let offset = 0; offset < ids.length; offset += 500) {
    const rows = await db
      .selectFrom('person')
      .select(['id', 'first_name', 'last_name'])
      .where('id', 'in', ids.slice(offset, offset + 500))
      .execute();
    for (const row of rows) names.set(Number(row.id), `${row.last_name} ${row.first_name}`);
  }
  const byVehicle = new Map<number, Set<string>>();
  for (const pair of pairs) {
    const name = names.get(Number(pair.person));
    if (!name) continue;
    const set = byVehicle.get(Number(pair.vehicle)) ?? new Set<string>();
    set.add(name);
    byVehicle.set(Number(pair.vehicle), set);
  }
  return new Map([...byVehicle].map(([vehicle, set]) => [vehicle, [...set].sort((a, b) => a.localeCompare(b, 'pl'))]));
}
