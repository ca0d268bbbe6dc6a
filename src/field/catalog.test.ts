import { describe, expect, it } from 'vitest';
import { nearestFirst } from './catalog';

describe('nearestFirst', () => {
  const places = [
    { id: 1, name: 'Żwirownia Mogielnica', latitude: 51.69, longitude: 20.71 },
    { id: 2, name: 'Baza Grójec', latitude: 51.865, longitude: 20.867 },
    { id: 3, name: 'Bez współrzędnych', latitude: null, longitude: null },
    { id: 4, name: 'Nasyp km 12', latitude: 51.8, longitude: 20.8 },
  ];

  it('puts the place nearest to the phone first, places without coordinates last', () => {
    expect(nearestFirst(places, { latitude: 51.866, longitude: 20.868 }).map((place) => place.id)).toEqual([2, 4, 1, 3]);
    expect(nearestFirst(places, { latitude: 51.7, longitude: 20.72 }).map((place) => place.id)).toEqual([1, 4, 2, 3]);
  });

  it('keeps the order without a position', () => {
    expect(nearestFirst(places, null).map((place) => place.id)).toEqual([1, 2, 3, 4]);
  });
});
