/** The fake provider's site report (docs/api.md "Reports"), computed with the reference definitions. */
import { HttpError, type DataProvider } from 'ra-core';
import { calendarDay, companyDayRange, paddedDay } from '../../domain/dates';
import {
  consumptionHighlights,
  siteFuel,
  siteHaul,
  workHours,
  type SiteReport,
  type StationFuelingRow,
  type WorkDayInput,
} from '../../domain/reports/siteReport';
import { siteReportCsv } from '../../domain/reports/siteReportCsv';
import type { FuelMovement } from '../../domain/reports/tankerLedger';
import { resources } from '../../domain/resources';
import type { SatDataProvider, SiteReportQuery } from '../types';
import { allRows } from './allRows';
import { csvFile } from './csv';

/** The other reports the site report carries, as the fake provider computes them. */
type OtherReports = Pick<SatDataProvider, 'getConsumption' | 'getAnomalies' | 'getHaulReport'>;

export function fakeSiteReport(inner: DataProvider, reports: OtherReports, timeZone: string): Pick<SatDataProvider, 'getSiteReport' | 'exportSiteReportCsv'> {
  const rows = allRows(inner);

  const getSiteReport = async ({ site: id, from, to }: SiteReportQuery): Promise<SiteReport> => {
    const [site] = await rows('sites', { id });
    if (!site) throw new HttpError(resources.sites.notFoundMessage, 404);
    const [vehicles, people, fuelings, deliveries, workDays, repairs] = await Promise.all(
      ['vehicles', 'employees', 'fueling', 'tanker-fueling', 'work-days', 'repairs'].map((resource) => rows(resource)),
    );
    const tankers = new Set(vehicles.filter((vehicle) => vehicle.site === id && vehicle.vehicle_type === 'TANK').map((vehicle) => vehicle.id));
    const names = new Map(people.map((person) => [person.id, `${person.first_name} ${person.last_name}`]));
    const vehicleNames = new Map(vehicles.map((vehicle) => [vehicle.id, `${vehicle.fleet_number} · ${vehicle.registration_number}`]));
    const [first, last] = [calendarDay(from), calendarDay(to)];
    const { fromIso, toIso } = companyDayRange(first, last, timeZone);
    const [consumption, anomalies, haul] = await Promise.all([
      reports.getConsumption({ site: id, from, to }),
      reports.getAnomalies({ site: id, from, to, includeExplained: false }),
      reports.getHaulReport({ site: id, from, to }),
    ]);
    return {
      site: { id, name: site.name },
      date_from: paddedDay(from),
      date_to: paddedDay(to),
      fuel: siteFuel(
        fuelings.filter((row) => row.site === id) as unknown as StationFuelingRow[],
        deliveries.filter((row) => tankers.has(row.tanker)) as unknown as FuelMovement[],
        first,
        last,
        timeZone,
      ),
      consumption: consumptionHighlights(consumption.vehicles, anomalies.thresholds),
      anomalies: anomalies.anomalies,
      haul: siteHaul(haul),
      work_hours: workHours(
        workDays.filter((row) => row.site === id).map((row) => ({ ...row, name: names.get(row.person) ?? '' })) as unknown as WorkDayInput[],
        first,
        last,
        timeZone,
      ),
      repairs: repairs
        .filter((row) => row.site === id && row.datetime >= fromIso && row.datetime < toIso)
        .sort((a, b) => b.datetime.localeCompare(a.datetime) || Number(b.id) - Number(a.id))
        .map((row) => ({
          id: Number(row.id),
          datetime: row.datetime,
          note: row.note,
          vehicle: vehicleNames.get(row.vehicle) ?? '',
          person: names.get(row.person) ?? '',
        })),
    };
  };

  return {
    getSiteReport,
    exportSiteReportCsv: async ({ table, ...query }) => csvFile(siteReportCsv(await getSiteReport(query), table, timeZone)),
  };
}
