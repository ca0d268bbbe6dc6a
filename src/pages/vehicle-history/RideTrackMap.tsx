/**
 * The ride map (spec §2 /map/vehicleHistory): centred on the first point, the track as one black
 * polyline and a dot per point, all on Leaflet's canvas renderer. Loaded lazily (see src/maps/lazyMap).
 */
import { useMemo } from 'react';
import type { LatLngTuple } from 'leaflet';
import { Polyline } from 'react-leaflet';
import type { TimedGeoPoint } from '../../domain/geo';
import { SatMap } from '../../maps/SatMap';
import { TrackDots } from './TrackDots';

const TRACK_ZOOM = 13;

/** `points` in time order, at least one. */
const RideTrackMap = ({ points }: { points: readonly TimedGeoPoint[] }) => {
  const positions = useMemo(() => points.map((point): LatLngTuple => [point.latitude, point.longitude]), [points]);
  return (
    <SatMap center={positions[0]} zoom={TRACK_ZOOM} preferCanvas>
      <Polyline positions={positions} pathOptions={{ color: 'black', weight: 3 }} interactive={false} />
      <TrackDots points={points} />
    </SatMap>
  );
};

export default RideTrackMap;
