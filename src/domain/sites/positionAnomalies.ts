/**
 * Position anomalies (issue 31 §4): a machine that leaves its own site's boundary, or moves outside
 * the company's working hours, each with the position and time it was seen.
 *
 * - `left_site`: a position outside the boundary of the vehicle's site right after one inside it
 *   (the position and time are the first outside).
 * - `outside_hours`: a position at least MOVE_METRES from the one before (within MAX_GAP_MINUTES),
 *   at a company time outside the working hours or on a day off; one per stretch of such movement:
 *   the next is found only after a position within working hours or a longer silence.
 */
import { haversineKm } from '../geo';
import { boundaryTest, type Boundary } from './boundary';
import { MAX_GAP_MINUTES, type Fix } from './siteTime';
import type { WorkingHours } from './workingHours';
import { workingTimeCheck } from './workingHours';

export const MOVE_METRES = 50;

export const POSITION_ANOMALY_CODES = ['left_site', 'outside_hours'] as const;
export type PositionAnomalyCode = (typeof POSITION_ANOMALY_CODES)[number];

export const POSITION_ANOMALY_TITLES: Record<PositionAnomalyCode, string> = {
  left_site: 'Wyjazd poza granicę budowy',
  outside_hours: 'Ruch poza godzinami pracy',
};

export interface PositionAnomaly {
  /** `<code>-<vehicle>-<position id>`. */
  id: string;
  code: PositionAnomalyCode;
  vehicle: number;
  /** The vehicle's site (whose boundary it left). */
  site: number | null;
  datetime: string;
  latitude: number;
  longitude: number;
}

export interface PositionFix extends Fix {
  id: number;
}

export interface VehicleTrack {
  vehicle: number;
  site: number | null;
  /** The vehicle's site's boundary, when it has one. */
  boundary: Boundary | null;
  /** Its positions in time order. */
  fixes: readonly PositionFix[];
}

const anomaly = (code: PositionAnomalyCode, track: VehicleTrack, fix: PositionFix): PositionAnomaly => ({
  id: `${code}-${track.vehicle}-${fix.id}`,
  code,
  vehicle: track.vehicle,
  site: track.site,
  datetime: fix.datetime,
  latitude: fix.latitude,
  longitude: fix.longitude,
});

/** The anomalies of one vehicle's positions, in time order. */
export function positionAnomalies(track: VehicleTrack, hours: WorkingHours, zone: string): PositionAnomaly[] {
  const found: PositionAnomaly[] = [];
  const inside = track.boundary ? boundaryTest(track.boundary) : null;
  let wasInside = false;
  let offHoursReported = false;
  let previous: PositionFix | null = null;
  const working = workingTimeCheck(hours, zone);
  for (const fix of track.fixes) {
    const at = Date.parse(fix.datetime);
    const near = previous !== null && at - Date.parse(previous.datetime) <= MAX_GAP_MINUTES * 60_000;
    if (inside) {
      const now = inside(fix);
      if (wasInside && !now) found.push(anomaly('left_site', track, fix));
      wasInside = now;
    }
    if (working(at)) offHoursReported = false;
    else {
      if (!near) offHoursReported = false;
      const moved = near && haversineKm(previous!, fix) * 1000 >= MOVE_METRES;
      if (moved && !offHoursReported) {
        found.push(anomaly('outside_hours', track, fix));
        offHoursReported = true;
      }
    }
    previous = fix;
  }
  return found;
}
