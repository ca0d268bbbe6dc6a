/**
 * What the ride map draws (spec §2 /map/vehicleHistory), made for tracks of tens of thousands of
 * points: the track as one Leaflet polyline (TrackLine) and every point as a small dot (TrackDots),
 * both drawn by Leaflet on one canvas (TrackCanvas).
 *
 * The points are projected once, to zoom-0 pixels (ProjectedTrack); a zoom then only scales them
 * (once per zoom level) and a move only shifts them. Runs of consecutive points have bounding boxes,
 * so that a redraw, or a click, skips the runs out of the area at once. The dots are one Leaflet
 * layer, not a layer per point: a redraw draws those in the area and skips a dot whose pixel already
 * has one; a click finds the nearest dot and opens its popup.
 *
 * Imports Leaflet: lazy map modules only (see src/maps/lazyMap).
 */
import {
  Bounds,
  Canvas,
  LatLng,
  LatLngBounds,
  LineUtil,
  Path,
  Point,
  Polyline,
  popup,
  setOptions,
  type LeafletMouseEvent,
  type Map as LeafletMap,
  type PathOptions,
  type PolylineOptions,
  type Popup,
} from 'leaflet';
import type { GeoPoint } from '../../domain/geo';

/** Points in a run with one bounding box. */
const RUN = 64;

/** A rectangle in pixels. */
interface Area {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Zoom scales whose ScaledTrack is kept: the one in use and the ones a zoom in or out goes to next. */
const KEPT_SCALES = 3;

/** Runs `work` when the browser is idle (soon, where it cannot tell). */
const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(work) : setTimeout(work, 50);

/** The points of a track as LatLngs, and in zoom-0 pixels of a map's CRS. */
export class ProjectedTrack {
  readonly latLngs: LatLng[];
  readonly x: Float64Array;
  readonly y: Float64Array;
  /** ScaledTracks by scale, the one asked for last at the end. */
  private readonly scaled = new Map<number, ScaledTrack>();
  /** The scale asked for last: the map's. */
  private current = NaN;

  constructor(map: LeafletMap, points: readonly GeoPoint[]) {
    const crs = map.options.crs!;
    const count = points.length;
    this.latLngs = new Array<LatLng>(count);
    this.x = new Float64Array(count);
    this.y = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      const latLng = (this.latLngs[i] = new LatLng(points[i].latitude, points[i].longitude));
      // Leaflet's CRSs are linear in the zoom scale: at zoom z a point is this one × map.getZoomScale(z, 0).
      const { x, y } = crs.latLngToPoint(latLng, 0);
      this.x[i] = x;
      this.y[i] = y;
    }
  }

  get length() {
    return this.x.length;
  }

  /**
   * The track at a zoom scale (map.getZoomScale(zoom, 0)). When the scale changes, the tracks a
   * zoom in or out by one level needs are made when the browser is idle, so that a zoom finds
   * them ready.
   */
  at(scale: number): ScaledTrack {
    const track = this.scaled.get(scale) ?? new ScaledTrack(this, scale);
    this.keep(track);
    if (scale !== this.current) {
      this.current = scale;
      whenIdle(() => this.prepareAround(scale));
    }
    return track;
  }

  /** Makes the tracks one zoom level in and out of `scale` while it is the one in use. */
  private prepareAround(scale: number) {
    const current = this.scaled.get(scale);
    if (!current || scale !== this.current) return;
    for (const next of [scale * 2, scale / 2]) if (!this.scaled.has(next)) this.keep(new ScaledTrack(this, next));
    // The one in use stays the last one asked for.
    this.keep(current);
  }

  /** Keeps a track as the last one asked for, forgetting the one asked for longest ago beyond KEPT_SCALES. */
  private keep(track: ScaledTrack) {
    this.scaled.delete(track.scale);
    this.scaled.set(track.scale, track);
    if (this.scaled.size > KEPT_SCALES) this.scaled.delete(this.scaled.keys().next().value!);
  }
}

/**
 * A ProjectedTrack in the pixels of one zoom, before the shift by the map's pixel origin, rounded
 * as map.latLngToLayerPoint rounds them. Consecutive points on one pixel are one step there (the
 * latest of them stands for them): at a zoom that shows a whole long ride, most points are.
 */
export class ScaledTrack {
  /** The steps: the index of the point each one stands for, and its pixel. */
  readonly index: Int32Array;
  readonly x: Float64Array;
  readonly y: Float64Array;
  /** The pixel bounds of all the points. */
  readonly box: Area = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  /**
   * Bounding boxes of runs of steps: run r holds the steps r × RUN … (r + 1) × RUN, the next run's
   * first step included, so that it holds its segments whole.
   */
  private readonly runs: { minX: Float64Array; minY: Float64Array; maxX: Float64Array; maxY: Float64Array };

