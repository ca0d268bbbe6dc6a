/**
 * The site report's tables as CSV (docs/api.md "Reports"): the server answers them, and the fake
 * provider builds the same files from its own report.
 */
import { ANOMALY_TITLES } from '../anomalies/reasons';
import { companyDateTime } from '../companyTime';
import { csvDocument } from '../csv';
import { showDay } from '../dates';
import { rangeFileName } from '../exportFiles';
import { vehicleTypeLabel } from '../vehicleTypes';
import { RATE_UNIT } from './reportCsv';
import type { SiteReport } from './siteReport';

interface CsvTable {
  /** The file name's part for the table. */
  name: string;
  headers: string[];
  rows(report: SiteReport, zone: string): unknown[][];
}

export const SITE_REPORT_TABLES = {
  fuel: {
    name: 'paliwo',
    headers: ['Dzień', 'Tankowania na stacjach (l)', 'Koszt tankowań na stacjach (zł)', 'Dostawy do cystern (l)'],
    rows: (report) => report.fuel.days.map((day) => [showDay(day.day), day.station_litres, day.station_cost, day.delivered_litres]),
  },
  consumption: {
    name: 'spalanie-odchylenia',
    headers: ['Nr boczny', 'Nr rejestracyjny', 'Typ pojazdu', 'Jednostka spalania', 'Spalanie', 'Norma pojazdu (mediana)', 'Odchylenie (%)'],
    rows: (report) =>
      report.consumption.map((row) => [
        row.vehicle.fleet_number,
        row.vehicle.registration_number,
        vehicleTypeLabel(row.vehicle.vehicle_type),
        RATE_UNIT[row.unit],
        row.rate,
        row.baseline,
        row.deviation_percent,
      ]),
  },
  anomalies: {
    name: 'anomalie',
    headers: ['Data', 'Nr boczny', 'Nr rejestracyjny', 'Reguła', 'Powód'],
    rows: (report, zone) =>
      report.anomalies.map((anomaly) => [
        companyDateTime(anomaly.datetime, zone),
        anomaly.fleet_number,
        anomaly.registration_number,
        ANOMALY_TITLES[anomaly.code],
        anomaly.reason,
      ]),
  },
  haul: {
    name: 'przewozy',
    headers: ['Materiał', 'Kursy', 'Kursy ze znaną ładownością', 'Tony (t)'],
    rows: (report) => report.haul.materials.map((row) => [row.material_name ?? 'Bez materiału', row.loads, row.loads_with_payload, row.tonnes]),
  },
  'work-hours': {
    name: 'godziny-pracy',
    headers: ['Pracownik', 'Dni pracy', 'Godziny', 'Niezakończone dni pracy'],
    rows: (report) => report.work_hours.map((person) => [person.name, person.days, person.hours, person.open]),
  },
  repairs: {
    name: 'zgloszenia-napraw',
    headers: ['Data', 'Pojazd', 'Zgłaszający', 'Opis'],
    rows: (report, zone) => report.repairs.map((repair) => [companyDateTime(repair.datetime, zone), repair.vehicle, repair.person, repair.note]),
  },
} satisfies Record<string, CsvTable>;

export type SiteReportTable = keyof typeof SITE_REPORT_TABLES;

export const isSiteReportTable = (name: string): name is SiteReportTable => Object.hasOwn(SITE_REPORT_TABLES, name);

/** A site's name as a file name part: "S17 Kurów – Lublin" → "s17-kurow-lublin". */
export const siteSlug = (name: string): string =>
  name
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

export const siteReportFileName = (report: SiteReport, table: SiteReportTable): string =>
  rangeFileName(`raport-budowy_${siteSlug(report.site.name)}_${SITE_REPORT_TABLES[table].name}`, { from: report.date_from, to: report.date_to });

export const siteReportCsv = (report: SiteReport, table: SiteReportTable, zone: string): string =>
  csvDocument(SITE_REPORT_TABLES[table].headers, SITE_REPORT_TABLES[table].rows(report, zone));
