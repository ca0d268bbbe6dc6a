/** The phone's position (the browser's Geolocation API), rounded as the server stores coordinates. */
import { haversineKm } from '../domain/geo';
import type { Position } from './queue/store';

const round = (degrees: number) => Math.round(degrees * 1e7) / 1e7;

export const toPosition = (reading: GeolocationPosition): Position => ({
  datetime: new Date(reading.timestamp).toISOString(),
  latitude: round(reading.coords.latitude),
  longitude: round(reading.coords.longitude),
});

/** The current position, or null when the phone gives none within `timeoutMs`. */
export function currentPosition(timeoutMs = 10_000): Promise<Position | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (reading) => resolve(toPosition(reading)),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 30_000 },
    ),
  );
}

/** A new position is kept once this long has passed since the last kept one… */
const MIN_SPACING_MS = 10_000;
/** …or once the phone has moved this far. */
const MIN_MOVE_KM = 0.025;

/** The phone's positions while it moves (or every MIN_SPACING_MS), until the returned function is called. */
export function watchPositions(onPosition: (position: Position) => void): () => void {
  if (!('geolocation' in navigator)) return () => {};
  let last: { at: number; position: Position } | undefined;
  const id = navigator.geolocation.watchPosition(
    (reading) => {
      const position = toPosition(reading);
      if (last && reading.timestamp - last.at < MIN_SPACING_MS && haversineKm(last.position, position) < MIN_MOVE_KM) return;
      last = { at: reading.timestamp, position };
      onPosition(position);
    },
    () => {},
    { enableHighAccuracy: true, maximumAge: 5_000 },
  );
  return () => navigator.geolocation.clearWatch(id);
}
