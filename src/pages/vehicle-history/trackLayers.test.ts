// @vitest-environment jsdom
/**
 * The ride map's layers against Leaflet's own: TrackLine's parts are Polyline's after the radial
 * step of its simplification, and TrackDots draws a dot on every pixel with a point in the area
 * drawn (and only there), finding the clicked one. jsdom has no layout and no canvas: the map gets
 * a fixed size, and the canvas a context that records what is drawn.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Bounds, Canvas, Map as LeafletMap, Path, Point, Polyline, SVG, polyline, type PointExpression } from 'leaflet';
import type { GeoPoint } from '../../domain/geo';
import { ProjectedTrack } from '../../maps/trackGeometry';
import { webMercatorX, webMercatorY } from '../../maps/webMercator';
import { TrackCanvas, TrackDots, TrackLine } from './trackLayers';

const WIDTH = 400;
const HEIGHT = 300;

/** What a canvas context was asked to draw: the centres of the arcs. */
let arcs: Array<[number, number]> = [];

function fakeContext(): CanvasRenderingContext2D {
  const ignore = () => undefined;
  return new Proxy({} as CanvasRenderingContext2D, {
    get: (_target, name) => (name === 'arc' ? (x: number, y: number) => void arcs.push([x, y]) : typeof name === 'string' ? ignore : undefined),
    set: () => true,
  });
}

let map: LeafletMap;
let container: HTMLDivElement;

beforeEach(() => {
  arcs = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => fakeContext() as never);
  container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: WIDTH });
  Object.defineProperty(container, 'clientHeight', { value: HEIGHT });
  document.body.append(container);
  map = new LeafletMap(container, { zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false });
});

afterEach(() => {
  map.remove();
  container.remove();
  vi.restoreAllMocks();
});

/** A wiggly ride of `count` points, a few metres apart, that doubles back over itself. */
function ride(count: number): GeoPoint[] {
  return Array.from({ length: count }, (_, i) => {
    const t = i / count;
    return {
      latitude: 52 + 0.02 * Math.sin(6 * Math.PI * t) + 0.00003 * Math.sin(i),
      longitude: 19 + 0.05 * t - 0.04 * t * t + 0.00003 * Math.cos(i * 1.7),
    };
  });
}

/**
 * Leaflet's LineUtil._reducePoints (the radial step of LineUtil.simplify), then without a repeated
 * point: consecutive points on one pixel are one point of TrackLine, so that where Leaflet ends a
 * part with a point on the pixel of the last one kept, TrackLine has it once (the same drawing).
 */
function reduce(points: Point[], tolerance: number): Point[] {
  if (points.length <= 2) return points;
  const kept = [points[0]];
  let previous = 0;
  for (let i = 1; i < points.length; i++) {
    if (points[i].distanceTo(points[previous]) ** 2 > tolerance ** 2) {
      kept.push(points[i]);
      previous = i;
    }
  }
  if (previous < points.length - 1) kept.push(points[points.length - 1]);
  return kept.filter((point, i) => i === 0 || !point.equals(kept[i - 1]));
}

/** A ride's points projected as the ride map gets them (rideTrack), in the map's CRS (Leaflet's default). */
function projected(points: GeoPoint[]) {
  const latitude = Float64Array.from(points, (point) => point.latitude);
  const longitude = Float64Array.from(points, (point) => point.longitude);
  return new ProjectedTrack({ latitude, longitude, x: longitude.map(webMercatorX), y: latitude.map(webMercatorY) });
}

const plain = (parts: Point[][]) => parts.map((part) => part.map(({ x, y }) => [x, y]));
const internals = (layer: object) => layer as unknown as { _parts: Point[][]; _pxBounds: { min: Point; max: Point } };

