import { describe, expect, it } from 'vitest';
import { decimalPlaces, haversineKm, roundCoordinate, sortByTime, trackDistanceKm } from './geo';

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

describe('a track in time order', () => {
  const point = (latitude: number, datetime: string) => ({ latitude, longitude: 19, datetime });

  it('is a copy, in time order, equal times as given', () => {
    const ordered = [
      point(52, '2026-01-05T07:00:00Z'),
      point(52.1, '2026-01-05T08:00:00+01:00'),
      point(52.2, '2026-01-05T07:00:00.000Z'),
      point(52.3, '2026-01-05T07:01:00Z'),
    ];
    const result = sortByTime(ordered);
    expect(result).toEqual(ordered);
    expect(result).not.toBe(ordered);
    const shuffled = [ordered[3], ordered[1], ordered[0], ordered[2]];
    expect(sortByTime(shuffled).map((item) => item.latitude)).toEqual([52.1, 52, 52.2, 52.3]);
    expect(sortByTime([])).toEqual([]);
  });

  it('takes times as the server writes them (Date.toISOString) in order as they are, and sorts them when they are not', () => {
    const iso = (minute: number) => new Date(Date.UTC(2026, 0, 5, 7, minute, 0, 5)).toISOString();
    const ordered = [point(52, iso(0)), point(52.1, iso(0)), point(52.2, iso(1)), point(52.3, iso(12))];
    expect(sortByTime(ordered)).toEqual(ordered);
    const shuffled = [ordered[3], ordered[1], ordered[0], ordered[2]];
    expect(sortByTime(shuffled).map((item) => item.latitude)).toEqual([52.1, 52, 52.2, 52.3]);
  });

  it('sorts a track with a time that does not parse as a plain sort by Date.parse does', () => {
    const points = [point(52, '2026-01-05T07:00:00Z'), point(52.1, 'soon'), point(52.2, '2026-01-05T06:00:00Z')];
    expect(sortByTime(points)).toEqual([...points].sort((a, b) => Date.parse(a.datetime) - Date.parse(b.datetime)));
  });

  it('gives the spec §9 distance of ordered points, two decimals', () => {
    const points = [point(52, '2026-01-05T07:00:00Z'), point(52.1, '2026-01-05T07:01:00Z'), point(52.3, '2026-01-05T07:02:00Z')];
    expect(trackDistanceKm(points).toFixed(2)).toBe('33.36');
    expect(trackDistanceKm(points.slice(0, 1)).toFixed(2)).toBe('0.00');
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
