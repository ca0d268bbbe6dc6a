import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyWallClock } from '../dates';
import { DEFAULT_FUEL_THRESHOLDS } from '../reports/fuelLog';
import { findAnomalies, type AnomalyInput, type MachineFueling, type StationFueling } from './index';
import { withExplanations } from './explanations';
import { companyMonths } from './price';
import { readThresholds } from './settings';

const CAR = { id: 1, vehicle_type: 'PASSENGER_CAR', fuel_capacity: 60 };
const EXCAVATOR = { id: 2, vehicle_type: 'CRAWLER_EXCAVATOR', fuel_capacity: 500 };
const TANKER = { id: 3, vehicle_type: 'TANK', fuel_capacity: 10000 };

let nextId = 1;
const station = (datetime: string, litres: number, odometer_state: number, price_per_litre = 6.5): StationFueling => ({
  id: nextId++,
  vehicle: CAR.id,
  datetime,
  litres,
  odometer_state,
  price_per_litre,
});
const fromTanker = (datetime: string, litres: number, odometer_state: number, position: [number, number] | null = null): MachineFueling => ({
  id: nextId++,
  vehicle: EXCAVATOR.id,
  tanker: TANKER.id,
  datetime,
  litres,
  odometer_state,
  latitude: position?.[0] ?? null,
  longitude: position?.[1] ?? null,
});

function input(parts: Partial<AnomalyInput>): AnomalyInput {
  return {
    vehicles: [CAR, EXCAVATOR, TANKER],
    fuelings: [],
    vehicleFuelings: [],
    tankerFuelings: [],
    fixes: [],
    prices: parts.fuelings ?? [],
    fromIso: '2026-10-01T00:00:00.000Z',
    toIso: '2026-11-01T00:00:00.000Z',
    thresholds: DEFAULT_FUEL_THRESHOLDS,
    ...parts,
  };
}

const codes = (parts: Partial<AnomalyInput>) => findAnomalies(input(parts), 'Europe/Warsaw').map((a) => [a.source, a.fueling, a.code]);

/** A car that burns 8 l/100 km: 400 km and 32 l a day. */
const regularCar = () => [0, 1, 2, 3].map((day) => station(`2026-10-0${day + 5}T08:00:00.000Z`, 32, 10_000 + 400 * day));

