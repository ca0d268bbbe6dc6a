/**
 * The fake provider's reports (docs/api.md "Reports"), computed from the fake tables with the
 * reference definitions the server's SQL is tested against.
 */
import { HttpError, type DataProvider, type RaRecord } from 'ra-core';
import { calendarDay, companyDayRange, paddedDay } from '../../domain/dates';
import { consumptionReport, consumptionTrend, fuelingsInPeriod, type ConsumptionVehicle } from '../../domain/reports/consumption';
import { fuelIntervals, odometerUnit, type FuelReading } from '../../domain/reports/fuelLog';
import { consumptionCsv, tankerLedgerCsv } from '../../domain/reports/reportCsv';
import { tankerLedger, type FuelMovement, type StockCount } from '../../domain/reports/tankerLedger';
import type { SatDataProvider, TankerLedgerReport } from '../types';
import { allRows } from './allRows';
import { csvFile } from './csv';

type FakeReports = Pick<SatDataProvider, 'getTankerLedger' | 'exportTankerLedgerCsv' | 'getConsumption' | 'getConsumptionTrend' | 'exportConsumptionCsv'>;

export function fakeReports(inner: DataProvider, timeZone: string): FakeReports {
  const rows = allRows(inner);
  const siteNames = async () => new Map((await rows('sites')).map((site) => [site.id, String(site.name)]));

  const getTankerLedger: SatDataProvider['getTankerLedger'] = async ({ tanker: id, from, to }): Promise<TankerLedgerReport> => {
    const tanker = (await rows('vehicles', { id }))[0];
    if (!tanker) throw new HttpError('Nie znaleziono cysterny', 404);
    const [deliveries, dispensings, stockCounts] = await Promise.all(
      ['tanker-fueling', 'vehicle-fueling', 'tanker-stock-counts'].map((resource) => rows(resource, { tanker: id })),
    );
    const ledger = tankerLedger(
      {
        capacity: Number(tanker.fuel_capacity),
        deliveries: deliveries as unknown as FuelMovement[],
        dispensings: dispensings as unknown as FuelMovement[],
        stockCounts: stockCounts as unknown as StockCount[],
        from: calendarDay(from),
        to: calendarDay(to),
      },
      timeZone,
    );
    const { fleet_number, registration_number, vehicle_model, site } = tanker;
    return {
      tanker: { id, fleet_number, registration_number, vehicle_model, site, site_name: (await siteNames()).get(site) ?? null },
      date_from: ledger.days[0]?.day ?? '',
      date_to: ledger.days.at(-1)?.day ?? '',
      ...ledger,
    };
  };

  // Consumption per machine (issue "Fuel and haul intelligence" §3).
  const consumptionVehicles = async (filter: Record<string, unknown>): Promise<ConsumptionVehicle[]> => {
    const names = await siteNames();
    return (await rows('vehicles', filter)).map((vehicle: RaRecord) => ({
      id: Number(vehicle.id),
      fleet_number: vehicle.fleet_number,
      registration_number: vehicle.registration_number,
      vehicle_model: vehicle.vehicle_model,
      vehicle_type: vehicle.vehicle_type,
      site: vehicle.site,
      site_name: names.get(vehicle.site) ?? null,
    }));
  };
  const readingsOf = async (vehicles: readonly ConsumptionVehicle[]): Promise<FuelReading[]> => {
    const ids = new Set(vehicles.map((vehicle) => vehicle.id));
    const [station, tanker] = await Promise.all([rows('fueling'), rows('vehicle-fueling')]);
    const reading =
      (source: FuelReading['source']) =>
      (row: RaRecord): FuelReading => ({
        source,
        id: Number(row.id),
        vehicle: Number(row.vehicle),
        datetime: row.datetime,
        litres: Number(row.litres),
        odometer_state: Number(row.odometer_state),
      });
    return [...station.map(reading('fueling')), ...tanker.map(reading('vehicle_fueling'))].filter((row) => ids.has(row.vehicle));
  };
  const period = (from: Date, to: Date) => companyDayRange(calendarDay(from), calendarDay(to), timeZone);

  const getConsumption: SatDataProvider['getConsumption'] = async ({ site, from, to }) => {
    const vehicles = await consumptionVehicles(site === null ? {} : { site });
    const readings = await readingsOf(vehicles);
    return {
      site,
      date_from: paddedDay(from),
      date_to: paddedDay(to),
      fuelings: fuelingsInPeriod(readings, period(from, to)),
      vehicles: consumptionReport(vehicles, readings, period(from, to)),
    };
  };

  return {
    getTankerLedger,
    exportTankerLedgerCsv: async (query) => csvFile(tankerLedgerCsv((await getTankerLedger(query)).days)),
    getConsumption,
    getConsumptionTrend: async ({ vehicle: id, from, to }) => {
      const [vehicle] = await consumptionVehicles({ id });
      if (!vehicle) throw new HttpError('Nie znaleziono pojazdu', 404);
      const history = fuelIntervals(await readingsOf([vehicle]), () => odometerUnit(vehicle.vehicle_type));
      return { date_from: paddedDay(from), date_to: paddedDay(to), ...consumptionTrend(vehicle, history, period(from, to)) };
    },
    exportConsumptionCsv: async (query) => csvFile(consumptionCsv((await getConsumption(query)).vehicles)),
  };
}
