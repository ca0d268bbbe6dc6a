/**
 * The fake provider's reports (docs/api.md "Reports"), computed from the fake tables with the
 * reference definitions the server's SQL is tested against.
 */
import { HttpError, type DataProvider } from 'ra-core';
import { calendarDay, companyDayRange, paddedDay } from '../../domain/dates';
import { siteFuel, workHours, type SiteReport, type StationFuelingRow, type WorkDayInput } from '../../domain/reports/siteReport';
import { siteReportCsv } from '../../domain/reports/siteReportCsv';
import { tankerLedger, type FuelMovement, type StockCount } from '../../domain/reports/tankerLedger';
import type { SatDataProvider, SiteReportQuery, TankerLedgerReport } from '../types';
import { csvFile } from './csv';

const ALL_ROWS = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

type Reports = Pick<SatDataProvider, 'getTankerLedger' | 'getSiteReport' | 'exportSiteReportCsv'>;

export function fakeReports(inner: DataProvider): Reports {
  const rows = async (resource: string, filter: Record<string, unknown> = {}) =>
    (await inner.getList(resource, { filter, pagination: ALL_ROWS, sort: { field: 'id', order: 'ASC' } })).data;
  const ofTanker = async (resource: string, tanker: number) =>
    (await inner.getList(resource, { filter: { tanker }, pagination: ALL_ROWS, sort: { field: 'id', order: 'ASC' } })).data;

  const getSiteReport = async ({ site: id, from, to }: SiteReportQuery): Promise<SiteReport> => {
    const [site] = await rows('sites', { id });
    if (!site) throw new HttpError('Nie znaleziono budowy', 404);
    const [vehicles, people, fuelings, deliveries, workDays, repairs] = await Promise.all(
      ['vehicles', 'employees', 'fueling', 'tanker-fueling', 'work-days', 'repairs'].map((resource) => rows(resource)),
    );
    const tankers = new Set(vehicles.filter((vehicle) => vehicle.site === id && vehicle.vehicle_type === 'TANK').map((vehicle) => vehicle.id));
    const names = new Map(people.map((person) => [person.id, `${person.first_name} ${person.last_name}`]));
    const vehicleNames = new Map(vehicles.map((vehicle) => [vehicle.id, `${vehicle.fleet_number} · ${vehicle.registration_number}`]));
    const [first, last] = [calendarDay(from), calendarDay(to)];
    const { fromIso, toIso } = companyDayRange(first, last);
    return {
      site: { id, name: site.name },
      date_from: paddedDay(from),
      date_to: paddedDay(to),
      fuel: siteFuel(
        fuelings.filter((row) => row.site === id) as unknown as StationFuelingRow[],
        deliveries.filter((row) => tankers.has(row.tanker)) as unknown as FuelMovement[],
        first,
        last,
      ),
      work_hours: workHours(
        workDays.filter((row) => row.site === id).map((row) => ({ ...row, name: names.get(row.person) ?? '' })) as unknown as WorkDayInput[],
        first,
        last,
      ),
      repairs: repairs
        .filter((row) => row.site === id && row.datetime >= fromIso && row.datetime < toIso)
        .sort((a, b) => b.datetime.localeCompare(a.datetime) || Number(b.id) - Number(a.id))
        .map((row) => ({ id: Number(row.id), datetime: row.datetime, note: row.note, vehicle: vehicleNames.get(row.vehicle) ?? '', person: names.get(row.person) ?? '' })),
    };
  };

  return {
    getSiteReport,
    exportSiteReportCsv: async ({ table, ...query }) => csvFile(siteReportCsv(await getSiteReport(query), table)),
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