describe('TrackLine', () => {
  const views: Array<[string, [number, number], number]> = [
    ['the whole ride', [52, 19.005], 12],
    ['a close-up the ride leaves and enters again', [52.01, 19.02], 16],
    ['a view the ride only crosses', [52.0, 19.03], 15],
    ['a view without the ride', [52.3, 19.5], 15],
  ];

  it.each(views)("clips as Polyline does, leaving out what its simplification's first step drops: %s", (_name, centre, zoom) => {
    const points = ride(3000);
    map.setView(centre, zoom);
    const renderer = new SVG();
    const track = projected(points);
    const line = new TrackLine(track, { renderer }).addTo(map);
    const leaflets = polyline(
      points.map(({ latitude, longitude }) => [latitude, longitude]),
      { renderer, smoothFactor: 0 },
    ).addTo(map);
    const expected = internals(leaflets)._parts.map((part) => reduce(part, 1));
    expect(plain(internals(line)._parts)).toEqual(plain(expected));
    expect(internals(line)._pxBounds).toEqual(internals(leaflets)._pxBounds);
    expect(line.getBounds()).toEqual(leaflets.getBounds());
    expect(line.getLatLngs()).toHaveLength(points.length);
  });

  it('follows the map when it moves and zooms', () => {
    const points = ride(2000);
    map.setView([52, 19.005], 12);
    const renderer = new SVG();
    const line = new TrackLine(projected(points), { renderer }).addTo(map);
    const leaflets = polyline(
      points.map(({ latitude, longitude }) => [latitude, longitude]),
      { renderer, smoothFactor: 0 },
    ).addTo(map);
    for (const [centre, zoom] of [
      [[52.01, 19.02], 15],
      [[52.012, 19.021], 17],
      [[52, 19.005], 11],
    ] as Array<[[number, number], number]>) {
      map.setView(centre, zoom);
      expect(plain(internals(line)._parts)).toEqual(plain(internals(leaflets)._parts.map((part) => reduce(part, 1))));
    }
  });
});

describe('TrackDots', () => {
  async function dotsOn(points: GeoPoint[], centre: [number, number], zoom: number) {
    map.setView(centre, zoom);
    const track = projected(points);
    const renderer = new TrackCanvas();
    const dots = new TrackDots(track, { radius: 3, renderer, popupText: (index) => `point ${index}` }).addTo(map);
    arcs = [];
    // Leaflet's canvas draws in the next animation frame.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return { dots, area: (renderer as unknown as { _bounds: { min: Point; max: Point } })._bounds };
  }

  const layerPoint = (point: GeoPoint) => map.latLngToLayerPoint([point.latitude, point.longitude]);
  const key = (point: PointExpression) => String(point);

  it('draws one dot on each pixel that has a point, in the area drawn only', async () => {
    const points = ride(5000);
    // The canvas covers the view and some around it; a dot is drawn when any of it is on the canvas.
    const { area } = await dotsOn(points, [52.01, 19.02], 15);
    const inArea = new Set(
      points
        .map(layerPoint)
        .filter(({ x, y }) => x >= area.min.x - 3 && x <= area.max.x + 3 && y >= area.min.y - 3 && y <= area.max.y + 3)
        .map((point) => key([point.x, point.y])),
    );
    expect(inArea.size).toBeGreaterThan(100);
    expect(inArea.size).toBeLessThan(points.length);
    expect(arcs.map(key).sort()).toEqual([...inArea].sort());
  });

  it('finds the point of the dot clicked, the latest of those as near, and opens its popup there', async () => {
    const points = ride(5000);
    const { dots } = await dotsOn(points, [52.01, 19.02], 15);
    const target = 1234;
    const at = layerPoint(points[target]);
    const expected = points
      .map((point, index) => ({ index, distance: layerPoint(point).distanceTo(at) }))
      .filter(({ distance }) => distance === 0)
      .at(-1)!.index;
    expect(dots.dotAt(at)).toBe(expected);
    expect(dots.dotAt(at.add([2, 2]))).toBeGreaterThanOrEqual(0);
    expect(dots.dotAt(map.latLngToLayerPoint([52.3, 19.5]))).toBe(-1);

    dots.fire('click', { layerPoint: at, latlng: map.layerPointToLatLng(at) });
    const popup = container.querySelector('.leaflet-popup-content');
    expect(popup?.textContent).toBe(`point ${expected}`);
  });
});

/**
 * The upgrade test of the layers: they take over private methods of Leaflet's Polyline, Path and
 * Canvas (trackLayers.ts). When a Leaflet upgrade renames one, stops calling it where it did, or
 * changes what it reads or leaves behind, these fail — rather than the ride map silently drawing
 * nothing, or everything.
 */
