/**
 * The demo's fuel (issue 13): the anomaly rules find exactly the planted anomalies, and every
 * tanker's ledger stays within [0, capacity] on every day but those of the planted theft.
 */
import { describe, expect, it } from 'vitest';
import { findAnomalies } from '../anomalies';
import { anomalyInput } from '../anomalies/input';
import { DEFAULT_FUEL_THRESHOLDS } from '../reports/fuelLog';
import { tankerLedger, type CalendarDay } from '../reports/tankerLedger';
import { generateDemo, type DemoCompany, type DemoOptions } from './index';

const NOW = new Date('2026-11-20T10:30:00.000Z');

const key = (anomaly: { source: string; fueling: number; code: string }) => `${anomaly.source}-${anomaly.fueling}-${anomaly.code}`;
const dayOf = (iso: string): CalendarDay => {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(Date.parse(iso)).split('-').map(Number);
  return { year, month, day };
};

function demoAnomalies(demo: DemoCompany) {
  const fuelings = [...demo.fuelings()];
  const input = anomalyInput(
    {
      vehicles: demo.vehicles,
      fuelings,
      vehicleFuelings: [...demo.vehicleFuelings()],
      tankerFuelings: [...demo.tankerFuelings()],
      locationPoints: demo.locationPoints(),
    },
    { fromIso: '2000-01-01T00:00:00.000Z', toIso: '2100-01-01T00:00:00.000Z', thresholds: DEFAULT_FUEL_THRESHOLDS },
  );
  return findAnomalies(input, 'Europe/Warsaw');
}

describe.each<[string, DemoOptions]>([
  ['the server’s demo', { seed: 1, now: NOW }],
  ['the browser’s demo', { seed: 1, scale: 0.5, days: 7, now: NOW }],
  ['another seed and season', { seed: 7, now: new Date('2027-03-30T17:45:00.000Z') }],
])('fuel of %s', (_name, options) => {
  const demo = generateDemo(options);

  it('plants every kind of anomaly, and the rules find exactly those', () => {
    const planted = demo.plantedAnomalies();
    const found = demoAnomalies(demo);
    expect(found.map(key).sort()).toEqual(planted.map(key).sort());
    if (options.days === undefined) {
      expect(new Set(planted.map((anomaly) => anomaly.code))).toEqual(
        new Set(['over_capacity', 'odometer_jump', 'odometer_backwards', 'price_band', 'window_over_capacity', 'consumption', 'gps_far']),
      );
    }
  });

  it('keeps every tanker’s ledger within [0, capacity], but for the planted theft until the next delivery', () => {
    const vehicleFuelings = [...demo.vehicleFuelings()];
    const deliveries = [...demo.tankerFuelings()];
    const theft = demo.plantedAnomalies().find((anomaly) => anomaly.code === 'gps_far');
    const stolen = vehicleFuelings.find((row) => row.id === theft?.fueling);
    const first = demo.tankerStockCounts[0].datetime;
    const from = dayOf(first);
    const to = dayOf(demo.options.now.toISOString());
    for (const tanker of demo.vehicles.filter((vehicle) => vehicle.vehicle_type === 'TANK')) {
      const ledger = tankerLedger(
        {
          capacity: tanker.fuel_capacity,
          deliveries: deliveries.filter((row) => row.tanker === tanker.id),
          dispensings: vehicleFuelings.filter((row) => row.tanker === tanker.id),
          stockCounts: demo.tankerStockCounts.filter((row) => row.tanker === tanker.id),
          from,
          to,
        },
        'Europe/Warsaw',
      );
      const nextDelivery = stolen && deliveries.find((row) => row.tanker === tanker.id && row.datetime > stolen.datetime);
      const gapDays = new Set(
        ledger.days
          .filter(
            (day) => stolen?.tanker === tanker.id && day.day >= stolen.datetime.slice(0, 10) && (!nextDelivery || day.day < nextDelivery.datetime.slice(0, 10)),
          )
          .map((day) => day.day),
      );
      for (const day of ledger.days) {
        expect(day.above_capacity_litres, `${tanker.registration_number} ${day.day}`).toBe(0);
        if (gapDays.has(day.day)) expect(day.below_zero_litres, `${tanker.registration_number} ${day.day}`).toBeGreaterThan(0);
        else expect(day.below_zero_litres, `${tanker.registration_number} ${day.day}`).toBe(0);
      }
    }
    if (options.days === undefined) expect(stolen).toBeDefined();
  });
});