  constructor(
    track: ProjectedTrack,
    readonly scale: number,
  ) {
    const count = track.length;
    const index = new Int32Array(count);
    const x = new Float64Array(count);
    const y = new Float64Array(count);
    let steps = 0;
    for (let i = 0; i < count; i++) {
      const px = Math.round(track.x[i] * scale);
      const py = Math.round(track.y[i] * scale);
      if (steps > 0 && x[steps - 1] === px && y[steps - 1] === py) index[steps - 1] = i;
      else {
        index[steps] = i;
        x[steps] = px;
        y[steps] = py;
        steps++;
      }
    }
    this.index = index.subarray(0, steps);
    this.x = x.subarray(0, steps);
    this.y = y.subarray(0, steps);
    const runs = Math.max(1, Math.ceil((steps - 1) / RUN));
    this.runs = {
      minX: new Float64Array(runs),
      minY: new Float64Array(runs),
      maxX: new Float64Array(runs),
      maxY: new Float64Array(runs),
    };
    const { minX, minY, maxX, maxY } = this.runs;
    const box = this.box;
    for (let run = 0; run < runs; run++) {
      let left = Infinity;
      let top = Infinity;
      let right = -Infinity;
      let bottom = -Infinity;
      const last = Math.min(steps - 1, (run + 1) * RUN);
      for (let k = run * RUN; k <= last; k++) {
        if (x[k] < left) left = x[k];
        if (x[k] > right) right = x[k];
        if (y[k] < top) top = y[k];
        if (y[k] > bottom) bottom = y[k];
      }
      minX[run] = left;
      minY[run] = top;
      maxX[run] = right;
      maxY[run] = bottom;
      box.minX = Math.min(box.minX, left);
      box.minY = Math.min(box.minY, top);
      box.maxX = Math.max(box.maxX, right);
      box.maxY = Math.max(box.maxY, bottom);
    }
  }

  get steps() {
    return this.x.length;
  }

  /** The layer-pixel bounds of all the points, for a pixel origin. */
  boundsFrom(origin: Point): Bounds {
    const { minX, minY, maxX, maxY } = this.box;
    return new Bounds([minX - origin.x, minY - origin.y], [maxX - origin.x, maxY - origin.y]);
  }

  /**
   * Calls `visit(first, last)` for the runs of steps (both included) whose bounding box comes within
   * `margin` pixels of an area (in these pixels); in order, adjacent runs together.
   */
  eachRunNear(area: Area, margin: number, visit: (first: number, last: number) => void): void {
    const { minX, minY, maxX, maxY } = this.runs;
    const left = area.minX - margin;
    const top = area.minY - margin;
    const right = area.maxX + margin;
    const bottom = area.maxY + margin;
    let first = -1;
    let last = -1;
    for (let run = 0; run < minX.length; run++) {
      if (maxX[run] < left || minX[run] > right || maxY[run] < top || minY[run] > bottom) continue;
      const start = run * RUN;
      if (first >= 0 && start !== last) {
        visit(first, last);
        first = -1;
      }
      if (first < 0) first = start;
      last = Math.min(this.steps - 1, (run + 1) * RUN);
    }
    if (first >= 0) visit(first, last);
  }
}

/** Where a layer draws: its track at the map's zoom, and the map's pixel origin. */
interface View {
  track: ScaledTrack;
  origin: Point;
}

function viewOf(map: LeafletMap, track: ProjectedTrack): View {
  return { track: track.at(map.getZoomScale(map.getZoom(), 0)), origin: map.getPixelOrigin() };
}

/** Layer-pixel bounds as an area in the pixels of a ScaledTrack (before the shift by the pixel origin). */
const unshifted = (bounds: Bounds, origin: Point): Area => ({
  minX: bounds.min!.x + origin.x,
  minY: bounds.min!.y + origin.y,
  maxX: bounds.max!.x + origin.x,
  maxY: bounds.max!.y + origin.y,
});

/** Leaflet's Canvas internals that TrackCanvas draws with (as Leaflet's own circle markers are drawn). */
interface CanvasInternals {
  _ctx: CanvasRenderingContext2D;
  _drawing: boolean;
  /** The area drawn: the view and some padding, in layer pixels, whole pixels. */
  _bounds: Bounds;
}

/** Leaflet's Polyline internals that TrackLine takes over (its projection and clipping). */
interface PolylineInternals {
  _map: LeafletMap;
  _latlngs: LatLng[];
  _bounds: LatLngBounds;
  _renderer: { _bounds: Bounds };
  _rings: Point[][];
  _parts: Point[][];
  _rawPxBounds?: Bounds;
  _pxBounds?: Bounds;
  _updateBounds(): void;
}

