/**
 * A Leaflet map as every SAT map is: OpenStreetMap-style tiles from the server's configurable URL,
 * scroll-wheel zoom, filling its parent. The tiles stay light in the dark theme too, so that the
 * black ride tracks (spec §2) keep their contrast. Imports Leaflet: lazy map modules only (see lazyMap).
 */
import 'leaflet/dist/leaflet.css';
import { MapContainer, TileLayer, type MapContainerProps } from 'react-leaflet';
import { useTranslate } from 'ra-core';
import { useMapSettings } from './useMapSettings';

export const SatMap = ({ children, style, ...props }: MapContainerProps) => {
  const { data: settings } = useMapSettings();
  const translate = useTranslate();
  return (
    <MapContainer scrollWheelZoom style={{ width: '100%', height: '100%', ...style }} {...props}>
      {settings && <TileLayer url={settings.tileUrl} attribution={translate('sat.map.attribution')} />}
      {children}
    </MapContainer>
  );
};
