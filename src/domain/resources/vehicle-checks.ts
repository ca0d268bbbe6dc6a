/**
 * Pre-shift checks (issue 30, "Kontrole przed zmianą"): written by the field app
 * (POST /api/field/checks/, server/checks), read here: who checked which machine when (the phone's
 * time), the meter reading it gave, its faults (each one a repair request) and their photos.
 * Each answer is a row of `vehicle-check-answers`.
 */
import { readOnly, REQUIRED, person, site, vehicle, vehicleNames } from './shared';
import type { ResourceSpec } from './spec';

export const vehicleChecks = {
  name: 'vehicle-checks',
  apiPath: '/api/vehicle-check',
  table: 'vehicle_check',
  label: 'Kontrole przed zmianą',
  singular: 'Kontrola przed zmianą',
  siteScoped: true,
  dateField: 'performed_at',
  fields: {
    vehicle: vehicle({ ...REQUIRED }),
    person: person({ label: 'Kontrolujący', ...REQUIRED }),
    performed_at: { type: 'datetime', label: 'Czas kontroli', ...REQUIRED },
    site: site({ serverSet: true }),
    odometer_km: { type: 'number', label: 'Kilometry', min: 0, step: 0.1, shownDecimals: 0, emptyText: '—' },
    engine_hours: { type: 'number', label: 'Motogodziny', min: 0, step: 0.1, shownDecimals: 1, emptyText: '—' },
    faults: { type: 'integer', label: 'Usterki', min: 0, serverSet: true, nullable: false },
    fault_summary: { type: 'text', label: 'Opis usterek', maxLength: 4000, serverSet: true, emptyText: 'Bez usterek' },
    photos: { type: 'file', label: 'Zdjęcia usterek', accept: ['image'], maxFiles: 100, serverSet: true },
  },
  joined: {
    ...vehicleNames,
    person_first_name: { via: 'person', column: 'first_name', label: 'Imię' },
    person_last_name: { via: 'person', column: 'last_name', label: 'Nazwisko' },
  },
  columns: [
    'performed_at',
    'vehicle_fleet_number',
    'vehicle_registration_number',
    { name: 'who', label: 'Kontrolujący', combine: ['person_first_name', 'person_last_name'], sortBy: 'person_last_name' },
    'faults',
    'fault_summary',
    'photos',
  ],
  searchFields: ['vehicle_registration_number', 'person_last_name', 'fault_summary'],
  defaultSort: { field: 'performed_at', order: 'DESC' },
  operations: readOnly,
  messages: { createError: '', updateError: '', deleteError: '' },
  notFoundMessage: 'Nie znaleziono kontroli',
  recordText: ['performed_at'],
  menu: { section: 'site', order: 17, icon: 'FactCheck' },
} as const satisfies ResourceSpec;
