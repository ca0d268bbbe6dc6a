/**
 * Accounts and their rights (issue 16 §1, docs/api.md "Accounts"): what the administrators' page
 * "Konta i uprawnienia" shows and changes, shared by the server (server/accounts) and the app
 * (src/pages/accounts). An account is a login (app_user); its dashboard role and sites are
 * src/domain/access.ts's model.
 */
import { ACCESS_ROLE_LABELS, ACCESS_ROLES, type AccessRole } from './access';
import type { FieldSpec } from './fields';
import { readOnly } from './resources/shared';
import type { ResourceSpec } from './resources/spec';

/** An account as GET /api/accounts/ answers it. */
export interface Account {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  /** The employee of this login, if any. */
  person: number | null;
  /** null: a field-only account (drivers' and operators' phones). */
  access_role: AccessRole | null;
  all_sites: boolean;
  /** Site ids, ascending (empty when the account sees every site or has no dashboard role). */
  sites: number[];
  is_active: boolean;
  /**
   * Administrator access that a staff job role gave the login unasked before issue 28 §1, which no
   * administrator has reviewed yet (saving the account's rights clears it).
   */
  review: boolean;
  /** Live sessions (signed in now). */
  sessions: number;
  /** The latest request of any of its stored sessions (UTC ISO), or null. */
  last_seen_at: string | null;
}

/** What PUT /api/accounts/{id}/ writes: the account's role, sites and activity. */
export type AccountRights = Pick<Account, 'access_role' | 'all_sites' | 'sites' | 'is_active'>;

export const ACCOUNTS_PATH = '/api/accounts/';
/** DELETE: ends every session of an account. */
export const accountSessionsPath = (id: number) => `/api/users/${id}/sessions/`;

/** The `access_role` filter's value for field-only accounts (their role is null). */
export const FIELD_ROLE_FILTER = 'field';
export const ACCOUNT_ROLE_FILTERS = [...ACCESS_ROLES, FIELD_ROLE_FILTER] as const;
export type AccountRoleFilter = (typeof ACCOUNT_ROLE_FILTERS)[number];

/** The columns the accounts list sorts by (`_sort`); by login without one. */
export const ACCOUNT_SORT_FIELDS = ['username', 'last_name', 'access_role', 'is_active', 'sessions'] as const;
export type AccountSortField = (typeof ACCOUNT_SORT_FIELDS)[number];

/** A search of the accounts (docs/api.md "Accounts"). */
export interface AccountQuery {
  q?: string;
  access_role?: AccountRoleFilter;
  /** Only the accounts to review. */
  review?: true;
}

export const FIELD_ONLY_LABEL = 'Tylko aplikacja terenowa';

/**
 * The access a staff job role gives an employee's login unless the administrator chooses another
 * in the same step (issue 28 §1): the narrowest, read-only on the employee's own site.
 */
export const DEFAULT_JOB_ROLE_ACCESS: AccessRole = 'office';

/** The access an administrator may choose for a staff job role, as the employee dialog offers it. */
export const JOB_ROLE_ACCESS_CHOICES: Record<AccessRole, string> = {
  office: 'Biuro / księgowość — tylko odczyt, budowa pracownika',
  site_manager: 'Kierownik budowy — odczyt i zmiany, budowa pracownika',
  administrator: 'Administrator — wszystkie budowy, konta i uprawnienia',
};

/** What the employee dialog says of a job role without dashboard access. */
export const NO_DASHBOARD_ACCESS_TEXT = 'Ta rola nie daje dostępu do panelu: login działa tylko w aplikacji terenowej.';

/** What the access a staff job role gives means, in words (the employee dialog says it before saving). */
export function jobRoleAccessText(role: AccessRole, siteName: string | null): string {
  const site = siteName ? `budowy „${siteName}”` : 'budowy pracownika';
  if (role === 'administrator') return 'Login dostanie dostęp do panelu jako Administrator: wszystkie budowy, konta i uprawnienia.';
  if (role === 'site_manager') return `Login dostanie dostęp do panelu jako Kierownik budowy: odczyt i zmiany danych ${site}.`;
  return `Login dostanie dostęp do panelu tylko do odczytu (Biuro / księgowość): dane ${site}.`;
}

