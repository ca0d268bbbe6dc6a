/**
 * The geometry of a drawn track, made for tracks of tens of thousands of points, with no map
 * library: the Leaflet layers (src/pages/vehicle-history/trackLayers.ts) sit on top of it.
 *
 * The points come projected, in zoom-0 pixels (ProjectedTrack); a zoom then only scales them
 * (once per zoom level, ScaledTrack) and a move only shifts them. Runs of consecutive points have
 * bounding boxes, so that a redraw (clippedParts, eachDistinctDot), or a click (nearestPoint),
 * skips the runs out of the area at once.
 */
/** Points in a run with one bounding box. */
const RUN = 64;

/** A rectangle in pixels. */
export interface Area {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * A track's points and the same in zoom-0 pixels (a map CRS's projection; linear in the zoom
 * scale, as Leaflet's CRSs are).
 */
export interface TrackPoints {
  latitude: Float64Array;
  longitude: Float64Array;
  x: Float64Array;
  y: Float64Array;
}

/** Zoom scales whose ScaledTrack is kept: the one in use and the ones a zoom in or out goes to next. */
const KEPT_SCALES = 3;

/** Runs `work` when the browser is idle (soon, where it cannot tell). */
const whenIdle = (work: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(work) : setTimeout(work, 50));

/** The points of a track, and the same in zoom-0 pixels. */
export class ProjectedTrack {
  readonly latitude: Float64Array;
  readonly longitude: Float64Array;
  readonly x: Float64Array;
  readonly y: Float64Array;
  /** ScaledTracks by scale, the one asked for last at the end. */
  private readonly scaled = new Map<number, ScaledTrack>();
  /** The scale asked for last: the map's. */
  private current = NaN;

  constructor({ latitude, longitude, x, y }: TrackPoints) {
    this.latitude = latitude;
    this.longitude = longitude;
    this.x = x;
    this.y = y;
  }

  get length() {
    return this.x.length;
  }

