/**
 * The ride map (spec §2 /map/vehicleHistory): centred on the first point, zoomed so that the whole
 * track is in view around it, the track as one black polyline and a dot per point whose popup shows
 * its date-time, all on one canvas (see trackLayers). Loaded lazily (see src/maps/mapModule).
 */
import { useEffect } from 'react';
import { latLngBounds, point, type Map as LeafletMap } from 'leaflet';
import { useMap } from 'react-leaflet';
import type { TimedGeoPoint } from '../../domain/geo';
import { showDateTime } from '../../domain/dates';
import { SatMap } from '../../maps/SatMap';
import { projectedTrack, TrackCanvas, TrackDots, TrackLine } from './trackLayers';

const MAX_ZOOM = 16;
/** Room around the track, in pixels (both sides together). */
const PADDING = point(64, 64);
const LINE = { color: 'black', weight: 3 };
const DOT = { radius: 3, fillColor: 'black', fillOpacity: 1 };

/** The largest zoom (at most MAX_ZOOM) showing every point with the first one in the centre. */
function zoomAroundStart(map: LeafletMap, points: readonly TimedGeoPoint[]): number {
  const { latitude: startLat, longitude: startLng } = points[0];
  let lat = 0;
  let lng = 0;
  for (const { latitude, longitude } of points) {
    lat = Math.max(lat, Math.abs(latitude - startLat));
    lng = Math.max(lng, Math.abs(longitude - startLng));
  }
  // The track and its mirror image through the start, as bounds centred on the start.
  const bounds = latLngBounds([startLat - lat, startLng - lng], [startLat + lat, startLng + lng]);
  return Math.min(map.getBoundsZoom(bounds, false, PADDING), MAX_ZOOM);
}

/** Sets the view, then adds the track's layers (so that they are projected once, for that view). */
const Track = ({ points }: { points: readonly TimedGeoPoint[] }) => {
  const map = useMap();
  useEffect(() => {
    const track = projectedTrack(map, points);
    map.setView([points[0].latitude, points[0].longitude], zoomAroundStart(map, points));
    const renderer = new TrackCanvas();
    const line = new TrackLine(track, { ...LINE, interactive: false, renderer }).addTo(map);
    const dots = new TrackDots(track, {
      ...DOT,
      renderer,
      popupText: (index) => showDateTime(points[index].datetime),
    }).addTo(map);
    return () => {
      dots.remove();
      line.remove();
      renderer.remove();
    };
  }, [map, points]);
  return null;
};

/** `points` in time order, at least one. */
const RideTrackMap = ({ points }: { points: readonly TimedGeoPoint[] }) => (
  // No center nor zoom: the map gets its view from Track, before any layer is drawn.
  <SatMap>
    <Track points={points} />
  </SatMap>
);

export default RideTrackMap;
