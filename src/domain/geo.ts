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
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Points ordered by time (a copy; the input is left as it is). */
export const sortByTime = <T extends TimedGeoPoint>(points: readonly T[]): T[] =>
  [...points].sort((a, b) => Date.parse(a.datetime) - Date.parse(b.datetime));

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
