/** The fleet API's answers (docs/api.md "Fleet"), shared by the server and the app. */
import type { Period, Stop } from './day';
import { advanceRun, type FleetPoint, type MotionRun } from './motion';

export type FleetUnitKind = 'vehicle' | 'person';

/** `vehicle-12`, `person-5`: a unit's key in the snapshot and the changes. */
export const unitKey = (kind: FleetUnitKind, id: number): string => `${kind}-${id}`;

/** A vehicle of the site, or a person of the site carrying a GPS device. */
export interface FleetUnit {
  key: string;
  kind: FleetUnitKind;
  id: number;
  /** Fleet number and registration of a vehicle; first and last name of a person. */
  name: string;
  /** The vehicle's model; the person's device name. */
  detail: string | null;
  /** Who drives it (the latest point's person, else its ride's); the person's own name for a person. */
  person: string | null;
  /** Its current stretch from its recent points; null without any. */
  run: MotionRun | null;
}

/** GET /api/fleet/: the site's units, and the cursor to ask the changes after. */
export interface FleetSnapshot {
  cursor: number;
  units: FleetUnit[];
}

/** One unit's new points, in time order. */
export interface FleetUnitChange {
  key: string;
  person: string | null;
  points: FleetPoint[];
}

/** GET /api/fleet/changes/?since=: the positions stored after `since`, by unit. */
export interface FleetChanges {
  cursor: number;
  units: FleetUnitChange[];
}

/** GET /api/fleet/vehicles/{vehicle}/day/ (and people/{person}): one company day of a unit. */
export interface FleetDay {
  date: string;
  track: FleetPoint[];
  stops: Stop[];
  ignition: Period[];
}

/** The units after the changes: each changed unit's stretch moved on by its new points, its driver updated; unknown keys ignored. */
export function applyChanges(units: readonly FleetUnit[], changes: readonly FleetUnitChange[]): FleetUnit[] {
  if (changes.length === 0) return units as FleetUnit[];
  const byKey = new Map(changes.map((change) => [change.key, change]));
  return units.map((unit) => {
    const change = byKey.get(unit.key);
    if (!change) return unit;
    const person = unit.kind === 'person' ? unit.person : (change.person ?? unit.person);
    return { ...unit, person, run: advanceRun(unit.run, change.points) };
  });
}
