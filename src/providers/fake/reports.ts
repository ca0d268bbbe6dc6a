/**
 * The fake provider's reports (docs/api.md "Reports"), computed from the fake tables with the
 * reference definitions the server's SQL is tested against.
 */
import { HttpError, type DataProvider } from 'ra-core';
import { calendarDay } from '../../domain/dates';
import { haulReport, type HaulReportAnswer, type HaulRide, type HaulVehicle } from '../../domain/reports/haul';
import { haulCsv } from '../../domain/reports/haulCsv';
import { companyDays, tankerLedger, type FuelMovement, type StockCount } from '../../domain/reports/tankerLedger';
import { resources } from '../../domain/resources';
import type { HaulQuery, SatDataProvider, TankerLedgerReport } from '../types';

const ALL_ROWS = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

export function fakeReports(inner: DataProvider): Pick<SatDataProvider, 'getTankerLedger' | 'getHaulReport' | 'exportHaulCsv'> {
  const all = async (resource: string) => (await inner.getList(resource, { filter: {}, pagination: ALL_ROWS, sort: { field: 'id', order: 'ASC' } })).data;
  const ofTanker = async (resource: string, tanker: number) =>
    (await inner.getList(resource, { filter: { tanker }, pagination: ALL_ROWS, sort: { field: 'id', order: 'ASC' } })).data;

  // Haul productivity (issue 13 §4).
  const getHaulReport = async ({ site, from, to }: HaulQuery): Promise<HaulReportAnswer> => {
    const [rides, vehicles, materials, places, sites] = await Promise.all(['rides', 'vehicles', 'materials', 'places', 'sites'].map(all));
    const siteRow = sites.find((row) => row.id === site);
    if (site !== null && !siteRow) throw new HttpError(resources.sites.notFoundMessage, 404);
    const days = companyDays(calendarDay(from), calendarDay(to));
    const report = haulReport({
      rides: rides as unknown as HaulRide[],
      names: {
        vehicles: new Map(vehicles.map((vehicle) => [Number(vehicle.id), { ...(vehicle as unknown as HaulVehicle), payload_tonnes: vehicle.payload_tonnes ?? null }])),
        materials: new Map(materials.map((material) => [Number(material.id), String(material.name)])),
        places: new Map(places.map((place) => [Number(place.id), String(place.name)])),
      },
      days,
      site,
    });
    return {
      site: siteRow ? { id: Number(siteRow.id), name: String(siteRow.name) } : null,
      date_from: days[0]?.day ?? '',
      date_to: days.at(-1)?.day ?? '',
      ...report,
    };
  };

  return {
    getHaulReport,
    exportHaulCsv: async (query, table) => new Blob([haulCsv(await getHaulReport(query), table)], { type: 'text/csv;charset=utf-8' }),
    getTankerLedger: async ({ tanker: id, from, to }): Promise<TankerLedgerReport> => {
      const { data: vehicles } = await inner.getList('vehicles', { filter: { id }, pagination: ALL_ROWS, sort: { field: 'id', order: 'ASC' } });
      const tanker = vehicles[0];
      if (!tanker) throw new HttpError('Nie znaleziono cysterny', 404);
      const [deliveries, dispensings, stockCounts] = await Promise.all(
        ['tanker-fueling', 'vehicle-fueling', 'tanker-stock-counts'].map((resource) => ofTanker(resource, id)),
      );
      const { data: sites } = await inner.getList('sites', { filter: { id: tanker.site }, pagination: ALL_ROWS, sort: { field: 'id', order: 'ASC' } });
      const ledger = tankerLedger({
        capacity: Number(tanker.fuel_capacity),
        deliveries: deliveries as unknown as FuelMovement[],
        dispensings: dispensings as unknown as FuelMovement[],
        stockCounts: stockCounts as unknown as StockCount[],
        from: calendarDay(from),
        to: calendarDay(to),
      });
      const { fleet_number, registration_number, vehicle_model, site } = tanker;
      return {
        tanker: { id, fleet_number, registration_number, vehicle_model, site, site_name: sites[0]?.name ?? null },
        date_from: ledger.days[0]?.day ?? '',
        date_to: ledger.days.at(-1)?.day ?? '',
        ...ledger,
      };
    },
  };
}