/**
 * A ProjectedTrack as one Leaflet polyline, drawn by Leaflet. Polyline projects every point on each
 * zoom, clips every segment on each move and then simplifies the parts (a radial step, then
 * Douglas–Peucker). TrackLine projects once per zoom (ScaledTrack), clips only the runs of steps
 * near the area drawn (with Leaflet's LineUtil.clipSegment where a segment crosses its edge), and
 * does the radial step on the way: a point closer than smoothFactor to the last one kept never
 * becomes a Point. Douglas–Peucker is left out: after the radial step a part has at most about one
 * point per pixel of its length, which the canvas draws faster than Douglas–Peucker thins them.
 * Its points are fixed (no setLatLngs).
 */
export class TrackLine extends Polyline {
  view?: View;

  constructor(
    readonly track: ProjectedTrack,
    options: PolylineOptions,
  ) {
    super(track.latLngs, options);
  }

  /** Polyline._setLatLngs (from its constructor) for the track's LatLngs, as they are; bounds from their extremes. */
  _setLatLngs(latLngs: LatLng[]) {
    const self = this as unknown as PolylineInternals;
    let south = Infinity;
    let west = Infinity;
    let north = -Infinity;
    let east = -Infinity;
    for (const { lat, lng } of latLngs) {
      if (lat < south) south = lat;
      if (lat > north) north = lat;
      if (lng < west) west = lng;
      if (lng > east) east = lng;
    }
    self._latlngs = latLngs;
    self._bounds = latLngs.length ? new LatLngBounds([south, west], [north, east]) : new LatLngBounds([]);
  }

  _project() {
    const self = this as unknown as PolylineInternals;
    this.view = viewOf(self._map, this.track);
    self._rings = [];
    self._rawPxBounds = this.view.track.boundsFrom(this.view.origin);
    self._updateBounds();
  }

  /** Polyline._clipPoints, with the radial step of LineUtil.simplify. */
  _clipPoints() {
    const self = this as unknown as PolylineInternals;
    const bounds = self._renderer._bounds;
    const parts: Point[][] = (self._parts = []);
    if (!this.view || !self._pxBounds || !self._pxBounds.intersects(bounds)) return;
    const { track, origin } = this.view;
    const { x, y } = track;
    // Clipping in the track's pixels; the Points made are shifted to layer pixels.
    const area = unshifted(bounds, origin);
    const { minX, minY, maxX, maxY } = area;
    const clipBounds = new Bounds([minX, minY], [maxX, maxY]);
    const tolerance = this.options.smoothFactor ?? 1;
    const squaredTolerance = tolerance > 0 ? tolerance * tolerance : -1;
    const lastSegment = track.steps - 2;
    let part: Point[] | null = null;
    let keptX = 0;
    let keptY = 0;
    track.eachRunNear(area, 0, (first, last) => {
      // Runs apart have no visible segment between them: no part goes on over the gap.
      part = null;
      let ax = x[first];
      let ay = y[first];
      let codeA = (ax < minX ? 1 : ax > maxX ? 2 : 0) | (ay < minY ? 4 : ay > maxY ? 8 : 0);
      for (let j = first; j < last; j++) {
        const bx = x[j + 1];
        const by = y[j + 1];
        const codeB = (bx < minX ? 1 : bx > maxX ? 2 : 0) | (by < minY ? 4 : by > maxY ? 8 : 0);
        // As Polyline's parts: each visible segment adds its start; the last one, or one leaving
        // the area, adds its end and ends the part.
        let startX = ax;
        let startY = ay;
        let end: Point | null = null;
        let visible = !(codeA | codeB);
        if (visible) {
          if (j === lastSegment) end = new Point(bx, by);
        } else if (!(codeA & codeB)) {
          const b = new Point(bx, by);
          const segment = LineUtil.clipSegment(new Point(ax, ay), b, clipBounds, false, true);
          if (segment) {
            visible = true;
            startX = segment[0].x;
            startY = segment[0].y;
            if (segment[1] !== b || j === lastSegment) end = segment[1];
          }
        }
        if (visible) {
          if (!part) {
            parts.push((part = [new Point(startX - origin.x, startY - origin.y)]));
            keptX = startX;
            keptY = startY;
          } else if ((startX - keptX) ** 2 + (startY - keptY) ** 2 > squaredTolerance) {
            part.push(new Point(startX - origin.x, startY - origin.y));
            keptX = startX;
            keptY = startY;
          }
          if (end) {
            // A part's last point is always kept, as LineUtil.simplify keeps it.
            part.push(end.subtract(origin));
            part = null;
          }
        }
        ax = bx;
        ay = by;
        codeA = codeB;
      }
    });
  }

