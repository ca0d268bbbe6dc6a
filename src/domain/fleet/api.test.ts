import { describe, expect, it } from 'vitest';
import { applyChanges, type FleetUnit } from './api';
import type { FleetPoint } from './motion';

const point = (minute: number, speed: number): FleetPoint => ({
  datetime: new Date(Date.UTC(2026, 10, 28, 9, minute)).toISOString(),
  latitude: 52,
  longitude: 21 + minute / 100,
  speed,
  ignition: null,
});
const truck: FleetUnit = {
  key: 'vehicle-1',
  kind: 'vehicle',
  id: 1,
  name: '7 · WGR 7K',
  detail: null,
  person: null,
  run: { motion: 'moving', since: point(0, 30).datetime, last: point(1, 30) },
};
const idle: FleetUnit = { ...truck, key: 'vehicle-2', id: 2, run: null };

describe('the live changes applied to the fleet', () => {
  it('moves the changed units on, keeps since-when while the motion holds, and leaves the rest alone', () => {
    const [moved, untouched] = applyChanges(
      [truck, idle],
      [
        { key: 'vehicle-1', person: 'Jan Kowalski', points: [point(2, 40)] },
        { key: 'vehicle-99', person: null, points: [point(2, 0)] },
      ],
    );
    expect(moved).toMatchObject({
      person: 'Jan Kowalski',
      run: { motion: 'moving', since: point(0, 0).datetime, last: { datetime: point(2, 0).datetime, longitude: 21.02 } },
    });
    expect(untouched).toBe(idle);
    const [stopped] = applyChanges([moved], [{ key: 'vehicle-1', person: null, points: [point(3, 0)] }]);
    expect(stopped).toMatchObject({ person: 'Jan Kowalski', run: { motion: 'stopped', since: point(3, 0).datetime } });
  });
});
