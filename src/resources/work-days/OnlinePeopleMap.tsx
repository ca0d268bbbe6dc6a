/**
 * The people online now as markers with a permanent name label, the map fitted to show them all
 * (default zoom 13, spec §9). Loaded lazily (see src/maps/lazyMap).
 */
import { useEffect, useMemo } from 'react';
import { latLngBounds, type LatLngBounds } from 'leaflet';
import { Marker, Tooltip, useMap } from 'react-leaflet';
import { markerIcon } from '../../maps/markerIcon';
import { SatMap } from '../../maps/SatMap';
import type { OnlinePerson } from '../../providers/types';

const DEFAULT_ZOOM = 13;
const FIT_PADDING: [number, number] = [48, 48];

/** Fits the map to the people whenever who is shown changes (not when they merely move). */
const FitToPeople = ({ bounds, who }: { bounds: LatLngBounds; who: string }) => {
  const map = useMap();
  useEffect(() => {
    map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: DEFAULT_ZOOM });
    // Refit only for another set of people: `bounds` changes on every refresh.
  }, [map, who]);
  return null;
};

/** `people`: at least one. */
const OnlinePeopleMap = ({ people }: { people: readonly OnlinePerson[] }) => {
  const bounds = useMemo(() => latLngBounds(people.map((person) => [person.latitude, person.longitude] as [number, number])), [people]);
  const who = people.map((person) => person.id).join(',');
  return (
    <SatMap center={bounds.getCenter()} zoom={DEFAULT_ZOOM}>
      <FitToPeople bounds={bounds} who={who} />
      {people.map((person) => (
        <Marker key={person.id} position={[person.latitude, person.longitude]} icon={markerIcon}>
          <Tooltip permanent direction="top">
            {person.first_name} {person.last_name}
          </Tooltip>
        </Marker>
      ))}
    </SatMap>
  );
};

export default OnlinePeopleMap;
