import { crud, REQUIRED, site } from './shared';
import type { ResourceSpec } from './spec';

export const materials = {
  name: 'materials',
  apiPath: '/api/material',
  table: 'material',
  label: 'Materiały',
  singular: 'Materiał',
  siteScoped: true,
  fields: {
    name: {
      type: 'string',
      label: 'Nazwa',
      unique: { per: 'site', ignoreCase: true, message: 'Materiał o tej nazwie już istnieje na tej budowie.' },
      ...REQUIRED,
    },
    site: site(),
  },
  // Issue 32 §1: an imported row with the same key changes the stored one.
  importKey: ['name', 'site'],
  searchFields: ['name'],
  defaultSort: { field: 'name', order: 'ASC' },
  operations: crud,
  // Issue 16 §3: retired rather than deleted once history uses it.
  archivable: true,
  messages: {
    createError: 'Wystąpił błąd podczas dodawania materiału',
    updateError: 'Wystąpił błąd podczas edycji materiału',
    deleteError: 'Nie udało się usunąć materiałów.',
  },
  notFoundMessage: 'Nie znaleziono materiału',
  recordText: ['name'],
  menu: { section: 'site', order: 20, icon: 'Inventory2' },
  createLabel: 'Dodaj materiał',
  editLabel: 'Edytuj materiał',
} as const satisfies ResourceSpec;
