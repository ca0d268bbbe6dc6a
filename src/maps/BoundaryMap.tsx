/**
 * A site's boundary on a map (issue 31 §4): a polygon, or a corridor's line within its band of
 * that many metres; each click adds a vertex (`onAdd`). Opens on the boundary when there
 * is one, otherwise on the spec's default centre for coordinates. Imports Leaflet: load it with lazyMap.
 */
import { useEffect, useRef } from 'react';
import { Circle, CircleMarker, Polygon, Polyline, useMap, useMapEvents } from 'react-leaflet';
import type { LeafletMouseEvent } from 'leaflet';
import { roundCoordinate, type GeoPoint } from '../domain/geo';
import { corridorBands, type BoundaryDraft } from '../domain/sites/boundary';
import { SatMap } from './SatMap';

const DEFAULT_CENTER: [number, number] = [51.9189046, 19.1343786];
const DEFAULT_ZOOM = 5;
const COLOR = '#d32f2f';
const BAND = { color: COLOR, weight: 0, fillOpacity: 0.2 };

export interface BoundaryMapProps {
  draft: BoundaryDraft;
  /** Absent: the boundary is only shown. */
  onAdd?(point: GeoPoint): void;
  label: string;
  height?: number;
}

const ClickToAdd = ({ onAdd }: { onAdd(point: GeoPoint): void }) => {
  useMapEvents({ click: (event: LeafletMouseEvent) => onAdd({ latitude: roundCoordinate(event.latlng.lat), longitude: roundCoordinate(event.latlng.lng) }) });
  return null;
};

/** Fits the map to the boundary it opens with (later clicks do not move the map). */
const FitOnOpen = ({ points }: { points: GeoPoint[] }) => {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || points.length === 0) return;
    done.current = true;
    if (points.length === 1) map.setView([points[0].latitude, points[0].longitude], 16);
    else
      map.fitBounds(
        points.map((point) => [point.latitude, point.longitude]),
        { padding: [20, 20] },
      );
  }, [map, points]);
  return null;
};

const BoundaryMap = ({ draft, onAdd, label, height = 260 }: BoundaryMapProps) => {
  const positions = draft.points.map((point): [number, number] => [point.latitude, point.longitude]);
  return (
    <div role="region" aria-label={label} style={{ height }} data-testid="boundary-map">
      <SatMap center={DEFAULT_CENTER} zoom={DEFAULT_ZOOM}>
        <FitOnOpen points={draft.points} />
        {onAdd && <ClickToAdd onAdd={onAdd} />}
        {draft.kind === 'polygon' && positions.length >= 3 && <Polygon positions={positions} pathOptions={{ color: COLOR, weight: 2 }} />}
        {draft.kind === 'polygon' && positions.length === 2 && <Polyline positions={positions} pathOptions={{ color: COLOR, weight: 2, dashArray: '4' }} />}
        {draft.kind === 'corridor' && positions.length >= 2 && <Polyline positions={positions} pathOptions={{ color: COLOR, weight: 2 }} />}
        {draft.kind === 'corridor' &&
          corridorBands(draft.points, draft.width_m).map((band, index) => (
            <Polygon key={`band-${index}`} positions={band.map((point): [number, number] => [point.latitude, point.longitude])} pathOptions={BAND} />
          ))}
        {draft.kind === 'corridor' &&
          positions.map((position, index) => <Circle key={`end-${index}`} center={position} radius={draft.width_m / 2} pathOptions={BAND} />)}
        {positions.map((position, index) => (
          <CircleMarker key={index} center={position} radius={4} pathOptions={{ color: COLOR, fillOpacity: 1 }} />
        ))}
      </SatMap>
    </div>
  );
};

export default BoundaryMap;
