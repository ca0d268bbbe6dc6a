/**
 * The resource registry: every entity of SAT declared once. The server builds its tables' CRUD
 * routes, validation and OpenAPI from it; the app builds its menu, lists, dialogs and toasts from it.
 * Adding a simple resource = one declaration here + one migration.
 */
import type { FieldSpec, JoinedField } from './fields';
import { vehicleTypeLabels } from './vehicleTypes';

export interface ResourceMessages {
  createPending?: string;
  createSuccess?: string;
  createError: string;
  updatePending?: string;
  updateSuccess?: string;
  updateError: string;
  deletePending?: string;
  deleteSuccess?: string;
  deleteError: string;
  /** Delete dialog text. */
  deleteConfirm?: string;
  /** App only: shown instead of the rows when the list fails to load, and by inputs choosing from it. */
  listError?: string;
}

/** App only: one list column showing several fields as one text, e.g. a driver's first and last name. */
export interface CombinedColumnSpec {
  name: string;
  label: string;
  /** Own or joined fields, shown joined by spaces. */
  combine: string[];
  /** The field the column sorts by. */
  sortBy: string;
  /** Shown when every combined field is empty. */
  emptyText?: string;
}

/** App only: references looked up right before a save (spec §5 "not found" rules). */
export interface ReferenceCheck {
  fields: string[];
  /** The spec skips the save silently: the app sends nothing and shows the not-found message as a warning, not an error. */
  silent?: boolean;
}

export interface ResourceSpec {
  /** Registry, react-admin resource, app route and src/resources folder name. */
  name: string;
  /** API path without trailing slash, e.g. /api/material. */
  apiPath: string;
  /** Database table. */
  table: string;
  /** Polish plural name (menu, titles). */
  label: string;
  /** Polish singular name. */
  singular: string;
  /** List takes the selected site as `?site=`. */
  siteScoped?: boolean;
  /**
   * A site-scoped resource without a site of its own: a row belongs to the site of the row this
   * reference field points at (a tanker fueling to its tanker's site).
   */
  siteVia?: string;
  /** The datetime field `date_from`/`date_to` filter on (lists, exports) when a client sends them. */
  dateField?: string;
  /** The app's list follows the shared date range (spec: rides, work days); others list all dates. */
  dateScoped?: boolean;
  /** Writable and stored columns (id excluded). */
  fields: Record<string, FieldSpec>;
  /** Read-only display columns joined from referenced rows. */
  joined?: Record<string, JoinedField>;
  /** Columns `q` searches (own or joined). */
  searchFields: string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Two reference fields that may not point at the same row (a tanker cannot fuel itself). */
  distinctFields?: { fields: [string, string]; message: string };
  /** The CSV export of the resource's screen (spec §7). */
  csvExport?: CsvExportSpec;
  /** Which generic operations the API offers. */
  operations: { create: boolean; update: boolean; delete: boolean };
  messages: ResourceMessages;
  /** Message when a referenced row of this resource is missing. */
  notFoundMessage: string;
  /** Display text of a row, used in selects. */
  recordText: string[];
  /** App only: the side-menu entry of the resource's screen (none = no entry). */
  menu?: ResourceMenuEntry;
  /** App only: label of the add button and add dialog, e.g. "Dodaj materiał". */
  createLabel?: string;
  /** App only: title of the add dialog when it differs from `createLabel` ("Dodaj Pracownika"). */
  createTitle?: string;
  /** App only: title of the edit dialog, e.g. "Edytuj materiał". */
  editLabel?: string;
  /** App only: submit of the edit dialog when it differs from `editLabel` ("Edytuj pracownika"). */
  editSubmit?: string;
  /** App only: list columns in screen order (own or joined field names); default: derived from the fields. */
  columns?: Array<string | CombinedColumnSpec>;
  /** App only: the dialog's inputs in order; default: the writable fields (a site-scoped one takes the selected site). */
  form?: string[];
  /** App only: references that must still exist when a record is saved. */
  referenceChecks?: { create?: ReferenceCheck; update?: ReferenceCheck };
  /** App only: the dialog picks latitude and longitude on a map as well as typed. */
  mapPicker?: boolean;
  /** App only: lists preloaded with this screen's list (what its dialog chooses from). */
  prefetch?: string[];
}

