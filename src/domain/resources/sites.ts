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
    // Issue 31 §4: where the site is, drawn on the dialog's map; positions within it count as time on the site.
    boundary: { type: 'boundary', label: 'Granica budowy' },
  },
  searchFields: ['name'],
  defaultSort: { field: 'name', order: 'ASC' },
  operations: { create: true, update: true, delete: true },
  messages: {
    createPending: 'Dodawanie budowy...',
    createSuccess: 'Budowa została dodana!',
    createError: 'Wystąpił błąd podczas dodawania budowy',
    updatePending: 'Zapisywanie budowy...',
    updateSuccess: 'Budowa została zapisana!',
    updateError: 'Wystąpił błąd podczas edycji budowy',
    deleteError: 'Nie udało się usunąć budowy',
  },
  notFoundMessage: 'Nie znaleziono budowy',
  recordText: ['name'],
  createLabel: 'Dodaj budowę',
  editLabel: 'Edytuj budowę',
} as const satisfies ResourceSpec;
