import { readOnly, REQUIRED, coordinate, vehicle, person } from './shared';
import type { ResourceSpec } from './spec';

export const locationHistory = {
  name: 'location-history',
  apiPath: '/api/location-history',
  table: 'location_point',
  label: 'Historia lokalizacji',
  singular: 'Punkt lokalizacji',
  siteVia: 'ride',
  dateField: 'datetime',
  fields: {
    person: person(),
    vehicle: vehicle(),
    ride: { type: 'reference', reference: 'rides', label: 'Przejazd', filterable: true },
    datetime: { type: 'datetime', label: 'Data i godzina', ...REQUIRED },
    latitude: coordinate('latitude', REQUIRED),
    longitude: coordinate('longitude', REQUIRED),
    // What the device measured, when it did (issue 31 §3, the fleet map): km/h and the engine's ignition.
    speed: { type: 'number', label: 'Prędkość (km/h)', min: 0, max: 500, step: 0.1, shownDecimals: 0, emptyText: '—' },
    ignition: { type: 'boolean', label: 'Zapłon', nullable: true },
  },
  searchFields: [],
  defaultSort: { field: 'datetime', order: 'ASC' },
  operations: readOnly,
  messages: { createError: '', updateError: '', deleteError: '' },
  notFoundMessage: 'Nie znaleziono punktu',
  recordText: ['datetime'],
} as const satisfies ResourceSpec;