/** What a CSV export file is called and, when it holds other rows than the screen, what it holds. */
export interface CsvExportSpec {
  /** Plain-ASCII Polish name the file starts with, e.g. `przejazdy` (then the date range). */
  fileName: string;
  /** App only: said beside the export button when the file differs from the list on screen. */
  note?: string;
}

/** Where a screen sits in the app's side menu (spec §2 "Dashboard layout"). */
export interface ResourceMenuEntry {
  /** `always`: shown at all times; `site`: shown only while a site is selected. */
  section: 'always' | 'site';
  /** Position within the section; custom pages use the same scale. */
  order: number;
}

const readOnly = { create: false, update: false, delete: false };
const crud = { create: true, update: true, delete: true };

const REQUIRED = { required: true } as const;
const coordinate = (type: 'latitude' | 'longitude', extra: Partial<FieldSpec> = {}): FieldSpec => ({
  type,
  label: type === 'latitude' ? 'Szerokość geograficzna' : 'Długość geograficzna',
  ...extra,
});
const litres: FieldSpec = { type: 'number', label: 'Litry', step: 0.01, min: 0, required: true };
const site = (extra: Partial<FieldSpec> = {}): FieldSpec => ({
  type: 'reference',
  reference: 'sites',
  label: 'Budowa',
  filterable: true,
  ...extra,
});
const vehicle = (extra: Partial<FieldSpec> = {}): FieldSpec => ({
  type: 'reference',
  reference: 'vehicles',
  label: 'Pojazd',
  filterable: true,
  ...extra,
});
const tanker: FieldSpec = {
  type: 'reference',
  reference: 'vehicles',
  referenceWhere: { vehicle_type: 'TANK' },
  label: 'Cysterna',
  required: true,
  filterable: true,
  notFoundMessage: 'Nie znaleziono cysterny',
};
/** A tanker's model and registration joined into a row that references it. */
const tankerNames: Record<string, JoinedField> = {
  tanker_model: { via: 'tanker', column: 'vehicle_model', label: 'Model cysterny' },
  tanker_registration_number: { via: 'tanker', column: 'registration_number', label: 'Rejestracja cysterny' },
};
const person = (extra: Partial<FieldSpec> = {}): FieldSpec => ({
  type: 'reference',
  reference: 'employees',
  label: 'Pracownik',
  filterable: true,
  ...extra,
});

const placeMessages: ResourceMessages = {
  createError: 'Wystąpił błąd podczas dodawania miejsca',
  updateError: 'Wystąpił błąd podczas aktualizacji miejsca',
  deleteError: 'Nie udało się usunąć miejsc.',
};
const fuelingMessages: ResourceMessages = {
  createError: 'Wystąpił błąd podczas dodawania tankowania',
  updateError: 'Wystąpił błąd podczas aktualizacji tankowania',
  deleteError: 'Nie udało się usunąć tankowań.',
};

