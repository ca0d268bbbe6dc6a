import { vehicleTypeLabels } from '../vehicleTypes';
import { crud, REQUIRED, site } from './shared';
import type { ResourceSpec } from './spec';

export const vehicles = {
  name: 'vehicles',
  apiPath: '/api/vehicle',
  table: 'vehicle',
  label: 'Maszyny',
  singular: 'Maszyna',
  siteScoped: true,
  fields: {
    site: site({ required: true }),
    fleet_number: {
      type: 'integer',
      label: 'Numer boczny',
      min: 0,
      unique: { per: 'site', message: 'Pojazd o tym numerze bocznym już istnieje na tej budowie.' },
      ...REQUIRED,
    },
    registration_number: {
      type: 'string',
      label: 'Numer rejestracyjny',
      maxLength: 20,
      identifier: 'registration',
      unique: { ignoreSpacesAndCase: true, message: 'Pojazd o tym numerze rejestracyjnym już istnieje.' },
      ...REQUIRED,
    },
    vehicle_model: { type: 'string', label: 'Model pojazdu', ...REQUIRED },
    vehicle_type: {
      type: 'enum',
      label: 'Typ pojazdu',
      choices: vehicleTypeLabels,
      filterable: true,
      ...REQUIRED,
    },
    fuel_capacity: { type: 'number', label: 'Pojemność zbiornika (l)', min: 0, step: 0.01, ...REQUIRED },
    // A load of the vehicle counts as this many tonnes moved (haul productivity).
    payload_tonnes: { type: 'number', label: 'Ładowność (t)', min: 0, step: 0.01, emptyText: 'Brak danych' },
    photo: { type: 'file', label: 'Zdjęcie', accept: ['image'] },
    // Issue 33 §4: a car or van up to 3.5 t whose VAT the company deducts in full keeps the mileage
    // register of VAT Act art. 86a (/mileage-register) from this date (until the end date, when set).
    vat_register: { type: 'boolean', label: 'Ewidencja przebiegu (pełne odliczenie VAT, do 3,5 t)', nullable: true, filterable: true },
    vat_register_from: { type: 'date', label: 'Ewidencja przebiegu od' },
    vat_register_until: {
      type: 'date',
      label: 'Ewidencja przebiegu do',
      after: { field: 'vat_register_from', orSame: true, message: 'Koniec ewidencji przebiegu nie może być przed jej początkiem.' },
    },
    // Issue 15 §1: the list marks a machine whose inspection or OC has ended.
    expired_documents: {
      type: 'string',
      label: 'Dokumenty po terminie',
      virtual: true,
      serverSet: true,
      expiredDocuments: { resource: 'vehicle-documents', via: 'vehicle', kinds: ['inspection', 'oc'] },
    },
    // Issue 30: the last pre-shift check found a fault not repaired yet.
    check_faults: { type: 'string', label: 'Usterki z kontroli', virtual: true, serverSet: true, openCheckFaults: true },
  },
  requiredWhen: [{ field: 'vat_register_from', when: 'vat_register', message: 'Podaj datę, od której prowadzona jest ewidencja przebiegu pojazdu.' }],
  // The register's fields stay in the dialog; /mileage-register lists the vehicles keeping it.
  columns: [
    'fleet_number',
    'registration_number',
    'vehicle_model',
    'vehicle_type',
    'fuel_capacity',
    'payload_tonnes',
    'photo',
    'expired_documents',
    'check_faults',
  ],
  joined: { site_name: { via: 'site', column: 'name', label: 'Budowa' } },
  // Issue 32 §1: an imported row with the same key changes the stored one.
  importKey: ['registration_number'],
  searchFields: ['registration_number', 'vehicle_model', 'fleet_number'],
  defaultSort: { field: 'fleet_number', order: 'ASC' },
  operations: crud,
  // Issue 16 §3: retired rather than deleted once history uses it.
  archivable: true,
  messages: {
    createError: 'Wystąpił błąd podczas dodawania pojazdu',
    updateError: 'Wystąpił błąd podczas edycji pojazdu',
    deleteError: 'Nie udało się usunąć pojazdów',
  },
  notFoundMessage: 'Nie znaleziono pojazdu',
  recordText: ['fleet_number', 'registration_number'],
  csvExport: {
    path: '/api/vehicle/export/',
    fileName: 'maszyny',
    columns: ['fleet_number', 'registration_number', 'vehicle_model', 'vehicle_type', 'fuel_capacity', 'site_name'],
  },
  menu: { section: 'site', order: 10, icon: 'Agriculture' },
  createLabel: 'Dodaj maszynę',
  editLabel: 'Edytuj maszynę',
} as const satisfies ResourceSpec;
