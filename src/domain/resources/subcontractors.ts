/**
 * Subcontractors of a site (Podwykonawcy): the firms a site hires for earthworks, concrete,
 * transport… with their identifiers, contract and rates. Written only as a declaration, it is also
 * the registry's proof resource: it uses every field type and rule the registry offers.
 */
import { crud, person, REQUIRED, site } from './shared';
import type { ResourceSpec } from './spec';

export const subcontractors = {
  name: 'subcontractors',
  apiPath: '/api/subcontractor',
  table: 'subcontractor',
  label: 'Podwykonawcy',
  singular: 'Podwykonawca',
  siteScoped: true,
  fields: {
    site: site({ required: true }),
    name: {
      type: 'string',
      label: 'Nazwa',
      maxLength: 120,
      unique: { per: 'site', ignoreCase: true, message: 'Podwykonawca o tej nazwie już jest na tej budowie.' },
      ...REQUIRED,
    },
    trade: {
      type: 'enum',
      label: 'Branża',
      choices: {
        earthworks: 'Roboty ziemne',
        concrete: 'Roboty betoniarskie',
        transport: 'Transport',
        electrical: 'Instalacje elektryczne',
        other: 'Inne',
      },
      filterable: true,
      ...REQUIRED,
    },
    nip: {
      type: 'string',
      label: 'NIP',
      identifier: 'nip',
      unique: { per: 'site', message: 'Podwykonawca o tym numerze NIP już jest na tej budowie.' },
      ...REQUIRED,
    },
    regon: { type: 'string', label: 'REGON', identifier: 'regon' },
    owner_pesel: { type: 'string', label: 'PESEL właściciela', identifier: 'pesel' },
    email: { type: 'string', label: 'E-mail', identifier: 'email', maxLength: 254 },
    phone: { type: 'string', label: 'Telefon', identifier: 'phone', maxLength: 20 },
    vehicle_plate: { type: 'string', label: 'Rejestracja pojazdu', identifier: 'plate', maxLength: 10 },
    contract_number: {
      type: 'string',
      label: 'Numer umowy',
      maxLength: 20,
      pattern: { regex: '^UM/\\d{4}/\\d{1,4}$', message: 'Numer umowy ma postać UM/rrrr/nr, np. UM/2026/17.' },
      unique: { with: ['site', 'trade'], message: 'Ta budowa ma już umowę o tym numerze w tej branży.' },
    },
    hourly_rate: { type: 'money', label: 'Stawka godzinowa', ...REQUIRED },
    contract_value: { type: 'money', label: 'Wartość umowy', max: 50_000_000 },
    rating: { type: 'decimal', label: 'Ocena', scale: 1, min: 0, max: 5 },
    vat_payer: { type: 'boolean', label: 'Czynny podatnik VAT', nullable: true, filterable: true },
    insured: { type: 'boolean', label: 'Ubezpieczenie OC', filterable: true },
    contract_from: { type: 'date', label: 'Umowa od', filterable: true, ...REQUIRED },
    contract_until: {
      type: 'date',
      label: 'Umowa do',
      after: { field: 'contract_from', message: 'Koniec umowy musi być po jej początku.' },
    },
    days_left: {
      type: 'integer',
      label: 'Dni do końca umowy',
      computed: { daysUntil: 'contract_until', warnBelow: 30 },
    },
    supervisor: person({
      label: 'Kierownik',
      sameSite: { message: 'Kierownik musi pracować na tej samej budowie.' },
    }),
    materials: {
      type: 'references',
      reference: 'materials',
      label: 'Dostarczane materiały',
      filterable: true,
      sameSite: { message: 'Materiał musi należeć do tej samej budowy.' },
    },
    contract_scan: { type: 'file', label: 'Skan umowy', accept: ['pdf', 'image'], maxFiles: 3 },
    note: { type: 'text', label: 'Uwagi', maxLength: 2000 },
  },
  joined: { supervisor_last_name: { via: 'supervisor', column: 'last_name', label: 'Kierownik' } },
  // The list's columns ("Kolumny" hides some); the dialog holds every field.
  columns: ['name', 'trade', 'nip', 'phone', 'hourly_rate', 'vat_payer', 'contract_until', 'days_left', 'supervisor_last_name', 'materials', 'contract_scan'],
  searchFields: ['name', 'nip', 'contract_number'],
  defaultSort: { field: 'name', order: 'ASC' },
  operations: crud,
  messages: {
    createError: 'Wystąpił błąd podczas dodawania podwykonawcy',
    updateError: 'Wystąpił błąd podczas edycji podwykonawcy',
    deleteError: 'Nie udało się usunąć podwykonawców.',
  },
  notFoundMessage: 'Nie znaleziono podwykonawcy',
  recordText: ['name'],
  csvExport: {
    path: '/api/subcontractor/export/',
    fileName: 'podwykonawcy',
    columns: ['name', 'trade', 'nip', 'hourly_rate', 'contract_value', 'vat_payer', 'contract_from', 'contract_until', 'days_left', 'supervisor_last_name'],
  },
  menu: { section: 'site', order: 25, icon: 'Handshake' },
  createLabel: 'Dodaj podwykonawcę',
  editLabel: 'Edytuj podwykonawcę',
} as const satisfies ResourceSpec;
