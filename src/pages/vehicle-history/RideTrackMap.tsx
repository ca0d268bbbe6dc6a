/**
 * The ride map (spec §2 /map/vehicleHistory): centred on the first point, zoomed so that the whole
 * track is in view around it, the track as one black polyline and a dot per point whose popup shows
 * its date-time, all on one canvas (see trackLayers). The track comes projected in the map's CRS,
 * Leaflet's default (see rideTrack). Loaded lazily (see src/maps/mapModule).
 */
import { useEffect } from 'react';
import { latLngBounds, point, type Map as LeafletMap } from 'leaflet';
import { useMap } from 'react-leaflet';
import { showDateTime } from '../../domain/dates';
import { SatMap } from '../../maps/SatMap';
import { ProjectedTrack } from '../../maps/trackGeometry';
import { timeAt, type RideTrack } from './rideTrack';
import { TrackCanvas, TrackDots, TrackLine } from './trackLayers';
import { useCompanyTimeZone } from '../../state/companyTimeZone';

const MAX_ZOOM = 16;
/** Room around the track, in pixels (both sides together). */
const PADDING = point(64, 64);
const LINE = { color: 'black', weight: 3 };
const DOT = { radius: 3, fillColor: 'black', fillOpacity: 1 };

/** The largest zoom (at most MAX_ZOOM) showing every point with the first one in the centre. */
function zoomAroundStart(map: LeafletMap, { latitude, longitude }: RideTrack): number {
  const startLat = latitude[0];
  const startLng = longitude[0];
  let lat = 0;
  let lng = 0;
  for (let i = 0; i < latitude.length; i++) {
    lat = Math.max(lat, Math.abs(latitude[i] - startLat));
    lng = Math.max(lng, Math.abs(longitude[i] - startLng));
  }
  // The track and its mirror image through the start, as bounds centred on the start.
  const bounds = latLngBounds([startLat - lat, startLng - lng], [startLat + lat, startLng + lng]);
  return Math.min(map.getBoundsZoom(bounds, false, PADDING), MAX_ZOOM);
}

/** Sets the view, then adds the track's layers (so that they are projected once, for that view). */
const Track = ({ track }: { track: RideTrack }) => {
  const timeZone = useCompanyTimeZone();
  const map = useMap();
  useEffect(() => {
    const projected = new ProjectedTrack(track);
    map.setView([track.latitude[0], track.longitude[0]], zoomAroundStart(map, track));
    const renderer = new TrackCanvas();
    const line = new TrackLine(projected, { ...LINE, interactive: false, renderer }).addTo(map);
    const dots = new TrackDots(projected, {
      ...DOT,
      renderer,
      popupText: (index) => showDateTime(timeAt(track, index), timeZone),
    }).addTo(map);
    return () => {
      dots.remove();
      line.remove();
      renderer.remove();
    };
  }, [map, track, timeZone]);
  return null;
};

/** A track of at least one point. */
const RideTrackMap = ({ track }: { track: RideTrack }) => (
  // No center nor zoom: the map gets its view from Track, before any layer is drawn.
  <SatMap>
    <Track track={track} />
  </SatMap>
);

export default RideTrackMap;
