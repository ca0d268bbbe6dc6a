/**
 * A machine's day on the fleet map (issue 31 §3): its track, its stops and its ignition periods,
 * from the day's points in time order.
 */
import { motionOf, pointSpeed, type FleetPoint } from './motion';

/** A stop shorter than this is a pause in traffic, not a stop. */
export const MIN_STOP_MS = 5 * 60_000;

export interface Stop {
  from: string;
  to: string;
  latitude: number;
  longitude: number;
  /** Whether the engine was on at some point of it. */
  engine_on: boolean;
}

export interface Period {
  from: string;
  /** null: still on at the day's last known moment. */
  to: string | null;
}

/** An ignition change: when, and whether it went on. */
export interface IgnitionChange {
  datetime: string;
  on: boolean;
}

/** Stretches without movement lasting at least MIN_STOP_MS, placed where they began. */
export function stopsOf(points: readonly FleetPoint[]): Stop[] {
  const stops: Stop[] = [];
  let start: FleetPoint | null = null;
  let engineOn = false;
  let previous: FleetPoint | undefined;
  const close = (end: FleetPoint) => {
    if (start && Date.parse(end.datetime) - Date.parse(start.datetime) >= MIN_STOP_MS) {
      stops.push({ from: start.datetime, to: end.datetime, latitude: start.latitude, longitude: start.longitude, engine_on: engineOn });
    }
  };
  for (const point of points) {
    const motion = motionOf(pointSpeed(point, previous), point.ignition);
    if (motion === 'moving') {
      close(point);
      start = null;
    } else if (!start) {
      start = point;
      engineOn = motion === 'idling';
    } else if (motion === 'idling') engineOn = true;
    previous = point;
  }
  if (previous) close(previous);
  return stops;
}

/** The ignition changes the points tell: each point whose ignition differs from the last one known. */
export function ignitionChangesOfPoints(points: readonly FleetPoint[]): IgnitionChange[] {
  const changes: IgnitionChange[] = [];
  let known: boolean | null = null;
  for (const point of points) {
    if (point.ignition === null || point.ignition === known) continue;
    changes.push({ datetime: point.datetime, on: point.ignition });
    known = point.ignition;
  }
  return changes;
}

/**
 * Ignition changes from two sources in one time order (the points' attribute and a tracker's
 * events, say), a change to the state already known dropped: the same switch reported by both
 * counts once.
 */
export function mergedIgnitionChanges(...sources: ReadonlyArray<readonly IgnitionChange[]>): IgnitionChange[] {
  const all = sources.flat().sort((a, b) => (a.datetime < b.datetime ? -1 : a.datetime > b.datetime ? 1 : 0));
  const changes: IgnitionChange[] = [];
  for (const change of all) if (changes.at(-1)?.on !== change.on) changes.push(change);
  return changes;
}

/** Periods with the ignition on, from changes in time order; one still open ends at `end` when given. */
export function ignitionPeriods(changes: readonly IgnitionChange[], end: string | null = null): Period[] {
  const periods: Period[] = [];
  let open: string | null = null;
  for (const change of changes) {
    if (change.on && open === null) open = change.datetime;
    else if (!change.on && open !== null) {
      periods.push({ from: open, to: change.datetime });
      open = null;
    }
  }
  if (open !== null) periods.push({ from: open, to: end });
  return periods;
}
