// @vitest-environment jsdom
/** The worker's projection against Leaflet's own EPSG:3857 at zoom 0: the same pixels, to the last bit. */
import { describe, expect, it } from 'vitest';
import { CRS, latLng } from 'leaflet';
import { webMercatorX, webMercatorY } from './webMercator';

describe('webMercatorX and webMercatorY', () => {
  it("give Leaflet's EPSG3857.latLngToPoint(…, 0) exactly, beyond the clamped latitudes too", () => {
    const points: Array<[number, number]> = [
      [0, 0],
      [52.2296756, 21.0122287],
      [51.8774851, 15.5081623],
      [-33.8688197, 151.2092955],
      [89.9, -179.99],
      [-89.9, 179.99],
    ];
    for (let i = 0; i < 500; i++) points.push([49 + ((i * 7.3) % 6), 14 + ((i * 3.1) % 10)]);
    for (const [latitude, longitude] of points) {
      const { x, y } = CRS.EPSG3857.latLngToPoint(latLng(latitude, longitude), 0);
      expect([webMercatorX(longitude), webMercatorY(latitude)]).toEqual([x, y]);
    }
  });
});
