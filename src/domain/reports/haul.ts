/**
 * Haul productivity (issue "Fuel and haul intelligence", §4), the reference definition the
 * server's SQL is checked against: what the trucks of a site (or of every site) moved over a
 * range of company days, and how long their cycles took.
 *
 * What a ride is: a truck's trip from the loading place to the unloading place. The driver starts
 * it when loading begins (`start_datetime`, `start_place`) and ends it when unloading is over
 * (`end_datetime`, `end_place`); the material is what it carried.
 *
 * Rules:
 * - A ride belongs to the company day (company time zone) on which it started, also when it ends
 *   after midnight; the report holds the rides that started within its days, on the selected site
 *   (every site, rides without a site included, when none is selected).
 * - A load is a ride that has ended. A ride without `end_datetime` is open (under way, or never
 *   ended): it is counted as `open_rides`, never as a load, and has no cycle times.
 * - Tonnes: each load of a vehicle with a payload (`vehicle.payload_tonnes`, as recorded now) counts as that many
 *   tonnes; loads of vehicles without one are counted but weigh nothing known. `tonnes` is the sum
 *   over the loads with a payload (`loads_with_payload` of them), null when there are none.
 * - The cycle of a load on a route (its start place → end place):
 *   - loaded time (loading → unloading): the ride's start to its end;
 *   - return time (unloading → next loading): the ride's end to the start of the same vehicle's
 *     next ride on the same site (rides ordered by start, then id), when that next ride starts on
 *     the same company day as this one. The last load of a vehicle's day has no return time.
 * - A return time longer than the idle threshold (`idle_minutes`, default DEFAULT_IDLE_MINUTES) is
 *   also listed as an idle gap: the vehicle stood or waited between unloading and loading again.
 * - Durations are whole seconds. Per route: count, median (the mean of the middle two for an even
 *   count, rounded to a second), 90th percentile (nearest rank: the smallest duration that at least
 *   90 % of them do not exceed) and maximum; null when there are none. Routes are listed slowest
 *   first: by median loaded time, then median return time, descending.
 */
import { roundHundredths } from '../numbers';
import { medianOfAscending } from './fuelLog';
import type { CompanyDay } from './tankerLedger';

/** Idle gaps are return times longer than this many minutes unless the query says otherwise. */
export const DEFAULT_IDLE_MINUTES = 60;
/** The longest idle threshold a query may ask for: a day. */
export const MAX_IDLE_MINUTES = 1440;

export interface HaulRide {
  id: number;
  vehicle: number;
  material: number | null;
  start_datetime: string;
  end_datetime: string | null;
  start_place: number | null;
  end_place: number | null;
  site: number | null;
}

export interface HaulVehicle {
  id: number;
  fleet_number: number;
  registration_number: string;
  payload_tonnes: number | null;
}

/** Rides of one day, vehicle, material and route (groupLoads). */
export interface HaulLoadGroup {
  day: string;
  vehicle: number;
  material: number | null;
  start_place: number | null;
  end_place: number | null;
  loads: number;
  open_rides: number;
}

/** What grouping reads of a ride: its company day, vehicle, material, route and whether it ended. */
export interface DayRide {
  day: string;
  vehicle: number;
  material: number | null;
  start_place: number | null;
  end_place: number | null;
  end_datetime: string | null;
}

/** The rides grouped by day, vehicle, material and route, with their loads and open rides. */
export function groupLoads(rides: Iterable<DayRide>): HaulLoadGroup[] {
  const groups = new Map<string, HaulLoadGroup>();
  for (const { day, vehicle, material, start_place, end_place, end_datetime } of rides) {
    // Days are yyyy-MM-dd and the rest ids or null: the parts cannot run into each other.
    const key = `${day}|${vehicle}|${material}|${start_place}|${end_place}`;
    let group = groups.get(key);
    if (!group) {
      group = { day, vehicle, material, start_place, end_place, loads: 0, open_rides: 0 };
      groups.set(key, group);
    }
    if (end_datetime === null) group.open_rides += 1;
    else group.loads += 1;
  }
  return [...groups.values()];
}

/** A load with its times and, when it has one, the start of the vehicle's next ride that day. */
export interface HaulCycle {
  ride: number;
  vehicle: number;
  start_place: number | null;
  end_place: number | null;
  start_datetime: string;
  end_datetime: string;
  next_start_datetime: string | null;
}

/** What names the ids: vehicles with their payload, materials and places. */
export interface HaulNames {
  vehicles: ReadonlyMap<number, HaulVehicle>;
  materials: ReadonlyMap<number, string>;
  places: ReadonlyMap<number, string>;
}

