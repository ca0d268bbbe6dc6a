/**
 * Who may see and change what (issue 16 §1, docs/security.md "Roles and sites"): the dashboard
 * account's role and sites, shared by the server (which enforces them on every endpoint) and the
 * app (which hides what a role cannot do, so a 403 — which signs the user out — never happens in
 * normal use).
 *
 * - administrator: everything, including accounts and roles, on every site;
 * - site manager: reads and writes the rows of the sites assigned to the account; reads the
 *   company-wide lists (fuel places, providers, roles, service plans) without changing them;
 * - office / accountant: reads and exports on the assigned sites (or all), changes nothing.
 * An account without a role is a driver's or operator's: the field-data API only.
 *
 * A row belongs to a site through its own `site` field, else through `siteVia` (a tanker fueling
 * through its tanker); a site is its own. A row of a site-bound resource whose site is empty
 * (an employee not assigned to a site) is visible to accounts that see every site only.
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

/** How a resource's rows belong to a site. */
export type SiteBinding = 'self' | 'field' | 'via' | 'company';

export function siteBinding(spec: Pick<ResourceSpec, 'name' | 'fields' | 'siteVia'>): SiteBinding {
  if (spec.name === 'sites') return 'self';
  if (spec.siteVia) return 'via';
  if (spec.fields.site?.reference === 'sites' && !spec.fields.site.virtual) return 'field';
  return 'company';
}

export const seesEverySite = (access: Access) => access.sites === null;

export const seesSite = (access: Access, site: number | null | undefined) =>
  access.sites === null || (site != null && access.sites.includes(site));

export const canWriteAnything = (access: Access) => access.role !== 'office';

/** Whether the account may create, change, archive or delete rows of the resource (on its sites). */
export function canWriteResource(access: Access, spec: Pick<ResourceSpec, 'name' | 'fields' | 'siteVia'>): boolean {
  if (access.role === 'administrator') return true;
  if (access.role === 'office') return false;
  const binding = siteBinding(spec);
  return binding === 'field' || binding === 'via';
}
