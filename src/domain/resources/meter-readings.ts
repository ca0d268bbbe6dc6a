/**
 * Meter readings (issue 30): a vehicle's odometer (km) and/or engine hours at a moment, from a
 * pre-shift check, a fueling, a service, telematics or typed in the office. Service due and
 * consumption take a vehicle's latest reading of any source (src/domain/meterReadings.ts). A
 * reading lower than the vehicle's previous one is refused, or stored flagged when its source
 * cannot be corrected by the office (telematics).
 */
import { METER_SOURCE_LABELS } from '../meterReadings';
import { crud, REQUIRED, person, vehicle, vehicleNames } from './shared';
import type { ResourceSpec } from './spec';

export const meterReadings = {
  name: 'meter-readings',
  apiPath: '/api/meter-reading',
  table: 'meter_reading',
  label: 'Odczyty liczników',
  singular: 'Odczyt licznika',
  siteScoped: true,
  siteVia: 'vehicle',
  dateField: 'datetime',
  fields: {
    vehicle: vehicle({ ...REQUIRED }),
    datetime: { type: 'datetime', label: 'Czas odczytu', ...REQUIRED },
    km: { type: 'number', label: 'Kilometry', min: 0, max: 10_000_000, step: 0.1, shownDecimals: 0, emptyText: '—' },
    engine_hours: { type: 'number', label: 'Motogodziny', min: 0, max: 1_000_000, step: 0.1, shownDecimals: 1, emptyText: '—' },
    source: { type: 'enum', label: 'Źródło', choices: METER_SOURCE_LABELS, filterable: true, defaultValue: 'manual', ...REQUIRED },
    person: person({ label: 'Kto' }),
    // Set by the server: a reading lower than the previous one from a source the office cannot correct.
    flagged: { type: 'boolean', label: 'Oznaczony', serverSet: true },
    flag_reason: { type: 'string', label: 'Powód oznaczenia', maxLength: 300, serverSet: true, emptyText: '—' },
    // The record that wrote it (`fueling:12`, `vehicle-fueling:3`, `vehicle-checks:7`); null when typed.
    origin: { type: 'string', label: 'Zapis źródłowy', maxLength: 60, serverSet: true },
  },
  fieldGroups: [{ fields: ['km', 'engine_hours'], message: 'Podaj kilometry, motogodziny albo oba odczyty.' }],
  joined: {
    ...vehicleNames,
    person_first_name: { via: 'person', column: 'first_name', label: 'Imię' },
    person_last_name: { via: 'person', column: 'last_name', label: 'Nazwisko' },
  },
  columns: [
    'datetime',
    'vehicle_fleet_number',
    'vehicle_registration_number',
    'km',
    'engine_hours',
    'source',
    { name: 'who', label: 'Kto', combine: ['person_first_name', 'person_last_name'], sortBy: 'person_last_name', emptyText: '—' },
    'flagged',
    'flag_reason',
  ],
  form: ['vehicle', 'datetime', 'km', 'engine_hours', 'source', 'person'],
  searchFields: ['vehicle_registration_number', 'person_last_name'],
  defaultSort: { field: 'datetime', order: 'DESC' },
  operations: crud,
  messages: {
    createError: 'Wystąpił błąd podczas dodawania odczytu licznika',
    updateError: 'Wystąpił błąd podczas edycji odczytu licznika',
    deleteError: 'Nie udało się usunąć odczytów liczników.',
  },
  notFoundMessage: 'Nie znaleziono odczytu licznika',
  recordText: ['datetime'],
  menu: { section: 'site', order: 16, icon: 'Speed' },
  createLabel: 'Dodaj odczyt licznika',
  editLabel: 'Edytuj odczyt licznika',
} as const satisfies ResourceSpec;
