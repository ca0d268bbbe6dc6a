import { crud, REQUIRED, litres, tanker, tankerNames } from './shared';
import type { ResourceSpec } from './spec';

export const tankerStockCounts = {
  name: 'tanker-stock-counts',
  apiPath: '/api/tanker-stock-count',
  table: 'tanker_stock_count',
  label: 'Pomiary cysterny',
  singular: 'Pomiar cysterny',
  siteScoped: true,
  siteVia: 'tanker',
  dateField: 'datetime',
  fields: {
    tanker,
    datetime: { type: 'datetime', label: 'Data i godzina pomiaru', ...REQUIRED },
    litres: {
      ...litres,
      label: 'Zmierzony stan (l)',
      atMostOf: { via: 'tanker', column: 'fuel_capacity', message: 'Wartość nie może być większa niż pojemność cysterny ({max} l).' },
    },
    note: { type: 'text', label: 'Notatka', maxLength: 2000 },
  },
  joined: {
    ...tankerNames,
  },
  searchFields: ['tanker_model', 'tanker_registration_number', 'note'],
  defaultSort: { field: 'datetime', order: 'DESC' },
  operations: crud,
  messages: {
    createError: 'Wystąpił błąd podczas dodawania pomiaru cysterny',
    updateError: 'Wystąpił błąd podczas edycji pomiaru cysterny',
    deleteError: 'Nie udało się usunąć pomiarów cysterny.',
  },
  notFoundMessage: 'Nie znaleziono pomiaru cysterny',
  recordText: ['datetime'],
  menu: { section: 'site', order: 70, icon: 'Straighten' },
  createLabel: 'Dodaj pomiar cysterny',
  editLabel: 'Edytuj pomiar cysterny',
  columns: ['datetime', 'tanker_registration_number', 'tanker_model', 'litres', 'note'],
  form: ['tanker', 'datetime', 'litres', 'note'],
  referenceChecks: { update: { fields: ['tanker'] } },
} as const satisfies ResourceSpec;
