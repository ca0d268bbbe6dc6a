import { describe, expect, it } from 'vitest';
import { answerPath, resolveBody, resolvePath, withPhotoIds } from './resolve';

describe('resolving a queued action', () => {
  const known = new Map([['start-1', 42]]);

  it('puts the ride id the server gave to the start into the end path, and waits when it is unknown', () => {
    const path = answerPath('/api/vehicle-ride/{ride}/end/', 'start-1');
    expect(resolvePath(path, known)).toBe('/api/vehicle-ride/42/end/');
    expect(resolvePath(answerPath('/api/vehicle-ride/{ride}/end/', 'start-2'), known)).toBeUndefined();
    expect(resolvePath('/api/location-history/', known)).toBe('/api/location-history/');
  });

  it('puts the ride id into positions recorded during the ride; unknown becomes no ride', () => {
    const body = [
      { datetime: '2026-11-27T10:02:00.000Z', latitude: 51.8, longitude: 20.8, ride: { answerOf: 'start-1' } },
      { datetime: '2026-11-27T10:03:00.000Z', latitude: 51.9, longitude: 20.9, ride: { answerOf: 'start-9' } },
      { datetime: '2026-11-27T10:04:00.000Z', latitude: 52, longitude: 21 },
    ];
    expect(resolveBody(body, known)).toEqual([
      { datetime: '2026-11-27T10:02:00.000Z', latitude: 51.8, longitude: 20.8, ride: 42 },
      { datetime: '2026-11-27T10:03:00.000Z', latitude: 51.9, longitude: 20.9, ride: null },
      { datetime: '2026-11-27T10:04:00.000Z', latitude: 52, longitude: 21 },
    ]);
  });

  it('appends uploaded photo ids at their places, the queued body untouched', () => {
    const body = {
      vehicle: 3,
      points: [
        { point: 1, ok: true },
        { point: 2, ok: false, note: 'Wyciek' },
      ],
    };
    const blob = new Blob(['x']);
    const sent = withPhotoIds(body, [
      { blob, target: 'points.1.photos', key: 'a', attachment: 7 },
      { blob, target: 'points.1.photos', key: 'b', attachment: 8 },
    ]);
    expect(sent).toEqual({
      vehicle: 3,
      points: [
        { point: 1, ok: true },
        { point: 2, ok: false, note: 'Wyciek', photos: [7, 8] },
      ],
    });
    expect(body.points[1]).not.toHaveProperty('photos');
    expect(withPhotoIds({ litres: 40 }, [{ blob, target: 'photos', key: 'c', attachment: 9 }])).toEqual({ litres: 40, photos: [9] });
  });
});
