import { crud, REQUIRED, coordinate, litres, tanker, tankerNames, fuelingMessages } from './shared';
import type { ResourceSpec } from './spec';

export const tankerFueling = {
  name: 'tanker-fueling',
  apiPath: '/api/tanker-fueling',
  table: 'tanker_fueling',
  label: 'Cysterna',
  singular: 'Tankowanie cysterny',
  siteScoped: true,
  siteVia: 'tanker',
  dateField: 'datetime',
  fields: {
    petrol_place: {
      type: 'reference',
      reference: 'petrol-places',
      label: 'Miejsce paliwa',
      required: true,
      filterable: true,
      notFoundMessage: 'Nie znaleziono miejsca, dostawcy lub pojazdu',
    },
    provider: {
      type: 'reference',
      reference: 'petrol-providers',
      label: 'Dostawca',
      required: true,
      filterable: true,
      notFoundMessage: 'Nie znaleziono miejsca, dostawcy lub pojazdu',
    },
    tanker: { ...tanker, notFoundMessage: 'Nie znaleziono miejsca, dostawcy lub pojazdu' },
    datetime: { type: 'datetime', label: 'Data i godzina', ...REQUIRED },
    litres,
    latitude: coordinate('latitude'),
    longitude: coordinate('longitude'),

    // Taken by the field app (issue 30): the proof of the litres.
    photos: { type: 'file', label: 'Zdjęcie dowodu dostawy', accept: ['image'], maxFiles: 3 },
  },
  joined: {
    petrol_place_name: { via: 'petrol_place', column: 'name', label: 'Miejsce paliwa' },
    provider_name: { via: 'provider', column: 'name', label: 'Dostawca' },
    ...tankerNames,
  },
  searchFields: ['petrol_place_name', 'provider_name', 'tanker_model', 'tanker_registration_number'],
  defaultSort: { field: 'datetime', order: 'DESC' },
  operations: crud,
  messages: fuelingMessages,
  notFoundMessage: 'Nie znaleziono tankowania',
  recordText: ['datetime'],
  menu: { section: 'site', order: 50, icon: 'PropaneTank' },
  createLabel: 'Dodaj tankowanie',
  editLabel: 'Edytuj tankowanie',
  columns: ['datetime', 'litres', 'petrol_place_name', 'tanker_model', 'tanker_registration_number', 'provider_name', 'longitude', 'latitude'],
  referenceChecks: { update: { fields: ['petrol_place', 'provider', 'tanker'] } },
} as const satisfies ResourceSpec;