  /**
   * The track at a zoom scale (2^zoom for Leaflet's CRSs). When the scale changes, the tracks a
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
 * as a map rounds layer points. Consecutive points on one pixel are one step there (the latest of
 * them stands for them): at a zoom that shows a whole long ride, most points are.
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

/** Where a pixel lies against an area: bits left 1, right 2, above 4, below 8 (Cohen–Sutherland). */
const outCode = (x: number, y: number, area: Area) => (x < area.minX ? 1 : x > area.maxX ? 2 : 0) | (y < area.minY ? 4 : y > area.maxY ? 8 : 0);

/** Where the segment a–b crosses the edge of `area` that `code` names, rounded to a pixel. */
function edgeCrossing(ax: number, ay: number, bx: number, by: number, code: number, area: Area): [number, number] {
  const dx = bx - ax;
  const dy = by - ay;
  let x: number;
  let y: number;
  if (code & 8) [x, y] = [ax + (dx * (area.maxY - ay)) / dy, area.maxY];
  else if (code & 4) [x, y] = [ax + (dx * (area.minY - ay)) / dy, area.minY];
  else if (code & 2) [x, y] = [area.maxX, ay + (dy * (area.maxX - ax)) / dx];
  else [x, y] = [area.minX, ay + (dy * (area.minX - ax)) / dx];
  return [Math.round(x), Math.round(y)];
}

/**
 * The segment a–b clipped to `area` by Cohen–Sutherland, the crossings rounded to pixels, as
 * Leaflet's LineUtil.clipSegment clips a polyline's segments: [ax, ay, bx, by, whether b was moved],
 * or null when no part of it is in the area.
 */
export function clipSegment(ax: number, ay: number, bx: number, by: number, area: Area): [number, number, number, number, boolean] | null {
  let codeA = outCode(ax, ay, area);
  let codeB = outCode(bx, by, area);
  let movedB = false;
  for (;;) {
    if (!(codeA | codeB)) return [ax, ay, bx, by, movedB];
    if (codeA & codeB) return null;
    const codeOut = codeA || codeB;
    const [x, y] = edgeCrossing(ax, ay, bx, by, codeOut, area);
    if (codeOut === codeA) {
      [ax, ay] = [x, y];
      codeA = outCode(x, y, area);
    } else {
      [bx, by] = [x, y];
      codeB = outCode(x, y, area);
      movedB = true;
    }
  }
}

/**
 * The visible parts of a track in an area (both in the track's pixels), as a Leaflet polyline
 * clips its segments, with the radial step of its simplification on the way: a point closer than
 * `tolerance` to the last one kept is left out (a part's last point is always kept). Only the runs
 * of steps near the area are looked at. `point(x, y)` makes a part's points (a map's layer points).
 */
export function clippedParts<P>(track: ScaledTrack, area: Area, tolerance: number, point: (x: number, y: number) => P): P[][] {
  const { x, y } = track;
  const parts: P[][] = [];
  const squaredTolerance = tolerance > 0 ? tolerance * tolerance : -1;
  const lastSegment = track.steps - 2;
  let part: P[] | null = null;
  let keptX = 0;
  let keptY = 0;
  track.eachRunNear(area, 0, (first, last) => {
    // Runs apart have no visible segment between them: no part goes on over the gap.
    part = null;
    let ax = x[first];
    let ay = y[first];
    let codeA = outCode(ax, ay, area);
    for (let j = first; j < last; j++) {
      const bx = x[j + 1];
      const by = y[j + 1];
      const codeB = outCode(bx, by, area);
      // As a polyline's parts: each visible segment adds its start; the last one, or one leaving
      // the area, adds its end and ends the part.
      let startX = ax;
      let startY = ay;
      let end: [number, number] | null = null;
      let visible = !(codeA | codeB);
      if (visible) {
        if (j === lastSegment) end = [bx, by];
      } else if (!(codeA & codeB)) {
        const segment = clipSegment(ax, ay, bx, by, area);
        if (segment) {
          visible = true;
          startX = segment[0];
          startY = segment[1];
          if (segment[4] || j === lastSegment) end = [segment[2], segment[3]];
        }
      }
      if (visible) {
        if (!part) {
          parts.push((part = [point(startX, startY)]));
          keptX = startX;
          keptY = startY;
        } else if ((startX - keptX) ** 2 + (startY - keptY) ** 2 > squaredTolerance) {
          part.push(point(startX, startY));
          keptX = startX;
          keptY = startY;
        }
        if (end) {
          part.push(point(end[0], end[1]));
          part = null;
        }
      }
      ax = bx;
      ay = by;
      codeA = codeB;
    }
  });
  return parts;
}

/**
 * The index of the point nearest to a pixel (in the track's pixels) within `reach` pixels; of
 * points as near, the latest (its dot is drawn on top). -1 when none.
 */
export function nearestPoint(track: ScaledTrack, targetX: number, targetY: number, reach: number): number {
  const { x, y } = track;
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

/**
 * Calls `visit(x, y)` once for each pixel of an area (in the track's pixels), widened by `radius`,
 * that has a step: the dots to draw, a dot centred up to a radius beyond the area still showing in
 * part. `taken` is scratch memory, one byte per pixel, reused between calls: the one to pass next time is returned.
 */
export function eachDistinctDot(track: ScaledTrack, area: Area, radius: number, taken: Uint8Array, visit: (x: number, y: number) => void): Uint8Array {
  const { x, y } = track;
  const left = area.minX - radius;
  const top = area.minY - radius;
  const width = area.maxX + radius - left + 1;
  const height = area.maxY + radius - top + 1;
  if (taken.length < width * height) taken = new Uint8Array(width * height);
  else taken.fill(0, 0, width * height);
  const cells = taken;
  track.eachRunNear(area, radius, (first, last) => {
    for (let k = first; k <= last; k++) {
      const column = x[k] - left;
      const row = y[k] - top;
      if (column < 0 || row < 0 || column >= width || row >= height) continue;
      const cell = row * width + column;
      if (cells[cell]) continue;
      cells[cell] = 1;
      visit(x[k], y[k]);
    }
  });
  return taken;
}
