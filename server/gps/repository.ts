/**
 * The GPS endpoint's SQL: the device by its identifier with where its point belongs (one
 * statement), and a batch of points with their devices' marks written together (issue 34 §5).
 */
import { sql, type Kysely } from 'kysely';
import { compiledOnce } from '../db/compiledOnce';
import { insertRows } from '../db/rowsInsert';
import type { Database } from '../db/schema';
import { storeRideDistances } from './rideDistance';

type Db = Kysely<Database>;

type DeviceKey = 'identifier' | 'traccar_unique_id';

/**
 * The device by its identifier with its person's work day and the rides open at AT: started by then
 * and not ended before it. Those not ended before AT are read first, the open ones and the ones
 * ending at or after AT (two ranges of the `…_end_idx` indexes, migration 2026_11_28_0210), then
 * those started by AT kept: the same rows as `start <= AT and (end is null or end >= AT)`, whose
 * search through the owner's index read every ride an idle vehicle ever had (issue 34 §5).
 */
const deviceAtQuery = (db: Db, by: DeviceKey, { identifier, at: AT }: { identifier: string; at: string }) =>
  db
    .selectFrom('gps_device as d')
    .select(['d.id', 'd.person', 'd.vehicle', 'd.speed_unit'])
    .select((eb) => {
      const notEnded = (owner: 'person' | 'vehicle') =>
        eb
          .selectFrom('ride as e')
          .select(['e.id', 'e.start_datetime'])
          .whereRef(`e.${owner}`, '=', `d.${owner}`)
          .where('e.end_datetime', 'is', null)
          .unionAll(eb.selectFrom('ride as e').select(['e.id', 'e.start_datetime']).whereRef(`e.${owner}`, '=', `d.${owner}`).where('e.end_datetime', '>=', AT))
          .as('r');
      const openRide = (owner: 'person' | 'vehicle') =>
        eb.selectFrom(notEnded(owner)).select('r.id').where('r.start_datetime', '<=', AT).orderBy('r.start_datetime', 'desc').limit(1);
      const daysNotEnded = eb
        .selectFrom('work_day as e')
        .select(['e.id', 'e.datetime_start'])
        .whereRef('e.person', '=', 'd.person')
        .where('e.datetime_end', 'is', null)
        .unionAll(eb.selectFrom('work_day as e').select(['e.id', 'e.datetime_start']).whereRef('e.person', '=', 'd.person').where('e.datetime_end', '>=', AT))
        .as('w');
      return [
        eb.selectFrom(daysNotEnded).select('w.id').where('w.datetime_start', '<=', AT).limit(1).as('work_day'),
        openRide('person').as('person_ride'),
        openRide('vehicle').as('vehicle_ride'),
      ];
    })
    .where(`d.${by}`, '=', identifier)
    .where('d.active', '=', 1);

/** The device without a time: no work day, no ride. */
const deviceQuery = (db: Db, by: DeviceKey, { identifier }: { identifier: string }) =>
  db
    .selectFrom('gps_device as d')
    .select(['d.id', 'd.person', 'd.vehicle', 'd.speed_unit'])
    .select([sql<number | null>`null`.as('work_day'), sql<number | null>`null`.as('person_ride'), sql<number | null>`null`.as('vehicle_ride')])
    .where(`d.${by}`, '=', identifier)
    .where('d.active', '=', 1);

/** The device queries by one key, compiled once a database (every position runs one): with the time or without. */
const deviceQueriesBy = (by: DeviceKey) => ({
  at: compiledOnce(['identifier', 'at'], (db, values) => deviceAtQuery(db, by, values)),
  any: compiledOnce(['identifier'], (db, values) => deviceQuery(db, by, values)),
});
const deviceQueries = { identifier: deviceQueriesBy('identifier'), traccar_unique_id: deviceQueriesBy('traccar_unique_id') };

/**
 * An active device by its identifier (OsmAnd's `id`), or by its uniqueId in Traccar (`by`
 * 'traccar_unique_id'), undefined for an unknown or inactive one; with, at the point's time `at`
 * (when known), whether its person has a work day open (`work_day`) and the ride open then: the
 * person's, else the vehicle's (`ride`). One statement, compiled once, read afresh for every
 * point: a device edited or switched off counts at once, in every server process.
 */
export async function readActiveDevice(db: Db, identifier: string, by: DeviceKey, at: string | null) {
  const [row] = at === null ? await deviceQueries[by].any(db, { identifier }) : await deviceQueries[by].at(db, { identifier, at });
  if (!row) return undefined;
  const { person_ride, vehicle_ride, work_day, ...device } = row;
  const ride = person_ride ?? vehicle_ride;
  return { ...device, work_day: work_day === null ? null : Number(work_day), ride: ride === null ? null : Number(ride) };
}