  /** Done in _clipPoints. */
  _simplifyPoints() {}
}

export interface TrackDotsOptions extends PathOptions {
  /** Dot radius in pixels. */
  radius: number;
  /** The popup text of the point at an index. */
  popupText: (index: number) => string;
}

/** Every point of a ProjectedTrack as a dot; drawn by a TrackCanvas (options.renderer). */
export class TrackDots extends Path {
  declare options: TrackDotsOptions;
  declare _renderer: TrackCanvas;
  _pxBounds?: Bounds;
  view?: View;
  private readonly dotPopup: Popup;

  constructor(
    readonly track: ProjectedTrack,
    options: TrackDotsOptions,
  ) {
    super();
    setOptions(this, options);
    this.dotPopup = popup();
    this.on('click', this.openDotPopup, this);
  }

  /** The radius a dot is drawn with. */
  get radius() {
    return Math.max(Math.round(this.options.radius), 1);
  }

  /** The index of the point whose dot is nearest to a layer point, within its radius; of dots as near, the latest (drawn on top). -1 when none. */
  dotAt(point: Point): number {
    if (!this.view) return -1;
    const { track, origin } = this.view;
    const { x, y } = track;
    const targetX = point.x + origin.x;
    const targetY = point.y + origin.y;
    const reach = this.radius;
    let nearest = -1;
    let nearestDistance = reach * reach;
    track.eachRunNear({ minX: targetX, minY: targetY, maxX: targetX, maxY: targetY }, reach, (first, last) => {
      for (let k = first; k <= last; k++) {
        const distance = (x[k] - targetX) ** 2 + (y[k] - targetY) ** 2;
        if (distance <= nearestDistance) {
          nearest = k;
          nearestDistance = distance;
        }
      }
    });
    return nearest < 0 ? -1 : track.index[nearest];
  }

  private openDotPopup(event: LeafletMouseEvent) {
    const index = this.dotAt(event.layerPoint);
    if (index < 0) return;
    this.dotPopup.setLatLng(this.track.latLngs[index]).setContent(this.options.popupText(index)).openOn(this._map);
  }

  onRemove(map: LeafletMap) {
    this.dotPopup.remove();
    return super.onRemove(map);
  }

  // Leaflet's Path protocol with its renderer, as CircleMarker implements it.

  _project() {
    const reach = this.radius;
    this.view = viewOf(this._map, this.track);
    const { min, max } = this.view.track.boundsFrom(this.view.origin);
    this._pxBounds = new Bounds(min!.subtract([reach, reach]), max!.add([reach, reach]));
  }

  _update() {
    if (this._map) this._updatePath();
  }

  _updatePath() {
    this._renderer._updateDots(this);
  }

  _containsPoint(point: Point) {
    return this.dotAt(point) >= 0;
  }
}

/** Leaflet's canvas renderer, able to draw TrackDots too. */
export class TrackCanvas extends Canvas {
  /** One byte per pixel of the area drawn: 1 where a dot is centred. */
  private taken = new Uint8Array(0);

  _updateDots(layer: TrackDots) {
    const { _drawing: drawing, _ctx: ctx, _bounds: bounds } = this as unknown as CanvasInternals;
    if (!drawing || !layer.view) return;
    const { track, origin } = layer.view;
    const { x, y } = track;
    const area = unshifted(bounds, origin);
    const radius = layer.radius;
    // Dots centred up to a radius beyond the area still show in part.
    const left = area.minX - radius;
    const top = area.minY - radius;
    const width = area.maxX + radius - left + 1;
    const height = area.maxY + radius - top + 1;
    if (this.taken.length < width * height) this.taken = new Uint8Array(width * height);
    else this.taken.fill(0, 0, width * height);
    const taken = this.taken;
    ctx.beginPath();
    track.eachRunNear(area, radius, (first, last) => {
      for (let k = first; k <= last; k++) {
        const column = x[k] - left;
        const row = y[k] - top;
        if (column < 0 || row < 0 || column >= width || row >= height) continue;
        const cell = row * width + column;
        if (taken[cell]) continue;
        taken[cell] = 1;
        const px = x[k] - origin.x;
        const py = y[k] - origin.y;
        ctx.moveTo(px + radius, py);
        ctx.arc(px, py, radius, 0, Math.PI * 2);
      }
    });
    ctx.globalAlpha = layer.options.fillOpacity ?? 1;
    ctx.fillStyle = layer.options.fillColor ?? layer.options.color ?? 'black';
    // Nonzero: where dots overlap they stay filled.
    ctx.fill('nonzero');
  }
}
