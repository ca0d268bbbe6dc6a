/**
 * "Ewidencja przebiegu pojazdu" (issue 33 §4, VAT Act art. 86a ust. 7): the answer of
 * GET /api/reports/mileage-register/ and its files. Per vehicle and month: every trip as a numbered
 * entry (date, purpose, route from – to, kilometres, driver), the corrections entered that month,
 * the odometer at the register's start, at the month's start and end and at the register's end.
 *
 * The register only grows: a closed month's entries are stored and never change; a correction is a
 * new entry, numbered next and entered in the first month not closed, that refers to the entry it
 * corrects and counts the difference of kilometres in its own month.
 */
import { showDay } from '../dates';
import type { SheetTable } from '../reports/sheet';
import { readOnly } from '../resources/shared';
import type { ResourceSpec } from '../resources/spec';

export type MileageEntryKind = 'trip' | 'correction';

export interface MileageEntry {
  /** The stored entry's id (a closed month's trip or a correction); null for a trip of a month not closed yet. */
  id: number | null;
  /** The entry's number in the vehicle's register ("kolejny numer wpisu"). */
  number: number;
  kind: MileageEntryKind;
  /** The ride the trip comes from (null for a correction). */
  ride: number | null;
  /** The trip's company day, yyyy-MM-dd. */
  date: string;
  purpose: string | null;
  from_place: string | null;
  to_place: string | null;
  km: number;
  driver: string | null;
  /** A correction: the id and number of the entry it corrects, its reason, and the change of kilometres it makes. */
  corrects: number | null;
  corrects_number: number | null;
  reason: string | null;
  km_difference: number | null;
  /** Numbers of the corrections made to this entry (in any later month). */
  corrected_by: number[];
  /** When a correction was entered (UTC ISO) and by whom. */
  created_at: string | null;
  created_by: string | null;
}

export interface MileageOdometer {
  /** At the start of the register (the day it is kept from). */
  register_start: number | null;
  /** At the end of the previous month (the month's start) and at the end of the month. */
  month_start: number | null;
  month_end: number | null;
  /** At the end of the register, when it ends within or before this month. */
  register_end: number | null;
}

export interface MileageRegisterReport {
  vehicle: {
    id: number;
    registration_number: string;
    fleet_number: number;
    vehicle_model: string;
    register_from: string;
    register_until: string | null;
  };
  /** yyyy-MM. */
  month: string;
  closed: boolean;
  closed_at: string | null;
  closed_by: string | null;
  /** The month the next correction goes into (the first one not closed), yyyy-MM. */
  open_month: string;
  odometer: MileageOdometer;
  entries: MileageEntry[];
  totals: {
    trips: number;
    corrections: number;
    /** The trips' kilometres plus the corrections' differences. */
    km: number;
    /** month_end − month_start, when both readings exist. */
    odometer_km: number | null;
  };
}

/** A ride's stored metres as the register's kilometres (one decimal). */
export const kmOfMetres = (metres: number | null): number => Math.round((metres ?? 0) / 100) / 10;

export const roundKm = (km: number): number => Math.round(km * 10) / 10;

/** yyyy-MM of a year and month. */
export const monthText = ({ year, month }: { year: number; month: number }): string => `${year}-${String(month).padStart(2, '0')}`;

