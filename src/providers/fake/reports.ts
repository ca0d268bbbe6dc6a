/**
 * The fake provider's reports (docs/api.md "Reports"), computed from the fake tables with the
 * reference definitions the server's SQL is tested against.
 */
import { HttpError, type DataProvider } from 'ra-core';
import { calendarDay } from '../../domain/dates';
import { tankerLedger, type FuelMovement, type StockCount } from '../../domain/reports/tankerLedger';
import type { SatDataProvider, TankerLedgerReport } from '../types';

const ALL_ROWS = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

export function fakeReports(inner: DataProvider): Pick<SatDataProvider, 'getTankerLedger'> {
  const ofTanker = async (resource: string, tanker: number) =>
    (await inner.getList(resource, { filter: { tanker }, pagination: ALL_ROWS, sort: { field: 'id', order: 'ASC' } })).data;

  return {
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
