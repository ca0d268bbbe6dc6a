/**
 * The map marker (spec §9): 31×40, anchored at 15,40, with its shadow. The images are Leaflet's
 * own, bundled and served by the app (never a public CDN). Imports Leaflet: lazy map modules only.
 */
import { icon } from 'leaflet';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';

export const MARKER_SIZE: [number, number] = [31, 40];
export const MARKER_ANCHOR: [number, number] = [15, 40];

export const markerIcon = icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  iconSize: MARKER_SIZE,
  iconAnchor: MARKER_ANCHOR,
  popupAnchor: [0, -MARKER_ANCHOR[1]],
  tooltipAnchor: [0, -MARKER_ANCHOR[1]],
  shadowUrl: markerShadowUrl,
  // The shadow image's own size and foot point, as Leaflet's default marker places it.
  shadowSize: [41, 41],
  shadowAnchor: [12, 41],
});
