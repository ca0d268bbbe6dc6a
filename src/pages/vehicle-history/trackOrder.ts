/**
 * A ride's track in time order and its distance, cheap for tracks of tens of thousands of points:
 * the server sends a track in time order, so the order is checked in one pass and the points are
 * sorted only when it is not; the distance then sums the ordered points without sorting them again.
 */
import { haversineKm, sortByTime, type TimedGeoPoint } from '../../domain/geo';

/** An instant as Date.toISOString writes it (UTC, milliseconds): in this form text order is time order. */
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** Whether every time is written as ISO_UTC, in order (a text comparison costs less than Date.parse). */
function inIsoOrder(points: readonly TimedGeoPoint[]): boolean {
  let previous = '';
  for (const { datetime } of points) {
    if (datetime < previous || !ISO_UTC.test(datetime)) return false;
    previous = datetime;
  }
  return true;
}

/** What sortByTime returns (a copy, in time order, equal times as given), in one pass when already in order. */
export function inTimeOrder<T extends TimedGeoPoint>(points: readonly T[]): T[] {
  if (inIsoOrder(points)) return [...points];
  let previous = -Infinity;
  for (const { datetime } of points) {
    const time = Date.parse(datetime);
    // Out of order, or a time that does not parse: sortByTime decides.
    if (!(time >= previous)) return sortByTime(points);
    previous = time;
  }
  return [...points];
}

/** trackDistanceKm (spec §9) of points already in time order, as "12.34" (two decimals, a dot). */
export function formatOrderedTrackDistance(points: readonly TimedGeoPoint[]): string {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += haversineKm(points[i - 1], points[i]);
  return total.toFixed(2);
}
