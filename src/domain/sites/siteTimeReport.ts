/**
 * The "Czas na budowie" report (docs/api.md "Site time") and its CSV: for each vehicle and each
 * site whose boundary it was within, its entries and exits and its time there each company day.
 */
import { companyDateTime } from '../companyTime';
import { csvDocument } from '../csv';
import { showDay } from '../dates';
import { rangeFileName } from '../exportFiles';
import { POSITION_ANOMALY_TITLES, type PositionAnomaly } from './positionAnomalies';
import type { CompanyDay } from '../reports/tankerLedger';
import { secondsPerDay, type SiteVisit } from './siteTime';

export interface ReportVehicle {
  id: number;
  fleet_number: number | null;
  registration_number: string | null;
  vehicle_model: string | null;
}

/** A vehicle's company day on a site: its entries that day, the first entry and last exit of the stays that day touched, the seconds within the day. */
export interface SiteDay {
  day: string;
  entries: number;
  first_entry: string;
  last_exit: string;
  seconds: number;
}

/** One vehicle's stays on one site over the period. */
export interface SiteTimeRow {
  vehicle: number;
  fleet_number: number | null;
  registration_number: string | null;
  vehicle_model: string | null;
  site: number;
  site_name: string;
  visits: Omit<SiteVisit, 'site'>[];
  /** Seconds per company day (days without a stay left out), in day order. */
  days: SiteDay[];
  seconds: number;
}

export interface SiteTimeReport {
  /** The vehicles' site (every site's vehicles when null). */
  site: number | null;
  date_from: string;
  date_to: string;
  rows: SiteTimeRow[];
}

export interface PositionAnomalyRow extends PositionAnomaly {
  fleet_number: number | null;
  registration_number: string | null;
  site_name: string | null;
}

export interface PositionAnomalyList {
  site: number | null;
  date_from: string;
  date_to: string;
  anomalies: PositionAnomalyRow[];
}

/** Hours with two decimals (a number: the CSV writes it with a decimal comma). */
export const hoursOf = (seconds: number): number => Math.round(seconds / 36) / 100;

const SITE_TIME_HEADERS = ['Dzień', 'Nr boczny', 'Nr rejestracyjny', 'Model', 'Budowa', 'Wjazdy', 'Pierwszy wjazd', 'Ostatni wyjazd', 'Czas na budowie (h)'];

/** The rows of one vehicle: one per site it stayed on (by site id), its company days in order. */
export function vehicleSiteRows(
  vehicle: ReportVehicle,
  visits: readonly SiteVisit[],
  days: readonly CompanyDay[],
  siteNames: ReadonlyMap<number, string>,
): SiteTimeRow[] {
  const bySite = new Map<number, SiteVisit[]>();
  for (const visit of visits) bySite.set(visit.site, [...(bySite.get(visit.site) ?? []), visit]);
  return [...bySite.entries()]
    .sort(([a], [b]) => a - b)
    .map(([site, stays]) => {
      const shownDays = days.flatMap((day): SiteDay[] => {
        const start = Date.parse(day.startIso);
        const end = Date.parse(day.endIso);
        const touching = stays.filter((stay) => Date.parse(stay.entered_at) < end && Date.parse(stay.exited_at) >= start);
        const seconds = secondsPerDay(touching, [day]).get(day.day) ?? 0;
        if (touching.length === 0) return [];
        const entries = touching.filter((stay) => Date.parse(stay.entered_at) >= start).length;
        return [{ day: day.day, entries, first_entry: touching[0].entered_at, last_exit: touching.at(-1)!.exited_at, seconds }];
      });
      return {
        vehicle: vehicle.id,
        fleet_number: vehicle.fleet_number,
        registration_number: vehicle.registration_number,
        vehicle_model: vehicle.vehicle_model,
        site,
        site_name: siteNames.get(site) ?? '',
        visits: stays.map(({ site: _site, ...visit }) => visit),
        days: shownDays,
        seconds: shownDays.reduce((sum, day) => sum + day.seconds, 0),
      };
    });
}

/** One row per company day, vehicle and site: what a machine's hours are charged to a site from. */
export function siteTimeCsv(report: SiteTimeReport, zone: string): string {
  const rows = report.rows
    .flatMap((row) => row.days.map((day) => ({ row, day })))
    .sort((a, b) => a.day.day.localeCompare(b.day.day))
    .map(({ row, day }) => [
      showDay(day.day),
      row.fleet_number,
      row.registration_number,
      row.vehicle_model,
      row.site_name,
      day.entries,
      companyDateTime(day.first_entry, zone),
      companyDateTime(day.last_exit, zone),
      hoursOf(day.seconds),
    ]);
  return csvDocument(SITE_TIME_HEADERS, rows);
}

/** czas-na-budowie_<first day>_<last day>.csv */
export const siteTimeFileName = (days: { from: string; to: string }): string => rangeFileName('czas-na-budowie', days);

const ANOMALY_HEADERS = ['Data i godzina', 'Nr boczny', 'Nr rejestracyjny', 'Budowa', 'Rodzaj', 'Szerokość geograficzna', 'Długość geograficzna'];

export const positionAnomaliesCsv = (list: PositionAnomalyList, zone: string): string =>
  csvDocument(
    ANOMALY_HEADERS,
    list.anomalies.map((anomaly) => [
      companyDateTime(anomaly.datetime, zone),
      anomaly.fleet_number,
      anomaly.registration_number,
      anomaly.site_name,
      POSITION_ANOMALY_TITLES[anomaly.code],
      anomaly.latitude,
      anomaly.longitude,
    ]),
  );

/** anomalie-pozycji_<first day>_<last day>.csv */
export const positionAnomaliesFileName = (days: { from: string; to: string }): string => rangeFileName('anomalie-pozycji', days);
