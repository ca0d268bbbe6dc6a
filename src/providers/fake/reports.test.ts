import { describe, expect, it } from 'vitest';
import { getDataProvider } from './dataProvider';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../domain/dates';
/** Every site, no date range (the provider's scope, fixed for these tests). */
const EVERY_SITE = { scope: () => ({ site: null, dateRange: {} }), timeZone: DEFAULT_COMPANY_TIME_ZONE };

const provider = () =>
  getDataProvider(
    {
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
      fueling: [
        { id: 1, vehicle: 6, datetime: '2026-11-01T10:00:00.000Z', litres: 100, odometer_state: 20_000 },
        { id: 2, vehicle: 6, datetime: '2026-11-02T10:00:00.000Z', litres: 120, odometer_state: 20_400 },
      ],
    },
    EVERY_SITE,
  );

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

describe('fake provider: consumption per machine', () => {
  it('computes the ranking, the trend and the CSV from the fake tables', async () => {
    const query = { site: 1, from: new Date(2026, 10, 2), to: new Date(2026, 10, 3) };
    const report = await provider().getConsumption(query);
    expect(report).toMatchObject({ site: 1, date_from: '2026-11-02', date_to: '2026-11-03' });
    // 120 l over 400 km.
    expect(report.vehicles.map((row) => [row.vehicle.id, row.vehicle.site_name, row.unit, row.litres, row.distance, row.rate, row.baseline])).toEqual([
      [6, 'S7 Grójec', 'km', 120, 400, 30, 30],
    ]);
    const trend = await provider().getConsumptionTrend({ vehicle: 6, from: query.from, to: query.to });
    expect(trend.intervals.map((point) => [point.datetime, point.rate])).toEqual([['2026-11-02T10:00:00.000Z', 30]]);
    const csv = await (await provider().exportConsumptionCsv(query)).text();
    // All 120 l fuelled in the period (Zatankowano) were used for the rate (W tym do spalania).
    expect(csv.split('\r\n')[1]).toBe('S7 Grójec;Cysterna;32;WGR 32K;MAN cysterna;l/100 km;120;120;400;km;30;30;0;1;0');
  });
});

// Haul productivity (issue 13 §4).
describe('fake provider: haul report', () => {
  const haulProvider = () =>
    getDataProvider(
      {
        sites: [{ id: 1, name: 'S7 Grójec' }],
        vehicles: [
          {
            id: 7,
            site: 1,
            fleet_number: 101,
            registration_number: 'WGR 101K',
            vehicle_model: 'Volvo FMX',
            vehicle_type: 'TRUCK',
            fuel_capacity: 400,
            payload_tonnes: 28,
          },
        ],
        materials: [{ id: 3, name: 'Piasek', site: 1 }],
        places: [
          { id: 4, name: 'Żwirownia', site: 1 },
          { id: 5, name: 'Nasyp', site: 1 },
        ],
        rides: [
          {
            id: 1,
            person: 1,
            vehicle: 7,
            material: 3,
            start_place: 4,
            end_place: 5,
            site: 1,
            start_datetime: '2026-11-02T07:00:00.000Z',
            end_datetime: '2026-11-02T07:45:00.000Z',
          },
          { id: 2, person: 1, vehicle: 7, material: 3, start_place: 4, end_place: 5, site: 1, start_datetime: '2026-11-02T08:15:00.000Z', end_datetime: null },
        ],
      },
      EVERY_SITE,
    );
  const query = { site: 1, from: new Date(2026, 10, 2), to: new Date(2026, 10, 2) };

  it('computes the report from the fake tables with the reference definition', async () => {
    const report = await haulProvider().getHaulReport(query);
    expect(report).toMatchObject({ site: { id: 1, name: 'S7 Grójec' }, date_from: '2026-11-02', date_to: '2026-11-02', loads: 1, tonnes: 28, open_rides: 1 });
    expect(report.routes[0]).toMatchObject({
      start_place_name: 'Żwirownia',
      end_place_name: 'Nasyp',
      loaded: { median_seconds: 2700 },
      return: { median_seconds: 1800 },
    });
  });

  it('exports a table as the server writes it, and answers 404 for an unknown site', async () => {
    const blob = await haulProvider().exportHaulCsv(query, 'materials');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3)).split('\r\n')).toEqual([
      'Materiał;Miejsce załadunku;Miejsce rozładunku;Kursy;Kursy ze znaną ładownością;Tony (t)',
      'Piasek;Żwirownia;Nasyp;1;1;28',
      '',
    ]);
    await expect(haulProvider().getHaulReport({ ...query, site: 9 })).rejects.toMatchObject({ status: 404, message: 'Nie znaleziono budowy' });
  });
});