export interface DurationStats {
  count: number;
  median_seconds: number | null;
  p90_seconds: number | null;
  max_seconds: number | null;
}

interface Tonnage {
  loads: number;
  loads_with_payload: number;
  tonnes: number | null;
}

export interface HaulDay extends Tonnage {
  day: string;
  open_rides: number;
  materials: Array<{ material: number | null; loads: number }>;
}

export interface HaulVehicleRow extends Tonnage {
  vehicle: number;
  fleet_number: number;
  registration_number: string;
  payload_tonnes: number | null;
  open_rides: number;
  /** Days with at least one load. */
  days_worked: number;
  /** Loads per day worked, rounded to 0.01. */
  loads_per_day: number;
}

export interface HaulMaterialRow extends Tonnage {
  material: number | null;
  material_name: string | null;
}

export interface HaulPairRow extends HaulMaterialRow {
  start_place: number | null;
  start_place_name: string | null;
  end_place: number | null;
  end_place_name: string | null;
}

export interface HaulRouteRow {
  start_place: number | null;
  start_place_name: string | null;
  end_place: number | null;
  end_place_name: string | null;
  loads: number;
  loaded: DurationStats;
  return: DurationStats;
  /** Every loaded and return time of the route in seconds, ascending (the distribution chart). */
  loaded_seconds: number[];
  return_seconds: number[];
}

export interface HaulIdleGap {
  vehicle: number;
  fleet_number: number;
  registration_number: string;
  /** The ride after which the vehicle stood. */
  ride: number;
  place: number | null;
  place_name: string | null;
  from: string;
  to: string;
  seconds: number;
}

export interface HaulReport extends Tonnage {
  idle_minutes: number;
  open_rides: number;
  /** Vehicles with at least one load. */
  vehicles_hauling: number;
  loaded: DurationStats;
  return: DurationStats;
  days: HaulDay[];
  vehicles: HaulVehicleRow[];
  materials: HaulMaterialRow[];
  pairs: HaulPairRow[];
  routes: HaulRouteRow[];
  idle_gaps: HaulIdleGap[];
}

/** GET /api/reports/haul/ (docs/api.md "Reports"): the report with what it covers. */
export interface HaulReportAnswer extends HaulReport {
  site: { id: number; name: string } | null;
  date_from: string;
  date_to: string;
}

export interface HaulInput {
  rides: readonly HaulRide[];
  names: HaulNames;
  days: readonly CompanyDay[];
  /** Null: every site. */
  site: number | null;
  idleMinutes?: number;
}

/** ISO instants compare as text (not by locale, which may skip punctuation). */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const secondsBetween = (from: number, to: number): number => Math.round((to - from) / 1000);

/** The smallest value at least `share` of the values do not exceed (nearest rank), of ascending values. */
export function nearestRank(ascending: readonly number[], share: number): number | null {
  if (ascending.length === 0) return null;
  return ascending[Math.max(0, Math.ceil(share * ascending.length) - 1)];
}

export function durationStats(ascending: readonly number[]): DurationStats {
  const middle = medianOfAscending(ascending);
  return {
    count: ascending.length,
    median_seconds: middle === null ? null : Math.round(middle),
    p90_seconds: nearestRank(ascending, 0.9),
    max_seconds: ascending.at(-1) ?? null,
  };
}

/** The values ascending, as an array (sorted as doubles: far faster than with a comparator). */
function ascending(values: readonly number[]): number[] {
  const sorted = Float64Array.from(values).sort();
  const list = new Array<number>(sorted.length);
  for (let index = 0; index < sorted.length; index++) list[index] = sorted[index];
  return list;
}

/** The day of `iso` among the report's days, or undefined when it falls outside them. */
function dayOf(days: readonly CompanyDay[], iso: string): string | undefined {
  return days.find((day) => iso >= day.startIso && iso < day.endIso)?.day;
}

const keyOf = (...parts: Array<string | number | null>) => JSON.stringify(parts);

