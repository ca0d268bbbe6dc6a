/**
 * The site checks of the feature routes (reports, activity, maintenance, anomalies, repairs, the
 * change history) on top of server/auth/access.ts: the check is made where the site is known (after
 * the parameters are read, or once the row is found), so the functions doing the work take it as a
 * callback bound to the request.
 */
import type { FastifyRequest } from 'fastify';
import { seesSite } from '../../src/domain/access';
import { accessOf, requireSite } from './access';
import { refused } from '../errors';

/** Throws 403 unless the account may see the site. */
export type SiteCheck = (site: number | null | undefined) => void;

/**
 * The check of a report's (or list's) optional site: a site outside the account's → 403; no site
 * → 403 for an account that does not see every site (the report would cover the others).
 */
export const reportSiteCheck =
  (request: FastifyRequest): SiteCheck =>
  (site) =>
    requireSite(request, site);

/**
 * The check of one row's site, or null when the account sees every site (so a route need not look
 * the site up). A row without a site is refused to a scoped account like another site's row.
 */
export function rowSiteCheck(request: FastifyRequest): SiteCheck | null {
  const access = accessOf(request);
  if (access.sites === null) return null;
  return (site) => {
    if (!seesSite(access, site)) throw refused('site');
  };
}

/** The check of an account that sees every site (and of the server's own runs, e.g. the benchmark's). */
export const everySite: SiteCheck = () => undefined;

/** The check of a row whose site is at hand anyway: passes every row for an account that sees every site. */
export const rowSiteCheckAtHand = (request: FastifyRequest): SiteCheck => rowSiteCheck(request) ?? everySite;
