/**
 * The selected site for new rows (README "Adding a resource", `siteScoped`): a record of a
 * site-scoped resource whose site is blank takes the site selected in the header. The dialog and
 * both data providers apply this one rule; they differ only in when (see their callers).
 */
import type { ResourceSpec } from '../domain/resources';
import { isBlank } from '../domain/requiredValues';

/** Whether the resource's rows carry a site of their own that the selected site fills in. */
const takesSelectedSite = (spec: ResourceSpec) => Boolean(spec.siteScoped) && 'site' in spec.fields;

/** The row with the selected site where its site is blank (the row itself when nothing changes). */
export function withSelectedSite<T extends Record<string, unknown>>(spec: ResourceSpec, row: T, selectedSite: number | null): T {
  return takesSelectedSite(spec) && isBlank(row.site) && selectedSite !== null ? { ...row, site: selectedSite } : row;
}

/** Whether a new row cannot be saved without a selected site (its site is required and no one else gives it). */
export const requiresSelectedSite = (spec: ResourceSpec) => takesSelectedSite(spec) && Boolean(spec.fields.site?.required);
