import { crud, REQUIRED, coordinate, litres, vehicle, tanker, fuelingMessages } from './shared';
import type { ResourceSpec } from './spec';

export const vehicleFueling = {
  name: 'vehicle-fueling',
  apiPath: '/api/vehicle-fueling',
  table: 'vehicle_fueling',
  label: 'Cysterna->Maszyna',
  singular: 'Tankowanie maszyny',
  siteVia: 'vehicle',
  dateField: 'datetime',
  fields: {
    vehicle: vehicle({ required: true }),
    tanker,
    datetime: { type: 'datetime', label: 'Data i godzina', ...REQUIRED },
    litres,
    odometer_state: { type: 'number', label: 'Stan licznika', min: 0, shownDecimals: 0, ...REQUIRED },
    latitude: coordinate('latitude', { emptyText: 'Brak danych' }),
    longitude: coordinate('longitude', { emptyText: 'Brak danych' }),

    // Taken by the field app (issue 30): the proof of the litres.
    photos: { type: 'file', label: 'Zdjęcie dystrybutora', accept: ['image'], maxFiles: 3 },
  },
  joined: {
    vehicle_model: { via: 'vehicle', column: 'vehicle_model', label: 'Model pojazdu' },
    vehicle_registration_number: { via: 'vehicle', column: 'registration_number', label: 'Numer rejestracyjny' },
    vehicle_fleet_number: { via: 'vehicle', column: 'fleet_number', label: 'Numer boczny' },
  },
  searchFields: ['vehicle_model', 'vehicle_registration_number'],
  defaultSort: { field: 'datetime', order: 'DESC' },
  distinctFields: { fields: ['vehicle', 'tanker'], message: 'Cysterna nie może tankować samej siebie.' },
  operations: crud,
  messages: fuelingMessages,
  notFoundMessage: 'Nie znaleziono tankowania',
  recordText: ['datetime'],
  menu: { section: 'site', order: 60, icon: 'EvStation' },
  createLabel: 'Dodaj tankowanie',
  editLabel: 'Edytuj tankowanie',
  columns: ['datetime', 'litres', 'odometer_state', 'vehicle_model', 'longitude', 'latitude'],
  referenceChecks: { update: { fields: ['vehicle'] } },
} as const satisfies ResourceSpec;
