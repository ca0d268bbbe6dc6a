import { REQUIRED } from './shared';
import type { ResourceSpec } from './spec';

export const sites = {
  name: 'sites',
  apiPath: '/api/site',
  table: 'site',
  label: 'Budowy',
  singular: 'Budowa',
  fields: {
    name: { type: 'string', label: 'Nazwa', ...REQUIRED },
    start_date: { type: 'date', label: 'Data rozpoczęcia', ...REQUIRED },
    length: { type: 'number', label: 'Długość (km)', min: 0, ...REQUIRED },
  },
  searchFields: ['name'],
  defaultSort: { field: 'name', order: 'ASC' },
  operations: { create: true, update: false, delete: true },
  messages: {
    createPending: 'Dodawanie budowy...',
    createSuccess: 'Budowa została dodana!',
    createError: 'Wystąpił błąd podczas dodawania budowy',
    updateError: 'Wystąpił błąd podczas edycji budowy',
    deleteError: 'Nie udało się usunąć budowy',
  },
  notFoundMessage: 'Nie znaleziono budowy',
  recordText: ['name'],
  createLabel: 'Dodaj budowę',
} as const satisfies ResourceSpec;
