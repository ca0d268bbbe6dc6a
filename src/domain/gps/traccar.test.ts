import { describe, expect, it } from 'vitest';
import { fuelLevelFlags } from '../anomalies/fuelLevel';
import { DEFAULT_FUEL_THRESHOLDS } from '../reports/fuelLog';
import { fuelStep, type FuelState } from './fuelLevel';
import { readTraccarEvent, readTraccarPosition, readTraccarTime, tankLitres } from './traccar';

const NOW = new Date('2026-11-28T08:00:00.000Z');
const device = { id: 7, attributes: {}, groupId: 0, calendarId: 0, name: 'Koparka', uniqueId: '352093081234567', status: 'online', disabled: false };

describe("Traccar's forwarding JSON", () => {
  it('reads a PositionData: the fix time, knots, the meters and the tank', () => {
    const reading = readTraccarPosition(
      {
        position: {
          id: 1,
          attributes: {
            ignition: false,
            hours: 4_521_600_000,
            odometer: 152_340_120,
            totalDistance: 9,
            fuel: 182.5,
            fuelUsed: 10,
            driverUniqueId: 'A1',
            batteryLevel: 77,
          },
          deviceId: 7,
          protocol: 'teltonika',
          serverTime: '2026-06-01T08:00:03.215+00:00',
          deviceTime: '2026-06-01T07:59:59.000+00:00',
          fixTime: '2026-06-01T08:00:00.000+02:00',
          outdated: false,
          valid: true,
          latitude: 51.9373,
          longitude: 15.5062,
          altitude: 153,
          speed: 10,
          course: 87,
          address: null,
          accuracy: 0,
          network: null,
        },
        device,
      },
      NOW,
    );
    expect(reading).toMatchObject({
      ok: true,
      reading: {
        uniqueId: '352093081234567',
        position: { datetime: '2026-06-01T06:00:00.000Z', speed_kmh: 18.52, accuracy: null, battery: 77, driver_unique_id: 'A1', valid: true },
        telemetry: { ignition: false, engine_hours: 1256, km: 152340.1, fuel_litres: 182.5, fuel_percent: null, fuel_used: 10 },
      },
    });
  });

  it('takes totalDistance without an odometer, and refuses a position without a device or place', () => {
    const read = readTraccarPosition({ position: { latitude: 1, longitude: 2, attributes: { totalDistance: 1500, fuelLevel: 40 } }, device }, NOW);
    expect(read.ok && read.reading.telemetry).toMatchObject({ km: 1.5, fuel_percent: 40, ignition: null, engine_hours: null });
    expect(read.ok && read.reading.position.datetime).toBe(NOW.toISOString());
    expect(readTraccarPosition({ position: { latitude: 1, longitude: 2 }, device: {} }, NOW)).toEqual({ ok: false, problem: 'device.uniqueId' });
    expect(readTraccarPosition({ position: { latitude: 91, longitude: 2 }, device }, NOW)).toEqual({ ok: false, problem: 'position.location' });
    expect(readTraccarPosition({ position: { latitude: 1, longitude: 2, fixTime: 'wczoraj' }, device }, NOW)).toEqual({
      ok: false,
      problem: 'position.fixTime',
    });
    expect(readTraccarPosition([], NOW)).toEqual({ ok: false, problem: 'position' });
  });

  it('reads an EventData with or without its position', () => {
    expect(
      readTraccarEvent({
        event: {
          id: 3,
          attributes: {},
          deviceId: 7,
          type: 'ignitionOn',
          eventTime: '2026-06-01T06:02:11.000+00:00',
          positionId: 1,
          geofenceId: 0,
          maintenanceId: 0,
        },
        position: { latitude: 51.9, longitude: 15.5, attributes: { driverUniqueId: 'A1' } },
        device,
      }),
    ).toEqual({
      ok: true,
      event: {
        uniqueId: '352093081234567',
        type: 'ignitionOn',
        datetime: '2026-06-01T06:02:11.000Z',
        position: { latitude: 51.9, longitude: 15.5 },
        driver_unique_id: 'A1',
      },
    });
    expect(readTraccarEvent({ event: { type: 'deviceOffline', eventTime: 1780300800000 }, device })).toMatchObject({
      ok: true,
      event: { position: null, datetime: '2026-06-01T08:00:00.000Z' },
    });
    expect(readTraccarEvent({ event: { type: '', eventTime: 1 }, device })).toEqual({ ok: false, problem: 'event.type' });
    expect(readTraccarTime('1.06.2026')).toBeNull();
  });

  it('reads litres from a level of the tank', () => {
    const telemetry = { ignition: false, engine_hours: null, km: null, fuel_litres: null, fuel_percent: 25, fuel_used: null };
    expect(tankLitres(telemetry, 400)).toBe(100);
    expect(tankLitres(telemetry, 0)).toBeNull();
    expect(tankLitres({ ...telemetry, fuel_litres: 12 }, 400)).toBe(12);
  });
});

