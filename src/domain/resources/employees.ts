import { ACCESS_ROLE_LABELS } from '../access';
import { crud, REQUIRED, site } from './shared';
import type { ResourceSpec } from './spec';

export const employees = {
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
      nullable: true,
      filterable: true,
      placeholder: 'Wybierz role',
    },
    site: site({ required: true, nullable: true, placeholder: 'Wybierz budowe' }),
    // Issue 15 §4: where the maintenance digest goes (people with a manager's role on their site).
    // Set through the API (PUT /api/persons/<id>/): the spec's employee dialog stays as it is.
    email: { type: 'string', label: 'E-mail', maxLength: 254, identifier: 'email' },
    // Issue 15 §1: the list marks a person whose medical check (a driver's licence too) has ended.
    expired_documents: {
      type: 'string',
      label: 'Dokumenty po terminie',
      virtual: true,
      serverSet: true,
      expiredDocuments: {
        resource: 'employee-documents',
        via: 'person',
        kinds: ['medical'],
        kindsWhen: { kinds: ['licence'], field: 'role', table: 'role', column: 'name', contains: 'kierowca' },
      },
    },
    username: { type: 'string', label: 'Login', required: true, maxLength: 150, virtual: true },
    password: {
      type: 'password',
      label: 'Hasło',
      required: true,
      requiredOnUpdate: false,
      writeOnly: true,
      virtual: true,
    },
    // Issue 28 §1: the dashboard access a staff job role gives the login, chosen by an administrator
    // in the same write (empty: read-only on the employee's own site); used only when the write gives
    // access. The dialog shows it beside the role (src/resources/employees).
    access_role: { type: 'enum', label: 'Dostęp do panelu', choices: ACCESS_ROLE_LABELS, writeOnly: true, virtual: true },
  },
  joined: {
    role_name: { via: 'role', column: 'name', label: 'Rola', emptyText: 'BRAK ROLI' },
    site_name: { via: 'site', column: 'name', label: 'Budowa' },
  },
  // The spec's columns, then the expired documents' mark (issue 15 §1).
  columns: ['first_name', 'last_name', 'pesel', 'is_foreigner', 'role_name', 'username', 'expired_documents'],
  searchFields: ['first_name', 'last_name', 'pesel', 'username', 'role_name'],
  defaultSort: { field: 'first_name', order: 'DESC' },
  operations: crud,
  // Issue 16 §3: retired rather than deleted once history uses it.
  archivable: true,
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
  // Issue 32 §1: a file's employee is the stored one with its PESEL, else with its login.
  importKey: ['pesel'],
  importKeyFallback: ['username'],
  menu: { section: 'always', order: 20, icon: 'People' },
  createLabel: 'Dodaj pracownika',
  createTitle: 'Dodaj Pracownika',
  editLabel: 'Edytuj Pracownika',
  editSubmit: 'Edytuj pracownika',
  form: ['username', 'password', 'first_name', 'last_name', 'pesel', 'is_foreigner', 'role', 'site'],
  referenceChecks: { create: { fields: ['role'] }, update: { fields: ['role'] } },
  prefetch: ['roles'],
} as const satisfies ResourceSpec;
