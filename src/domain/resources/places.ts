import { crud, REQUIRED, coordinate, site } from './shared';
import type { ResourceSpec } from './spec';

export const places = {
  name: 'places',
  apiPath: '/api/place',
  table: 'place',
  label: 'Miejsca',
  singular: 'Miejsce',
  siteScoped: true,
  fields: {
    name: {
      type: 'string',
      label: 'Nazwa',
      unique: { per: 'site', ignoreCase: true, message: 'Miejsce o tej nazwie już istnieje na tej budowie.' },
      ...REQUIRED,
    },
    latitude: coordinate('latitude', { requiredOnUpdate: true }),
    longitude: coordinate('longitude', { requiredOnUpdate: true }),
    site: site(),
  },
  joined: { site_name: { via: 'site', column: 'name', label: 'Budowa', emptyText: 'Brak budowy' } },
  // Issue 32 §1: an imported row with the same key changes the stored one.
  importKey: ['name', 'site'],
  searchFields: ['name', 'site_name'],
  defaultSort: { field: 'name', order: 'ASC' },
  operations: crud,
  // Issue 16 §3: retired rather than deleted once history uses it.
  archivable: true,
  messages: {
    createError: 'Wystąpił błąd podczas dodawania miejsca',
    updateError: 'Wystąpił błąd podczas zapisywania miejsca',
    deleteError: 'Nie udało się usunąć miejsc.',
  },
  notFoundMessage: 'Nie znaleziono miejsca',
  recordText: ['name'],
  menu: { section: 'site', order: 30, icon: 'Place' },
  createLabel: 'Dodaj miejsce',
  editLabel: 'Edytuj miejsce',
  columns: ['name', 'longitude', 'latitude', 'site_name'],
  mapPicker: true,
} as const satisfies ResourceSpec;
