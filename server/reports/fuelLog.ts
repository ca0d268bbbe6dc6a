/**
 * The fuel log's intervals in SQL (src/domain/reports/fuelLog.ts is the reference definition):
 * station and tanker fuelings of the chosen vehicles in one order per vehicle, each reading with
 * the one before it. The same text runs on SQLite and PostgreSQL (window functions).
 *
 * The period filter applies to the closing reading only: an interval that ends in the period
 * starts with whatever reading came before it, however old.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { fuelInterval, type FuelInterval, type FuelReading, type FuelSource, type OdometerUnit } from '../../src/domain/reports/fuelLog';
import type { Database } from '../db/schema';

export interface FuelLogScope {
  /** Only these vehicles; every vehicle when omitted. */
  vehicles?: readonly number[];
  /** Only vehicles of this site. */
  site?: number;
  /** Closing readings at or after this instant (UTC ISO). */
  fromIso?: string;
  /** Closing readings before this instant (UTC ISO). */
  toIso?: string;
}

/** A reading with the vehicle's previous one. */
export interface FuelIntervalRow extends FuelReading {
  /** The previous reading of the vehicle; null for its first. */
  previous_source: FuelSource | null;
  previous_id: number | null;
  previous_datetime: string | null;
  previous_litres: number | null;
  previous_odometer_state: number | null;
}

function vehicleCondition(scope: FuelLogScope): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [];
  if (scope.vehicles) {
    conditions.push(scope.vehicles.length === 0 ? sql`1 = 0` : sql`vehicle IN (${sql.join(scope.vehicles)})`);
  }
  if (scope.site !== undefined) conditions.push(sql`vehicle IN (SELECT id FROM vehicle WHERE site = ${scope.site})`);
  return conditions.length === 0 ? sql`1 = 1` : sql.join(conditions, sql` AND `);
}

/** Every reading of the scope's vehicles whose datetime is in the period, with its previous reading. */
export async function fuelLogReadings(db: Kysely<Database>, scope: FuelLogScope): Promise<FuelIntervalRow[]> {
  const vehicles = vehicleCondition(scope);
  const period = sql.join(
    [scope.fromIso === undefined ? sql`1 = 1` : sql`datetime >= ${scope.fromIso}`, scope.toIso === undefined ? sql`1 = 1` : sql`datetime < ${scope.toIso}`],
    sql` AND `,
  );
  const { rows } = await sql<FuelIntervalRow & { source_rank: number }>`
    WITH readings AS (
      SELECT 0 AS source_rank, id, vehicle, datetime, litres, odometer_state FROM fueling WHERE ${vehicles}
      UNION ALL
      SELECT 1 AS source_rank, id, vehicle, datetime, litres, odometer_state FROM vehicle_fueling WHERE ${vehicles}
    ),
    logged AS (
      SELECT
        source_rank, id, vehicle, datetime, litres, odometer_state,
        lag(source_rank) OVER log AS previous_rank,
        lag(id) OVER log AS previous_id,
        lag(datetime) OVER log AS previous_datetime,
        lag(litres) OVER log AS previous_litres,
        lag(odometer_state) OVER log AS previous_odometer_state
      FROM readings
      WINDOW log AS (PARTITION BY vehicle ORDER BY datetime, source_rank, id)
    )
    SELECT * FROM logged WHERE ${period}
    ORDER BY vehicle, datetime, source_rank, id
  `.execute(db);
  const sourceOf = (rank: unknown): FuelSource => (Number(rank) === 0 ? 'fueling' : 'vehicle_fueling');
  return rows.map((row) => {
    const { previous_rank } = row as unknown as { previous_rank: number | null };
    return {
      source: sourceOf(row.source_rank),
      id: Number(row.id),
      vehicle: Number(row.vehicle),
      datetime: row.datetime,
      litres: Number(row.litres),
      odometer_state: Number(row.odometer_state),
      previous_source: previous_rank === null ? null : sourceOf(previous_rank),
      previous_id: row.previous_id === null ? null : Number(row.previous_id),
      previous_datetime: row.previous_datetime,
      previous_litres: row.previous_litres === null ? null : Number(row.previous_litres),
      previous_odometer_state: row.previous_odometer_state === null ? null : Number(row.previous_odometer_state),
    };
  });
}

/** The intervals the rows close (each row but a vehicle's first), in the rows' order. */
export function rowIntervals(rows: readonly FuelIntervalRow[], unitOf: (vehicle: number) => OdometerUnit): FuelInterval[] {
  return rows.flatMap((row) => {
    if (row.previous_id === null) return [];
    const reading: FuelReading = {
      source: row.source,
      id: row.id,
      vehicle: row.vehicle,
      datetime: row.datetime,
      litres: row.litres,
      odometer_state: row.odometer_state,
    };
    const previous: FuelReading = {
      source: row.previous_source!,
      id: row.previous_id,
      vehicle: row.vehicle,
      datetime: row.previous_datetime!,
      litres: row.previous_litres!,
      odometer_state: row.previous_odometer_state!,
    };
    return [fuelInterval(previous, reading, unitOf(row.vehicle))];
  });
}
