/**
 * The "Serwis i terminy" list as CSV (the exports' rules, src/domain/csv.ts): the server answers it
 * and the fake provider builds the same file from its own report.
 */
import { csvDocument } from '../csv';
import { showDay } from '../dates';
import { DISTANCE_UNIT } from '../reports/reportCsv';
import { DUE_STATUS_LABELS, type MaintenanceDue } from './due';

const HEADERS = [
  'Rodzaj',
  'Dotyczy',
  'Pozycja',
  'Ostatni serwis',
  'Stan licznika',
  'Jednostka',
  'Termin (stan licznika)',
  'Pozostało (km / mth)',
  'Termin (data)',
  'Pozostało dni',
  'Status',
];

export const vehicleName = (vehicle: { fleet_number: number; registration_number: string }): string => `${vehicle.fleet_number} ${vehicle.registration_number}`;

export function maintenanceDueCsv(report: Pick<MaintenanceDue, 'services' | 'documents'>): string {
  const services = report.services.map((item) => [
    'Serwis',
    vehicleName(item.vehicle),
    item.plan.name,
    item.last_service ? showDay(item.last_service.date) : 'Brak',
    item.current_reading,
    DISTANCE_UNIT[item.unit],
    item.due_reading,
    item.remaining_reading,
    item.due_date ? showDay(item.due_date) : '',
    item.remaining_days,
    DUE_STATUS_LABELS[item.status],
  ]);
  const documents = report.documents.map((item) => [
    item.owner === 'vehicle' ? 'Dokument maszyny' : 'Dokument pracownika',
    item.owner_name,
    [item.kind_label, item.number].filter(Boolean).join(' '),
    '',
    '',
    '',
    '',
    '',
    showDay(item.valid_until),
    item.days_left,
    DUE_STATUS_LABELS[item.status],
  ]);
  return csvDocument(HEADERS, [...services, ...documents]);
}

/** serwis-i-terminy_<site>_<day>.csv */
export const maintenanceDueFileName = (site: number, today: string): string => `serwis-i-terminy_budowa-${site}_${today}.csv`;