export const resources = {
  sites: {
    name: 'sites',
    apiPath: '/api/site',
    table: 'site',
    label: 'Budowy',
    singular: 'Budowa',
    fields: {
      name: { type: 'string', label: 'Nazwa', ...REQUIRED },
      start_date: { type: 'date', label: 'Data rozpoczęcia', ...REQUIRED },
      length: { type: 'number', label: 'Długość (km)', min: 0, ...REQUIRED },
    },
    searchFields: ['name'],
    defaultSort: { field: 'name', order: 'ASC' },
    operations: { create: true, update: false, delete: true },
    messages: {
      createPending: 'Dodawanie budowy...',
      createSuccess: 'Budowa została dodana!',
      createError: 'Wystąpił błąd podczas dodawania budowy',
      updateError: 'Wystąpił błąd podczas edycji budowy',
      deleteError: 'Nie udało się usunąć budowy',
    },
    notFoundMessage: 'Nie znaleziono budowy',
    recordText: ['name'],
    createLabel: 'Dodaj budowę',
  },
  roles: {
    name: 'roles',
    apiPath: '/api/person-roles',
    table: 'role',
    label: 'Role',
    singular: 'Rola',
    fields: {
      name: { type: 'string', label: 'Nazwa', ...REQUIRED },
    },
    searchFields: ['name'],
    defaultSort: { field: 'name', order: 'ASC' },
    operations: readOnly,
    messages: { createError: '', updateError: '', deleteError: '', listError: 'Brak Ról' },
    notFoundMessage: 'Nie znaleziono roli',
    recordText: ['name'],
  },
  employees: {
    name: 'employees',
    apiPath: '/api/persons',
    table: 'person',
    label: 'Pracownicy',
    singular: 'Pracownik',
    siteScoped: true,
    fields: {
      first_name: { type: 'string', label: 'Imię', ...REQUIRED },
      last_name: { type: 'string', label: 'Nazwisko', ...REQUIRED },
      pesel: { type: 'string', label: 'Pesel', maxLength: 20, identifier: 'pesel' },
      is_foreigner: { type: 'boolean', label: 'Czy obcokrajowiec?' },
      role: {
        type: 'reference',
        reference: 'roles',
        label: 'Rola',
        required: true,
        filterable: true,
        placeholder: 'Wybierz role',
      },
      site: site({ required: true, placeholder: 'Wybierz budowe' }),
      username: { type: 'string', label: 'Login', required: true, maxLength: 150, virtual: true },
      password: {
        type: 'password',
        label: 'Hasło',
        required: true,
        requiredOnUpdate: false,
        writeOnly: true,
        virtual: true,
      },
    },
    joined: {
      role_name: { via: 'role', column: 'name', label: 'Rola', emptyText: 'BRAK ROLI' },
      site_name: { via: 'site', column: 'name', label: 'Budowa' },
    },
    searchFields: ['first_name', 'last_name', 'pesel', 'username', 'role_name'],
    defaultSort: { field: 'first_name', order: 'DESC' },
    operations: crud,
    messages: {
      createPending: 'Dodawanie pracownika...',
      createSuccess: 'Pracownik został dodany.',
      createError: 'Wystąpił błąd podczas dodawania pracownika',
      updatePending: 'Edycja pracownika...',
      updateSuccess: 'Pracownik został Zedytowany.',
      updateError: 'Wystąpił błąd podczas edycji pracownika',
      deletePending: 'Usuwanie pracowników...',
      deleteSuccess: 'Pracownicy zostali usunięty.',
      deleteError: 'Nie udało się usunąć pracowników',
      deleteConfirm: 'Czy na pewno chcesz usunąć zaznaczonych Pracowników?',
      listError: 'Brak pracowników',
    },
    notFoundMessage: 'Nie znaleziono osoby',
    recordText: ['first_name', 'last_name'],
    menu: { section: 'always', order: 20 },
    createLabel: 'Dodaj pracownika',
    createTitle: 'Dodaj Pracownika',
    editLabel: 'Edytuj Pracownika',
    editSubmit: 'Edytuj pracownika',
    form: ['username', 'password', 'first_name', 'last_name', 'pesel', 'is_foreigner', 'role', 'site'],
    referenceChecks: { create: { fields: ['role'] }, update: { fields: ['role'] } },
    prefetch: ['roles'],
  },
  vehicles: {
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
      // Haul productivity (issue 13 §4): a load of the vehicle counts as this many tonnes moved.
      payload_tonnes: { type: 'number', label: 'Ładowność (t)', min: 0, step: 0.01, emptyText: 'Brak danych' },
    },
    joined: { site_name: { via: 'site', column: 'name', label: 'Budowa' } },
    searchFields: ['registration_number', 'vehicle_model', 'fleet_number'],
    defaultSort: { field: 'fleet_number', order: 'ASC' },
    operations: crud,
    messages: {
      createError: 'Wystąpił błąd podczas dodawania pojazdu',
      updateError: 'Wystąpił błąd podczas edycji pojazdu',
      deleteError: 'Nie udało się usunąć pojazdów',
    },
    notFoundMessage: 'Nie znaleziono pojazdu',
    recordText: ['fleet_number', 'registration_number'],
    csvExport: { fileName: 'maszyny' },
    menu: { section: 'site', order: 10 },
    createLabel: 'Dodaj maszynę',
    editLabel: 'Edytuj maszynę',
  },
  'vehicle-fueling': {
    name: 'vehicle-fueling',
    apiPath: '/api/vehicle-fueling',
    table: 'vehicle_fueling',
    label: 'Cysterna->Maszyna',
    singular: 'Tankowanie maszyny',
    dateField: 'datetime',
    fields: {
      vehicle: vehicle({ required: true }),
      tanker,
      datetime: { type: 'datetime', label: 'Data i godzina', ...REQUIRED },
      litres,
      odometer_state: { type: 'number', label: 'Stan licznika', min: 0, ...REQUIRED },
      latitude: coordinate('latitude', { emptyText: 'Brak danych' }),
      longitude: coordinate('longitude', { emptyText: 'Brak danych' }),
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
    menu: { section: 'site', order: 60 },
    createLabel: 'Dodaj tankowanie',
    editLabel: 'Edytuj tankowanie',
    columns: ['datetime', 'litres', 'odometer_state', 'vehicle_model', 'longitude', 'latitude'],
    referenceChecks: { update: { fields: ['vehicle'] } },
  },
  'tanker-fueling': {
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
    menu: { section: 'site', order: 50 },
    createLabel: 'Dodaj tankowanie',
    editLabel: 'Edytuj tankowanie',
    columns: [
      'datetime',
      'litres',
      'petrol_place_name',
      'tanker_model',
      'tanker_registration_number',
      'provider_name',
      'longitude',
      'latitude',
    ],
    referenceChecks: { update: { fields: ['petrol_place', 'provider', 'tanker'] } },
  },
  'tanker-stock-counts': {
    name: 'tanker-stock-counts',
    apiPath: '/api/tanker-stock-count',
    table: 'tanker_stock_count',
    label: 'Pomiary cysterny',
    singular: 'Pomiar cysterny',
    siteScoped: true,
    siteVia: 'tanker',
    dateField: 'datetime',
    fields: {
      tanker,
      datetime: { type: 'datetime', label: 'Data i godzina pomiaru', ...REQUIRED },
      litres: { ...litres, label: 'Zmierzony stan (l)' },
      note: { type: 'text', label: 'Notatka', maxLength: 2000 },
    },
    joined: {
      ...tankerNames,
    },
    searchFields: ['tanker_model', 'tanker_registration_number', 'note'],
    defaultSort: { field: 'datetime', order: 'DESC' },
    operations: crud,
    messages: {
      createError: 'Wystąpił błąd podczas dodawania pomiaru cysterny',
      updateError: 'Wystąpił błąd podczas edycji pomiaru cysterny',
      deleteError: 'Nie udało się usunąć pomiarów cysterny.',
    },
    notFoundMessage: 'Nie znaleziono pomiaru cysterny',
    recordText: ['datetime'],
    menu: { section: 'site', order: 70 },
    createLabel: 'Dodaj pomiar cysterny',
    editLabel: 'Edytuj pomiar cysterny',
    columns: ['datetime', 'tanker_registration_number', 'tanker_model', 'litres', 'note'],
    form: ['tanker', 'datetime', 'litres', 'note'],
    referenceChecks: { update: { fields: ['tanker'] } },
  },
  fueling: {
    name: 'fueling',
    apiPath: '/api/fueling',
    table: 'fueling',
    label: 'Tankowania',
    singular: 'Tankowanie',
    siteScoped: true,
    dateField: 'datetime',
    dateScoped: true,
    fields: {
      person: person({ label: 'Kierowca', required: true }),
      vehicle: vehicle({ required: true }),
      site: site(),
      datetime: { type: 'datetime', label: 'Data', ...REQUIRED },
      litres,
      price_per_litre: { type: 'number', label: 'Cena za litr', step: 0.01, min: 0, ...REQUIRED },
      odometer_state: { type: 'number', label: 'Stan licznika', min: 0, ...REQUIRED },
    },
    joined: {
      person_first_name: { via: 'person', column: 'first_name', label: 'Imię' },
      person_last_name: { via: 'person', column: 'last_name', label: 'Nazwisko' },
      vehicle_fleet_number: { via: 'vehicle', column: 'fleet_number', label: 'Numer boczny' },
    },
    searchFields: ['person_first_name', 'person_last_name', 'vehicle_fleet_number'],
    defaultSort: { field: 'datetime', order: 'DESC' },
    operations: crud,
    messages: {
      createError: 'Wystąpił błąd podczas dodawania tankowania',
      updateError: 'Wystąpił błąd podczas aktualizacji tankowania',
      deleteError: 'Failed to delete fueling records.',
    },
    notFoundMessage: 'Nie znaleziono tankowania',
    recordText: ['datetime'],
    csvExport: { fileName: 'tankowania' },
    menu: { section: 'site', order: 40 },
    createLabel: 'Dodaj tankowanie',
    editLabel: 'Edytuj tankowanie',
    columns: [
      {
        name: 'driver',
        label: 'Kierowca',
        combine: ['person_first_name', 'person_last_name'],
        sortBy: 'person_last_name',
        emptyText: 'Nienazwany Kierowca',
      },
      'vehicle_fleet_number',
      'datetime',
      'litres',
      'price_per_litre',
      'odometer_state',
    ],
    referenceChecks: { create: { fields: ['person', 'vehicle'], silent: true }, update: { fields: ['person', 'vehicle'] } },
  },
  'petrol-places': {
    name: 'petrol-places',
    apiPath: '/api/petrol-place',
    table: 'petrol_place',
    label: 'Miejsca Paliwa',
    singular: 'Miejsce paliwa',
    fields: {
      name: { type: 'string', label: 'Nazwa', unique: { message: 'Miejsce paliwa o tej nazwie już istnieje.' }, ...REQUIRED },
      latitude: coordinate('latitude', { defaultValue: 51.946249808 }),
      longitude: coordinate('longitude', { defaultValue: 15.519088858 }),
    },
    searchFields: ['name'],
    defaultSort: { field: 'name', order: 'ASC' },
    operations: crud,
    messages: placeMessages,
    notFoundMessage: 'Nie znaleziono miejsca',
    recordText: ['name'],
    createLabel: 'Dodaj miejsce paliwa',
    editLabel: 'Edytuj miejsce paliwa',
    columns: ['name', 'longitude', 'latitude'],
    mapPicker: true,
  },
  'petrol-providers': {
    name: 'petrol-providers',
    apiPath: '/api/petrol-provider',
    table: 'petrol_provider',
    label: 'Dostawcy Paliwa',
    singular: 'Dostawca paliwa',
    fields: {
      name: { type: 'string', label: 'Nazwa', unique: { message: 'Dostawca o tej nazwie już istnieje.' }, ...REQUIRED },
    },
    searchFields: ['name'],
    defaultSort: { field: 'name', order: 'ASC' },
    operations: crud,
    messages: {
      createError: 'Wystąpił błąd podczas dodawania dostawcy',
      updateError: 'Wystąpił błąd podczas aktualizacji dostawcy',
      deleteError: 'Nie udało się usunąć dostawców.',
    },
    notFoundMessage: 'Nie znaleziono dostawcy',
    recordText: ['name'],
    createLabel: 'Dodaj dostawcę',
    editLabel: 'Edytuj dostawcę',
  },
  places: {
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
        unique: { per: 'site', message: 'Miejsce o tej nazwie już istnieje na tej budowie.' },
        ...REQUIRED,
      },
      latitude: coordinate('latitude', { requiredOnUpdate: true }),
      longitude: coordinate('longitude', { requiredOnUpdate: true }),
      site: site(),
    },
    joined: { site_name: { via: 'site', column: 'name', label: 'Budowa', emptyText: 'Brak budowy' } },
    searchFields: ['name', 'site_name'],
    defaultSort: { field: 'name', order: 'ASC' },
    operations: crud,
    messages: {
      createError: 'Wystąpił błąd podczas dodawania miejsca',
      updateError: 'Wystąpił błąd podczas zapisywania miejsca',
      deleteError: 'Nie udało się usunąć miejsc.',
    },
    notFoundMessage: 'Nie znaleziono miejsca',
    recordText: ['name'],
    menu: { section: 'site', order: 30 },
    createLabel: 'Dodaj miejsce',
    editLabel: 'Edytuj miejsce',
    columns: ['name', 'longitude', 'latitude', 'site_name'],
    mapPicker: true,
  },
  materials: {
    name: 'materials',
    apiPath: '/api/material',
    table: 'material',
    label: 'Materiały',
    singular: 'Materiał',
    siteScoped: true,
    fields: {
      name: { type: 'string', label: 'Nazwa', ...REQUIRED },
      site: site(),
    },
    searchFields: ['name'],
    defaultSort: { field: 'name', order: 'ASC' },
    operations: crud,
    messages: {
      createError: 'Wystąpił błąd podczas dodawania materiału',
      updateError: 'Wystąpił błąd podczas edycji materiału',
      deleteError: 'Nie udało się usunąć materiałów.',
    },
    notFoundMessage: 'Nie znaleziono materiału',
    recordText: ['name'],
    menu: { section: 'site', order: 20 },
    createLabel: 'Dodaj materiał',
    editLabel: 'Edytuj materiał',
  },
  rides: {
    name: 'rides',
    apiPath: '/api/vehicle-ride',
    table: 'ride',
    label: 'Przejazdy',
    singular: 'Przejazd',
    siteScoped: true,
    dateField: 'start_datetime',
    dateScoped: true,
    fields: {
      person: person({ required: true }),
      vehicle: vehicle({ required: true }),
      material: { type: 'reference', reference: 'materials', label: 'Materiał', filterable: true },
      start_datetime: { type: 'datetime', label: 'Czas załadunku', ...REQUIRED },
      end_datetime: { type: 'datetime', label: 'Czas rozładunku' },
      start_place: { type: 'reference', reference: 'places', label: 'Miejsce załadunku' },
      end_place: { type: 'reference', reference: 'places', label: 'Miejsce rozładunku' },
      site: site({ serverSet: true }),
    },
    joined: {
      person_first_name: { via: 'person', column: 'first_name', label: 'Imię' },
      person_last_name: { via: 'person', column: 'last_name', label: 'Nazwisko' },
      vehicle_registration_number: { via: 'vehicle', column: 'registration_number', label: 'Pojazd' },
      material_name: { via: 'material', column: 'name', label: 'Materiał' },
      start_place_name: { via: 'start_place', column: 'name', label: 'Miejsce załadunku' },
      end_place_name: { via: 'end_place', column: 'name', label: 'Miejsce rozładunku' },
    },
    searchFields: [
      'person_first_name',
      'person_last_name',
      'vehicle_registration_number',
      'material_name',
      'start_place_name',
      'end_place_name',
    ],
    defaultSort: { field: 'start_datetime', order: 'DESC' },
    operations: readOnly,
    messages: { createError: '', updateError: '', deleteError: '' },
    notFoundMessage: 'Nie znaleziono przejazdu',
    recordText: ['start_datetime'],
    csvExport: { fileName: 'przejazdy' },
    menu: { section: 'always', order: 10 },
  },
  repairs: {
    name: 'repairs',
    apiPath: '/api/repair-request',
    table: 'repair_request',
    label: 'Naprawy',
    singular: 'Zgłoszenie naprawy',
    siteScoped: true,
    fields: {
      person: person({ required: true }),
      vehicle: vehicle({ required: true }),
      note: { type: 'text', label: 'Notatka', maxLength: 2000, ...REQUIRED },
      datetime: { type: 'datetime', label: 'Data zgłoszenia', serverSet: true },
      site: site({ serverSet: true }),
    },
    joined: {
      person_first_name: { via: 'person', column: 'first_name', label: 'Imię' },
      person_last_name: { via: 'person', column: 'last_name', label: 'Nazwisko' },
      vehicle_fleet_number: { via: 'vehicle', column: 'fleet_number', label: 'Numer boczny' },
      vehicle_model: { via: 'vehicle', column: 'vehicle_model', label: 'Model pojazdu' },
      vehicle_registration_number: { via: 'vehicle', column: 'registration_number', label: 'Numer rejestracyjny' },
    },
    searchFields: ['person_first_name', 'person_last_name', 'note', 'vehicle_model', 'vehicle_registration_number'],
    defaultSort: { field: 'datetime', order: 'DESC' },
    operations: readOnly,
    messages: { createError: '', updateError: '', deleteError: '' },
    notFoundMessage: 'Nie znaleziono zgłoszenia',
    recordText: ['note'],
    menu: { section: 'always', order: 40 },
    columns: [
      'person_first_name',
      'person_last_name',
      'note',
      'vehicle_fleet_number',
      { name: 'vehicle', label: 'Pojazd', combine: ['vehicle_model', 'vehicle_registration_number'], sortBy: 'vehicle_model' },
    ],
  },
  'work-days': {
    name: 'work-days',
    apiPath: '/api/person-work-day',
    table: 'work_day',
    label: 'Aktywność',
    singular: 'Dzień pracy',
    siteScoped: true,
    dateField: 'datetime_start',
    dateScoped: true,
    fields: {
      person: person({ required: true }),
      datetime_start: { type: 'datetime', label: 'Start pracy', ...REQUIRED },
      datetime_end: { type: 'datetime', label: 'Koniec pracy', emptyText: 'Brak' },
      site: site({ serverSet: true }),
    },
    joined: {
      first_name: { via: 'person', column: 'first_name', label: 'Imię' },
      last_name: { via: 'person', column: 'last_name', label: 'Nazwisko' },
    },
    searchFields: ['first_name', 'last_name'],
    defaultSort: { field: 'datetime_start', order: 'DESC' },
    operations: readOnly,
    messages: { createError: '', updateError: '', deleteError: '' },
    notFoundMessage: 'Nie znaleziono dnia pracy',
    recordText: ['datetime_start'],
    csvExport: {
      fileName: 'aktywnosc',
      note: 'Plik zawiera wszystkie dni pracy z wybranego zakresu, nie tylko ostatni dzień każdej osoby.',
    },
    menu: { section: 'always', order: 30 },
  },
  'location-history': {
    name: 'location-history',
    apiPath: '/api/location-history',
    table: 'location_point',
    label: 'Historia lokalizacji',
    singular: 'Punkt lokalizacji',
    dateField: 'datetime',
    fields: {
      person: person(),
      vehicle: vehicle(),
      ride: { type: 'reference', reference: 'rides', label: 'Przejazd', filterable: true },
      datetime: { type: 'datetime', label: 'Data i godzina', ...REQUIRED },
      latitude: coordinate('latitude', REQUIRED),
      longitude: coordinate('longitude', REQUIRED),
    },
    searchFields: [],
    defaultSort: { field: 'datetime', order: 'ASC' },
    operations: readOnly,
    messages: { createError: '', updateError: '', deleteError: '' },
    notFoundMessage: 'Nie znaleziono punktu',
    recordText: ['datetime'],
  },
} satisfies Record<string, ResourceSpec>;

export type ResourceName = keyof typeof resources;

export const resourceList: ResourceSpec[] = Object.values(resources);

export function getResource(name: string): ResourceSpec {
  const spec = (resources as Record<string, ResourceSpec>)[name];
  if (!spec) throw new Error(`Unknown resource ${name}`);
  return spec;
}
