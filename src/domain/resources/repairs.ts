import { REPAIR_STATUS_LABELS } from '../repairs/workflow';
import { readOnly, REQUIRED, site, vehicle, person } from './shared';
import type { ResourceSpec } from './spec';

/**
 * Repair requests: drivers' phones send them (POST /api/repair-request/, photos too); staff follow
 * each through its workflow (issue 15 §3: status, assignee, cost, closing note, photos, with the
 * history of changes; server/repairs). The spec's list (§2 /repairs) keeps its columns; the
 * workflow's fields are `serverSet`: only the workflow's own route (PATCH) changes them.
 */

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
    status: {
      type: 'enum',
      label: 'Status',
      choices: REPAIR_STATUS_LABELS,
      serverSet: true,
      nullable: false,
      filterable: true,
    },
    assignee: person({
      label: 'Przypisany',
      serverSet: true,
      sameSite: { message: 'Przypisz osobę z budowy, do której należy zgłoszenie.' },
    }),
    cost: { type: 'money', label: 'Koszt', serverSet: true },
    closing_note: { type: 'text', label: 'Notatka zamykająca', maxLength: 2000, serverSet: true },
    photos: { type: 'file', label: 'Zdjęcia', accept: ['image'], maxFiles: 10 },
  },
  joined: {
    person_first_name: { via: 'person', column: 'first_name', label: 'Imię' },
    person_last_name: { via: 'person', column: 'last_name', label: 'Nazwisko' },
    vehicle_fleet_number: { via: 'vehicle', column: 'fleet_number', label: 'Numer boczny' },
    vehicle_model: { via: 'vehicle', column: 'vehicle_model', label: 'Model pojazdu' },
    vehicle_registration_number: { via: 'vehicle', column: 'registration_number', label: 'Numer rejestracyjny' },
    assignee_first_name: { via: 'assignee', column: 'first_name', label: 'Imię przypisanego' },
    assignee_last_name: { via: 'assignee', column: 'last_name', label: 'Nazwisko przypisanego' },
  },
  searchFields: ['person_first_name', 'person_last_name', 'note', 'vehicle_model', 'vehicle_registration_number'],
  defaultSort: { field: 'datetime', order: 'DESC' },
  operations: readOnly,
  messages: { createError: '', updateError: '', deleteError: '' },
  notFoundMessage: 'Nie znaleziono zgłoszenia',
  recordText: ['note'],
  // No add or edit dialog (read-only in the spec); the phones' POST takes these (and photos).
  form: ['person', 'vehicle', 'note'],
  menu: { section: 'always', order: 40, icon: 'Build' },
  columns: [
    'person_first_name',
    'person_last_name',
    'note',
    'vehicle_fleet_number',
    { name: 'vehicle', label: 'Pojazd', combine: ['vehicle_model', 'vehicle_registration_number'], sortBy: 'vehicle_model' },
  ],
} as const satisfies ResourceSpec;
