/**
 * GPS devices ("Urządzenia GPS", issue 31 §1): a phone running Traccar Client, or a tracker, that
 * posts positions to `/api/osmand`. The OsmAnd protocol has no password, so the identifier is the
 * secret: long, not guessable (a tracker's IMEI alone is refused), proposed at random by the
 * dialog, and shown to administrators only (the whole resource is theirs). What it is on decides
 * whose position a point is: a person's (their online map and open ride) or a vehicle's. A tracker
 * known to a company's Traccar server is named there by its uniqueId, which Traccar's forwarding
 * sends (server/gps/traccarRoutes.ts).
 */
import { crud, person, REQUIRED, vehicle } from './shared';
import type { ResourceSpec } from './spec';

/** 16–64 letters, digits, "-" and "_", not digits only. */
export const DEVICE_IDENTIFIER_PATTERN = '^(?=[A-Za-z0-9_-]*[A-Za-z_-])[A-Za-z0-9_-]{16,64}$';

export const gpsDevices = {
  name: 'gps-devices',
  apiPath: '/api/gps-device',
  table: 'gps_device',
  label: 'Urządzenia GPS',
  singular: 'Urządzenie GPS',
  administratorsOnly: true,
  fields: {
    name: { type: 'string', label: 'Nazwa', maxLength: 80, unique: { ignoreCase: true, message: 'Urządzenie o tej nazwie już istnieje.' }, ...REQUIRED },
    identifier: {
      type: 'string',
      label: 'Identyfikator urządzenia',
      proposed: 'secret',
      pattern: {
        regex: DEVICE_IDENTIFIER_PATTERN,
        message: 'Identyfikator ma od 16 do 64 znaków (litery, cyfry, „-” i „_”) i nie same cyfry: krótki albo sam numer IMEI łatwo odgadnąć.',
      },
      unique: { message: 'Urządzenie o tym identyfikatorze już istnieje.' },
      ...REQUIRED,
    },
    // A tracker whose company runs Traccar (issue 31 §2): its `uniqueId` there, often the IMEI. The
    // forwarding is authenticated by a Traccar token, so this one need not be secret.
    traccar_unique_id: {
      type: 'string',
      label: 'Identyfikator w Traccar (uniqueId)',
      maxLength: 64,
      unique: { message: 'Urządzenie o tym identyfikatorze Traccar już istnieje.' },
    },
    vehicle: vehicle({ label: 'Na pojeździe' }),
    person: person({ label: 'U pracownika' }),
    speed_unit: {
      type: 'enum',
      label: 'Jednostka prędkości',
      choices: { kn: 'węzły (Traccar Client)', kmh: 'km/h', mps: 'm/s' },
      defaultValue: 'kn',
      ...REQUIRED,
    },
    active: { type: 'boolean', label: 'Aktywne', defaultValue: true, filterable: true },
    last_seen_at: { type: 'datetime', label: 'Ostatnio widziane', serverSet: true },
    battery: { type: 'integer', label: 'Bateria (%)', min: 0, max: 100, serverSet: true },
    // A person's positions are kept only during their work day (RODO, Labour Code art. 22³).
    dropped_points: { type: 'integer', label: 'Punkty pominięte', serverSet: true },
  },
  fieldGroups: [{ fields: ['vehicle', 'person'], message: 'Wskaż pojazd albo pracownika, na którym jest urządzenie.' }],
  searchFields: ['name', 'identifier', 'traccar_unique_id'],
  defaultSort: { field: 'name', order: 'ASC' },
  operations: crud,
  messages: {
    createError: 'Wystąpił błąd podczas dodawania urządzenia',
    updateError: 'Wystąpił błąd podczas aktualizacji urządzenia',
    deleteError: 'Nie udało się usunąć urządzeń.',
  },
  notFoundMessage: 'Nie znaleziono urządzenia',
  recordText: ['name'],
  menu: { section: 'always', order: 197, icon: 'Map' },
  createLabel: 'Dodaj urządzenie',
  editLabel: 'Edytuj urządzenie',
} as const satisfies ResourceSpec;
