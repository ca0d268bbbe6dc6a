import { describe, expect, it } from 'vitest';
import { formatTrackDistance } from './trackDistance';

const point = (latitude: number, minute: number) => ({
  latitude,
  longitude: 19,
  datetime: `2026-01-05T07:${String(minute).padStart(2, '0')}:00Z`,
});

describe('ride map distance', () => {
  it('prints 0.00 km for an empty and a one-point track', () => {
    expect(formatTrackDistance([])).toBe('0.00');
    expect(formatTrackDistance([point(52, 0)])).toBe('0.00');
  });

  it('sums the points in time order with two decimals (0.1° of latitude ≈ 11.12 km)', () => {
    expect(formatTrackDistance([point(52, 0), point(52.1, 1)])).toBe('11.12');
    // Out of order the track would double back: 52 → 52.2 → 52.1 is 33.36 km, in time order 22.24 km.
    expect(formatTrackDistance([point(52, 0), point(52.2, 2), point(52.1, 1)])).toBe('22.24');
  });
});
