/**
 * The fleet map (loaded lazily, see src/maps/lazyMap): each unit with a position as a circle in its
 * state's colour, drawn on one canvas (hundreds of moving markers keep their frame time, see
 * docs/performance.md "Live maps"), and the chosen unit's day: its track and its stops. Fitted to the
 * units when the site changes, to the day's track when one is shown.
 */
import { useEffect, useMemo, useRef } from 'react';
import { circleMarker, latLngBounds, layerGroup, type CircleMarker as LeafletCircleMarker } from 'leaflet';
import { CircleMarker, Polyline, Tooltip, useMap } from 'react-leaflet';
import { useTranslate } from 'ra-core';
import { showTime } from '../../domain/dates';
import type { FleetDay } from '../../domain/fleet/api';
import { SatMap } from '../../maps/SatMap';
import { STATE_COLOURS, type ShownUnit } from './fleetText';
import { useCompanyTimeZone } from '../../state/companyTimeZone';

const DEFAULT_ZOOM = 13;
const FIT_PADDING: [number, number] = [40, 40];
/** Poland's middle, when nothing has a position yet. */
const POLAND: [number, number] = [52.07, 19.48];
const TRACK_COLOUR = '#000000';
const STOP_COLOUR = '#c62828';

type LatLng = [number, number];

/** Fits the map to `points` whenever `fitKey` changes (not when the units merely move). */
const FitTo = ({ points, fitKey }: { points: LatLng[]; fitKey: string }) => {
  const map = useMap();
  useEffect(() => {
    if (points.length) map.fitBounds(latLngBounds(points), { padding: FIT_PADDING, maxZoom: DEFAULT_ZOOM + 2 });
    // Refit only for another site, unit or day.
  }, [map, fitKey, points.length > 0]);
  return null;
};

/**
 * The units' circles, kept by Leaflet itself rather than as one React component each: a round of
 * 500 new positions moves the circles (setLatLng) and recolours those whose state changed, and the
 * canvas is drawn again once (docs/performance.md "Live maps").
 */
const UnitLayer = ({ units, selected, onSelect }: { units: ShownUnit[]; selected: string | null; onSelect: (key: string) => void }) => {
  const map = useMap();
  const translate = useTranslate();
  const layer = useMemo(() => layerGroup(), []);
  const markers = useRef(new Map<string, { marker: LeafletCircleMarker; colour: string; radius: number; label: string }>());
  const select = useRef(onSelect);
  select.current = onSelect;
  useEffect(() => {
    layer.addTo(map);
    return () => void layer.remove();
  }, [map, layer]);
  useEffect(() => {
    const shown = new Set<string>();
    for (const unit of units) {
      if (!unit.run) continue;
      const { key } = unit;
      shown.add(key);
      const { latitude, longitude } = unit.run.last;
      const colour = STATE_COLOURS[unit.state];
      const radius = key === selected ? 10 : 7;
      const label = `${unit.name} — ${translate(`sat.fleet.states.${unit.state}`)}`;
      const known = markers.current.get(key);
      if (!known) {
        const marker = circleMarker([latitude, longitude], { radius, color: '#ffffff', weight: 2, fillColor: colour, fillOpacity: 1 })
          .bindTooltip(label)
          .on('click', () => select.current(key))
          .addTo(layer);
        markers.current.set(key, { marker, colour, radius, label });
        continue;
      }
      const at = known.marker.getLatLng();
      if (at.lat !== latitude || at.lng !== longitude) known.marker.setLatLng([latitude, longitude]);
      if (known.colour !== colour) known.marker.setStyle({ fillColor: (known.colour = colour) });
      if (known.radius !== radius) known.marker.setRadius((known.radius = radius));
      if (known.label !== label) known.marker.setTooltipContent((known.label = label));
    }
    for (const [key, known] of markers.current) {
      if (shown.has(key)) continue;
      known.marker.remove();
      markers.current.delete(key);
    }
  }, [units, selected, translate, layer]);
  return null;
};

interface FleetMapProps {
  units: ShownUnit[];
  selected: string | null;
  day: FleetDay | undefined;
  onSelect: (key: string) => void;
  fitKey: string;
}

const FleetMap = ({ units, selected, day, onSelect, fitKey }: FleetMapProps) => {
  const timeZone = useCompanyTimeZone();
  const translate = useTranslate();
  const placed = units.filter((unit) => unit.run);
  const track = useMemo(() => day?.track.map((point): LatLng => [point.latitude, point.longitude]) ?? [], [day]);
  const positions = placed.map((unit): LatLng => [unit.run!.last.latitude, unit.run!.last.longitude]);
  return (
    <SatMap center={POLAND} zoom={6} preferCanvas>
      <FitTo points={track.length ? track : positions} fitKey={track.length ? `${fitKey}:${selected}:${day?.date}` : fitKey} />
      {track.length > 0 && <Polyline positions={track} pathOptions={{ color: TRACK_COLOUR, weight: 3, opacity: 0.8 }} />}
      {day?.stops.map((stop) => (
        <CircleMarker
          key={stop.from}
          center={[stop.latitude, stop.longitude]}
          radius={5}
          pathOptions={{ color: STOP_COLOUR, fillColor: '#ffffff', fillOpacity: 1, weight: 3 }}
        >
          <Tooltip>
            {translate('sat.fleet.day.stop', {
              from: showTime(stop.from, timeZone),
              to: showTime(stop.to, timeZone),
              minutes: Math.round((Date.parse(stop.to) - Date.parse(stop.from)) / 60_000),
            })}
          </Tooltip>
        </CircleMarker>
      ))}
      <UnitLayer units={placed} selected={selected} onSelect={onSelect} />
    </SatMap>
  );
};

export default FleetMap;
