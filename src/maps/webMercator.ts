/**
 * Leaflet's default CRS (EPSG:3857, every SAT map's) without Leaflet, so that a worker can project:
 * `CRS.EPSG3857.latLngToPoint(latLng, 0)` with the same arithmetic in the same order, hence the
 * same pixels to the last bit (webMercator.test.ts compares them).
 */

/** SphericalMercator's earth radius and the latitude it clamps to. */
const R = 6378137;
const MAX_LATITUDE = 85.0511287798;
const DEGREE = Math.PI / 180;
/** EPSG3857's transformation (scale, 0.5, -scale, 0.5) and the zoom-0 scale (256 × 2^0). */
const SCALE = 0.5 / (Math.PI * R);
const ZOOM_0 = 256;

/** A point's zoom-0 pixel x. */
export const webMercatorX = (longitude: number) => ZOOM_0 * (SCALE * (R * longitude * DEGREE) + 0.5);

/** A point's zoom-0 pixel y. */
export function webMercatorY(latitude: number) {
  const sin = Math.sin(Math.max(Math.min(MAX_LATITUDE, latitude), -MAX_LATITUDE) * DEGREE);
  return ZOOM_0 * (-SCALE * ((R * Math.log((1 + sin) / (1 - sin))) / 2) + 0.5);
}
