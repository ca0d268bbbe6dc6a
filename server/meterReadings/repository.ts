/**
 * Meter readings' own SQL: a vehicle's previous reading in each unit, the reading a record (a
 * fueling, a check) wrote, and the latest readings of many vehicles (the due report). Every
 * function takes the database or the transaction it runs in first.
 */
import { sql, type Kysely } from 'kysely';
import type { MeterField, PreviousReading } from '../../src/domain/meterReadings';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/**
 * The vehicle's latest reading in `field` before `datetime` (not flagged; `exceptId` and
 * `exceptOrigin` left out: the reading being changed), undefined when none.
 */
export async function previousReading(
  db: Db,
  vehicle: number,
  field: MeterField,
  datetime: string,
  { exceptId, exceptOrigin }: { exceptId?: number; exceptOrigin?: string } = {},
): Promise<PreviousReading | undefined> {
  let query = db
    .selectFrom('meter_reading')
    .select(['datetime', `${field} as value`])
    .where('vehicle', '=', vehicle)
    .where(field, 'is not', null)
    .where('flagged', '=', 0)
    .where('datetime', '<', datetime);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (exceptOrigin !== undefined) query = query.where((eb) => eb.or([eb('origin', 'is', null), eb('origin', '!=', exceptOrigin)]));
  const row = await query.orderBy('datetime', 'desc').orderBy('id', 'desc').executeTakeFirst();
  return row ? { datetime: row.datetime, value: Number(row.value) } : undefined;
}

/** The reading a record wrote (`origin`, e.g. `fueling:12`), undefined when none. */
export const readingOfOrigin = (db: Db, origin: string) => db.selectFrom('meter_reading').select(['id']).where('origin', '=', origin).executeTakeFirst();

export const deleteReadingOfOrigin = (db: Db, origin: string) => db.deleteFrom('meter_reading').where('origin', '=', origin).execute();

/** A vehicle's type, undefined when there is no such vehicle. */
export const readVehicleType = async (db: Db, id: number) =>
  (await db.selectFrom('vehicle').select('vehicle_type').where('id', '=', id).executeTakeFirst())?.vehicle_type;

/**
 * The latest meter reading (not flagged) of each vehicle of a site in each unit: the due report's
 * candidates beside the fuel log's and the services'.
 */
export async function latestMeterReadings(db: Db, site: number): Promise<Array<{ vehicle: number; field: MeterField; datetime: string; value: number }>> {
  const { rows } = await sql<{ vehicle: number; field: MeterField; datetime: string; value: number }>`
    WITH readings AS (
      SELECT id, vehicle, 'km' AS field, datetime, km AS value FROM meter_reading
        WHERE km IS NOT NULL AND flagged = 0 AND vehicle IN (SELECT id FROM vehicle WHERE site = ${site} AND archived_at IS NULL)
      UNION ALL
      SELECT id, vehicle, 'engine_hours' AS field, datetime, engine_hours AS value FROM meter_reading
        WHERE engine_hours IS NOT NULL AND flagged = 0 AND vehicle IN (SELECT id FROM vehicle WHERE site = ${site} AND archived_at IS NULL)
    ),
    ranked AS (
      SELECT vehicle, field, datetime, value, row_number() OVER (PARTITION BY vehicle, field ORDER BY datetime DESC, id DESC) AS n FROM readings
    )
    SELECT vehicle, field, datetime, value FROM ranked WHERE n = 1
  `.execute(db);
  return rows.map((row) => ({ vehicle: Number(row.vehicle), field: row.field, datetime: row.datetime, value: Number(row.value) }));
}

/** A span of one vehicle's readings in one unit: after `after`, before `before` (UTC ISO, both open). */
export interface ReadingWindow {
  vehicle: number;
  field: MeterField;
  after: string;
  before: string;
}

/**
 * The highest reading (not flagged) of each window, with the latest instant among the window's
 * readings (any instant inside the window stands for them all to the consumption report); none
 * for a window without readings. Windows are read a hundred at a time, one query each.
 */
export async function highestReadings(db: Db, windows: readonly ReadingWindow[]): Promise<Array<{ vehicle: number; datetime: string; value: number }>> {
  const found: Array<{ vehicle: number; datetime: string; value: number }> = [];
  for (let start = 0; start < windows.length; start += 100) {
    const parts = windows.slice(start, start + 100).map(
      ({ vehicle, field, after, before }) => sql`
        SELECT vehicle, max(datetime) AS datetime, max(${sql.ref(field)}) AS value FROM meter_reading
        WHERE vehicle = ${vehicle} AND flagged = 0 AND ${sql.ref(field)} IS NOT NULL AND datetime > ${after} AND datetime < ${before}
        GROUP BY vehicle`,
    );
    const { rows } = await sql<{ vehicle: number; datetime: string; value: number }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
    for (const row of rows) found.push({ vehicle: Number(row.vehicle), datetime: row.datetime, value: Number(row.value) });
  }
  return found;
}
