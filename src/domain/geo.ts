/** Geometry shared by the app and the server. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface TimedGeoPoint extends GeoPoint {
  datetime: string;
}

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points in kilometres. */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** An instant as Date.toISOString writes it (UTC, milliseconds): in this form text order is time order. */
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * Whether the points are already in time order, in one pass: times written as the server writes
 * them are compared as text (cheaper than Date.parse), others parsed; a time that does not parse
 * counts as out of order, and the sort decides.
 */
function inTimeOrder(points: readonly TimedGeoPoint[]): boolean {
  if (points.every(({ datetime }, index) => ISO_UTC.test(datetime) && (index === 0 || points[index - 1].datetime <= datetime))) {
    return true;
  }
  let previous = -Infinity;
  for (const { datetime } of points) {
    const time = Date.parse(datetime);
    if (!(time >= previous)) return false;
    previous = time;
  }
  return true;
}

/**
 * Points ordered by time (a copy; the input is left as it is; equal times as given). A track of
 * tens of thousands of points arrives in order from the server: it is checked, not sorted.
 */
export const sortByTime = <T extends TimedGeoPoint>(points: readonly T[]): T[] =>
  inTimeOrder(points) ? [...points] : [...points].sort((a, b) => Date.parse(a.datetime) - Date.parse(b.datetime));

/** Sum of the distances between consecutive points ordered by time (spec §9). */
export function trackDistanceKm(points: readonly TimedGeoPoint[]): number {
  const ordered = sortByTime(points);
  let total = 0;
  for (let i = 1; i < ordered.length; i++) total += haversineKm(ordered[i - 1], ordered[i]);
  return total;
}

/** Coordinates travel as numbers with exactly 10 decimals (spec §5). */
export const roundCoordinate = (value: number): number => Number(value.toFixed(10));

/** Decimal places of a number as written, e.g. 51.25 -> 2. */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const text = String(value);
  const exponent = text.match(/e-(\d+)$/);
  if (exponent) {
    const mantissa = text.split('e')[0];
    return (mantissa.split('.')[1]?.length ?? 0) + Number(exponent[1]);
  }
  return text.split('.')[1]?.length ?? 0;
}
