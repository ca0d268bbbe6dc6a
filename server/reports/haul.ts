/**
 * Haul productivity (docs/api.md "Reports", reference definition src/domain/reports/haul.ts): the
 * query read with Polish messages (./params), then two statements, the same text on SQLite and
 * PostgreSQL: the rides grouped by day, vehicle, material and route with the names and payloads,
 * and every load with the start of its vehicle's next ride that day (lead() over the vehicle's
 * rides). Percentiles are taken in TypeScript from the sorted durations.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  assembleHaulReport,
  DEFAULT_IDLE_MINUTES,
  MAX_IDLE_MINUTES,
  type HaulCycle,
  type HaulLoadGroup,
  type HaulNames,
  type HaulReportAnswer,
  type HaulVehicle,
} from '../../src/domain/reports/haul';
import { companyDays, type CompanyDay } from '../../src/domain/reports/tankerLedger';
import { resources } from '../../src/domain/resources';
import type { FieldErrors } from '../../src/domain/validation';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { readDayRange, readId, readWholeNumber, type ReportQuery } from './params';
import type { SiteCheck } from './siteAccess';
import { companyDaysCte } from './repository';

export type HaulParams = ReturnType<typeof readHaulParams>;

/** The report's parameters; faults are added to `errors` (the caller answers them as one 400). */
export function readHaulParams(query: ReportQuery, errors: FieldErrors) {
  const site = readId(query, 'site', errors, { required: false });
  // Null with messages in `errors` when refused: the caller answers them before using the range.
  const range = readDayRange(query, errors)!;
  const idleMinutes = readWholeNumber(query, 'idle_minutes', errors, { min: 1, max: MAX_IDLE_MINUTES, fallback: DEFAULT_IDLE_MINUTES });
  return { site, ...range, idleMinutes };
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

interface GroupRow extends HaulLoadGroup {
  fleet_number: number;
  registration_number: string;
  payload_tonnes: number | null;
  material_name: string | null;
  start_place_name: string | null;
  end_place_name: string | null;
}

const idOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

async function loadGroups(db: Kysely<Database>, rides: RawBuilder<unknown>): Promise<GroupRow[]> {
  const { rows } = await sql<GroupRow>`
    WITH ${rides}
    SELECT g.day, g.vehicle, g.material, g.start_place, g.end_place, g.loads, g.open_rides,
      v.fleet_number, v.registration_number, v.payload_tonnes,
      m.name AS material_name, sp.name AS start_place_name, ep.name AS end_place_name
    FROM (
      SELECT day, vehicle, material, start_place, end_place,
        sum(CASE WHEN end_datetime IS NULL THEN 0 ELSE 1 END) AS loads,
        sum(CASE WHEN end_datetime IS NULL THEN 1 ELSE 0 END) AS open_rides
      FROM rides
      GROUP BY day, vehicle, material, start_place, end_place
    ) g
    JOIN vehicle v ON v.id = g.vehicle
    LEFT JOIN material m ON m.id = g.material
    LEFT JOIN place sp ON sp.id = g.start_place
    LEFT JOIN place ep ON ep.id = g.end_place
  `.execute(db);
  return rows.map((row) => ({
    ...row,
    vehicle: Number(row.vehicle),
    material: idOrNull(row.material),
    start_place: idOrNull(row.start_place),
    end_place: idOrNull(row.end_place),
    loads: Number(row.loads),
    open_rides: Number(row.open_rides),
    fleet_number: Number(row.fleet_number),
    payload_tonnes: row.payload_tonnes === null ? null : Number(row.payload_tonnes),
  }));
}

async function loadCycles(db: Kysely<Database>, rides: RawBuilder<unknown>): Promise<HaulCycle[]> {
  const { rows } = await sql<HaulCycle>`
    WITH ${rides},
    ordered AS (
      SELECT id, vehicle, start_place, end_place, start_datetime, end_datetime, day,
        lead(start_datetime) OVER (PARTITION BY site, vehicle ORDER BY start_datetime, id) AS next_start,
        lead(day) OVER (PARTITION BY site, vehicle ORDER BY start_datetime, id) AS next_day
      FROM rides
    )
    SELECT id AS ride, vehicle, start_place, end_place, start_datetime, end_datetime,
      CASE WHEN next_day = day THEN next_start ELSE NULL END AS next_start_datetime
    FROM ordered
    WHERE end_datetime IS NOT NULL
  `.execute(db);
  return rows.map((row) => ({
    ...row,
    ride: Number(row.ride),
    vehicle: Number(row.vehicle),
    start_place: idOrNull(row.start_place),
    end_place: idOrNull(row.end_place),
  }));
}

function namesOf(groups: readonly GroupRow[]): HaulNames {
  const vehicles = new Map<number, HaulVehicle>();
  const materials = new Map<number, string>();
  const places = new Map<number, string>();
  for (const group of groups) {
    const { vehicle: id, fleet_number, registration_number, payload_tonnes } = group;
    vehicles.set(id, { id, fleet_number, registration_number, payload_tonnes });
    if (group.material !== null && group.material_name !== null) materials.set(group.material, group.material_name);
    if (group.start_place !== null && group.start_place_name !== null) places.set(group.start_place, group.start_place_name);
    if (group.end_place !== null && group.end_place_name !== null) places.set(group.end_place, group.end_place_name);
  }
  return { vehicles, materials, places };
}

/** The haul report a query asks for (docs/api.md "Reports"), or a 400 with Polish messages per parameter. */
export function haulReportOf(db: Kysely<Database>, query: ReportQuery, checkSite: SiteCheck): Promise<HaulReportAnswer> {
  const errors: FieldErrors = {};
  const params = readHaulParams(query, errors);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return haulReport(db, params, checkSite);
}

/** The haul report of read parameters; 403 (`checkSite`) for a site the account may not see, 404 for an unknown site. */
export async function haulReport(db: Kysely<Database>, params: HaulParams, checkSite: SiteCheck): Promise<HaulReportAnswer> {
  checkSite(params.site);
  const site = params.site === null ? null : await db.selectFrom('site').select(['id', 'name']).where('id', '=', params.site).executeTakeFirst();
  if (site === undefined) throw notFound(resources.sites.notFoundMessage);
  const days = companyDays(params.from, params.to);
  const rides = ridesOfDays(days, params.site);
  const [groups, cycles] = await Promise.all([loadGroups(db, rides), loadCycles(db, rides)]);
  const report = assembleHaulReport({ groups, cycles, names: namesOf(groups), days, idleMinutes: params.idleMinutes });
  return {
    site: site && { id: Number(site.id), name: site.name },
    date_from: days[0].day,
    date_to: days.at(-1)!.day,
    ...report,
  };
}

