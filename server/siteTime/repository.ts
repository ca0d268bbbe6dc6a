/**
 * The rows "Czas na budowie" and the position anomalies read, in set-based statements on SQLite
 * and PostgreSQL alike: the sites with a boundary, the scope's vehicles, and the vehicles'
 * positions in the period fetched for VEHICLES_PER_QUERY vehicles at a time in vehicle and time
 * order (a position sent without its vehicle counts to its ride's), never a statement per vehicle.
 */
import { sql, type Kysely } from 'kysely';
import {
  DEFAULT_WORKING_HOURS,
  readWorkingHours,
  WORKING_HOURS_RECORD,
  workingHoursHistorySpec,
  workingHoursHistoryValues,
  type WorkingHours,
} from '../../src/domain/sites/workingHours';
import type { PositionFix } from '../../src/domain/sites/positionAnomalies';
import type { Database } from '../db/schema';
import { storedCompanySetting } from '../db/companySettings';
import type { CompanySetting } from '../audit/settingChange';

export const VEHICLES_PER_QUERY = 100;

export interface BoundedSite {
  id: number;
  name: string;
  boundary: string | null;
}

export async function allSites(db: Kysely<Database>): Promise<BoundedSite[]> {
  const rows = await db.selectFrom('site').select(['id', 'name', 'boundary']).orderBy('id').execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export interface ScopeVehicle {
  id: number;
  site: number | null;
  fleet_number: number | null;
  registration_number: string | null;
  vehicle_model: string | null;
}

/** The site's vehicles (every vehicle when none), by id. */
export async function scopeVehicles(db: Kysely<Database>, site: number | undefined): Promise<ScopeVehicle[]> {
  let query = db.selectFrom('vehicle').select(['id', 'site', 'fleet_number', 'registration_number', 'vehicle_model']).orderBy('id');
  if (site !== undefined) query = query.where('site', '=', site);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: Number(row.id),
    site: row.site === null ? null : Number(row.site),
    fleet_number: row.fleet_number === null ? null : Number(row.fleet_number),
    registration_number: row.registration_number,
    vehicle_model: row.vehicle_model,
  }));
}

interface PositionRow {
  id: number;
  vehicle: number;
  datetime: string;
  latitude: number;
  longitude: number;
}

/**
 * Each vehicle's positions in [fromIso, toIso), in time order, handed to `each` one vehicle at a
 * time (vehicles without positions are not handed); at most VEHICLES_PER_QUERY vehicles' positions
 * are held at once.
 */
export async function forEachTrack(
  db: Kysely<Database>,
  vehicles: readonly number[],
  fromIso: string,
  toIso: string,
  each: (vehicle: number, fixes: PositionFix[]) => void,
): Promise<void> {
  for (let start = 0; start < vehicles.length; start += VEHICLES_PER_QUERY) {
    const ids = vehicles.slice(start, start + VEHICLES_PER_QUERY);
    const list = sql.join(ids);
    // Two branches, each on its own index (a vehicle's positions by time; a ride's), rather than
    // one OR that neither index serves.
    const { rows } = await sql<PositionRow>`
      SELECT id, vehicle, datetime, latitude, longitude FROM location_point
      WHERE vehicle IN (${list}) AND datetime >= ${fromIso} AND datetime < ${toIso}
      UNION ALL
      SELECT lp.id, r.vehicle, lp.datetime, lp.latitude, lp.longitude
      FROM ride r JOIN location_point lp ON lp.ride = r.id
      WHERE r.vehicle IN (${list}) AND r.start_datetime < ${toIso} AND lp.vehicle IS NULL AND lp.datetime >= ${fromIso} AND lp.datetime < ${toIso}
      ORDER BY 2, 3, 1
    `.execute(db);
    let current: number | null = null;
    let fixes: PositionFix[] = [];
    for (const row of rows) {
      const vehicle = Number(row.vehicle);
      if (vehicle !== current) {
        if (current !== null) each(current, fixes);
        current = vehicle;
        fixes = [];
      }
      fixes.push({ id: Number(row.id), datetime: row.datetime, latitude: Number(row.latitude), longitude: Number(row.longitude) });
    }
    if (current !== null) each(current, fixes);
  }
}

const WORKING_HOURS = 'working_hours';

export const storedWorkingHours = (db: Kysely<Database>): Promise<WorkingHours> => storedCompanySetting(db, WORKING_HOURS, DEFAULT_WORKING_HOURS);

/** The working hours as a company setting an administrator changes (changeCompanySetting). */
export const workingHoursSetting: CompanySetting<WorkingHours> = {
  name: WORKING_HOURS,
  history: { spec: workingHoursHistorySpec, record: WORKING_HOURS_RECORD, values: workingHoursHistoryValues },
  stored: storedWorkingHours,
  read: (body, before) => {
    const reading = readWorkingHours(body, before);
    return reading.ok ? { ok: true, value: reading.hours } : reading;
  },
};
