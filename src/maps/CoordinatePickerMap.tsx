/**
 * A small map to choose a point: a click (or dragging the marker) picks the coordinates, rounded
 * to the 10 decimals they travel with (spec §5). Without a point it starts at the spec's default
 * centre for coordinates (§9: 51.9189046, 19.1343786, zoom 5). Imports Leaflet: load it with lazyMap.
 */
import { Marker, useMapEvents } from 'react-leaflet';
import type { LeafletEvent, LeafletMouseEvent, Marker as LeafletMarker } from 'leaflet';
import { roundCoordinate, type GeoPoint } from '../domain/geo';
import { markerIcon } from './markerIcon';
import { SatMap } from './SatMap';

const DEFAULT_COORDINATES_CENTER: [number, number] = [51.9189046, 19.1343786];
const DEFAULT_COORDINATES_ZOOM = 5;
/** Zoom when the map opens on a point already chosen. */
const POINT_ZOOM = 13;

export interface CoordinatePickerMapProps {
  /** The chosen point, or null. */
  point: GeoPoint | null;
  /** Absent: the point is only shown (a read-only record). */
  onPick?(point: GeoPoint): void;
  /** Accessible name of the map. */
  label: string;
  height?: number;
}

const picked = (latitude: number, longitude: number): GeoPoint => ({
  latitude: roundCoordinate(latitude),
  longitude: roundCoordinate(longitude),
});

const ClickToPick = ({ onPick }: { onPick(point: GeoPoint): void }) => {
  useMapEvents({ click: (event: LeafletMouseEvent) => onPick(picked(event.latlng.lat, event.latlng.lng)) });
  return null;
};

const CoordinatePickerMap = ({ point, onPick, label, height = 220 }: CoordinatePickerMapProps) => {
  // MapContainer reads its centre once: the map opens on the point it mounts with, and later
  // picks move the marker only.
  return (
    <div role="region" aria-label={label} style={{ height }} data-testid="coordinate-picker">
      <SatMap center={point ? [point.latitude, point.longitude] : DEFAULT_COORDINATES_CENTER} zoom={point ? POINT_ZOOM : DEFAULT_COORDINATES_ZOOM}>
        {onPick && <ClickToPick onPick={onPick} />}
        {point && (
          <Marker
            position={[point.latitude, point.longitude]}
            icon={markerIcon}
            draggable={Boolean(onPick)}
            eventHandlers={{
              dragend: (event: LeafletEvent) => {
                const { lat, lng } = (event.target as LeafletMarker).getLatLng();
                onPick?.(picked(lat, lng));
              },
            }}
          />
        )}
      </SatMap>
    </div>
  );
};

export default CoordinatePickerMap;
