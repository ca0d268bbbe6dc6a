import { readOnly, REQUIRED, site, vehicle, person } from './shared';
import type { ResourceSpec } from './spec';

export const rides = {
  name: 'rides',
  apiPath: '/api/vehicle-ride',
  table: 'ride',
  label: 'Przejazdy',
  singular: 'Przejazd',
  siteScoped: true,
  dateField: 'start_datetime',
  dateScoped: true,
  fields: {
    person: person({ required: true }),
    vehicle: vehicle({ required: true }),
    material: { type: 'reference', reference: 'materials', label: 'Materiał', filterable: true },
    start_datetime: { type: 'datetime', label: 'Czas załadunku', ...REQUIRED },
    end_datetime: { type: 'datetime', label: 'Czas rozładunku' },
    start_place: { type: 'reference', reference: 'places', label: 'Miejsce załadunku' },
    end_place: { type: 'reference', reference: 'places', label: 'Miejsce rozładunku' },
    site: site({ serverSet: true }),
    // Issue 33 §4: the trip's purpose for the mileage register (VAT Act art. 86a), typed by the
    // driver when the ride starts or by the office (PUT /api/mileage-register/purpose/).
    purpose: { type: 'string', label: 'Cel wyjazdu', maxLength: 200, emptyText: '—' },
    // Summed along the ride's positions when it ends, and kept when old positions are deleted
    // (POSITION_RETENTION_DAYS, server/gps/retention.ts): reports read this figure, not the points.
    // Whole metres: an integer column keeps the rides list written by SQLite (server/crud/jsonLists.ts).
    distance_m: { type: 'integer', label: 'Dystans (m)', min: 0, serverSet: true },
  },
  joined: {
    person_first_name: { via: 'person', column: 'first_name', label: 'Imię' },
    person_last_name: { via: 'person', column: 'last_name', label: 'Nazwisko' },
    vehicle_registration_number: { via: 'vehicle', column: 'registration_number', label: 'Pojazd' },
    material_name: { via: 'material', column: 'name', label: 'Materiał' },
    start_place_name: { via: 'start_place', column: 'name', label: 'Miejsce załadunku' },
    end_place_name: { via: 'end_place', column: 'name', label: 'Miejsce rozładunku' },
  },
  searchFields: ['person_first_name', 'person_last_name', 'vehicle_registration_number', 'material_name', 'start_place_name', 'end_place_name'],
  defaultSort: { field: 'start_datetime', order: 'DESC' },
  operations: readOnly,
  messages: { createError: '', updateError: '', deleteError: '' },
  notFoundMessage: 'Nie znaleziono przejazdu',
  recordText: ['start_datetime'],
  csvExport: {
    path: '/api/vehicle-ride-export-file/',
    fileName: 'przejazdy',
    columns: [
      { field: 'start_datetime', show: 'date', label: 'Data przejazdu' },
      'person_first_name',
      'person_last_name',
      { field: 'start_datetime', show: 'time' },
      { field: 'end_datetime', show: 'time' },
      { name: 'duration', label: 'Czas trwania (min)', duration: ['start_datetime', 'end_datetime'] },
      'vehicle_registration_number',
      'material_name',
      'start_place_name',
      'end_place_name',
      'distance_m',
    ],
  },
  menu: { section: 'always', order: 10, icon: 'LocalShipping' },
} as const satisfies ResourceSpec;