export type ActiveDevice = NonNullable<Awaited<ReturnType<typeof readActiveDevice>>>;

export interface PointRow {
  person: number | null;
  vehicle: number | null;
  ride: number | null;
  datetime: string;
  latitude: number;
  longitude: number;
  speed: number | null;
  ignition: number | null;
}

/** A point's columns, as the batch's insert lists them. */
const POINT_COLUMNS: ReadonlyArray<keyof PointRow> = ['person', 'vehicle', 'ride', 'datetime', 'latitude', 'longitude', 'speed', 'ignition'];

/** What one position writes: its point (none when dropped), and the device's mark. */
export interface PositionWrite {
  device: number;
  point: PointRow | null;
  battery: number | null;
  dropped: boolean;
}

/** The same point: owner, time and place. */
const sameKey = (point: Pick<PointRow, 'person' | 'vehicle' | 'datetime' | 'latitude' | 'longitude'>) =>
  `${point.person ?? ''}|${point.vehicle ?? ''}|${point.datetime}|${Number(point.latitude)}|${Number(point.longitude)}`;

/** The points already stored among `points`, by their key: looked up by owner and time (the indexes), compared in full here. */
async function storedKeys(db: Db, points: PointRow[]): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const column of ['person', 'vehicle'] as const) {
    // A person's point by the person's index; a vehicle's (no person) by the vehicle's.
    const owned = points.filter((point) => (column === 'person' ? point.person !== null : point.person === null && point.vehicle !== null));
    if (!owned.length) continue;
    const pairs = [...new Map(owned.map((point) => [`${point[column]}|${point.datetime}`, point])).values()];
    const values = sql.join(pairs.map((point) => sql`(cast(${point[column]} as integer), cast(${point.datetime} as text))`));
    const found = await sql<Pick<PointRow, 'person' | 'vehicle' | 'datetime' | 'latitude' | 'longitude'>>`
      select p.person, p.vehicle, p.datetime, p.latitude, p.longitude
      from (values ${values}) as v
      join location_point p on p.${sql.ref(column)} = v.column1 and p.datetime = v.column2`.execute(db);
    for (const row of found.rows) keys.add(sameKey(row));
  }
  return keys;
}

/**
 * Writes positions in one go: their points (a point stored already, or twice in the batch, is
 * stored once), the ended rides they reach measured again (./rideDistance.ts), and each device
 * marked seen (its battery, its dropped points counted). Answers, for each, whether its point was
 * stored. Run in a transaction.
 */
export async function writePositions(db: Db, writes: PositionWrite[], now = new Date()): Promise<boolean[]> {
  const points = writes.flatMap((write) => (write.point ? [write.point] : []));
  const stored = writes.map(() => false);
  if (points.length) {
    const taken = await storedKeys(db, points);
    const rows: PointRow[] = [];
    writes.forEach((write, index) => {
      if (!write.point) return;
      const key = sameKey(write.point);
      if (taken.has(key)) return;
      taken.add(key);
      rows.push(write.point);
      stored[index] = true;
    });
    if (rows.length) {
      await insertRows(db, 'location_point', POINT_COLUMNS, rows as unknown as Array<Record<string, unknown>>);
      // A point reaching a ride that has ended (sent late) changes its stored distance.
      await storeRideDistances(
        db,
        rows.map((row) => row.ride),
      );
    }
  }
  await markSeen(db, writes, now);
  return stored;
}

/** What the devices last told of themselves: when seen (now), their battery; points dropped outside a work day counted. One statement. */
async function markSeen(db: Db, writes: PositionWrite[], now: Date) {
  const battery = new Map<number, number>();
  const dropped = new Map<number, number>();
  for (const write of writes) {
    if (write.battery !== null) battery.set(write.device, Math.round(write.battery));
    if (write.dropped) dropped.set(write.device, (dropped.get(write.device) ?? 0) + 1);
  }
  const cases = (values: Map<number, number>, then: (value: number) => ReturnType<typeof sql>) =>
    sql.join(
      [...values].map(([device, value]) => sql`when cast(${device} as integer) then ${then(value)}`),
      sql` `,
    );
  const devices = [...new Set(writes.map((write) => write.device))].sort((a, b) => a - b);
  await db
    .updateTable('gps_device')
    .set({
      last_seen_at: now.toISOString(),
      ...(battery.size && { battery: sql<number>`case id ${cases(battery, (value) => sql`cast(${value} as integer)`)} else battery end` }),
      ...(dropped.size && {
        dropped_points: sql<number>`case id ${cases(dropped, (value) => sql`coalesce(dropped_points, 0) + cast(${value} as integer)`)} else dropped_points end`,
      }),
    })
    .where('id', 'in', devices)
    .execute();
}
