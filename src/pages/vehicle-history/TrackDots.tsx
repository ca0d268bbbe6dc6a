/**
 * Every point of a track as a small black dot whose popup shows its local date-time. Drawn straight
 * into Leaflet as one group sharing one popup, so thousands of points cost no React per point.
 */
import { useEffect } from 'react';
import { circleMarker, featureGroup, type Layer } from 'leaflet';
import { useMap } from 'react-leaflet';
import type { TimedGeoPoint } from '../../domain/geo';
import { formatDateTime } from '../../generic/formatValue';

const DOT = { radius: 3, stroke: false, fillColor: 'black', fillOpacity: 1 };

export const TrackDots = ({ points }: { points: readonly TimedGeoPoint[] }) => {
  const map = useMap();
  useEffect(() => {
    const times = new Map<Layer, string>();
    const dots = featureGroup(
      points.map((point) => {
        const dot = circleMarker([point.latitude, point.longitude], DOT);
        times.set(dot, point.datetime);
        return dot;
      }),
    );
    dots.bindPopup((layer) => formatDateTime(times.get(layer) ?? ''));
    dots.addTo(map);
    return () => {
      dots.remove();
    };
  }, [map, points]);
  return null;
};
