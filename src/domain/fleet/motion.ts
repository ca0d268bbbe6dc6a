/**
 * The fleet map's states (issue 31 §3): from a vehicle's or a device's positions, whether it is
 * moving, stopped with the engine on, stopped, or silent for longer than NO_SIGNAL_MS, and since
 * when. Shared by the server (a unit's run from its recent points) and the app (the run advanced by
 * the points the live channel brings), so that both tell the same story.
 */
import { haversineKm } from '../geo';
import { ONLINE_WINDOW_MS } from '../workDays';

/** A position as the fleet API sends it. */
export interface FleetPoint {
  datetime: string;
  latitude: number;
  longitude: number;
  /** km/h as the device measured it; null when it sent none. */
  speed: number | null;
  /** The engine's ignition as the device reported it; null when it reports none. */
  ignition: boolean | null;
}

export type Motion = 'moving' | 'idling' | 'stopped';
export type FleetState = Motion | 'no-signal';

/** At or above this speed a machine is moving (GPS noise of a parked one stays below). */
export const MOVING_KMH = 3;
/** Silent for longer than this: "no signal" (the online window of the work days' map). */
export const NO_SIGNAL_MS = ONLINE_WINDOW_MS;
/** A speed is estimated from the previous point only when it is this recent. */
const ESTIMATE_WITHIN_MS = 10 * 60_000;

/** A unit's current stretch: how it moves, since when, and its latest point. */
export interface MotionRun {
  motion: Motion;
  since: string;
  last: FleetPoint;
}

/** The point's speed: the device's own, else estimated from the previous point; null when neither. */
export function pointSpeed(point: FleetPoint, previous: FleetPoint | undefined): number | null {
  if (point.speed !== null) return point.speed;
  if (!previous) return null;
  const hours = (Date.parse(point.datetime) - Date.parse(previous.datetime)) / 3_600_000;
  if (!(hours > 0) || hours * 3_600_000 > ESTIMATE_WITHIN_MS) return null;
  return haversineKm(previous, point) / hours;
}

export function motionOf(speed: number | null, ignition: boolean | null): Motion {
  if (speed !== null && speed >= MOVING_KMH) return 'moving';
  return ignition === true ? 'idling' : 'stopped';
}

/**
 * The run after `points` (any order): each point newer than the run's latest moves it on, and one
 * that moves otherwise starts a new run. Points not newer than the latest are ignored (a phone's
 * late queue does not move a machine back).
 */
export function advanceRun(run: MotionRun | null, points: readonly FleetPoint[]): MotionRun | null {
  const newer = points.filter((point) => !run || point.datetime > run.last.datetime).sort((a, b) => (a.datetime < b.datetime ? -1 : 1));
  let current = run;
  for (const point of newer) {
    const motion = motionOf(pointSpeed(point, current?.last), point.ignition);
    current = current && current.motion === motion ? { ...current, last: point } : { motion, since: point.datetime, last: point };
  }
  return current;
}

/** The state shown at `now`: the run's, or "no signal" since the latest point once it is too old. */
export function fleetState(run: MotionRun | null, now: number): { state: FleetState; since: string | null } {
  if (!run) return { state: 'no-signal', since: null };
  if (now - Date.parse(run.last.datetime) > NO_SIGNAL_MS) return { state: 'no-signal', since: run.last.datetime };
  return { state: run.motion, since: run.since };
}
