/**
 * Fuel consumption norms (issue 33 §2, "Normy zużycia paliwa"): what the company allows a vehicle
 * (or every vehicle of a type) to burn — litres per 100 km for road vehicles, litres per engine
 * hour for machines (the unit follows the vehicle type, src/domain/reports/fuelLog.ts
 * `odometerUnit`) — from a day on, with a seasonal correction (e.g. +10 % from November to March).
 * A vehicle's own norm wins over its type's; a later `valid_from` replaces an earlier one from that
 * day (two from the same day: the one entered later) (src/domain/fuelNorms/norms.ts). Company-wide: only an administrator changes them.
 */
import { vehicleTypeLabels } from '../vehicleTypes';
import { crud, REQUIRED, vehicle, vehicleNames } from './shared';
import type { ResourceSpec } from './spec';

/** Months as the form offers them (stored as their number, `1`–`12`). */
export const MONTH_LABELS = {
  '1': 'styczeń',
  '2': 'luty',
  '3': 'marzec',
  '4': 'kwiecień',
  '5': 'maj',
  '6': 'czerwiec',
  '7': 'lipiec',
  '8': 'sierpień',
  '9': 'wrzesień',
  '10': 'październik',
  '11': 'listopad',
  '12': 'grudzień',
} as const;

export const fuelNorms = {
  name: 'fuel-norms',
  apiPath: '/api/fuel-norm',
  table: 'fuel_norm',
  label: 'Normy zużycia paliwa',
  singular: 'Norma zużycia paliwa',
  fields: {
    vehicle: vehicle({ label: 'Pojazd' }),
    vehicle_type: { type: 'enum', label: 'Typ pojazdu', choices: vehicleTypeLabels, filterable: true },
    valid_from: { type: 'date', label: 'Obowiązuje od', filterable: true, ...REQUIRED },
    litres: { type: 'number', label: 'Norma (l/100 km lub l/mth)', min: 0.01, max: 1000, step: 0.01, ...REQUIRED },
    season_percent: { type: 'number', label: 'Korekta sezonowa (%)', min: -50, max: 100, step: 0.1, emptyText: '—' },
    season_from: { type: 'enum', label: 'Korekta od miesiąca', choices: MONTH_LABELS, defaultValue: '11', emptyText: '—' },
    season_to: { type: 'enum', label: 'Korekta do miesiąca', choices: MONTH_LABELS, defaultValue: '3', emptyText: '—' },
    note: { type: 'text', label: 'Uwagi', maxLength: 2000 },
  },
  fieldGroups: [{ fields: ['vehicle', 'vehicle_type'], exactlyOne: true, message: 'Wybierz pojazd albo typ pojazdu (dokładnie jedno z nich).' }],
  joined: {
    ...vehicleNames,
  },
  columns: ['vehicle_type', 'vehicle_fleet_number', 'vehicle_registration_number', 'valid_from', 'litres', 'season_percent', 'season_from', 'season_to'],
  searchFields: ['vehicle_registration_number', 'note'],
  defaultSort: { field: 'valid_from', order: 'DESC' },
  operations: crud,
  messages: {
    createError: 'Wystąpił błąd podczas dodawania normy zużycia paliwa',
    updateError: 'Wystąpił błąd podczas edycji normy zużycia paliwa',
    deleteError: 'Nie udało się usunąć norm zużycia paliwa.',
  },
  notFoundMessage: 'Nie znaleziono normy zużycia paliwa',
  recordText: ['valid_from', 'litres'],
  csvExport: {
    path: '/api/fuel-norm/export/',
    fileName: 'normy-paliwa',
    columns: [
      'vehicle_type',
      'vehicle_fleet_number',
      'vehicle_registration_number',
      'valid_from',
      'litres',
      'season_percent',
      'season_from',
      'season_to',
      'note',
    ],
  },
  menu: { section: 'always', order: 46, icon: 'LocalGasStation' },
  createLabel: 'Dodaj normę zużycia',
  editLabel: 'Edytuj normę zużycia',
} as const satisfies ResourceSpec;
