/**
 * A ride's track as the ride map uses it: its points in time order as typed arrays (coordinates,
 * and the times as the server wrote them, one string with the end of each), and the distance
 * travelled. Made from the answer's bytes by parseRideTrack, in a worker (rideTrack.worker.ts), so
 * that the main thread neither decodes nor parses a track of tens of thousands of points; its
 * arrays are transferred, not copied (transferables).
 */
import { sortByTime, trackDistanceKm, type TimedGeoPoint } from '../../domain/geo';

export interface RideTrack {
  latitude: Float64Array;
  longitude: Float64Array;
  /** Every point's time as written in the answer, one after the other. */
  times: string;
  /** Where each point's time ends in `times` (the next one starts there). */
  timeEnds: Uint32Array;
  distanceKm: number;
}

/** A track's points in time order (coordinates may arrive as strings, spec §3: made numbers). */
export function rideTrackOf(points: readonly TimedGeoPoint[]): RideTrack {
  const ordered = sortByTime(points);
  const count = ordered.length;
  const latitude = new Float64Array(count);
  const longitude = new Float64Array(count);
  const timeEnds = new Uint32Array(count);
  const times: string[] = [];
  let end = 0;
  for (let i = 0; i < count; i++) {
    const point = ordered[i];
    // A Float64Array makes a number of what it is given, as Number() does.
    latitude[i] = point.latitude;
    longitude[i] = point.longitude;
    times.push(point.datetime);
    timeEnds[i] = end += point.datetime.length;
  }
  return { latitude, longitude, times: times.join(''), timeEnds, distanceKm: trackDistanceKm(ordered) };
}

/** The track of the API's answer (JSON bytes, docs/api.md "Ride track"). */
export const parseRideTrack = (bytes: ArrayBuffer): RideTrack =>
  rideTrackOf(JSON.parse(new TextDecoder().decode(bytes)) as TimedGeoPoint[]);

/** The time of point `index`, as the answer wrote it. */
export const timeAt = ({ times, timeEnds }: RideTrack, index: number) =>
  times.slice(index > 0 ? timeEnds[index - 1] : 0, timeEnds[index]);

/** The buffers of a track's arrays, to transfer them. */
export const transferablesOf = ({ latitude, longitude, timeEnds }: RideTrack): ArrayBuffer[] => [
  latitude.buffer as ArrayBuffer,
  longitude.buffer as ArrayBuffer,
  timeEnds.buffer as ArrayBuffer,
];
