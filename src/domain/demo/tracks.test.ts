import { describe, expect, it } from 'vitest';
import { haversineKm } from '../geo';
import { generateDemo } from './index';

const NOW = new Date('2026-11-20T10:30:00.000Z');

describe('ride tracks', () => {
  const demo = generateDemo({ seed: 7, now: NOW });
  const rides = [...demo.rides()];
  const placeOf = (id: number) => demo.places[id - 1];

  it('have hundreds of points, in time order within the ride, never jumping', () => {
    const sizes: number[] = [];
    const wrong: string[] = [];
    for (const ride of rides) {
      const track = demo.trackForRide(ride);
      const start = Date.parse(ride.start_datetime);
      const end = ride.end_datetime ? Date.parse(ride.end_datetime) : NOW.getTime();
      if (ride.end_datetime) sizes.push(track.length);
      if (Date.parse(track[0].datetime) !== start) wrong.push(`ride ${ride.id} starts late`);
      if (ride.end_datetime && Date.parse(track[track.length - 1].datetime) !== end) wrong.push(`ride ${ride.id} ends early`);
      for (let i = 0; i < track.length; i++) {
        const point = track[i];
        if (point.ride !== ride.id || point.person !== ride.person || point.vehicle !== ride.vehicle) {
          wrong.push(`ride ${ride.id} point ${i} belongs elsewhere`);
        }
        const time = Date.parse(point.datetime);
        if (time > end) wrong.push(`ride ${ride.id} point ${i} after the end`);
        if (i === 0) continue;
        const previous = track[i - 1];
        const seconds = (time - Date.parse(previous.datetime)) / 1000;
        if (!(seconds > 0 && seconds <= 20)) wrong.push(`ride ${ride.id} point ${i} ${seconds} s after the last`);
        const km = haversineKm(previous, point);
        if (km >= 1) wrong.push(`ride ${ride.id} point ${i} jumps ${km} km`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    sizes.sort((a, b) => a - b);
    expect(sizes[0]).toBeGreaterThanOrEqual(60);
    expect(sizes[Math.floor(sizes.length / 2)]).toBeGreaterThanOrEqual(120);
  });

  it('lead from the loading place to the unloading place', () => {
    for (const ride of rides.filter((r) => r.end_datetime).slice(0, 200)) {
      const track = demo.trackForRide(ride);
      expect(haversineKm(track[0], placeOf(ride.start_place))).toBeLessThan(0.1);
      expect(haversineKm(track[track.length - 1], placeOf(ride.end_place))).toBeLessThan(0.1);
      const from = placeOf(ride.start_place);
      const to = placeOf(ride.end_place);
      expect(from.site).toBe(ride.site);
      expect(to.site).toBe(ride.site);
    }
  });

  it('are the location points of the rides, followed by the online people', () => {
    let expected = 0;
    for (const ride of rides) expected += demo.trackForRide(ride).length;
    let fromRides = 0;
    let online = 0;
    for (const point of demo.locationPoints()) {
      if (point.ride === null) online++;
      else fromRides++;
    }
    expect(fromRides).toBe(expected);
    expect(online).toBeGreaterThan(0);
  });

  it('stay close to the site road', () => {
    const [site] = demo.sites;
    const places = demo.places.filter((place) => place.site === site.id);
    const ride = rides.find((r) => r.site === site.id && r.end_datetime)!;
    for (const point of demo.trackForRide(ride)) {
      const nearest = Math.min(...places.map((place) => haversineKm(point, place)));
      expect(nearest).toBeLessThan(30);
    }
  });
});
