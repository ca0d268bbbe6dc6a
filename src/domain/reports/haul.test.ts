import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assembleHaulReport, DEFAULT_IDLE_MINUTES, durationStats, haulReport, nearestRank, type HaulInput, type HaulRide } from './haul';
import { companyDays } from './tankerLedger';

const ZONE = 'Europe/Warsaw';
const SITE = 1;
const names: HaulInput['names'] = {
  vehicles: new Map([
    [1, { id: 1, fleet_number: 11, registration_number: 'WGR 11', payload_tonnes: 25 }],
    [2, { id: 2, fleet_number: 12, registration_number: 'WGR 12', payload_tonnes: null }],
    [3, { id: 3, fleet_number: 31, registration_number: 'WGR 31', payload_tonnes: 30 }],
  ]),
  materials: new Map([
    [1, 'Piasek'],
    [2, 'Żwir'],
  ]),
  places: new Map([
    [1, 'Żwirownia'],
    [2, 'Nasyp'],
    [3, 'Wykop'],
  ]),
};

let nextId = 0;
const ride = (vehicle: number, material: number, from: number, to: number, start: string, end: string | null, site = SITE): HaulRide => ({
  id: ++nextId,
  vehicle,
  material,
  start_place: from,
  end_place: to,
  start_datetime: `2026-11-${start}:00.000Z`,
  end_datetime: end && `2026-11-${end}:00.000Z`,
  site,
});

// November: Warsaw is UTC+1. Times below are UTC.
const rides = [
  // Vehicle 1 (25 t), Monday 2 November: three sand loads 1→2 with 30-minute returns but a long
  // stop after the third, then gravel 3→2 from 23:30 to 00:20 local time (crossing midnight).
  ride(1, 1, 1, 2, '02T07:00', '02T07:40'),
  ride(1, 1, 1, 2, '02T08:10', '02T08:50'),
  ride(1, 1, 1, 2, '02T09:20', '02T10:10'),
  ride(1, 2, 3, 2, '02T22:30', '02T23:20'),
  // Tuesday: still under way (open): not a load; it is not the midnight ride's next loading either.
  ride(1, 1, 1, 2, '03T07:00', null),
  // Vehicle 2 (no payload): gravel 3→2 twice, a 90-minute stop, then sand 1→2.
  ride(2, 2, 3, 2, '02T07:30', '02T08:30'),
  ride(2, 2, 3, 2, '02T09:00', '02T10:00'),
  ride(2, 1, 1, 2, '02T11:30', '02T12:10'),
  // Another site's truck, and a ride at 00:30 local on Wednesday 4 November: outside the report.
  ride(3, 1, 1, 2, '02T08:00', '02T09:00', 2),
  ride(1, 1, 1, 2, '03T23:30', '04T00:10'),
];

const days = companyDays({ year: 2026, month: 11, day: 2 }, { year: 2026, month: 11, day: 3 }, ZONE);
const report = (input: Partial<HaulInput> = {}) => haulReport({ rides, names, days, site: SITE, ...input });