describe('the tank while the engine is stopped', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 8, minute)).toISOString();
  /** Runs the samples, giving each new change the next id; answers the changes as [kind, before, after]. */
  function run(samples: Array<[number, boolean | null, number | null]>) {
    let state: FuelState | null = null;
    const changes: Array<[string, number, number]> = [];
    for (const [minute, ignition, litres] of samples) {
      const step = fuelStep(state, { datetime: at(minute), ignition, litres });
      if (step.kind === 'late') continue;
      state = step.state;
      if (step.change?.new) {
        changes.push([step.change.kind, step.change.litres_before, step.change.litres_after]);
        state = { ...state, change: { id: changes.length - 1, kind: step.change.kind } };
      } else if (step.change) changes[step.change.id][2] = step.change.litres_after;
    }
    return changes;
  }

  it('sees a refuel over several positions as one, and a slow drain once it passes the floor', () => {
    expect(
      run([
        [0, false, 100],
        [1, false, 160],
        [2, false, 300],
        [3, false, 298],
      ]),
    ).toEqual([['refuel', 100, 300]]);
    expect(
      run([
        [0, false, 300],
        [10, false, 297],
        [20, false, 294],
        [30, false, 280],
      ]),
    ).toEqual([['drop', 300, 280]]);
  });

  it('ignores the level with the engine running, without ignition, and late positions', () => {
    expect(
      run([
        [0, true, 100],
        [1, true, 300],
        [2, null, 50],
      ]),
    ).toEqual([]);
    expect(
      run([
        [0, false, 100],
        [10, false, 100],
        [5, false, 20],
      ]),
    ).toEqual([]);
    // The engine started between: the stop begins again at the new level.
    expect(
      run([
        [0, false, 100],
        [1, true, 80],
        [2, false, 70],
        [3, false, 69],
      ]),
    ).toEqual([]);
  });

  it('flags a fall over the setting, and a rise no fueling within the window matches', () => {
    const change = { vehicle: 3, datetime: at(0), datetime_end: at(2), latitude: 52, longitude: 21 };
    const input = {
      vehicles: [],
      fuelings: [{ id: 1, vehicle: 3, datetime: at(170), litres: 200, odometer_state: 1, price_per_litre: 6 }],
      vehicleFuelings: [],
      tankerFuelings: [],
      fixes: [],
      prices: [],
      fromIso: at(-60),
      toIso: at(600),
      thresholds: DEFAULT_FUEL_THRESHOLDS,
      fuelLevelChanges: [
        { ...change, id: 1, kind: 'drop' as const, litres_before: 300, litres_after: 250 },
        { ...change, id: 2, kind: 'drop' as const, litres_before: 300, litres_after: 285 },
        { ...change, id: 3, kind: 'refuel' as const, litres_before: 50, litres_after: 250 },
        { ...change, id: 4, kind: 'refuel' as const, vehicle: 4, litres_before: 50, litres_after: 250 },
      ],
    };
    expect(fuelLevelFlags(input).map((flag) => [flag.fueling, flag.code, flag.values.litres])).toEqual([
      [1, 'stationary_fuel_drop', 50],
      [4, 'unlogged_refuel', 200],
    ]);
    expect(fuelLevelFlags({ ...input, thresholds: { ...DEFAULT_FUEL_THRESHOLDS, refuel_match_hours: 2 } }).map((flag) => flag.fueling)).toEqual([1, 3, 4]);
  });
});