/** What the database computes from the rides (grouped loads and cycles), in plain TypeScript. */
export function haulGroupsAndCycles(input: HaulInput): { groups: HaulLoadGroup[]; cycles: HaulCycle[] } {
  const rides = input.rides
    .filter((ride) => input.site === null || ride.site === input.site)
    .map((ride) => ({ ride, day: dayOf(input.days, ride.start_datetime) }))
    .filter((entry): entry is { ride: HaulRide; day: string } => entry.day !== undefined);
  const groups = groupLoads(rides.map(({ ride, day }) => ({ ...ride, day })));
  const cycles: HaulCycle[] = [];
  for (const ofVehicle of groupBy(rides, ({ ride }) => keyOf(ride.site, ride.vehicle))) {
    ofVehicle.sort((a, b) => compareText(a.ride.start_datetime, b.ride.start_datetime) || a.ride.id - b.ride.id);
    ofVehicle.forEach(({ ride, day }, index) => {
      if (ride.end_datetime === null) return;
      const next = ofVehicle[index + 1];
      cycles.push({
        ride: ride.id,
        vehicle: ride.vehicle,
        start_place: ride.start_place,
        end_place: ride.end_place,
        start_datetime: ride.start_datetime,
        end_datetime: ride.end_datetime,
        next_start_datetime: next?.day === day ? next.ride.start_datetime : null,
      });
    });
  }
  return { groups, cycles };
}

/** The report from the rides (the reference definition). */
export function haulReport(input: HaulInput): HaulReport {
  const { groups, cycles } = haulGroupsAndCycles(input);
  return assembleHaulReport({ groups, cycles, names: input.names, days: input.days, idleMinutes: input.idleMinutes });
}

function tonnage(entries: Array<{ loads: number; payload: number | null }>): Tonnage {
  const loads = entries.reduce((sum, entry) => sum + entry.loads, 0);
  const weighed = entries.filter((entry) => entry.payload !== null);
  const loadsWithPayload = weighed.reduce((sum, entry) => sum + entry.loads, 0);
  return {
    loads,
    loads_with_payload: loadsWithPayload,
    tonnes: loadsWithPayload === 0 ? null : roundHundredths(weighed.reduce((sum, entry) => sum + entry.loads * entry.payload!, 0)),
  };
}

/** The groups whose key (by `key`) is the same, in order of first appearance. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const grouped = new Map<string, T[]>();
  for (const item of items) {
    const group = grouped.get(key(item));
    if (group) group.push(item);
    else grouped.set(key(item), [item]);
  }
  return [...grouped.values()];
}

/** Names alphabetically, Polish-style, the unnamed last. */
const byName = (a: string | null, b: string | null) => (a ?? '\uffff').localeCompare(b ?? '\uffff', 'pl');
/** Ids ascending, none first: the last tie-break, so that no order depends on the input's. */
const byId = (a: number | null, b: number | null) => (a ?? 0) - (b ?? 0);

/** A cycle with its loaded and return times in seconds (null: no next ride that day). */
interface TimedCycle {
  cycle: HaulCycle;
  loaded: number;
  back: number | null;
}

const loadedSeconds = (timed: readonly TimedCycle[]) => ascending(timed.map((entry) => entry.loaded));
function returnSeconds(timed: readonly TimedCycle[]): number[] {
  const seconds: number[] = [];
  for (const { back } of timed) if (back !== null) seconds.push(back);
  return ascending(seconds);
}

export interface HaulParts {
  groups: readonly HaulLoadGroup[];
  cycles: readonly HaulCycle[];
  names: HaulNames;
  days: readonly CompanyDay[];
  idleMinutes?: number;
}

