import { crud, REQUIRED } from './shared';
import type { ResourceSpec } from './spec';

export const petrolProviders = {
  name: 'petrol-providers',
  apiPath: '/api/petrol-provider',
  table: 'petrol_provider',
  label: 'Dostawcy Paliwa',
  singular: 'Dostawca paliwa',
  fields: {
    name: { type: 'string', label: 'Nazwa', unique: { ignoreCase: true, message: 'Dostawca o tej nazwie już istnieje.' }, ...REQUIRED },
  },
  searchFields: ['name'],
  defaultSort: { field: 'name', order: 'ASC' },
  operations: crud,
  // Issue 16 §3: retired rather than deleted once history uses it.
  archivable: true,
  messages: {
    createError: 'Wystąpił błąd podczas dodawania dostawcy',
    updateError: 'Wystąpił błąd podczas aktualizacji dostawcy',
    deleteError: 'Nie udało się usunąć dostawców.',
  },
  notFoundMessage: 'Nie znaleziono dostawcy',
  recordText: ['name'],
  createLabel: 'Dodaj dostawcę',
  editLabel: 'Edytuj dostawcę',
} as const satisfies ResourceSpec;