describe('the Leaflet internals the track layers take over', () => {
  type Internals = Record<string, unknown>;
  const methods = (prototype: object, names: string[]) => names.filter((name) => typeof (prototype as Internals)[name] !== 'function');

  it('are still there: the methods TrackLine, TrackDots and TrackCanvas replace or call', () => {
    expect(
      methods(Polyline.prototype, ['_setLatLngs', '_project', '_update', '_clipPoints', '_simplifyPoints', '_updatePath', '_updateBounds', '_containsPoint']),
    ).toEqual([]);
    expect(methods(Path.prototype, ['_reset', '_clickTolerance'])).toEqual([]);
    expect(methods(Canvas.prototype, ['_updatePoly', '_draw', '_onClick', '_updatePaths'])).toEqual([]);
  });

  it('are called as TrackLine expects: its LatLngs set from the constructor, then projection, clipping and drawing of its parts', () => {
    const calls: string[] = [];
    const prototype = TrackLine.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of ['_setLatLngs', '_project', '_clipPoints', '_simplifyPoints', '_updatePath']) {
      const own = prototype[name];
      vi.spyOn(prototype, name).mockImplementation(function (this: unknown, ...args: unknown[]) {
        calls.push(name);
        return own.apply(this, args);
      });
    }
    const points = ride(500);
    map.setView([52, 19.005], 12);
    const line = new TrackLine(projected(points), { renderer: new SVG() });
    expect(calls).toEqual(['_setLatLngs']);
    calls.length = 0;
    line.addTo(map);
    expect(calls).toEqual(['_project', '_clipPoints', '_simplifyPoints', '_updatePath']);
    calls.length = 0;
    map.setView([52.001, 19.006], 12, { animate: false });
    expect(calls).toEqual(['_clipPoints', '_simplifyPoints', '_updatePath']);
    calls.length = 0;
    map.setZoom(13);
    expect(calls.slice(0, 2)).toEqual(['_project', '_clipPoints']);

    // What _project leaves for Polyline (_rawPxBounds made _pxBounds by _updateBounds, with its click
    // tolerance) and what the SVG renderer draws: the parts _clipPoints made.
    const self = line as unknown as { _rawPxBounds: Bounds; _pxBounds: Bounds; _parts: Point[][]; _path: SVGPathElement };
    const tolerance = (line as unknown as { _clickTolerance(): number })._clickTolerance();
    expect(self._pxBounds.min).toEqual(self._rawPxBounds.min!.subtract([tolerance, tolerance]));
    expect(self._parts.length).toBeGreaterThan(0);
    const drawn = self._path.getAttribute('d') ?? '';
    expect(drawn.match(/M/g)).toHaveLength(self._parts.length);
    expect(drawn.startsWith(`M${self._parts[0][0].x} ${self._parts[0][0].y}L`)).toBe(true);
  });

  it('draw the dots inside the canvas’s own draw, with its context and the area it draws', async () => {
    const seen: Array<{ drawing: unknown; context: unknown; bounds: unknown }> = [];
    const own = TrackCanvas.prototype._updateDots;
    vi.spyOn(TrackCanvas.prototype, '_updateDots').mockImplementation(function (this: TrackCanvas, layer) {
      const self = this as unknown as { _drawing: unknown; _ctx: unknown; _bounds: unknown };
      seen.push({ drawing: self._drawing, context: self._ctx, bounds: self._bounds });
      own.call(this, layer);
    });
    map.setView([52.01, 19.02], 15);
    const renderer = new TrackCanvas();
    new TrackDots(projected(ride(2000)), { radius: 3, renderer, popupText: String }).addTo(map);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    // Leaflet also asks a layer to draw outside its draw (as it does its circle markers): it is skipped then.
    const whileDrawing = seen.filter(({ drawing }) => drawing === true);
    expect(whileDrawing.length).toBeGreaterThan(0);
    for (const { context, bounds } of whileDrawing) {
      expect(context).toBe((renderer as unknown as { _ctx: unknown })._ctx);
      expect(bounds).toBeInstanceOf(Bounds);
    }
    expect(arcs.length).toBeGreaterThan(0);
  });

  it('bring a click on the canvas to the dot under it (Canvas._onClick asks _containsPoint)', async () => {
    const points = ride(2000);
    map.setView([52.01, 19.02], 15);
    const renderer = new TrackCanvas();
    const dots = new TrackDots(projected(points), { radius: 3, renderer, popupText: (index) => `point ${index}` }).addTo(map);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const at = map.latLngToContainerPoint([points[700].latitude, points[700].longitude]);
    const canvas = (renderer as unknown as { _container: HTMLCanvasElement })._container;
    canvas.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: at.x, clientY: at.y }));
    const expected = dots.dotAt(map.containerPointToLayerPoint(at));
    expect(expected).toBeGreaterThanOrEqual(0);
    expect(container.querySelector('.leaflet-popup-content')?.textContent).toBe(`point ${expected}`);
  });
});
