/**
 * Haul productivity (docs/api.md "Reports", reference definition src/domain/reports/haul.ts): the
 * query read with Polish messages (./params), then one statement over the rides, the same text on
 * SQLite and PostgreSQL: every ride with its company day and the start of its vehicle's next ride
 * that day (lead() over the vehicle's rides), and the names of vehicles, materials and places.
 * The rides are grouped by day, vehicle, material and route and the percentiles taken from the
 * sorted durations in TypeScript.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  assembleHaulReport,
  groupLoads,
  type DayRide,
  type HaulCycle,
  type HaulNames,
  type HaulReportAnswer,
  type HaulVehicle,
} from '../../src/domain/reports/haul';
import { companyDays, type CompanyDay } from '../../src/domain/reports/tankerLedger';
import { resources } from '../../src/domain/resources';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import type { Period } from './params';
import type { SiteCheck } from '../auth/siteAccess';
import { companyDaysCte } from './repository';

/** The report's parameters (./haulRoutes.ts haulQuery): the site (every site when none), days and idle threshold. */
export interface HaulParams extends Period {
  site?: number;
  idle_minutes: number;
}

/** The report's rides: those started within its days (each with its day), of the site when one is given. */
function ridesOfDays(days: readonly CompanyDay[], site: number | null): RawBuilder<unknown> {
  const { startIso } = days[0];
  const { endIso } = days.at(-1)!;
  return sql`
    ${companyDaysCte(days)},
    -- Materialized: joined days-first once, before any window or grouping sorts the rides (inlined,
    -- PostgreSQL sorted the rides for the window first and then tried every day for every ride).
    rides AS MATERIALIZED (
      SELECT r.id, r.site, r.vehicle, r.material, r.start_place, r.end_place, r.start_datetime, r.end_datetime, d.day
      -- Days first (CROSS JOIN fixes the order on SQLite, join_collapse_limit on PostgreSQL): one
      -- range of the start_datetime index per day, not every day tried for every ride.
      FROM days d
      CROSS JOIN ride r
      WHERE r.start_datetime >= d.start_at AND r.start_datetime < d.end_at
        AND r.start_datetime >= ${startIso} AND r.start_datetime < ${endIso}
        ${site === null ? sql`` : sql`AND r.site = ${site}`}
    )`;
}

/** A ride of the report: a load (ended) or an open ride, with its day and the vehicle's next start that day. */
type RideRow = DayRide & Omit<HaulCycle, 'end_datetime'>;

const idOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * Every ride of the report with the start of its vehicle's next ride when that starts the same
 * day (lead() over the vehicle's rides on the site): the loads' groups and cycles both come from
 * these rows, so the rides are read once.
 */
async function dayRides(db: Kysely<Database>, rides: RawBuilder<unknown>): Promise<RideRow[]> {
  const { rows } = await sql<RideRow>`
    WITH ${rides},
    ordered AS (
      SELECT id, vehicle, material, start_place, end_place, start_datetime, end_datetime, day,
        lead(start_datetime) OVER (PARTITION BY site, vehicle ORDER BY start_datetime, id) AS next_start,
        lead(day) OVER (PARTITION BY site, vehicle ORDER BY start_datetime, id) AS next_day
      FROM rides
    )
    SELECT id AS ride, vehicle, material, start_place, end_place, start_datetime, end_datetime, day,
      CASE WHEN next_day = day THEN next_start ELSE NULL END AS next_start_datetime
    FROM ordered
  `.execute(db);
  // The driver's rows are the report's own: numbers set in place, no copy of each ride.
  for (const row of rows) {
    row.ride = Number(row.ride);
    row.vehicle = Number(row.vehicle);
    row.material = idOrNull(row.material);
    row.start_place = idOrNull(row.start_place);
    row.end_place = idOrNull(row.end_place);
  }
  return rows;
}

/** The names of every vehicle (with its payload), material and place: small tables, read whole. */
async function haulNames(db: Kysely<Database>): Promise<HaulNames> {
  const [vehicles, materials, places] = await Promise.all([
    db.selectFrom('vehicle').select(['id', 'fleet_number', 'registration_number', 'payload_tonnes']).execute(),
    db.selectFrom('material').select(['id', 'name']).execute(),
    db.selectFrom('place').select(['id', 'name']).execute(),
  ]);
  return {
    vehicles: new Map(
      vehicles.map((row): [number, HaulVehicle] => [
        Number(row.id),
        {
          id: Number(row.id),
          fleet_number: Number(row.fleet_number),
          registration_number: row.registration_number,
          payload_tonnes: row.payload_tonnes === null ? null : Number(row.payload_tonnes),
        },
      ]),
    ),
    materials: new Map(materials.map((row) => [Number(row.id), row.name])),
    places: new Map(places.map((row) => [Number(row.id), row.name])),
  };
}

/** The haul report of read parameters; 403 (`checkSite`) for a site the account may not see, 404 for an unknown site. */
export async function haulReport(db: Kysely<Database>, params: HaulParams, checkSite: SiteCheck, zone: string): Promise<HaulReportAnswer> {
  checkSite(params.site);
  const site = params.site === undefined ? null : await db.selectFrom('site').select(['id', 'name']).where('id', '=', params.site).executeTakeFirst();
  if (site === undefined) throw notFound(resources.sites.notFoundMessage);
  const days = companyDays(params.date_from, params.date_to, zone);
  const rides = ridesOfDays(days, params.site ?? null);
  const [rows, names] = await Promise.all([dayRides(db, rides), haulNames(db)]);
  const cycles = rows.filter((row): row is RideRow & HaulCycle => row.end_datetime !== null);
  const report = assembleHaulReport({ groups: groupLoads(rows), cycles, names, days, idleMinutes: params.idle_minutes });
  return {
    site: site && { id: Number(site.id), name: site.name },
    date_from: days[0].day,
    date_to: days.at(-1)!.day,
    ...report,
  };
}
