/** The query parameters a list takes from the shared site and date range (spec §7). */
import type { ResourceSpec } from '../domain/resources';
import { paddedDay, unpaddedDay } from '../domain/dates';
import type { WorkScope } from '../state/workScope';

/** `site` for site-scoped resources, `date_from`/`date_to` (yyyy-MM-dd) for date-scoped ones. */
export function listScopeParams(spec: ResourceSpec, scope: WorkScope): Record<string, string> {
  const params: Record<string, string> = {};
  if (spec.siteScoped && scope.site !== null) params.site = String(scope.site);
  if (spec.dateScoped) {
    if (scope.dateRange.from) params.date_from = paddedDay(scope.dateRange.from);
    if (scope.dateRange.to) params.date_to = paddedDay(scope.dateRange.to);
  }
  return params;
}

/**
 * The exports' scope (spec §7): `date_from`, `date_to` without zero padding where the list follows
 * the shared dates (elsewhere a `date_from` is the filter bar's, of a field called `date`), and `site`.
 */
export function exportScopeParams(spec: ResourceSpec, scope: WorkScope): Record<string, string> {
  const params: Record<string, string> = {};
  if (spec.dateScoped && scope.dateRange.from) params.date_from = unpaddedDay(scope.dateRange.from);
  if (spec.dateScoped && scope.dateRange.to) params.date_to = unpaddedDay(scope.dateRange.to);
  if (scope.site !== null) params.site = String(scope.site);
  return params;
}
