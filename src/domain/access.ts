/**
 * Who may see and change what (issue 16 §1, docs/security.md "Roles and sites"): the dashboard
 * account's role and sites, shared by the server (which enforces them on every endpoint) and the
 * app (which hides what a role cannot do, so that a 403 does not happen in normal use).
 *
 * - administrator: everything, including accounts and roles, on every site;
 * - site manager: reads and writes the rows of the sites assigned to the account; reads the
 *   company-wide lists (fuel places, providers, roles, service plans) without changing them;
 * - office / accountant: reads and exports on the assigned sites (or all), changes nothing.
 * An account without a role is a driver's or operator's: the field-data API only.
 *
 * A row belongs to a site through its own `site` field, else through `siteVia` (a tanker fueling
 * through its tanker); a site is its own. A row of a site-bound resource whose site is empty
 * (an employee not assigned to a site) is visible to accounts that see every site only. A
 * company-wide row that names a row of a site (a vehicle's own service plan) is listed only to the
 * accounts that see that row; one naming none (a vehicle type's plan) to every account. And an
 * account refers only to rows it may read (issue 28 §1): a write naming another site's row is
 * refused like one naming a row that does not exist.
 */
import type { ResourceSpec } from './resources/spec';

export const ACCESS_ROLES = ['administrator', 'site_manager', 'office'] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

export const ACCESS_ROLE_LABELS: Record<AccessRole, string> = {
  administrator: 'Administrator',
  site_manager: 'Kierownik budowy',
  office: 'Biuro / księgowość',
};

/** What the API says about a dashboard account (`user.access` of login and user-logged-in). */
export interface Access {
  role: AccessRole;
  /** The sites the account may see; null: every site (always null for an administrator). */
  sites: number[] | null;
}

/** The Polish refusals (403 `detail`). */
export const accessMessages = {
  readOnly: 'To konto ma tylko prawo odczytu.',
  site: 'Brak dostępu do tej budowy.',
  siteRequired: 'Wybierz budowę — to konto ma dostęp tylko do przypisanych budów.',
  administrator: 'Tylko administrator może to zrobić.',
  companyWide: 'Dane wspólne dla całej firmy może zmieniać tylko administrator.',
  fieldOnly: 'To konto nie ma dostępu do panelu.',
  /** 403 for the field app's session outside the field routes, staff too (issue 30). */
  fieldSession: 'Sesja aplikacji terenowej nie daje dostępu do panelu.',
  /** 400 under the employee's role: a site manager cannot hand out dashboard access. */
  staffRole: 'Tylko administrator może nadać rolę z dostępem do panelu.',
} as const;

/**
 * The `code` every 403 carries beside its `detail` (issue 28 §2). A refusal of a site, a record or
 * an operation keeps the dashboard's session (the app shows the detail in place of the page, or
 * as the refused action's error toast); one about the account or its session itself signs the
 * user out, as the spec's "401 or 403 → session expired" says.
 */
export const SESSION_KEEPING_REFUSALS = ['site_forbidden', 'read_only', 'admin_only', 'not_owner'] as const;
export const SESSION_ENDING_REFUSALS = ['no_dashboard_access', 'no_employee', 'invalid_xsrf', 'cross_origin'] as const;
export type RefusalCode = (typeof SESSION_KEEPING_REFUSALS)[number] | (typeof SESSION_ENDING_REFUSALS)[number];

/** Whether a 403 of this code leaves the account signed in. */
export const keepsSession = (code: unknown): boolean => (SESSION_KEEPING_REFUSALS as readonly unknown[]).includes(code);

/** The access rules whose refusal is a 403 (`staffRole` is a 400 under a field). */
export type AccessRule = Exclude<keyof typeof accessMessages, 'staffRole'>;

/** The code of each access rule's 403. */
export const accessRefusalCodes = {
  readOnly: 'read_only',
  site: 'site_forbidden',
  siteRequired: 'site_forbidden',
  administrator: 'admin_only',
  companyWide: 'admin_only',
  fieldOnly: 'no_dashboard_access',
  fieldSession: 'no_dashboard_access',
} as const satisfies Record<AccessRule, RefusalCode>;

/** How a resource's rows belong to a site. */
export type SiteBinding = 'self' | 'field' | 'via' | 'company';

export function siteBinding(spec: Pick<ResourceSpec, 'name' | 'fields' | 'siteVia'>): SiteBinding {
  if (spec.name === 'sites') return 'self';
  if (spec.siteVia) return 'via';
  if (spec.fields.site?.reference === 'sites' && !spec.fields.site.virtual) return 'field';
  return 'company';
}

export const seesEverySite = (access: Access) => access.sites === null;

export const seesSite = (access: Access, site: number | null | undefined) => access.sites === null || (site != null && access.sites.includes(site));

export const canWriteAnything = (access: Access) => access.role !== 'office';

/** Whether the account may create, change, archive or delete rows of the resource (on its sites). */
export function canWriteResource(access: Access, spec: Pick<ResourceSpec, 'name' | 'fields' | 'siteVia'>): boolean {
  if (access.role === 'administrator') return true;
  if (access.role === 'office') return false;
  const binding = siteBinding(spec);
  return binding === 'field' || binding === 'via';
}
