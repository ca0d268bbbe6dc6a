/** Plane geometry for short distances on the map: offsets, smoothing, and paths walked by distance. */
import { haversineKm, roundCoordinate, type GeoPoint } from '../geo';
import type { Random } from './random';

const KM_PER_DEGREE = 111.32;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The point `km` away from `from` towards `bearing` degrees (0 = north, 90 = east). */
export function offsetPoint(from: GeoPoint, bearing: number, km: number): GeoPoint {
  const angle = toRadians(bearing);
  return {
    latitude: from.latitude + (km * Math.cos(angle)) / KM_PER_DEGREE,
    longitude: from.longitude + (km * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos(toRadians(from.latitude))),
  };
}

/** Initial bearing from a to b in degrees (plane approximation, fine below 100 km). */
export function bearingOf(a: GeoPoint, b: GeoPoint): number {
  const north = b.latitude - a.latitude;
  const east = (b.longitude - a.longitude) * Math.cos(toRadians(a.latitude));
  return (Math.atan2(east, north) * 180) / Math.PI;
}

/** Moves a point by a random few metres (GPS noise or a place beside the road). */
export const jitter = (point: GeoPoint, random: Random, metres: number): GeoPoint =>
  offsetPoint(point, random.float(0, 360), Math.abs(random.normal(0, metres)) / 1000);

export const rounded = (point: GeoPoint): GeoPoint => ({
  latitude: roundCoordinate(point.latitude),
  longitude: roundCoordinate(point.longitude),
});

/** Chaikin's corner cutting: a gentle curve through a coarse polyline, ends kept. */
export function smooth(points: readonly GeoPoint[], iterations = 3): GeoPoint[] {
  let current = [...points];
  for (let round = 0; round < iterations; round++) {
    const next: GeoPoint[] = [current[0]];
    for (let i = 0; i < current.length - 1; i++) {
      const a = current[i];
      const b = current[i + 1];
      next.push(
        { latitude: 0.75 * a.latitude + 0.25 * b.latitude, longitude: 0.75 * a.longitude + 0.25 * b.longitude },
        { latitude: 0.25 * a.latitude + 0.75 * b.latitude, longitude: 0.25 * a.longitude + 0.75 * b.longitude },
      );
    }
    next.push(current[current.length - 1]);
    current = next;
  }
  return current;
}

/** A polyline measured in kilometres, walked by distance. */
export class Path {
  readonly points: readonly GeoPoint[];
  /** Kilometres from the start to each point. */
  readonly distances: readonly number[];

  constructor(points: readonly GeoPoint[]) {
    if (points.length < 2) throw new Error('A path needs two points');
    this.points = points;
    const distances = [0];
    for (let i = 1; i < points.length; i++) distances.push(distances[i - 1] + haversineKm(points[i - 1], points[i]));
    this.distances = distances;
  }

  get lengthKm(): number {
    return this.distances[this.distances.length - 1];
  }

  /** Index of the segment containing kilometre `km`. */
  private segmentAt(km: number): number {
    let low = 0;
    let high = this.distances.length - 2;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.distances[middle] <= km) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  pointAt(km: number): GeoPoint {
    const clamped = Math.min(Math.max(km, 0), this.lengthKm);
    const i = this.segmentAt(clamped);
    const span = this.distances[i + 1] - this.distances[i];
    const t = span > 0 ? (clamped - this.distances[i]) / span : 0;
    const a = this.points[i];
    const b = this.points[i + 1];
    return { latitude: a.latitude + (b.latitude - a.latitude) * t, longitude: a.longitude + (b.longitude - a.longitude) * t };
  }

  /** Direction of travel at kilometre `km`, in degrees. */
  bearingAt(km: number): number {
    const i = this.segmentAt(Math.min(Math.max(km, 0), this.lengthKm));
    return bearingOf(this.points[i], this.points[i + 1]);
  }

  /** The points from kilometre `fromKm` to `toKm` (reversed when `toKm` < `fromKm`). */
  between(fromKm: number, toKm: number): GeoPoint[] {
    const low = Math.min(fromKm, toKm);
    const high = Math.max(fromKm, toKm);
    const inside = this.points.filter((_, i) => this.distances[i] > low && this.distances[i] < high);
    const part = [this.pointAt(low), ...inside, this.pointAt(high)];
    return fromKm <= toKm ? part : part.reverse();
  }

  /** Kilometre of the path point nearest to `point`. */
  nearestKm(point: GeoPoint): number {
    let best = 0;
    let bestDistance = Infinity;
    for (let i = 0; i < this.points.length; i++) {
      const distance = haversineKm(point, this.points[i]);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = this.distances[i];
      }
    }
    return best;
  }
}
