/** The fleet map's SQL (issue 31 §3): the units of a site, their recent points, the points stored since a cursor, a unit's day. */
import type { Kysely } from 'kysely';
import { ARCHIVED_AT } from '../../src/domain/archive';
import type { FleetUnitKind } from '../../src/domain/fleet/api';
import { ignitionChangesOfPoints, mergedIgnitionChanges, type IgnitionChange } from '../../src/domain/fleet/day';
import type { FleetPoint } from '../../src/domain/fleet/motion';
import type { Database } from '../db/schema';

/** Points read per unit to find since when it moves as it does now (its stretch's start, at the latest that old). */
export const RECENT_POINTS = 200;
/** Points of the changes read per request at most; the rest come with the next request. */
export const CHANGES_PER_REQUEST = 5_000;

const POINT_COLUMNS = ['lp.datetime', 'lp.latitude', 'lp.longitude', 'lp.speed', 'lp.ignition'] as const;

interface PointRow {
  datetime: string;
  latitude: number;
  longitude: number;
  speed: number | null;
  ignition: number | null;
}

export const fleetPoint = (row: PointRow): FleetPoint => ({
  datetime: row.datetime,
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
  speed: row.speed === null ? null : Number(row.speed),
  ignition: row.ignition === null ? null : Number(row.ignition) === 1,
});

/** The vehicles in use of the site (every site's without one). */
export const siteVehicles = (db: Kysely<Database>, site: number | undefined) =>
  db
    .selectFrom('vehicle')
    .select(['id', 'fleet_number', 'registration_number', 'vehicle_model'])
    .where(ARCHIVED_AT as never, 'is', null)
    .$if(site !== undefined, (q) => q.where('site', '=', site!))
    .orderBy('fleet_number')
    .orderBy('id')
    .execute();

/** The people of the site carrying an active GPS device (with its name). */
export const sitePeopleWithDevices = (db: Kysely<Database>, site: number | undefined) =>
  db
    .selectFrom('person as p')
    .innerJoin('gps_device as d', 'd.person', 'p.id')
    .select(['p.id', 'p.first_name', 'p.last_name', 'd.name as device'])
    .where('d.active', '=', 1)
    .$if(site !== undefined, (q) => q.where('p.site', '=', site!))
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .execute();

/** The newest location point's id (0 without points): where the changes start. */
export async function latestPointId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('location_point')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirstOrThrow();
  return Number(row.last ?? 0);
}

/** A unit's newest points (at most RECENT_POINTS, from the last day), newest first, with who drove. */
export const recentPoints = (db: Kysely<Database>, kind: FleetUnitKind, id: number, after: string) =>
  db
    .selectFrom('location_point as lp')
    .leftJoin('ride as r', 'r.id', 'lp.ride')
    .leftJoin('person as p', (join) => join.on((eb) => eb('p.id', '=', eb.fn.coalesce('lp.person', 'r.person'))))
    .select([...POINT_COLUMNS, 'p.first_name', 'p.last_name'])
    .where(`lp.${kind}`, '=', id)
    .where('lp.datetime', '>=', after)
    .orderBy('lp.datetime', 'desc')
    .limit(RECENT_POINTS)
    .execute();

/**
 * The points stored after `since` up to `upTo` (ids; at most CHANGES_PER_REQUEST), of the site's
 * vehicles and people when a site is given, in the order they were stored, with who drove.
 */
export const pointsSince = (db: Kysely<Database>, since: number, upTo: number, site: number | undefined) =>
  db
    .selectFrom('location_point as lp')
    .leftJoin('vehicle as v', 'v.id', 'lp.vehicle')
    .leftJoin('ride as r', 'r.id', 'lp.ride')
    .leftJoin('person as p', (join) => join.on((eb) => eb('p.id', '=', eb.fn.coalesce('lp.person', 'r.person'))))
    .select(['lp.id', 'lp.vehicle', 'lp.person', ...POINT_COLUMNS, 'p.first_name', 'p.last_name'])
    .where('lp.id', '>', since)
    .where('lp.id', '<=', upTo)
    .$if(site !== undefined, (q) => q.where((eb) => eb.or([eb('v.site', '=', site!), eb('p.site', '=', site!)])))
    .orderBy('lp.id')
    .limit(CHANGES_PER_REQUEST)
    .execute();

/** The site of a unit (undefined when there is no such vehicle or person). */
export const unitSite = (db: Kysely<Database>, kind: FleetUnitKind, id: number) =>
  db.selectFrom(kind).select(['id', 'site']).where('id', '=', id).executeTakeFirst();

/** A unit's points in [from, to), in time order. */
export const dayPoints = async (db: Kysely<Database>, kind: FleetUnitKind, id: number, from: string, to: string): Promise<FleetPoint[]> =>
  (
    await db
      .selectFrom('location_point as lp')
      .select(POINT_COLUMNS)
      .where(`lp.${kind}`, '=', id)
      .where('lp.datetime', '>=', from)
      .where('lp.datetime', '<', to)
      .orderBy('lp.datetime')
      .orderBy('lp.id')
      .execute()
  ).map(fleetPoint);

/**
 * The unit's ignition changes in [from, to): the one place they are read. They come from the
 * `ignition` its positions carry (OsmAnd's attribute) and from the ignitionOn/ignitionOff events a
 * Traccar server forwards for its devices (device_event), merged.
 */
export async function readIgnitionChanges(
  db: Kysely<Database>,
  unit: { kind: FleetUnitKind; id: number },
  range: { from: string; to: string },
  points: readonly FleetPoint[],
): Promise<IgnitionChange[]> {
  const events = await db
    .selectFrom('device_event')
    .select(['datetime', 'type'])
    .where(unit.kind, '=', unit.id)
    .where('type', 'in', ['ignitionOn', 'ignitionOff'])
    .where('datetime', '>=', range.from)
    .where('datetime', '<', range.to)
    .orderBy('datetime')
    .execute();
  const fromEvents = events.map((event) => ({ datetime: event.datetime, on: event.type === 'ignitionOn' }));
  return mergedIgnitionChanges(ignitionChangesOfPoints(points), fromEvents);
}
