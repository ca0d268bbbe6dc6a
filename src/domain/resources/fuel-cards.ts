/**
 * Fuel cards ("Karty paliwowe", issue 32 §2): a card of an issuer (Orlen, BP, DKV, …) kept by a
 * vehicle and/or a person. A statement of the issuer (server/fuelStatements) is matched to the
 * fleet by the card's number first: its vehicle is the one fuelled, its person the driver.
 */
import { crud, person, REQUIRED, vehicle } from './shared';
import type { ResourceSpec } from './spec';

export const fuelCards = {
  name: 'fuel-cards',
  apiPath: '/api/fuel-card',
  table: 'fuel_card',
  label: 'Karty paliwowe',
  singular: 'Karta paliwowa',
  administratorsOnly: true,
  fields: {
    number: {
      type: 'string',
      label: 'Numer karty',
      maxLength: 40,
      pattern: { regex: '^[0-9A-Za-z -]{4,40}$', message: 'Numer karty to od 4 do 40 cyfr lub liter (spacje i „-” są dozwolone).' },
      unique: { ignoreSpacesAndCase: true, message: 'Karta o tym numerze już istnieje.' },
      ...REQUIRED,
    },
    issuer: { type: 'string', label: 'Wystawca', maxLength: 80, filterable: true, ...REQUIRED },
    vehicle: vehicle({ label: 'Pojazd' }),
    person: person({ label: 'Pracownik' }),
    valid_until: { type: 'date', label: 'Ważna do' },
    active: { type: 'boolean', label: 'Aktywna', defaultValue: true, filterable: true },
  },
  fieldGroups: [{ fields: ['vehicle', 'person'], message: 'Wskaż pojazd albo pracownika, do którego należy karta.' }],
  joined: {
    vehicle_registration_number: { via: 'vehicle', column: 'registration_number', label: 'Numer rejestracyjny' },
    person_first_name: { via: 'person', column: 'first_name', label: 'Imię' },
    person_last_name: { via: 'person', column: 'last_name', label: 'Nazwisko' },
  },
  searchFields: ['number', 'issuer'],
  defaultSort: { field: 'number', order: 'ASC' },
  operations: crud,
  importKey: ['number'],
  messages: {
    createError: 'Wystąpił błąd podczas dodawania karty paliwowej',
    updateError: 'Wystąpił błąd podczas aktualizacji karty paliwowej',
    deleteError: 'Nie udało się usunąć kart paliwowych.',
  },
  notFoundMessage: 'Nie znaleziono karty paliwowej',
  recordText: ['number'],
  menu: { section: 'always', order: 196, icon: 'LocalGasStation' },
  createLabel: 'Dodaj kartę paliwową',
  editLabel: 'Edytuj kartę paliwową',
} as const satisfies ResourceSpec;
