/**
 * The track the worker makes (parseRideTrack, what rideTrack.worker.ts runs) against the main
 * thread's parse it replaces: JSON.parse of the answer, coordinates made numbers, the points in
 * time order (sortByTime) and their distance (trackDistanceKm).
 */
import { describe, expect, it } from 'vitest';
import { sortByTime, trackDistanceKm, type TimedGeoPoint } from '../../domain/geo';
import { webMercatorX, webMercatorY } from '../../maps/webMercator';
import { parseRideTrack, timeAt, transferablesOf } from './rideTrack';

const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;

/** The main thread's parse before the worker: the points the map was given and the distance printed. */
function parsedOnMainThread(bytes: ArrayBuffer) {
  const points = (JSON.parse(new TextDecoder().decode(bytes)) as TimedGeoPoint[]).map((point) => ({
    ...point,
    latitude: Number(point.latitude),
    longitude: Number(point.longitude),
  }));
  return { points: sortByTime(points), distanceKm: trackDistanceKm(points) };
}

/** A track's points back as objects. */
function pointsOf(bytes: ArrayBuffer): TimedGeoPoint[] {
  const track = parseRideTrack(bytes);
  return Array.from(track.latitude, (latitude, index) => ({
    latitude,
    longitude: track.longitude[index],
    datetime: timeAt(track, index),
  }));
}

/** A ride of `count` points a second apart from 07:00 UTC, wiggling around a line. */
const ride = (count: number): TimedGeoPoint[] =>
  Array.from({ length: count }, (_, i) => ({
    latitude: Number((52 + 0.01 * Math.sin(i / 50)).toFixed(10)),
    longitude: Number((19 + i * 1e-5).toFixed(10)),
    datetime: new Date(Date.UTC(2026, 10, 20, 7, 0, i)).toISOString(),
  }));

describe('parseRideTrack', () => {
  it('gives the points and distance of the main-thread parse for a long ride in time order', () => {
    const bytes = bytesOf(ride(5000));
    const expected = parsedOnMainThread(bytes);
    expect(pointsOf(bytes)).toEqual(expected.points);
    expect(parseRideTrack(bytes).distanceKm).toBe(expected.distanceKm);
  });

  it('orders points out of time order as sortByTime does, equal times kept as given, and keeps times as written', () => {
    const points = [
      { latitude: 52.2, longitude: 21, datetime: '2026-01-05T09:00:00+01:00' },
      { latitude: 52, longitude: 21.1, datetime: '2026-01-05T07:00:00Z' },
      { latitude: 52.1, longitude: 21.2, datetime: '2026-01-05T08:00:00.000Z' },
      { latitude: 52.3, longitude: 21.3, datetime: '2026-01-05T07:00:00.000Z' },
    ];
    const bytes = bytesOf(points);
    expect(pointsOf(bytes)).toEqual(parsedOnMainThread(bytes).points);
    expect(pointsOf(bytes).map((point) => point.datetime)).toEqual([
      '2026-01-05T07:00:00Z',
      '2026-01-05T07:00:00.000Z',
      '2026-01-05T09:00:00+01:00',
      '2026-01-05T08:00:00.000Z',
    ]);
  });

  it('makes coordinates sent as strings numbers, and an empty answer no points', () => {
    const bytes = bytesOf([{ latitude: '52.1234567890', longitude: '21.5', datetime: '2026-01-05T07:00:00.000Z' }]);
    expect(pointsOf(bytes)).toEqual([{ latitude: 52.123456789, longitude: 21.5, datetime: '2026-01-05T07:00:00.000Z' }]);
    const empty = parseRideTrack(bytesOf([]));
    expect([empty.latitude.length, empty.distanceKm]).toEqual([0, 0]);
  });

  it('fails on an answer that is no JSON, as JSON.parse does', () => {
    expect(() => parseRideTrack(new TextEncoder().encode('[{"latitude":').buffer as ArrayBuffer)).toThrow(SyntaxError);
  });

  it('projects the points as Leaflet projects them on every SAT map (webMercator)', () => {
    const track = parseRideTrack(bytesOf(ride(50)));
    expect(track.x).toEqual(track.longitude.map(webMercatorX));
    expect(track.y).toEqual(track.latitude.map(webMercatorY));
  });

  it('hands over its typed arrays as buffers to transfer, one each', () => {
    const track = parseRideTrack(bytesOf(ride(3)));
    expect(transferablesOf(track)).toEqual([track.latitude, track.longitude, track.x, track.y, track.timeEnds].map(({ buffer }) => buffer));
    expect(new Set(transferablesOf(track)).size).toBe(5);
  });
});
