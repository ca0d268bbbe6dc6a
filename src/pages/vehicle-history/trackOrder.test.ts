import { describe, expect, it } from 'vitest';
import { sortByTime, trackDistanceKm } from '../../domain/geo';
import { formatOrderedTrackDistance, inTimeOrder } from './trackOrder';

const point = (latitude: number, datetime: string) => ({ latitude, longitude: 19, datetime });

describe('a ride track in time order', () => {
  it('is what sortByTime gives: a copy, in time order, equal times as given', () => {
    const ordered = [
      point(52, '2026-01-05T07:00:00Z'),
      point(52.1, '2026-01-05T08:00:00+01:00'),
      point(52.2, '2026-01-05T07:00:00.000Z'),
      point(52.3, '2026-01-05T07:01:00Z'),
    ];
    const result = inTimeOrder(ordered);
    expect(result).toEqual(ordered);
    expect(result).not.toBe(ordered);
    const shuffled = [ordered[3], ordered[1], ordered[0], ordered[2]];
    expect(inTimeOrder(shuffled)).toEqual(sortByTime(shuffled));
    expect(inTimeOrder(shuffled).map((item) => item.latitude)).toEqual([52.1, 52, 52.2, 52.3]);
    expect(inTimeOrder([])).toEqual([]);
  });

  it('takes times as the server writes them (Date.toISOString) in order as they are, and sorts them when they are not', () => {
    const iso = (minute: number) => new Date(Date.UTC(2026, 0, 5, 7, minute, 0, 5)).toISOString();
    const ordered = [point(52, iso(0)), point(52.1, iso(0)), point(52.2, iso(1)), point(52.3, iso(12))];
    expect(inTimeOrder(ordered)).toEqual(ordered);
    const shuffled = [ordered[3], ordered[1], ordered[0], ordered[2]];
    expect(inTimeOrder(shuffled).map((item) => item.latitude)).toEqual([52.1, 52, 52.2, 52.3]);
  });

  it('leaves a time that does not parse to sortByTime', () => {
    const points = [point(52, '2026-01-05T07:00:00Z'), point(52.1, 'soon'), point(52.2, '2026-01-05T06:00:00Z')];
    expect(inTimeOrder(points)).toEqual(sortByTime(points));
  });

  it('has the distance of trackDistanceKm (spec §9), two decimals', () => {
    const points = [point(52, '2026-01-05T07:00:00Z'), point(52.1, '2026-01-05T07:01:00Z'), point(52.3, '2026-01-05T07:02:00Z')];
    expect(formatOrderedTrackDistance(points)).toBe(trackDistanceKm(points).toFixed(2));
    expect(formatOrderedTrackDistance(points)).toBe('33.36');
    expect(formatOrderedTrackDistance(points.slice(0, 1))).toBe('0.00');
    expect(formatOrderedTrackDistance([])).toBe('0.00');
  });
});
