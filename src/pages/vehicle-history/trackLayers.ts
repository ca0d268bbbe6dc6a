/**
 * What the ride map draws (spec §2 /map/vehicleHistory), made for tracks of tens of thousands of
 * points: the track as one Leaflet polyline (TrackLine) and every point as a small dot (TrackDots),
 * both drawn by Leaflet on one canvas (TrackCanvas). The geometry — projection, scaling, clipping,
 * the nearest dot — is src/maps/trackGeometry.ts; these layers hand it the map's view and draw
 * what it finds. The dots are one Leaflet layer, not a layer per point: a redraw draws those in the
 * area and skips a dot whose pixel already has one; a click finds the nearest dot and opens its popup.
 *
 * They take over private methods of Leaflet's Polyline, Path and Canvas; trackLayers.test.ts
 * fails when a Leaflet upgrade renames or changes them.
 *
 * Imports Leaflet: lazy map modules only (see src/maps/lazyMap).
 */
import {
  Bounds,
  Canvas,
  LatLng,
  LatLngBounds,
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
import { clippedParts, eachDistinctDot, nearestPoint, ProjectedTrack, type Area, type ScaledTrack } from '../../maps/trackGeometry';

/** The bounds of a track's points, from their extremes. */
function boundsOfPoints({ latitude, longitude }: ProjectedTrack): LatLngBounds {
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (let i = 0; i < latitude.length; i++) {
    if (latitude[i] < south) south = latitude[i];
    if (latitude[i] > north) north = latitude[i];
    if (longitude[i] < west) west = longitude[i];
    if (longitude[i] > east) east = longitude[i];
  }
  return latitude.length ? new LatLngBounds([south, west], [north, east]) : new LatLngBounds([]);
}

/** Where a layer draws: its track at the map's zoom, and the map's pixel origin. */
interface View {
  track: ScaledTrack;
  origin: Point;
}

function viewOf(map: LeafletMap, track: ProjectedTrack): View {
  return { track: track.at(map.getZoomScale(map.getZoom(), 0)), origin: map.getPixelOrigin() };
}

/** The layer-pixel bounds of a view's points. */
function boundsOf({ track: { box }, origin }: View): Bounds {
  return new Bounds([box.minX - origin.x, box.minY - origin.y], [box.maxX - origin.x, box.maxY - origin.y]);
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
 * near the area drawn, and does the radial step on the way (clippedParts): a point closer than
 * smoothFactor to the last one kept never becomes a Point. Douglas–Peucker is left out: after the
 * radial step a part has at most about one point per pixel of its length, which the canvas draws
 * faster than Douglas–Peucker thins them. Its points are fixed (no setLatLngs), and made LatLngs
 * only when asked for (getLatLngs): drawing never needs them.
 */
export class TrackLine extends Polyline {
  view?: View;

  constructor(
    readonly track: ProjectedTrack,
    options: PolylineOptions,
  ) {
    super([], options);
    (this as unknown as PolylineInternals)._bounds = boundsOfPoints(track);
  }

  getLatLngs(): LatLng[] {
    const { latitude, longitude } = this.track;
    return Array.from(latitude, (lat, i) => new LatLng(lat, longitude[i]));
  }

  isEmpty() {
    return this.track.length === 0;
  }

  _project() {
    const self = this as unknown as PolylineInternals;
    this.view = viewOf(self._map, this.track);
    self._rings = [];
    self._rawPxBounds = boundsOf(this.view);
    self._updateBounds();
  }

  /** Polyline._clipPoints, with the radial step of LineUtil.simplify. */
  _clipPoints() {
    const self = this as unknown as PolylineInternals;
    const bounds = self._renderer._bounds;
    self._parts = [];
    if (!this.view || !self._pxBounds || !self._pxBounds.intersects(bounds)) return;
    const { track, origin } = this.view;
    // Clipping in the track's pixels; the Points made are shifted to layer pixels.
    self._parts = clippedParts(track, unshifted(bounds, origin), this.options.smoothFactor ?? 1, (x, y) => new Point(x - origin.x, y - origin.y));
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
    return nearestPoint(track, point.x + origin.x, point.y + origin.y, this.radius);
  }

  private openDotPopup(event: LeafletMouseEvent) {
    const index = this.dotAt(event.layerPoint);
    if (index < 0) return;
    this.dotPopup.setLatLng([this.track.latitude[index], this.track.longitude[index]]).setContent(this.options.popupText(index)).openOn(this._map);
  }

  onRemove(map: LeafletMap) {
    this.dotPopup.remove();
    return super.onRemove(map);
  }

  // Leaflet's Path protocol with its renderer, as CircleMarker implements it.

  _project() {
    const reach = this.radius;
    this.view = viewOf(this._map, this.track);
    const { min, max } = boundsOf(this.view);
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
  private taken: Uint8Array = new Uint8Array(0);

  _updateDots(layer: TrackDots) {
    const { _drawing: drawing, _ctx: ctx, _bounds: bounds } = this as unknown as CanvasInternals;
    if (!drawing || !layer.view) return;
    const { track, origin } = layer.view;
    const radius = layer.radius;
    ctx.beginPath();
    this.taken = eachDistinctDot(track, unshifted(bounds, origin), radius, this.taken, (x, y) => {
      const px = x - origin.x;
      const py = y - origin.y;
      ctx.moveTo(px + radius, py);
      ctx.arc(px, py, radius, 0, Math.PI * 2);
    });
    ctx.globalAlpha = layer.options.fillOpacity ?? 1;
    ctx.fillStyle = layer.options.fillColor ?? layer.options.color ?? 'black';
    // Nonzero: where dots overlap they stay filled.
    ctx.fill('nonzero');
  }
}
