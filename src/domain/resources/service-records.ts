/**
 * Services done (issue 15 §2): a vehicle's service with its date and odometer reading (kilometres,
 * or engine hours for machines: src/domain/reports/fuelLog.ts `odometerUnit`), cost, parts, workshop
 * and files. The latest one restarts the vehicle's service intervals.
 */
import { crud, REQUIRED, vehicle, vehicleNames } from './shared';
import type { ResourceSpec } from './spec';

export const serviceRecords = {
  name: 'service-records',
  apiPath: '/api/service-record',
  table: 'service_record',
  label: 'Serwisy',
  singular: 'Serwis',
  siteScoped: true,
  siteVia: 'vehicle',
  fields: {
    vehicle: vehicle({ ...REQUIRED }),
    date: { type: 'date', label: 'Data serwisu', filterable: true, ...REQUIRED },
    reading: { type: 'number', label: 'Stan licznika (km / mth)', min: 0, step: 0.01, shownDecimals: 0, ...REQUIRED },
    cost: { type: 'money', label: 'Koszt' },
    parts: { type: 'text', label: 'Części', maxLength: 2000 },
    workshop: { type: 'string', label: 'Warsztat', maxLength: 120 },
    files: { type: 'file', label: 'Pliki', accept: ['pdf', 'image'], maxFiles: 10 },
    note: { type: 'text', label: 'Uwagi', maxLength: 2000 },
  },
  joined: {
    ...vehicleNames,
  },
  columns: ['date', 'vehicle_fleet_number', 'vehicle_registration_number', 'reading', 'cost', 'workshop', 'parts', 'files'],
  searchFields: ['workshop', 'parts', 'vehicle_registration_number', 'note'],
  defaultSort: { field: 'date', order: 'DESC' },
  operations: crud,
  messages: {
    createError: 'Wystąpił błąd podczas dodawania serwisu',
    updateError: 'Wystąpił błąd podczas edycji serwisu',
    deleteError: 'Nie udało się usunąć serwisów.',
  },
  notFoundMessage: 'Nie znaleziono serwisu',
  recordText: ['date'],
  csvExport: {
    path: '/api/service-record/export/',
    fileName: 'serwisy',
    columns: ['date', 'vehicle_fleet_number', 'vehicle_registration_number', 'reading', 'cost', 'workshop', 'parts', 'note'],
  },
  menu: { section: 'site', order: 15, icon: 'Build' },
  createLabel: 'Dodaj serwis',
  editLabel: 'Edytuj serwis',
} as const satisfies ResourceSpec;
