/**
 * The reports' SQL, the same text on SQLite and PostgreSQL. Company days are computed in
 * TypeScript (src/domain/reports) and passed in as a VALUES list of [start, end) UTC instants, so
 * the database buckets by them without knowing the company's time zone.
 */
import { sql, type Kysely } from 'kysely';
import type { CompanyDay } from '../../src/domain/reports/tankerLedger';
import type { Database } from '../db/schema';

/** A vehicle as a report names it: its columns as the registry declares them, and its site's name. */
export const findVehicle = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('vehicle as v')
    .leftJoin('site as s', 's.id', 'v.site')
    .select(['v.id', 'v.fleet_number', 'v.registration_number', 'v.vehicle_model', 'v.vehicle_type', 'v.fuel_capacity', 'v.site', 's.name as site_name'])
    .where('v.id', '=', id)
    .executeTakeFirst();

/** The stock right before `beforeIso`: the latest count before it plus the movements since. */
export interface StockBefore {
  count_litres: number | null;
  delivered: number;
  dispensed: number;
}

export async function stockBefore(db: Kysely<Database>, tanker: number, beforeIso: string): Promise<StockBefore> {
  const { rows } = await sql<StockBefore>`
    WITH last_count AS (
      SELECT datetime, litres FROM tanker_stock_count
      WHERE tanker = ${tanker} AND datetime < ${beforeIso}
      ORDER BY datetime DESC, id DESC LIMIT 1
    )
    SELECT
      (SELECT litres FROM last_count) AS count_litres,
      (SELECT coalesce(sum(litres), 0) FROM tanker_fueling
        WHERE tanker = ${tanker} AND datetime < ${beforeIso}
          AND datetime > coalesce((SELECT datetime FROM last_count), '')) AS delivered,
      (SELECT coalesce(sum(litres), 0) FROM vehicle_fueling
        WHERE tanker = ${tanker} AND datetime < ${beforeIso}
          AND datetime > coalesce((SELECT datetime FROM last_count), '')) AS dispensed
  `.execute(db);
  const row = rows[0];
  return { count_litres: row.count_litres === null ? null : Number(row.count_litres), delivered: Number(row.delivered), dispensed: Number(row.dispensed) };
}

/**
 * Per day: litres delivered and dispensed, and the day's last stock count (when any) with the
 * litres delivered and dispensed after it within the day.
 */
export interface LedgerDayRow {
  day: string;
  delivered: number;
  dispensed: number;
  count_litres: number | null;
  delivered_after_count: number;
  dispensed_after_count: number;
}

/** The days as a CTE `days (day, start_at, end_at)` of [start, end) UTC instants, for a WITH clause. */
export const companyDaysCte = (days: readonly CompanyDay[]) =>
  sql`days (day, start_at, end_at) AS (VALUES ${sql.join(days.map((day) => sql`(${day.day}, ${day.startIso}, ${day.endIso})`))})`;

export async function ledgerDays(db: Kysely<Database>, tanker: number, days: readonly CompanyDay[]): Promise<LedgerDayRow[]> {
  if (days.length === 0) return [];
  const within = (table: 'tanker_fueling' | 'vehicle_fueling') =>
    sql`(SELECT coalesce(sum(litres), 0) FROM ${sql.table(table)}
          WHERE tanker = ${tanker} AND datetime >= d.start_at AND datetime < d.end_at)`;
  const afterCount = (table: 'tanker_fueling' | 'vehicle_fueling') =>
    sql`(SELECT coalesce(sum(litres), 0) FROM ${sql.table(table)}
          WHERE tanker = ${tanker} AND datetime > c.datetime AND datetime < d.end_at)`;
  const { rows } = await sql<LedgerDayRow>`
    WITH ${companyDaysCte(days)}
    SELECT
      d.day AS day,
      ${within('tanker_fueling')} AS delivered,
      ${within('vehicle_fueling')} AS dispensed,
      c.litres AS count_litres,
      ${afterCount('tanker_fueling')} AS delivered_after_count,
      ${afterCount('vehicle_fueling')} AS dispensed_after_count
    FROM days d
    LEFT JOIN tanker_stock_count c ON c.id = (
      SELECT id FROM tanker_stock_count
      WHERE tanker = ${tanker} AND datetime >= d.start_at AND datetime < d.end_at
      ORDER BY datetime DESC, id DESC LIMIT 1
    )
    ORDER BY d.day
  `.execute(db);
  return rows.map((row) => ({
    day: row.day,
    delivered: Number(row.delivered),
    dispensed: Number(row.dispensed),
    count_litres: row.count_litres === null ? null : Number(row.count_litres),
    delivered_after_count: Number(row.delivered_after_count),
    dispensed_after_count: Number(row.dispensed_after_count),
  }));
}
