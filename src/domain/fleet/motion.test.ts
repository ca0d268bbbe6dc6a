import { describe, expect, it } from 'vitest';
import { advanceRun, fleetState, NO_SIGNAL_MS, pointSpeed, type FleetPoint } from './motion';

const at = (minute: number, extra: Partial<FleetPoint> = {}): FleetPoint => ({
  datetime: new Date(Date.UTC(2026, 10, 28, 8, minute)).toISOString(),
  latitude: 52.2,
  longitude: 21,
  speed: 0,
  ignition: null,
  ...extra,
});

describe('fleet motion', () => {
  it('starts a new run only when the motion changes, and keeps its start otherwise', () => {
    const run = advanceRun(null, [at(0), at(1), at(2, { speed: 40 }), at(3, { speed: 35 })]);
    expect(run).toMatchObject({ motion: 'moving', since: at(2).datetime, last: { datetime: at(3).datetime } });
    const idling = advanceRun(run, [at(5, { speed: 0, ignition: true }), at(4, { speed: 1, ignition: true })]);
    expect(idling).toMatchObject({ motion: 'idling', since: at(4).datetime, last: { datetime: at(5).datetime } });
    expect(advanceRun(idling, [at(6, { ignition: false })])).toMatchObject({ motion: 'stopped', since: at(6).datetime });
  });

  it('ignores points not newer than the latest (a late queue does not move a machine back)', () => {
    const run = advanceRun(null, [at(10, { speed: 50 })]);
    expect(advanceRun(run, [at(9, { speed: 0 }), at(10, { speed: 0 })])).toEqual(run);
  });

  it('estimates a missing speed from the previous recent point', () => {
    // About 0.9 km in one minute: ~54 km/h.
    const speed = pointSpeed(at(1, { speed: null, latitude: 52.208 }), at(0));
    expect(speed).toBeGreaterThan(50);
    expect(speed).toBeLessThan(56);
    expect(pointSpeed(at(30, { speed: null }), at(0))).toBeNull();
    expect(advanceRun(null, [at(0, { speed: null }), at(1, { speed: null, latitude: 52.208 })])?.motion).toBe('moving');
  });

  it('tells no signal once the latest point is older than the set time', () => {
    const run = advanceRun(null, [at(0, { speed: 20 })])!;
    const time = Date.parse(run.last.datetime);
    expect(fleetState(run, time + NO_SIGNAL_MS)).toEqual({ state: 'moving', since: run.since });
    expect(fleetState(run, time + NO_SIGNAL_MS + 1)).toEqual({ state: 'no-signal', since: run.last.datetime });
    expect(fleetState(null, time)).toEqual({ state: 'no-signal', since: null });
  });
});
