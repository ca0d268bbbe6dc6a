import { crud, REQUIRED, litres, site, vehicle, person } from './shared';
import type { ResourceSpec } from './spec';

/** The list's columns, which are also the CSV file's. */
const columns = [
  {
    name: 'driver',
    label: 'Kierowca',
    combine: ['person_first_name', 'person_last_name'],
    sortBy: 'person_last_name',
    emptyText: 'Nienazwany Kierowca',
  },
  'vehicle_fleet_number',
  'datetime',
  'litres',
  'price_per_litre',
  'odometer_state',
] as const;

export const fueling = {
  name: 'fueling',
  apiPath: '/api/fueling',
  table: 'fueling',
  label: 'Tankowania',
  singular: 'Tankowanie',
  siteScoped: true,
  dateField: 'datetime',
  dateScoped: true,
  fields: {
    person: person({ label: 'Kierowca', required: true }),
    vehicle: vehicle({ required: true }),
    site: site(),
    datetime: { type: 'datetime', label: 'Data', ...REQUIRED },
    litres,
    price_per_litre: { type: 'number', label: 'Cena za litr', step: 0.01, min: 0, ...REQUIRED },
    odometer_state: { type: 'number', label: 'Stan licznika', min: 0, shownDecimals: 0, ...REQUIRED },
    // Taken by the field app (issue 30): the proof of the litres.
    photos: { type: 'file', label: 'Zdjęcie paragonu', accept: ['image'], maxFiles: 3 },
  },
  joined: {
    person_first_name: { via: 'person', column: 'first_name', label: 'Imię' },
    person_last_name: { via: 'person', column: 'last_name', label: 'Nazwisko' },
    vehicle_fleet_number: { via: 'vehicle', column: 'fleet_number', label: 'Numer boczny' },
  },
  searchFields: ['person_first_name', 'person_last_name', 'vehicle_fleet_number'],
  defaultSort: { field: 'datetime', order: 'DESC' },
  operations: crud,
  messages: {
    createError: 'Wystąpił błąd podczas dodawania tankowania',
    updateError: 'Wystąpił błąd podczas aktualizacji tankowania',
    deleteError: 'Failed to delete fueling records.',
  },
  notFoundMessage: 'Nie znaleziono tankowania',
  recordText: ['datetime'],
  csvExport: { path: '/api/fuelings/export/', fileName: 'tankowania', columns },
  menu: { section: 'site', order: 40, icon: 'LocalGasStation' },
  createLabel: 'Dodaj tankowanie',
  editLabel: 'Edytuj tankowanie',
  columns,
  referenceChecks: { create: { fields: ['person', 'vehicle'], silent: true }, update: { fields: ['person', 'vehicle'] } },
} as const satisfies ResourceSpec;
