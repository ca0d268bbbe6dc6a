/**
 * The request's role and sites, enforced (issue 16 §1; the model is src/domain/access.ts and
 * docs/security.md "Roles and sites"). The auth hook already refuses field-only accounts outside
 * the field-data routes and read-only accounts on unsafe methods; these helpers are what every
 * route calls for the rest: the sites a list is narrowed to, the site a read or write touches,
 * administrator-only operations.
 */
import type { FastifyRequest } from 'fastify';
import { seesSite, type Access } from '../../src/domain/access';
import { refused } from '../errors';
import { authOf } from './authHook';

/** The dashboard access of the request's account; 403 for a field-only account. */
export function accessOf(request: FastifyRequest): Access {
  const { access } = authOf(request).user;
  if (!access) throw refused('fieldOnly');
  return access;
}

/** The sites a list or report is narrowed to: null for an account that sees every site. */
export const sitesInScope = (request: FastifyRequest): number[] | null => accessOf(request).sites;

/** 403 unless the account is an administrator. */
export function requireAdministrator(request: FastifyRequest): void {
  if (accessOf(request).role !== 'administrator') throw refused('administrator');
}

/** 403 for a read-only account. */
export function requireWrite(request: FastifyRequest): void {
  if (accessOf(request).role === 'office') throw refused('readOnly');
}

/**
 * 403 unless the account may see `site`. For a scoped account a missing site (a report over every
 * site, a row without a site) is refused too: it would show other sites' data.
 */
export function requireSite(request: FastifyRequest, site: number | null | undefined): void {
  const access = accessOf(request);
  if (access.sites === null) return;
  if (site == null) throw refused('siteRequired');
  if (!seesSite(access, site)) throw refused('site');
}
