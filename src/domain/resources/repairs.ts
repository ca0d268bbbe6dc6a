import { readOnly, REQUIRED, site, vehicle, person } from './shared';
import type { ResourceSpec } from './spec';

export const repairs = {
  name: 'repairs',
  apiPath: '/api/repair-request',
  table: 'repair_request',
  label: 'Naprawy',
  singular: 'Zgłoszenie naprawy',
  siteScoped: true,
  fields: {
    person: person({ required: true }),
    vehicle: vehicle({ required: true }),
    note: { type: 'text', label: 'Notatka', maxLength: 2000, ...REQUIRED },
    datetime: { type: 'datetime', label: 'Data zgłoszenia', serverSet: true, nullable: false },
    site: site({ serverSet: true }),
  },
  joined: {
    person_first_name: { via: 'person', column: 'first_name', label: 'Imię' },
    person_last_name: { via: 'person', column: 'last_name', label: 'Nazwisko' },
    vehicle_fleet_number: { via: 'vehicle', column: 'fleet_number', label: 'Numer boczny' },
    vehicle_model: { via: 'vehicle', column: 'vehicle_model', label: 'Model pojazdu' },
    vehicle_registration_number: { via: 'vehicle', column: 'registration_number', label: 'Numer rejestracyjny' },
  },
  searchFields: ['person_first_name', 'person_last_name', 'note', 'vehicle_model', 'vehicle_registration_number'],
  defaultSort: { field: 'datetime', order: 'DESC' },
  operations: readOnly,
  messages: { createError: '', updateError: '', deleteError: '' },
  notFoundMessage: 'Nie znaleziono zgłoszenia',
  recordText: ['note'],
  menu: { section: 'always', order: 40, icon: 'Build' },
  columns: [
    'person_first_name',
    'person_last_name',
    'note',
    'vehicle_fleet_number',
    { name: 'vehicle', label: 'Pojazd', combine: ['vehicle_model', 'vehicle_registration_number'], sortBy: 'vehicle_model' },
  ],
} as const satisfies ResourceSpec;
