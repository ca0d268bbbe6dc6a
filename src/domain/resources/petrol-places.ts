import { crud, REQUIRED, coordinate } from './shared';
import type { ResourceSpec, ResourceMessages } from './spec';

const placeMessages: ResourceMessages = {
  createError: 'Wystąpił błąd podczas dodawania miejsca',
  updateError: 'Wystąpił błąd podczas aktualizacji miejsca',
  deleteError: 'Nie udało się usunąć miejsc.',
};

export const petrolPlaces = {
  name: 'petrol-places',
  apiPath: '/api/petrol-place',
  table: 'petrol_place',
  label: 'Miejsca Paliwa',
  singular: 'Miejsce paliwa',
  fields: {
    name: { type: 'string', label: 'Nazwa', unique: { ignoreCase: true, message: 'Miejsce paliwa o tej nazwie już istnieje.' }, ...REQUIRED },
    latitude: coordinate('latitude', { defaultValue: 51.946249808 }),
    longitude: coordinate('longitude', { defaultValue: 15.519088858 }),
  },
  searchFields: ['name'],
  defaultSort: { field: 'name', order: 'ASC' },
  operations: crud,
  // Issue 16 §3: retired rather than deleted once history uses it.
  archivable: true,
  messages: placeMessages,
  notFoundMessage: 'Nie znaleziono miejsca',
  recordText: ['name'],
  createLabel: 'Dodaj miejsce paliwa',
  editLabel: 'Edytuj miejsce paliwa',
  columns: ['name', 'longitude', 'latitude'],
  mapPicker: true,
} as const satisfies ResourceSpec;
