/** The fake provider's time on sites and position anomalies (issue 31 §4), computed with the reference rules of src/domain/sites. */
import { HttpError, type DataProvider, type RaRecord } from 'ra-core';
import { calendarDay } from '../../domain/dates';
import { storedBoundary } from '../../domain/sites/boundary';
import { positionAnomalies, type PositionFix } from '../../domain/sites/positionAnomalies';
import { siteLocator, siteVisits } from '../../domain/sites/siteTime';
import { positionAnomaliesCsv, siteTimeCsv, vehicleSiteRows, type ReportVehicle } from '../../domain/sites/siteTimeReport';
import { DEFAULT_WORKING_HOURS, readWorkingHours, type WorkingHours } from '../../domain/sites/workingHours';
import { companyDays } from '../../domain/reports/tankerLedger';
import type { PositionAnomalyList, SatDataProvider, SiteTimeQuery, SiteTimeReport } from '../types';
import { allRows } from './allRows';
import { csvFile } from './csv';

type SiteTimeMethods = Pick<
  SatDataProvider,
  'getSiteTime' | 'exportSiteTimeCsv' | 'getPositionAnomalies' | 'exportPositionAnomaliesCsv' | 'getWorkingHours' | 'saveWorkingHours'
>;

const reportVehicle = (row: RaRecord): ReportVehicle => ({
  id: Number(row.id),
  fleet_number: row.fleet_number ?? null,
  registration_number: row.registration_number ?? null,
  vehicle_model: row.vehicle_model ?? null,
});

export function fakeSiteTime(inner: DataProvider, timeZone: string): SiteTimeMethods {
  let hours: WorkingHours = DEFAULT_WORKING_HOURS;
  const all = allRows(inner);

  /** The period, the sites, the scope's vehicles and each one's positions in the period in time order. */
  async function tracks({ site, from, to }: SiteTimeQuery) {
    const days = companyDays(calendarDay(from), calendarDay(to), timeZone);
    const [sites, vehicles, rides, points] = await Promise.all(['sites', 'vehicles', 'rides', 'location-history'].map((resource) => all(resource)));
    const scoped = vehicles.filter((vehicle) => site === null || vehicle.site === site);
    const rideVehicle = new Map(rides.map((ride) => [ride.id, ride.vehicle]));
    const [fromIso, toIso] = [days[0].startIso, days.at(-1)!.endIso];
    const byVehicle = new Map<number, PositionFix[]>(scoped.map((vehicle) => [Number(vehicle.id), []]));
    for (const point of points) {
      if (point.datetime < fromIso || point.datetime >= toIso) continue;
      const vehicle = point.vehicle ?? rideVehicle.get(point.ride);
      byVehicle.get(Number(vehicle))?.push({ id: Number(point.id), datetime: point.datetime, latitude: point.latitude, longitude: point.longitude });
    }
    for (const fixes of byVehicle.values()) fixes.sort((a, b) => a.datetime.localeCompare(b.datetime) || a.id - b.id);
    return { days, sites, scoped, byVehicle };
  }

  const getSiteTime = async (query: SiteTimeQuery): Promise<SiteTimeReport> => {
    const { days, sites, scoped, byVehicle } = await tracks(query);
    const areas = sites.flatMap((site) => {
      const boundary = storedBoundary(site.boundary);
      return boundary ? [{ site: Number(site.id), boundary }] : [];
    });
    const locate = siteLocator(areas);
    const names = new Map(sites.map((site) => [Number(site.id), String(site.name)]));
    const rows = scoped.flatMap((vehicle) => vehicleSiteRows(reportVehicle(vehicle), siteVisits(byVehicle.get(Number(vehicle.id))!, locate), days, names));
    return { site: query.site, date_from: days[0].day, date_to: days.at(-1)!.day, rows };
  };

  const getPositionAnomalies = async (query: SiteTimeQuery): Promise<PositionAnomalyList> => {
    const { days, sites, scoped, byVehicle } = await tracks(query);
    const byId = new Map(sites.map((site) => [Number(site.id), site]));
    const anomalies = scoped
      .flatMap((vehicle) => {
        const site = vehicle.site === null || vehicle.site === undefined ? null : Number(vehicle.site);
        const boundary = site === null ? null : storedBoundary(byId.get(site)?.boundary);
        return positionAnomalies({ vehicle: Number(vehicle.id), site, boundary, fixes: byVehicle.get(Number(vehicle.id))! }, hours, timeZone).map(
          (anomaly) => ({
            ...anomaly,
            fleet_number: vehicle.fleet_number ?? null,
            registration_number: vehicle.registration_number ?? null,
            site_name: site === null ? null : (byId.get(site)?.name ?? null),
          }),
        );
      })
      .sort((a, b) => a.datetime.localeCompare(b.datetime) || a.vehicle - b.vehicle);
    return { site: query.site, date_from: days[0].day, date_to: days.at(-1)!.day, anomalies };
  };

  return {
    getSiteTime,
    exportSiteTimeCsv: async (query) => csvFile(siteTimeCsv(await getSiteTime(query), timeZone)),
    getPositionAnomalies,
    exportPositionAnomaliesCsv: async (query) => csvFile(positionAnomaliesCsv(await getPositionAnomalies(query), timeZone)),
    getWorkingHours: async () => hours,
    saveWorkingHours: async (change) => {
      const reading = readWorkingHours(change, hours);
      if (!reading.ok) throw new HttpError('Nieprawidłowe dane.', 400, { errors: reading.errors });
      hours = reading.hours;
      return hours;
    },
  };
}