/** The month after `month` (yyyy-MM). */
export function nextMonthText(month: string): string {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** The totals of a month's entries: trips, corrections, kilometres (corrections count their difference). */
export function mileageTotals(entries: readonly MileageEntry[], odometer: MileageOdometer): MileageRegisterReport['totals'] {
  const trips = entries.filter((entry) => entry.kind === 'trip');
  const corrections = entries.filter((entry) => entry.kind === 'correction');
  const km = roundKm(trips.reduce((sum, entry) => sum + entry.km, 0) + corrections.reduce((sum, entry) => sum + (entry.km_difference ?? 0), 0));
  const odometer_km = odometer.month_start !== null && odometer.month_end !== null ? roundKm(odometer.month_end - odometer.month_start) : null;
  return { trips: trips.length, corrections: corrections.length, km, odometer_km };
}

export const MILEAGE_HEADERS = ['Nr wpisu', 'Data', 'Cel wyjazdu', 'Skąd', 'Dokąd', 'Kilometry', 'Kierowca', 'Uwagi'] as const;

/** What an entry's remarks column says: a correction's entry and reason, or the corrections made to it. */
export function entryRemarks(entry: MileageEntry): string {
  if (entry.kind === 'correction') {
    const difference = entry.km_difference ?? 0;
    const sign = difference > 0 ? '+' : '';
    return `Korekta wpisu nr ${entry.corrects_number ?? '?'} (${sign}${String(difference).replace('.', ',')} km): ${entry.reason ?? ''}`;
  }
  return entry.corrected_by.length ? `Skorygowany wpisem nr ${entry.corrected_by.join(', ')}` : '';
}

const odometerCell = (value: number | null) => value ?? 'brak odczytu';

/** The month's register as a table: its heading figures, one row an entry, the totals and odometer under them. */
export function mileageSheet(report: MileageRegisterReport): SheetTable {
  const { vehicle, odometer, totals } = report;
  return {
    fileName: `ewidencja-przebiegu_${vehicle.registration_number.replace(/[^A-Za-z0-9]+/g, '')}_${report.month}`,
    title: `Ewidencja przebiegu ${report.month}`,
    columns: MILEAGE_HEADERS.map((header, index) => ({
      header,
      ...(index === 5 ? { width: 11, decimals: 1 } : { width: index === 0 ? 9 : index === 1 ? 12 : index === 7 ? 40 : 22 }),
    })),
    rows: report.entries.map((entry) => [
      entry.number,
      showDay(entry.date),
      entry.purpose ?? '',
      entry.from_place ?? '',
      entry.to_place ?? '',
      entry.km,
      entry.driver ?? '',
      entryRemarks(entry),
    ]),
    footer: [
      ['Razem km w miesiącu', '', '', '', '', totals.km, '', ''],
      ['Pojazd', vehicle.registration_number, `nr ${vehicle.fleet_number}`, vehicle.vehicle_model, '', '', '', ''],
      ['Ewidencja od', showDay(vehicle.register_from), '', '', '', '', '', vehicle.register_until ? `do ${showDay(vehicle.register_until)}` : ''],
      ['Licznik na początku ewidencji', '', '', '', '', odometerCell(odometer.register_start), '', ''],
      ['Licznik na początku miesiąca', '', '', '', '', odometerCell(odometer.month_start), '', ''],
      ['Licznik na koniec miesiąca', '', '', '', '', odometerCell(odometer.month_end), '', ''],
      ...(odometer.register_end !== null ? [['Licznik na koniec ewidencji', '', '', '', '', odometer.register_end, '', '']] : []),
      ['Miesiąc', report.month, report.closed ? 'zamknięty' : 'otwarty', '', '', '', '', ''],
    ],
  };
}

/**
 * The register's writes as the change history shows them (entity `mileage-register`): a month
 * closed (record: the closed month's id) and a correction added (record: the entry's id).
 */
export const mileageHistorySpec: ResourceSpec = {
  name: 'mileage-register',
  apiPath: '/api/reports/mileage-register',
  table: 'mileage_entry',
  label: 'Ewidencja przebiegu',
  singular: 'Ewidencja przebiegu',
  fields: {
    vehicle: { type: 'string', label: 'Pojazd' },
    month: { type: 'string', label: 'Miesiąc' },
    closed: { type: 'string', label: 'Zamknięcie miesiąca' },
    entries: { type: 'integer', label: 'Wpisy' },
    number: { type: 'integer', label: 'Nr wpisu' },
    corrects_number: { type: 'integer', label: 'Korygowany wpis' },
    km: { type: 'number', label: 'Kilometry' },
    purpose: { type: 'string', label: 'Cel wyjazdu' },
    reason: { type: 'string', label: 'Powód korekty' },
  },
  searchFields: [],
  defaultSort: { field: 'month', order: 'ASC' },
  operations: readOnly,
  messages: { createError: '', updateError: '', deleteError: '' },
  notFoundMessage: '',
  recordText: [],
};
