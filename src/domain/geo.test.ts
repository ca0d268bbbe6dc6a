import { describe, expect, it } from 'vitest';
import { decimalPlaces, haversineKm, roundCoordinate, trackDistanceKm } from './geo';

describe('distance', () => {
  it('measures Warsaw–Kraków as about 252 km', () => {
    expect(haversineKm({ latitude: 52.2297, longitude: 21.0122 }, { latitude: 50.0647, longitude: 19.945 })).toBeCloseTo(252.3, 0);
  });

  it('sums a track in time order whatever order the points came in; empty and one-point tracks are 0', () => {
    const a = { latitude: 52, longitude: 21, datetime: '2026-01-05T07:00:00Z' };
    const b = { latitude: 52.01, longitude: 21, datetime: '2026-01-05T07:01:00Z' };
    const c = { latitude: 52.02, longitude: 21, datetime: '2026-01-05T07:02:00Z' };
    expect(trackDistanceKm([c, a, b])).toBeCloseTo(2.2239, 3);
    expect(trackDistanceKm([])).toBe(0);
    expect(trackDistanceKm([a])).toBe(0);
  });
});

describe('coordinates', () => {
  it('keeps exactly 10 decimals and counts decimals as written', () => {
    expect(roundCoordinate(51.946249808123)).toBe(51.9462498081);
    expect(decimalPlaces(51.946249808)).toBe(9);
    expect(decimalPlaces(1e-11)).toBe(11);
    expect(decimalPlaces(20)).toBe(0);
  });
});
