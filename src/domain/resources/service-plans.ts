/**
 * Service plans (issue 15 §2): what a vehicle (or every vehicle of a type) needs serviced and how
 * often — every so many kilometres, engine hours and/or months, whichever comes first. A vehicle's
 * own plans replace its type's (src/domain/maintenance/due.ts).
 */
import { vehicleTypeLabels } from '../vehicleTypes';
import { crud, REQUIRED, vehicle, vehicleNames } from './shared';
import type { ResourceSpec } from './spec';

const interval = (label: string, max: number) => ({ type: 'integer', label, min: 1, max, emptyText: '—' }) as const;

export const servicePlans = {
  name: 'service-plans',
  apiPath: '/api/service-plan',
  table: 'service_plan',
  label: 'Plany serwisowe',
  singular: 'Plan serwisowy',
  fields: {
    name: { type: 'string', label: 'Nazwa', maxLength: 120, ...REQUIRED },
    vehicle: vehicle({ label: 'Pojazd' }),
    vehicle_type: { type: 'enum', label: 'Typ pojazdu', choices: vehicleTypeLabels, filterable: true },
    interval_km: interval('Co ile km', 1_000_000),
    interval_hours: interval('Co ile motogodzin', 100_000),
    interval_months: interval('Co ile miesięcy', 120),
    note: { type: 'text', label: 'Uwagi', maxLength: 2000 },
  },
  fieldGroups: [
    { fields: ['vehicle', 'vehicle_type'], exactlyOne: true, message: 'Wybierz pojazd albo typ pojazdu (dokładnie jedno z nich).' },
    { fields: ['interval_km', 'interval_hours', 'interval_months'], message: 'Podaj co najmniej jeden interwał: km, motogodziny lub miesiące.' },
  ],
  joined: {
    ...vehicleNames,
  },
  columns: ['name', 'vehicle_fleet_number', 'vehicle_registration_number', 'vehicle_type', 'interval_km', 'interval_hours', 'interval_months'],
  searchFields: ['name', 'vehicle_registration_number', 'note'],
  defaultSort: { field: 'name', order: 'ASC' },
  operations: crud,
  messages: {
    createError: 'Wystąpił błąd podczas dodawania planu serwisowego',
    updateError: 'Wystąpił błąd podczas edycji planu serwisowego',
    deleteError: 'Nie udało się usunąć planów serwisowych.',
  },
  notFoundMessage: 'Nie znaleziono planu serwisowego',
  recordText: ['name'],
  csvExport: {
    path: '/api/service-plan/export/',
    fileName: 'plany-serwisowe',
    columns: ['name', 'vehicle_fleet_number', 'vehicle_registration_number', 'vehicle_type', 'interval_km', 'interval_hours', 'interval_months', 'note'],
  },
  menu: { section: 'site', order: 14, icon: 'Schedule' },
  createLabel: 'Dodaj plan serwisowy',
  editLabel: 'Edytuj plan serwisowy',
} as const satisfies ResourceSpec;