describe('haul report', () => {
  it('counts loads and tonnes per day, vehicle, material and route pair; open rides apart', () => {
    const { loads, loads_with_payload, tonnes, open_rides, vehicles_hauling, days: perDay, vehicles, materials, pairs } = report();
    expect({ loads, loads_with_payload, tonnes, open_rides, vehicles_hauling }).toEqual({
      loads: 7,
      loads_with_payload: 4,
      tonnes: 100,
      open_rides: 1,
      vehicles_hauling: 2,
    });
    expect(perDay).toEqual([
      {
        day: '2026-11-02',
        loads: 7,
        loads_with_payload: 4,
        tonnes: 100,
        open_rides: 0,
        materials: [
          { material: 1, loads: 4 },
          { material: 2, loads: 3 },
        ],
      },
      { day: '2026-11-03', loads: 0, loads_with_payload: 0, tonnes: null, open_rides: 1, materials: [] },
    ]);
    expect(vehicles).toEqual([
      {
        vehicle: 1,
        fleet_number: 11,
        registration_number: 'WGR 11',
        payload_tonnes: 25,
        loads: 4,
        loads_with_payload: 4,
        tonnes: 100,
        open_rides: 1,
        days_worked: 1,
        loads_per_day: 4,
      },
      {
        vehicle: 2,
        fleet_number: 12,
        registration_number: 'WGR 12',
        payload_tonnes: null,
        loads: 3,
        loads_with_payload: 0,
        tonnes: null,
        open_rides: 0,
        days_worked: 1,
        loads_per_day: 3,
      },
    ]);
    expect(materials).toEqual([
      { material: 1, material_name: 'Piasek', loads: 4, loads_with_payload: 3, tonnes: 75 },
      { material: 2, material_name: 'Żwir', loads: 3, loads_with_payload: 1, tonnes: 25 },
    ]);
    expect(pairs).toEqual([
      {
        material: 1,
        material_name: 'Piasek',
        start_place: 1,
        start_place_name: 'Żwirownia',
        end_place: 2,
        end_place_name: 'Nasyp',
        loads: 4,
        loads_with_payload: 3,
        tonnes: 75,
      },
      {
        material: 2,
        material_name: 'Żwir',
        start_place: 3,
        start_place_name: 'Wykop',
        end_place: 2,
        end_place_name: 'Nasyp',
        loads: 3,
        loads_with_payload: 1,
        tonnes: 25,
      },
    ]);
  });

  it('times the cycles per route, slowest first, and lists the returns longer than the idle threshold', () => {
    const { routes, loaded, return: back, idle_gaps, idle_minutes } = report();
    expect(routes).toEqual([
      {
        start_place: 3,
        start_place_name: 'Wykop',
        end_place: 2,
        end_place_name: 'Nasyp',
        loads: 3,
        loaded: { count: 3, median_seconds: 3600, p90_seconds: 3600, max_seconds: 3600 },
        // The midnight ride's next loading is on another day: no return time.
        return: { count: 2, median_seconds: 3600, p90_seconds: 5400, max_seconds: 5400 },
        loaded_seconds: [3000, 3600, 3600],
        return_seconds: [1800, 5400],
      },
      {
        start_place: 1,
        start_place_name: 'Żwirownia',
        end_place: 2,
        end_place_name: 'Nasyp',
        loads: 4,
        loaded: { count: 4, median_seconds: 2400, p90_seconds: 3000, max_seconds: 3000 },
        // Vehicle 2's sand load is its last of the day.
        return: { count: 3, median_seconds: 1800, p90_seconds: 44400, max_seconds: 44400 },
        loaded_seconds: [2400, 2400, 2400, 3000],
        return_seconds: [1800, 1800, 44400],
      },
    ]);
    expect(loaded).toEqual({ count: 7, median_seconds: 3000, p90_seconds: 3600, max_seconds: 3600 });
    expect(back).toEqual({ count: 5, median_seconds: 1800, p90_seconds: 44400, max_seconds: 44400 });
    expect(idle_minutes).toBe(60);
    expect(idle_gaps).toEqual([
      {
        vehicle: 1,
        fleet_number: 11,
        registration_number: 'WGR 11',
        ride: 3,
        place: 2,
        place_name: 'Nasyp',
        from: '2026-11-02T10:10:00.000Z',
        to: '2026-11-02T22:30:00.000Z',
        seconds: 44400,
      },
      {
        vehicle: 2,
        fleet_number: 12,
        registration_number: 'WGR 12',
        ride: 7,
        place: 2,
        place_name: 'Nasyp',
        from: '2026-11-02T10:00:00.000Z',
        to: '2026-11-02T11:30:00.000Z',
        seconds: 5400,
      },
    ]);
    expect(report({ idleMinutes: 90 }).idle_gaps.map((gap) => gap.ride)).toEqual([3]);
  });

  it('covers every site when none is selected', () => {
    const all = report({ site: null });
    expect(all.loads).toBe(8);
    expect(all.tonnes).toBe(130);
    expect(all.vehicles.map((vehicle) => vehicle.vehicle)).toEqual([1, 2, 3]);
  });

  it('answers an empty period with zero loads and no figures', () => {
    const empty = report({ rides: [] });
    expect(empty).toMatchObject({ loads: 0, tonnes: null, open_rides: 0, vehicles: [], routes: [], idle_gaps: [] });
    expect(empty.loaded).toEqual({ count: 0, median_seconds: null, p90_seconds: null, max_seconds: null });
    expect(empty.days.map((day) => day.loads)).toEqual([0, 0]);
  });
});

describe('duration statistics', () => {
  it('takes the median of the middle two, rounded to a second, and the 90th percentile by nearest rank', () => {
    expect(durationStats([60, 121])).toEqual({ count: 2, median_seconds: 91, p90_seconds: 121, max_seconds: 121 });
    expect(nearestRank([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9);
    expect(nearestRank([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0.9)).toBe(10);
    expect(nearestRank([5], 0.9)).toBe(5);
    expect(nearestRank([], 0.9)).toBeNull();
  });
});

describe('cycle times', () => {
  // Each duration straight from its two instants, sorted with a comparator: what the report's
  // parsed-once instants and sorted doubles must agree with (as JSON, where -0 is 0).
  const plainSeconds = (pairs: Array<[string, string]>) =>
    pairs.map(([from, to]) => Math.round((Date.parse(to) - Date.parse(from)) / 1000)).sort((a, b) => a - b);
  const START = Date.parse('2026-11-02T05:00:00.000Z');
  const instant = fc.integer({ min: -3_600_000, max: 12 * 3_600_000 }).map((ms) => new Date(START + ms).toISOString());
  const cycle = fc.record({
    ride: fc.integer({ min: 1, max: 1_000_000 }),
    vehicle: fc.constantFrom(1, 2, 3),
    start_place: fc.constantFrom(1, 2, null),
    end_place: fc.constantFrom(2, 3, null),
    start_datetime: instant,
    end_datetime: instant,
    next_start_datetime: fc.option(instant, { nil: null }),
  });

  it('are every load’s loaded and return seconds per route and overall, ascending, with their statistics', () => {
    fc.assert(
      fc.property(fc.array(cycle, { maxLength: 60 }), (cycles) => {
        const built = assembleHaulReport({ groups: [], cycles, names, days });
        const loaded = (rows: typeof cycles) => plainSeconds(rows.map((c) => [c.start_datetime, c.end_datetime]));
        const back = (rows: typeof cycles) =>
          plainSeconds(rows.flatMap((c) => (c.next_start_datetime === null ? [] : [[c.end_datetime, c.next_start_datetime]])));
        const json = (value: unknown) => JSON.parse(JSON.stringify(value));
        expect(json([built.loaded, built.return])).toEqual(json([durationStats(loaded(cycles)), durationStats(back(cycles))]));
        for (const route of built.routes) {
          const rows = cycles.filter((c) => c.start_place === route.start_place && c.end_place === route.end_place);
          expect(json([route.loaded_seconds, route.return_seconds, route.loaded, route.return])).toEqual(
            json([loaded(rows), back(rows), durationStats(loaded(rows)), durationStats(back(rows))]),
          );
        }
        const gaps = cycles.filter((c) => c.next_start_datetime !== null && back([c])[0] > DEFAULT_IDLE_MINUTES * 60);
        expect(built.idle_gaps.map((gap) => gap.seconds).sort((a, b) => a - b)).toEqual(gaps.map((c) => back([c])[0]).sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });
});
