/**
 * The track geometry without a map: a projection that reads a point's longitude as x and its
 * latitude as y, so that every expected pixel can be worked out by hand. How it draws against
 * Leaflet's own polyline is trackLayers.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { clippedParts, clipSegment, eachDistinctDot, nearestPoint, ProjectedTrack, type Area } from './trackGeometry';

/** A track through the given pixels (at scale 1), the longitude x and the latitude y. */
function trackThrough(...pixels: Array<[number, number]>) {
  const x = Float64Array.from(pixels, ([px]) => px);
  const y = Float64Array.from(pixels, ([, py]) => py);
  return new ProjectedTrack({ latitude: y, longitude: x, x, y });
}
const pair = (x: number, y: number): [number, number] => [x, y];
const AREA: Area = { minX: 0, minY: 0, maxX: 10, maxY: 10 };

describe('ProjectedTrack and ScaledTrack', () => {
  it('scales the zoom-0 pixels per zoom, rounded', () => {
    const track = trackThrough([1.2, 2.6], [3.5, 4]);
    expect(Array.from(track.x)).toEqual([1.2, 3.5]);
    expect(Array.from(track.y)).toEqual([2.6, 4]);
    const doubled = track.at(2);
    expect(Array.from(doubled.x)).toEqual([2, 7]);
    expect(Array.from(doubled.y)).toEqual([5, 8]);
    expect(track.at(2)).toBe(doubled);
  });

  it('makes consecutive points on one pixel one step, the latest standing for them', () => {
    const scaled = trackThrough([0, 0], [0.2, 0.1], [0.4, 0.3], [5, 5], [0, 0]).at(1);
    expect(scaled.steps).toBe(3);
    expect(Array.from(scaled.index)).toEqual([2, 3, 4]);
    expect(scaled.box).toEqual({ minX: 0, minY: 0, maxX: 5, maxY: 5 });
  });

  it('visits only the runs of steps near an area, adjacent runs together', () => {
    // 300 steps along a line: runs of 64, the first far from the others' area.
    const scaled = trackThrough(...Array.from({ length: 300 }, (_, i) => pair(i, 0))).at(1);
    const visited: Array<[number, number]> = [];
    scaled.eachRunNear({ minX: 150, minY: 0, maxX: 200, maxY: 0 }, 0, (first, last) => visited.push([first, last]));
    expect(visited).toEqual([[128, 256]]);
    visited.length = 0;
    scaled.eachRunNear({ minX: 1000, minY: 0, maxX: 1100, maxY: 0 }, 0, (first, last) => visited.push([first, last]));
    expect(visited).toEqual([]);
  });
});

describe('clipSegment', () => {
  it('keeps a segment inside the area and drops one beside it', () => {
    expect(clipSegment(1, 1, 9, 9, AREA)).toEqual([1, 1, 9, 9, false]);
    expect(clipSegment(-5, 1, -1, 9, AREA)).toBeNull();
  });

  it('cuts a segment at the edges it crosses, rounding to pixels, and says when its end moved', () => {
    expect(clipSegment(-5, 5, 5, 5, AREA)).toEqual([0, 5, 5, 5, false]);
    expect(clipSegment(5, 5, 5, 20, AREA)).toEqual([5, 5, 5, 10, true]);
    expect(clipSegment(-3, 0, 13, 3, AREA)).toEqual([0, 1, 10, 3, true]);
  });
});

describe('clippedParts', () => {
  it('splits the track where it leaves the area, each part ending at the edge', () => {
    const scaled = trackThrough([2, 2], [5, 5], [5, 20], [8, 20], [8, 5], [8, 2]).at(1);
    expect(clippedParts(scaled, AREA, 0, pair)).toEqual([
      [
        [2, 2],
        [5, 5],
        [5, 10],
      ],
      [
        [8, 10],
        [8, 5],
        [8, 2],
      ],
    ]);
  });

  it('leaves out points closer than the tolerance to the last one kept, but never a part’s last', () => {
    const scaled = trackThrough([1, 1], [2, 1], [3, 1], [6, 1], [7, 1]).at(1);
    expect(clippedParts(scaled, AREA, 0, pair)).toEqual([
      [
        [1, 1],
        [2, 1],
        [3, 1],
        [6, 1],
        [7, 1],
      ],
    ]);
    expect(clippedParts(scaled, AREA, 1.5, pair)).toEqual([
      [
        [1, 1],
        [3, 1],
        [6, 1],
        [7, 1],
      ],
    ]);
  });

  it('has no part for a track out of the area', () => {
    expect(clippedParts(trackThrough([20, 20], [30, 30]).at(1), AREA, 1, pair)).toEqual([]);
  });
});

describe('nearestPoint', () => {
  const scaled = trackThrough([1, 1], [5, 5], [6, 5], [5, 5]).at(1);

  it('finds the nearest point within reach, the latest of points as near', () => {
    expect(nearestPoint(scaled, 1, 2, 3)).toBe(0);
    expect(nearestPoint(scaled, 5, 4, 3)).toBe(3);
    expect(nearestPoint(scaled, 7, 5, 3)).toBe(2);
  });

  it('finds none out of reach', () => {
    expect(nearestPoint(scaled, 9, 9, 2)).toBe(-1);
  });
});

describe('eachDistinctDot', () => {
  it('visits each pixel with a step once, within a radius of the area only', () => {
    const scaled = trackThrough([1, 1], [5, 5], [1, 1], [11, 5], [14, 5]).at(1);
    const visited: Array<[number, number]> = [];
    const taken = eachDistinctDot(scaled, AREA, 2, new Uint8Array(0), (x, y) => visited.push([x, y]));
    expect(visited).toEqual([
      [1, 1],
      [5, 5],
      [11, 5],
    ]);
    expect(taken.length).toBeGreaterThanOrEqual(15 * 15);
    // The scratch memory is cleared for the next call.
    visited.length = 0;
    expect(eachDistinctDot(scaled, AREA, 2, taken, (x, y) => visited.push([x, y]))).toBe(taken);
    expect(visited).toEqual([
      [1, 1],
      [5, 5],
      [11, 5],
    ]);
  });
});