/** The report from the grouped loads and the cycles (shared by the server and the reference). */
export function assembleHaulReport({ groups, cycles, names, days, idleMinutes = DEFAULT_IDLE_MINUTES }: HaulParts): HaulReport {
  const payload = (vehicle: number) => names.vehicles.get(vehicle)?.payload_tonnes ?? null;
  const place = (id: number | null) => (id === null ? null : (names.places.get(id) ?? null));
  const material = (id: number | null) => (id === null ? null : (names.materials.get(id) ?? null));
  const weigh = (rows: readonly HaulLoadGroup[]) => tonnage(rows.map((row) => ({ loads: row.loads, payload: payload(row.vehicle) })));
  const openRides = (rows: readonly HaulLoadGroup[]) => rows.reduce((sum, row) => sum + row.open_rides, 0);
  const hauled = groups.filter((group) => group.loads > 0);

  const groupsOfDay = new Map(groupBy(groups, (group) => group.day).map((rows) => [rows[0].day, rows]));
  const dayRows = days.map((day): HaulDay => {
    const ofDay = groupsOfDay.get(day.day) ?? [];
    return {
      day: day.day,
      ...weigh(ofDay),
      open_rides: openRides(ofDay),
      materials: groupBy(
        ofDay.filter((group) => group.loads > 0),
        (group) => keyOf(group.material),
      )
        .map((rows) => ({ material: rows[0].material, loads: rows.reduce((sum, row) => sum + row.loads, 0) }))
        .sort((a, b) => byName(material(a.material), material(b.material)) || byId(a.material, b.material)),
    };
  });

  const vehicles = groupBy(groups, (group) => keyOf(group.vehicle))
    .map((rows): HaulVehicleRow => {
      const vehicle = names.vehicles.get(rows[0].vehicle);
      const daysWorked = new Set(rows.filter((row) => row.loads > 0).map((row) => row.day)).size;
      const weighed = weigh(rows);
      return {
        vehicle: rows[0].vehicle,
        fleet_number: vehicle?.fleet_number ?? 0,
        registration_number: vehicle?.registration_number ?? '',
        payload_tonnes: payload(rows[0].vehicle),
        ...weighed,
        open_rides: openRides(rows),
        days_worked: daysWorked,
        loads_per_day: daysWorked === 0 ? 0 : roundHundredths(weighed.loads / daysWorked),
      };
    })
    .sort((a, b) => b.loads - a.loads || a.fleet_number - b.fleet_number || a.vehicle - b.vehicle);

  const materials = groupBy(hauled, (group) => keyOf(group.material))
    .map((rows): HaulMaterialRow => ({ material: rows[0].material, material_name: material(rows[0].material), ...weigh(rows) }))
    .sort((a, b) => b.loads - a.loads || byName(a.material_name, b.material_name) || byId(a.material, b.material));

  const pairs = groupBy(hauled, (group) => keyOf(group.material, group.start_place, group.end_place))
    .map((rows): HaulPairRow => ({
      material: rows[0].material,
      material_name: material(rows[0].material),
      start_place: rows[0].start_place,
      start_place_name: place(rows[0].start_place),
      end_place: rows[0].end_place,
      end_place_name: place(rows[0].end_place),
      ...weigh(rows),
    }))
    .sort(
      (a, b) =>
        b.loads - a.loads ||
        byName(a.material_name, b.material_name) ||
        byName(a.start_place_name, b.start_place_name) ||
        byName(a.end_place_name, b.end_place_name) ||
        byId(a.material, b.material) ||
        byId(a.start_place, b.start_place) ||
        byId(a.end_place, b.end_place),
    );

  // Each instant parsed once: the report reads every cycle's times several times.
  const timed = cycles.map((cycle): TimedCycle => {
    const end = Date.parse(cycle.end_datetime);
    return {
      cycle,
      loaded: secondsBetween(Date.parse(cycle.start_datetime), end),
      back: cycle.next_start_datetime === null ? null : secondsBetween(end, Date.parse(cycle.next_start_datetime)),
    };
  });
  const routes = groupBy(timed, ({ cycle }) => `${cycle.start_place}>${cycle.end_place}`)
    .map((rows): HaulRouteRow => {
      const loaded = loadedSeconds(rows);
      const back = returnSeconds(rows);
      const { start_place, end_place } = rows[0].cycle;
      return {
        start_place,
        start_place_name: place(start_place),
        end_place,
        end_place_name: place(end_place),
        loads: rows.length,
        loaded: durationStats(loaded),
        return: durationStats(back),
        loaded_seconds: loaded,
        return_seconds: back,
      };
    })
    .sort(
      (a, b) =>
        (b.loaded.median_seconds ?? -1) - (a.loaded.median_seconds ?? -1) ||
        (b.return.median_seconds ?? -1) - (a.return.median_seconds ?? -1) ||
        byName(a.start_place_name, b.start_place_name) ||
        byName(a.end_place_name, b.end_place_name) ||
        byId(a.start_place, b.start_place) ||
        byId(a.end_place, b.end_place),
    );

  const idle_gaps = timed
    .flatMap(({ cycle, back: gap }): HaulIdleGap[] => {
      if (gap === null || gap <= idleMinutes * 60) return [];
      const vehicle = names.vehicles.get(cycle.vehicle);
      return [
        {
          vehicle: cycle.vehicle,
          fleet_number: vehicle?.fleet_number ?? 0,
          registration_number: vehicle?.registration_number ?? '',
          ride: cycle.ride,
          place: cycle.end_place,
          place_name: place(cycle.end_place),
          from: cycle.end_datetime,
          to: cycle.next_start_datetime!,
          seconds: gap,
        },
      ];
    })
    .sort((a, b) => b.seconds - a.seconds || compareText(a.from, b.from) || a.ride - b.ride);

  return {
    idle_minutes: idleMinutes,
    ...weigh(groups),
    open_rides: openRides(groups),
    vehicles_hauling: new Set(hauled.map((group) => group.vehicle)).size,
    loaded: durationStats(loadedSeconds(timed)),
    return: durationStats(returnSeconds(timed)),
    days: dayRows,
    vehicles,
    materials,
    pairs,
    routes,
    idle_gaps,
  };
}
