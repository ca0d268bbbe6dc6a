/**
 * A ride's track as the ride map uses it: its points in time order as typed arrays (coordinates,
 * their zoom-0 pixels in every SAT map's projection, and the times as the server wrote them, one
 * string with the end of each), and the distance travelled. Made from the answer's bytes by
 * parseRideTrack in a worker (rideTrack.worker.ts), so that the main thread neither decodes, parses
 * nor projects a track of tens of thousands of points; its arrays are transferred, not copied.
 */
import { haversineKm, sortByTime, type TimedGeoPoint } from '../../domain/geo';
import { webMercatorX, webMercatorY } from '../../maps/webMercator';

export interface RideTrack {
  latitude: Float64Array;
  longitude: Float64Array;
  /** Zoom-0 pixels (Leaflet's EPSG:3857, src/maps/webMercator). */
  x: Float64Array;
  y: Float64Array;
  /** Every point's time as written in the answer, one after the other. */
  times: string;
  /** Where each point's time ends in `times` (the next one starts there). */
  timeEnds: Uint32Array;
  distanceKm: number;
}

/** The distance along the points, in their order (as trackDistanceKm sums it). */
function distanceKm(latitude: Float64Array, longitude: Float64Array): number {
  const from = { latitude: 0, longitude: 0 };
  const to = { latitude: 0, longitude: 0 };
  let total = 0;
  for (let i = 1; i < latitude.length; i++) {
    from.latitude = latitude[i - 1];
    from.longitude = longitude[i - 1];
    to.latitude = latitude[i];
    to.longitude = longitude[i];
    total += haversineKm(from, to);
  }
  return total;
}

/** A track's points, in any order, with coordinates as numbers or strings (spec §3). */
function rideTrackOf(points: readonly TimedGeoPoint[]): RideTrack {
  const ordered = sortByTime(points);
  const count = ordered.length;
  const latitude = new Float64Array(count);
  const longitude = new Float64Array(count);
  const x = new Float64Array(count);
  const y = new Float64Array(count);
  const timeEnds = new Uint32Array(count);
  const times: string[] = [];
  let end = 0;
  for (let i = 0; i < count; i++) {
    const { latitude: lat, longitude: lng, datetime } = ordered[i];
    // A Float64Array makes a number of what it is given, as Number() does.
    latitude[i] = lat;
    longitude[i] = lng;
    x[i] = webMercatorX(longitude[i]);
    y[i] = webMercatorY(latitude[i]);
    times.push(datetime);
    timeEnds[i] = end += datetime.length;
  }
  return { latitude, longitude, x, y, times: times.join(''), timeEnds, distanceKm: distanceKm(latitude, longitude) };
}

/** The track of the API's answer (JSON bytes, docs/api.md "Ride track"). */
export const parseRideTrack = (bytes: ArrayBuffer): RideTrack => rideTrackOf(JSON.parse(new TextDecoder().decode(bytes)) as TimedGeoPoint[]);

/** The time of point `index`, as the answer wrote it. */
export const timeAt = ({ times, timeEnds }: RideTrack, index: number) => times.slice(index > 0 ? timeEnds[index - 1] : 0, timeEnds[index]);

/** The buffers of a track's arrays, to transfer them. */
export const transferablesOf = (track: RideTrack): ArrayBuffer[] =>
  [track.latitude, track.longitude, track.x, track.y, track.timeEnds].map(({ buffer }) => buffer as ArrayBuffer);
