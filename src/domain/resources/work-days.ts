import { readOnly, REQUIRED, site, person } from './shared';
import type { ResourceSpec } from './spec';

export const workDays = {
  name: 'work-days',
  apiPath: '/api/person-work-day',
  table: 'work_day',
  label: 'Aktywność',
  singular: 'Dzień pracy',
  siteScoped: true,
  dateField: 'datetime_start',
  dateScoped: true,
  fields: {
    person: person({ required: true }),
    datetime_start: { type: 'datetime', label: 'Start pracy', ...REQUIRED },
    datetime_end: { type: 'datetime', label: 'Koniec pracy', emptyText: 'Brak' },
    site: site({ serverSet: true }),
  },
  joined: {
    first_name: { via: 'person', column: 'first_name', label: 'Imię' },
    last_name: { via: 'person', column: 'last_name', label: 'Nazwisko' },
  },
  searchFields: ['first_name', 'last_name'],
  defaultSort: { field: 'datetime_start', order: 'DESC' },
  operations: readOnly,
  messages: { createError: '', updateError: '', deleteError: '' },
  notFoundMessage: 'Nie znaleziono dnia pracy',
  recordText: ['datetime_start'],
  csvExport: {
    path: '/api/person-work-day/export/',
    fileName: 'aktywnosc',
    columns: ['first_name', 'last_name', 'datetime_start', 'datetime_end'],
    note: 'Plik zawiera wszystkie dni pracy z wybranego zakresu, nie tylko ostatni dzień każdej osoby.',
  },
  menu: { section: 'always', order: 30, icon: 'AccessTime' },
} as const satisfies ResourceSpec;