/** The account's role as the page names it. */
export const accountRoleLabel = (role: AccessRole | null): string => (role ? ACCESS_ROLE_LABELS[role] : FIELD_ONLY_LABEL);

/** Whether a role sees only assigned sites unless `all_sites` (an administrator sees every site). */
export const isScopedRole = (role: AccessRole | null): role is Exclude<AccessRole, 'administrator'> => role === 'site_manager' || role === 'office';

export const accountMessages = {
  notFound: 'Nie znaleziono konta.',
  sitesRequired: 'Wybierz co najmniej jedną budowę.',
  ownAdministrator: 'Nie możesz odebrać sobie uprawnień administratora.',
  updateError: 'Nie udało się zapisać uprawnień konta.',
} as const;

/**
 * The rights as they will be stored: the fields given over the stored ones, with one meaning per
 * role — an administrator and a field-only account have no sites to choose (stored as every site),
 * and an account seeing every site lists none.
 */
export function storedRights(current: AccountRights, given: Partial<AccountRights>): AccountRights {
  const pick = <K extends keyof AccountRights>(name: K): AccountRights[K] => (Object.hasOwn(given, name) ? given[name] : current[name]) as AccountRights[K];
  const rights: AccountRights = {
    access_role: pick('access_role'),
    all_sites: pick('all_sites'),
    sites: [...new Set(pick('sites'))].sort((a, b) => a - b),
    is_active: pick('is_active'),
  };
  if (!isScopedRole(rights.access_role)) return { ...rights, all_sites: true, sites: [] };
  return rights.all_sites ? { ...rights, sites: [] } : rights;
}

/**
 * What the rights break, as field messages (null: nothing): a scoped role without a site, an
 * administrator's own account losing its administrator role or its activity (`own`).
 */
export function rightsErrors(rights: AccountRights, own: boolean): Record<string, string[]> | null {
  if (isScopedRole(rights.access_role) && !rights.all_sites && rights.sites.length === 0) return { sites: [accountMessages.sitesRequired] };
  if (own && rights.access_role !== 'administrator') return { access_role: [accountMessages.ownAdministrator] };
  if (own && !rights.is_active) return { is_active: [accountMessages.ownAdministrator] };
  return null;
}

/**
 * The fields PUT /api/accounts/{id}/ writes: validated with the shared field rules (Polish
 * messages), and documented in the OpenAPI body. Absent fields keep their stored value.
 */
export const accountWriteFields = {
  access_role: { type: 'enum', label: 'Rola', choices: ACCESS_ROLE_LABELS, nullable: true },
  all_sites: { type: 'boolean', label: 'Wszystkie budowy' },
  sites: { type: 'references', label: 'Budowy', reference: 'sites', notFoundMessage: 'Nie znaleziono budowy' },
  is_active: { type: 'boolean', label: 'Aktywne' },
} as const satisfies Record<string, FieldSpec>;

/**
 * Accounts are no registry resource (no generic routes, table or screen of their own), but their
 * changes go to the change history like any record's: this declaration gives the history the
 * entity's name, its Polish names and its fields' labels. Sites are recorded as `{id, name}`.
 */
export const accountsHistorySpec: ResourceSpec = {
  name: 'accounts',
  apiPath: '/api/accounts',
  table: 'app_user',
  label: 'Konta i uprawnienia',
  singular: 'Konto',
  fields: { username: { type: 'string', label: 'Login' }, ...accountWriteFields },
  searchFields: ['username'],
  defaultSort: { field: 'username', order: 'ASC' },
  operations: readOnly,
  messages: { createError: '', updateError: accountMessages.updateError, deleteError: '' },
  notFoundMessage: accountMessages.notFound,
  recordText: ['username'],
};
