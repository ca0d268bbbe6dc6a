/**
 * The ride map (spec §2 /map/vehicleHistory): centred on the first point, the track as one black
 * polyline and a dot per point, all on Leaflet's canvas renderer. Loaded lazily (see src/maps/lazyMap).
 */
import { useEffect, useMemo } from 'react';
import { latLngBounds, point, type LatLngTuple } from 'leaflet';
import { Polyline, useMap } from 'react-leaflet';
import type { TimedGeoPoint } from '../../domain/geo';
import { SatMap } from '../../maps/SatMap';
import { TrackDots } from './TrackDots';

const START_ZOOM = 13;
const MAX_ZOOM = 16;
/** Room around the track, in pixels (both sides together). */
const PADDING = point(64, 64);

/** Keeps the first point in the centre and zooms so that the whole track is in view around it. */
const ShowTrackAroundStart = ({ positions }: { positions: readonly LatLngTuple[] }) => {
  const map = useMap();
  useEffect(() => {
    const [startLat, startLng] = positions[0];
    const mirrored = positions.flatMap(([lat, lng]): LatLngTuple[] => [
      [lat, lng],
      [2 * startLat - lat, 2 * startLng - lng],
    ]);
    map.setView(positions[0], Math.min(map.getBoundsZoom(latLngBounds(mirrored), false, PADDING), MAX_ZOOM));
  }, [map, positions]);
  return null;
};

/** `points` in time order, at least one. */
const RideTrackMap = ({ points }: { points: readonly TimedGeoPoint[] }) => {
  const positions = useMemo(() => points.map(({ latitude, longitude }): LatLngTuple => [latitude, longitude]), [points]);
  return (
    <SatMap center={positions[0]} zoom={START_ZOOM} preferCanvas>
      <ShowTrackAroundStart positions={positions} />
      <Polyline positions={positions} pathOptions={{ color: 'black', weight: 3 }} interactive={false} />
      <TrackDots points={points} />
    </SatMap>
  );
};

export default RideTrackMap;
