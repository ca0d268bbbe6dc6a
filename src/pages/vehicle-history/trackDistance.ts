/** The distance line of the ride map (spec §9): haversine over the points in time order, 2 decimals. */
import { trackDistanceKm, type TimedGeoPoint } from '../../domain/geo';

/** Kilometres with exactly two decimals and a dot, e.g. "12.34"; "0.00" for fewer than two points. */
export const formatTrackDistance = (points: readonly TimedGeoPoint[]): string => trackDistanceKm(points).toFixed(2);
