import { describe, expect, it } from 'vitest';
import { getDataProvider } from './dataProvider';

const provider = () =>
  getDataProvider({
    sites: [{ id: 1, name: 'S7 Grójec' }],
    vehicles: [
      { id: 5, site: 1, fleet_number: 31, registration_number: 'WGR 31K', vehicle_model: 'MAN cysterna', vehicle_type: 'TANK', fuel_capacity: 1000 },
      { id: 6, site: 1, fleet_number: 32, registration_number: 'WGR 32K', vehicle_model: 'MAN cysterna', vehicle_type: 'TANK', fuel_capacity: 1000 },
    ],
    'tanker-fueling': [
      { id: 1, tanker: 5, datetime: '2026-11-01T10:00:00.000Z', litres: 600 },
      { id: 2, tanker: 6, datetime: '2026-11-02T10:00:00.000Z', litres: 999 },
    ],
    'vehicle-fueling': [{ id: 1, tanker: 5, vehicle: 9, datetime: '2026-11-02T10:00:00.000Z', litres: 750.5 }],
    'tanker-stock-counts': [{ id: 1, tanker: 5, datetime: '2026-11-03T06:00:00.000Z', litres: 20 }],
  });

describe('fake provider: tanker ledger', () => {
  it('computes the ledger of the tanker from the fake tables', async () => {
    const ledger = await provider().getTankerLedger({ tanker: 5, from: new Date(2026, 10, 2), to: new Date(2026, 10, 3) });
    expect(ledger.tanker).toEqual({ id: 5, fleet_number: 31, registration_number: 'WGR 31K', vehicle_model: 'MAN cysterna', site: 1, site_name: 'S7 Grójec' });
    expect(ledger).toMatchObject({ date_from: '2026-11-02', date_to: '2026-11-03', capacity: 1000, opening: 600, closing: 20 });
    expect(ledger.days.map((day) => [day.day, day.closing, day.below_zero_litres, day.adjustment])).toEqual([
      ['2026-11-02', -150.5, 150.5, 0],
      ['2026-11-03', 20, 0, 170.5],
    ]);
  });

  it('answers 404 for an unknown tanker', async () => {
    await expect(provider().getTankerLedger({ tanker: 77, from: new Date(2026, 10, 2), to: new Date(2026, 10, 3) })).rejects.toMatchObject({
      status: 404,
      message: 'Nie znaleziono cysterny',
    });
  });
});
