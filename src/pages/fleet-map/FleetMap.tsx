/**
 * The fleet map (loaded lazily, see src/maps/lazyMap): each unit with a position as a circle in its
 * state's colour, drawn on one canvas (hundreds of moving markers keep their frame time, see
 * docs/performance.md "Live maps"), and the chosen unit's day: its track and its stops. Fitted to the
 * units when the site changes, to the day's track when one is shown.
 */
import { memo, useEffect, useMemo } from 'react';
import { latLngBounds } from 'leaflet';
import { CircleMarker, Polyline, Tooltip, useMap } from 'react-leaflet';
import { useTranslate } from 'ra-core';
import { showTime } from '../../domain/dates';
import type { FleetDay } from '../../domain/fleet/api';
import { SatMap } from '../../maps/SatMap';
import { STATE_COLOURS, type ShownUnit } from './fleetText';

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

interface UnitMarkerProps {
  unitKey: string;
  latitude: number;
  longitude: number;
  colour: string;
  selected: boolean;
  label: string;
  onSelect: (key: string) => void;
}

/** One unit's circle: drawn again only when it moves or changes colour. */
const UnitMarker = memo(function UnitMarker({ unitKey, latitude, longitude, colour, selected, label, onSelect }: UnitMarkerProps) {
  const pathOptions = useMemo(() => ({ color: '#ffffff', weight: 2, fillColor: colour, fillOpacity: 1 }), [colour]);
  const eventHandlers = useMemo(() => ({ click: () => onSelect(unitKey) }), [onSelect, unitKey]);
  return (
    <CircleMarker center={[latitude, longitude]} radius={selected ? 10 : 7} pathOptions={pathOptions} eventHandlers={eventHandlers}>
      <Tooltip>{label}</Tooltip>
    </CircleMarker>
  );
});

interface FleetMapProps {
  units: ShownUnit[];
  selected: string | null;
  day: FleetDay | undefined;
  onSelect: (key: string) => void;
  fitKey: string;
}

const FleetMap = ({ units, selected, day, onSelect, fitKey }: FleetMapProps) => {
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
              from: showTime(stop.from),
              to: showTime(stop.to),
              minutes: Math.round((Date.parse(stop.to) - Date.parse(stop.from)) / 60_000),
            })}
          </Tooltip>
        </CircleMarker>
      ))}
      {placed.map((unit) => (
        <UnitMarker
          key={unit.key}
          unitKey={unit.key}
          latitude={unit.run!.last.latitude}
          longitude={unit.run!.last.longitude}
          colour={STATE_COLOURS[unit.state]}
          selected={unit.key === selected}
          label={`${unit.name} — ${translate(`sat.fleet.states.${unit.state}`)}`}
          onSelect={onSelect}
        />
      ))}
    </SatMap>
  );
};

export default FleetMap;
