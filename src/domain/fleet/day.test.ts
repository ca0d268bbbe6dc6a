import { describe, expect, it } from 'vitest';
import { ignitionChangesOfPoints, ignitionPeriods, mergedIgnitionChanges, stopsOf } from './day';
import type { FleetPoint } from './motion';

const at = (minute: number, speed: number, ignition: boolean | null = null): FleetPoint => ({
  datetime: new Date(Date.UTC(2026, 10, 28, 8, minute)).toISOString(),
  latitude: 52 + minute / 1000,
  longitude: 21,
  speed,
  ignition,
});
const time = (minute: number) => at(minute, 0).datetime;

describe("a machine's day", () => {
  it('finds stops of five minutes or more, where they began, with the engine on or off', () => {
    const points = [at(0, 30), at(1, 0, true), at(4, 0, true), at(5, 20), at(6, 0, false), at(20, 0, false), at(21, 40)];
    expect(stopsOf(points)).toEqual([{ from: time(6), to: time(21), latitude: 52.006, longitude: 21, engine_on: false }]);
    const idle = [at(0, 0, true), at(10, 0, true)];
    expect(stopsOf(idle)).toEqual([{ from: time(0), to: time(10), latitude: 52, longitude: 21, engine_on: true }]);
  });

  it('makes ignition periods from the changes the points tell, an open one ending at the given end', () => {
    const points = [at(0, 0, null), at(1, 0, true), at(2, 10, true), at(3, 0, false), at(4, 0, null), at(5, 0, true)];
    const changes = ignitionChangesOfPoints(points);
    expect(changes).toEqual([
      { datetime: time(1), on: true },
      { datetime: time(3), on: false },
      { datetime: time(5), on: true },
    ]);
    expect(ignitionPeriods(changes)).toEqual([
      { from: time(1), to: time(3) },
      { from: time(5), to: null },
    ]);
    expect(ignitionPeriods(changes, time(59)).at(-1)).toEqual({ from: time(5), to: time(59) });
  });

  it("merges a tracker's ignition events with its points', each switch once", () => {
    const fromPoints = [
      { datetime: time(2), on: true },
      { datetime: time(20), on: false },
    ];
    const fromEvents = [
      { datetime: time(1), on: true },
      { datetime: time(10), on: false },
      { datetime: time(12), on: true },
      { datetime: time(20), on: false },
    ];
    expect(mergedIgnitionChanges(fromPoints, fromEvents)).toEqual([
      { datetime: time(1), on: true },
      { datetime: time(10), on: false },
      { datetime: time(12), on: true },
      { datetime: time(20), on: false },
    ]);
  });
});