describe('fuel anomalies', () => {
  it('flags nothing in a regular log', () => {
    expect(codes({ fuelings: regularCar() })).toEqual([]);
  });

  it('1: litres above the tank, not litres that fit', () => {
    const over = station('2026-10-10T08:00:00.000Z', 61, 5000);
    expect(codes({ fuelings: [over] })).toEqual([['fueling', over.id, 'over_capacity']]);
    expect(codes({ fuelings: [station('2026-10-10T08:00:00.000Z', 60, 5000)] })).toEqual([]);
    const delivery = { id: 77, tanker: TANKER.id, datetime: '2026-10-10T08:00:00.000Z', litres: 10_000.5 };
    const [anomaly] = findAnomalies(
      input({ tankerFuelings: [delivery, { ...delivery, id: 78, datetime: '2026-10-12T08:00:00.000Z', litres: 9000 }] }),
      'Europe/Warsaw',
    );
    expect(anomaly).toMatchObject({ id: 'tanker_fueling-77-over_capacity', reason: 'Dostarczono 10\u00a0000,50 l, a cysterna mieści 10\u00a0000,00 l.' });
  });

  it('2: two fuelings within the window adding up to more than the tank, not a day apart', () => {
    const first = station('2026-10-10T08:00:00.000Z', 40, 5000);
    const second = station('2026-10-10T11:00:00.000Z', 30, 5100);
    const [anomaly] = findAnomalies(input({ fuelings: [first, second] }), 'Europe/Warsaw');
    expect(anomaly).toMatchObject({
      fueling: second.id,
      code: 'window_over_capacity',
      values: { litres: 30, previous_litres: 40, hours: 3, capacity: 60 },
      reason: 'Dwa tankowania w ciągu 3,00 h: 40,00 l i 30,00 l, razem więcej niż pojemność 60,00 l.',
    });
    expect(codes({ fuelings: [first, station('2026-10-11T08:00:00.000Z', 30, 5300)] })).toEqual([]);
  });

  it('3: an odometer going back or jumping further than the clock allows', () => {
    const log = regularCar();
    log[2].odometer_state = 108_000; // a typo: one digit too many
    expect(codes({ fuelings: log })).toEqual([
      ['fueling', log[2].id, 'odometer_jump'],
      ['fueling', log[3].id, 'odometer_backwards'],
    ]);
    // 2 000 km in 24 h is too far at 110 km/h at most… but 20 engine hours in 24 h is plausible.
    const machine = [fromTanker('2026-10-05T06:00:00.000Z', 200, 1000), fromTanker('2026-10-06T06:00:00.000Z', 200, 1020)];
    expect(codes({ vehicleFuelings: machine })).toEqual([]);
    machine[1].odometer_state = 1030; // 30 engine hours in 24 h
    expect(findAnomalies(input({ vehicleFuelings: machine }), 'Europe/Warsaw')[0].reason).toBe('Przyrost licznika 30,00 mth w 24,00 h (najwyżej 24,00 mth).');
  });

  it('4: an interval far from the vehicle’s own baseline', () => {
    const log = regularCar();
    const thirsty = station('2026-10-09T08:00:00.000Z', 50, 11_600); // 50 l over 400 km against 8 l/100 km
    const [anomaly] = findAnomalies(input({ fuelings: [...log, thirsty] }), 'Europe/Warsaw');
    expect(anomaly).toMatchObject({ fueling: thirsty.id, code: 'consumption', values: { rate: 12.5, baseline: 8, deviation: 0.56 } });
    expect(anomaly.reason).toBe('Zużycie 12,50 l/100 km wobec normy pojazdu 8,00 l/100 km (+56 %).');
    expect(codes({ fuelings: [...log, { ...thirsty, litres: 44 }] })).toEqual([]);
  });

  it('5: a tanker fueling far from the machine’s track, only where positions exist', () => {
    const near = fromTanker('2026-10-10T08:00:00.000Z', 200, 1000, [52.0, 21.0]);
    const far = fromTanker('2026-10-11T08:00:00.000Z', 200, 1008, [52.01, 21.0]); // 1,1 km north
    const noFix = fromTanker('2026-10-12T08:00:00.000Z', 200, 1016, [53.0, 21.0]);
    const fixes = [
      { vehicle: EXCAVATOR.id, datetime: '2026-10-10T08:10:00.000Z', latitude: 52.001, longitude: 21.0 },
      { vehicle: EXCAVATOR.id, datetime: '2026-10-11T07:50:00.000Z', latitude: 52.0, longitude: 21.0 },
      // 40 minutes off: too far in time to say where the machine was.
      { vehicle: EXCAVATOR.id, datetime: '2026-10-12T08:40:00.000Z', latitude: 52.0, longitude: 21.0 },
    ];
    const anomalies = findAnomalies(input({ vehicleFuelings: [near, far, noFix], fixes }), 'Europe/Warsaw');
    expect(anomalies.map((a) => [a.fueling, a.code])).toEqual([[far.id, 'gps_far']]);
    expect(anomalies[0].values).toEqual({ machine_distance_m: 1112, tanker_distance_m: null, limit_m: 500 });
    expect(anomalies[0].reason).toBe('Tankowanie z cysterny zapisano 1\u00a0112 m od maszyny (dopuszczalne 500 m).');
  });

  it('6: a station price outside the month’s band', () => {
    const log = regularCar();
    log[1].price_per_litre = 7.5; // median 6.5, +15 %
    expect(codes({ fuelings: log })).toEqual([['fueling', log[1].id, 'price_band']]);
    log[1].price_per_litre = 7.1; // +9 %
    expect(codes({ fuelings: log })).toEqual([]);
  });

  it('checks only fuelings of the period, and moves with the thresholds', () => {
    const over = station('2026-09-30T08:00:00.000Z', 70, 5000);
    expect(codes({ fuelings: [over] })).toEqual([]);
    const log = regularCar();
    log[1].price_per_litre = 7.1;
    const strict = readThresholds({ price_deviation: '0,05' });
    expect(strict.ok).toBe(true);
    expect(codes({ fuelings: log, thresholds: strict.ok ? strict.thresholds : DEFAULT_FUEL_THRESHOLDS })).toEqual([['fueling', log[1].id, 'price_band']]);
  });

  it('reads threshold changes with Polish messages', () => {
    expect(readThresholds({ window_hours: 0, gps_distance_m: 'dużo', colour: 1, price_deviation: 11 })).toEqual({
      ok: false,
      errors: {
        window_hours: ['Wartość musi być większa od zera.'],
        gps_distance_m: ['Podaj liczbę, np. 12,5 lub 1 234,5.'],
        colour: ['Nieznane ustawienie.'],
        price_deviation: ['Wartość nie może być większa niż 10.'],
      },
    });
    expect(readThresholds({ gps_distance_m: '1 234,5', window_hours: '12,5,5' })).toEqual({
      ok: false,
      errors: { window_hours: ['Podaj liczbę, np. 12,5 lub 1 234,5.'] },
    });
    expect(readThresholds({ gps_distance_m: '1 234,5' })).toMatchObject({ ok: true, thresholds: { gps_distance_m: 1234.5 } });
  });

  it('hides explained anomalies unless asked for, with who and when', () => {
    const over = station('2026-10-10T08:00:00.000Z', 61, 5000);
    const anomalies = findAnomalies(input({ fuelings: [over] }), 'Europe/Warsaw');
    const explanation = {
      source: 'fueling' as const,
      fueling: over.id,
      code: 'over_capacity' as const,
      note: 'Kanister',
      explained_by: 'admin',
      explained_at: '2026-10-11T08:00:00.000Z',
    };
    expect(withExplanations(anomalies, [explanation], false)).toEqual([]);
    expect(withExplanations(anomalies, [explanation], true)[0].explanation).toEqual({
      note: 'Kanister',
      explained_by: 'admin',
      explained_at: '2026-10-11T08:00:00.000Z',
    });
  });
});

describe('the price band’s month', () => {
  // Instants within a day of a month's turn, where the company's day and the UTC day differ,
  // in zones with summer time, with half-hour offsets, and without either.
  const ZONES = ['Europe/Warsaw', 'America/Sao_Paulo', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'UTC'];
  const nearTurn = fc
    .record({ month: fc.integer({ min: 0, max: 12 * 8 }), offset: fc.integer({ min: -36 * 60, max: 36 * 60 }) })
    .map(({ month, offset }) => new Date(Date.UTC(2020, month, 1) + offset * 60_000).toISOString());

  it('is the month of the company’s wall clock at the fueling, asked of the zone once per UTC day', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.array(nearTurn, { minLength: 1, maxLength: 40 }), (zone, instants) => {
        const monthOf = companyMonths(zone);
        for (const instant of instants) {
          const { year, month } = companyWallClock(Date.parse(instant), zone);
          expect(monthOf(instant)).toBe(`${year}-${String(month).padStart(2, '0')}`);
        }
      }),
      { numRuns: 300 },
    );
  });
});
