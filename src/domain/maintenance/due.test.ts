/** The due report's reference rules (src/domain/maintenance/due.ts) on hand-made cases. */
import { describe, expect, it } from 'vitest';
import { addMonthsToDay, currentReading, DUE_STATUS_LABELS, dueDocuments, dueService, type PlanInput, type VehicleInput } from './due';
import { counted, polishPlural, withinDays } from '../plural';

const truck: VehicleInput = { id: 1, fleet_number: 7, registration_number: 'WGR 7K', vehicle_model: 'Volvo', vehicle_type: 'TRUCK' };
const roller: VehicleInput = { ...truck, id: 2, vehicle_type: 'ROLLER' };
const plan = (extra: Partial<PlanInput>): PlanInput => ({
  id: 1,
  name: 'Przegląd',
  vehicle: null,
  vehicle_type: 'TRUCK',
  interval_km: null,
  interval_hours: null,
  interval_months: null,
  ...extra,
});

describe('maintenance due', () => {
  it("reads the latest reading of any source in the vehicle's unit: fuel log, last service, meter readings", () => {
    const fuelLog = { vehicle: 1, odometer_state: 20_000, datetime: '2026-11-20T08:00:00.000Z' };
    const service = { vehicle: 1, date: '2026-11-21', reading: 20_100 };
    const meters = [
      { vehicle: 1, field: 'km' as const, datetime: '2026-11-22T06:00:00.000Z', value: 20_400 },
      { vehicle: 1, field: 'engine_hours' as const, datetime: '2026-11-23T06:00:00.000Z', value: 900 },
      { vehicle: 2, field: 'engine_hours' as const, datetime: '2026-11-19T06:00:00.000Z', value: 700 },
    ];
    expect(currentReading(truck, fuelLog, service, meters, 'Europe/Warsaw')).toEqual({
      vehicle: 1,
      odometer_state: 20_400,
      datetime: '2026-11-22T06:00:00.000Z',
    });
    expect(currentReading(truck, fuelLog, service, [], 'Europe/Warsaw')).toEqual({ vehicle: 1, odometer_state: 20_100, datetime: '2026-11-21' });
    expect(currentReading(truck, { ...fuelLog, datetime: '2026-11-25T08:00:00.000Z' }, service, meters, 'Europe/Warsaw')?.odometer_state).toBe(20_000);
    // A roller counts engine hours: its own meter reading, not a truck's kilometres.
    expect(currentReading(roller, null, null, meters, 'Europe/Warsaw')).toEqual({ vehicle: 2, odometer_state: 700, datetime: '2026-11-19T06:00:00.000Z' });
    expect(currentReading(roller, null, { vehicle: 2, date: '2026-11-01', reading: null }, [], 'Europe/Warsaw')).toBeNull();
  });

  it('adds months clamped to the month’s end', () => {
    expect(addMonthsToDay('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDay('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsToDay('2026-11-24', -6)).toBe('2026-05-24');
  });

  it('takes whichever comes first, in the vehicle’s own unit', () => {
    const reading = { vehicle: 1, odometer_state: 20_000, datetime: '2026-11-20T08:00:00.000Z' };
    const service = { vehicle: 1, date: '2026-06-01', reading: 12_000 };
    const both = dueService(truck, plan({ interval_km: 10_000, interval_hours: 5, interval_months: 6 }), reading, service, '2026-11-24', 30);
    expect(both).toMatchObject({ due_reading: 22_000, remaining_reading: 2000, due_date: '2026-12-01', remaining_days: 7, status: 'due' });
    // The hours interval does not apply to a truck; a roller counts engine hours and ignores kilometres.
    const machine = dueService(
      roller,
      plan({ interval_km: 10_000, interval_hours: 250 }),
      { ...reading, vehicle: 2, odometer_state: 1300 },
      { ...service, reading: 1000 },
      '2026-11-24',
      30,
    );
    expect(machine).toMatchObject({ unit: 'h', due_reading: 1250, remaining_reading: -50, status: 'overdue' });
  });

  it('counts from 0 without a service, and no months then', () => {
    const item = dueService(
      truck,
      plan({ interval_km: 30_000, interval_months: 12 }),
      { vehicle: 1, odometer_state: 10_000, datetime: '2026-11-20T08:00:00.000Z' },
      null,
      '2026-11-24',
      30,
    );
    expect(item).toMatchObject({ last_service: null, due_reading: 30_000, remaining_reading: 20_000, due_date: null, remaining_days: null, status: 'ok' });
  });

  it('says it cannot tell ("Brak danych") without a reading and a service, not that all is well', () => {
    const item = dueService(truck, plan({ interval_km: 30_000, interval_months: 12 }), null, null, '2026-11-24', 30);
    expect(item).toMatchObject({ current_reading: null, last_service: null, remaining_reading: null, remaining_days: null, status: 'unknown' });
    expect(DUE_STATUS_LABELS[item.status]).toBe('Brak danych');
    // One figure known is enough to tell.
    const read = dueService(
      truck,
      plan({ interval_km: 30_000, interval_months: 12 }),
      { vehicle: 1, odometer_state: 10_000, datetime: '2026-11-20T08:00:00.000Z' },
      null,
      '2026-11-24',
      30,
    );
    expect(read.status).toBe('ok');
  });

  it('lists the latest document per owner and kind ending within the window', () => {
    const document = { owner: 'vehicle' as const, owner_id: 1, owner_name: '7 WGR 7K', kind: 'oc', kind_label: 'Ubezpieczenie OC', number: null };
    const found = dueDocuments(
      [
        { ...document, id: 1, valid_until: '2026-11-01' },
        { ...document, id: 2, valid_until: '2026-12-10' },
        { ...document, id: 3, kind: 'inspection', valid_until: '2027-06-01' },
      ],
      '2026-11-24',
      30,
    );
    expect(found.map((item) => [item.id, item.days_left, item.status])).toEqual([[2, 16, 'due']]);
  });

  it('writes Polish plurals', () => {
    expect([1, 2, 5, 12, 22, 25].map((count) => polishPlural(count, ['dzień', 'dni', 'dni']))).toEqual(['dzień', 'dni', 'dni', 'dni', 'dni', 'dni']);
    expect([1, 3, 13, 24].map((count) => polishPlural(count, ['pozycja', 'pozycje', 'pozycji']))).toEqual(['pozycja', 'pozycje', 'pozycji', 'pozycje']);
    expect([1, 2, 5].map((count) => counted(count, ['materiał', 'materiały', 'materiałów']))).toEqual(['1 materiał', '2 materiały', '5 materiałów']);
    expect([1, 30].map(withinDays)).toEqual(['1 dnia', '30 dni']);
  });
});
