/**
 * What the benchmark generates and how long it drives each figure: a busy year (the issue's
 * company) or a tiny one that only proves the script works.
 */
import type { DemoOptions } from '../../src/domain/demo/index';

export interface Profile {
  name: 'busy-year' | 'tiny';
  /** Demo generator options; `now` is fixed so that the generated file can be cached. */
  demo: Required<Pick<DemoOptions, 'seed' | 'scale' | 'days' | 'now' | 'crewsPerSite' | 'gpsFixSeconds' | 'refuelBelow'>>;
  /** The least the generated company must hold (the busy year). */
  minimum: { sites: number; vehicles: number; rides: number; locationPoints: number; fuelings: number; workDays: number };
  /** Points of the ride whose track is fetched, and of the ride drawn on the map. */
  trackPoints: number;
  mapTrackPoints: number;
  /** Copies of the year's rides dated 1…n years earlier: older history, tracks long pruned. */
  olderYears: number;
  /** Rows of the smaller CSV export; the largest is all rides. */
  exportRows: number[];
  /** Seconds of load per HTTP figure, and warm-up seconds before it. */
  loadSeconds: number;
  warmupSeconds: number;
  /** Runs of each direct database query for its floor. */
  floorRuns: number;
}

const NOW = new Date('2026-11-20T13:00:00.000Z');

/**
 * 12 sites of 3 crews: 456 machines, ~287,000 rides, ~12 M GPS points (a fix every 45–90 s),
 * ~108,000 fuelings (every tank topped up each working day), ~190,000 work days.
 */
export const busyYear: Profile = {
  name: 'busy-year',
  demo: { seed: 1, scale: 4, days: 365, now: NOW, crewsPerSite: 3, gpsFixSeconds: [45, 90], refuelBelow: 1 },
  minimum: { sites: 10, vehicles: 300, rides: 250_000, locationPoints: 10_000_000, fuelings: 100_000, workDays: 50_000 },
  trackPoints: 5_000,
  mapTrackPoints: 50_000,
  olderYears: 4,
  exportRows: [100_000, 1_000_000],
  loadSeconds: 10,
  warmupSeconds: 2,
  floorRuns: 2_000,
};

/** One site, ten days: the whole script in seconds, figures meaningless. */
export const tiny: Profile = {
  name: 'tiny',
  demo: { seed: 1, scale: 0.34, days: 10, now: NOW, crewsPerSite: 1, gpsFixSeconds: [10, 20], refuelBelow: 0.5 },
  minimum: { sites: 1, vehicles: 1, rides: 1, locationPoints: 1, fuelings: 1, workDays: 1 },
  trackPoints: 500,
  mapTrackPoints: 2_000,
  olderYears: 1,
  exportRows: [100],
  loadSeconds: 1,
  warmupSeconds: 0,
  floorRuns: 20,
};
