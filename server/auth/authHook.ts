/**
 * One hook authenticates every /api request: a session cookie (the dashboard) or HTTP Basic
 * (scripts, field devices). Routes opt out with `config.public`; non-staff accounts may reach only
 * routes marked `config.fieldData`. Unsafe requests on a session must echo the XSRF token. The
 * role rules that need no row (issue 16 §1) are enforced here too, before any body is read: a
 * read-only (office) account changes nothing except through routes marked `config.anyAccount`
 * (logout), and routes marked `config.administrator` are the administrator's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { withoutControlCharacters } from '../../src/domain/validation';
import type { Database } from '../db/schema';
import { forbidden, refused, unauthorized } from '../errors';
import { basicCredentialKey, isRememberedBasic, parseBasicHeader, verifyBasicPassword } from './basicCredentials';
import { beginAttempt, recordFailure } from './loginThrottle';
import { hashForUnknownUser } from './passwords';
import { findSession, sessionCookieOf, XSRF_HEADER, type SessionKind, type SessionLimitsByKind } from './sessions';
import { readUserByName, toAuthUser, type AuthUser } from './users';

export interface RequestAuth {
  user: AuthUser;
  method: 'session' | 'basic';
  /** Set for session auth. */
  sessionIdHash?: string;
  /** Set for session auth: a field session reaches only field routes. */
  sessionKind?: SessionKind;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without credentials. */
    public?: boolean;
    /** Reachable by non-staff accounts (drivers' phones) and by field-app sessions. */
    fieldData?: boolean;
    /** An unsafe method every signed-in account may use, read-only ones too (logout). */
    anyAccount?: boolean;
    /** Administrators only. */
    administrator?: boolean;
  }
  interface FastifyRequest {
    auth?: RequestAuth;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The request's Origin is this server's own (browsers send it on every unsafe request). */
export function isSameOrigin(request: FastifyRequest): boolean {
  return request.headers.origin === `${request.protocol}://${request.host}`;
}

/** The authenticated user of a request that passed the hook. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

async function authenticate(request: FastifyRequest, db: Kysely<Database>, limits: SessionLimitsByKind): Promise<RequestAuth | null> {
  const basic = parseBasicHeader(request.headers.authorization);
  if (basic) {
    if (withoutControlCharacters(basic.username) !== basic.username) return null;
    const row = await readUserByName(db, basic.username);
    if (row?.is_active === 1 && isRememberedBasic(basic.username, basic.password, row.password_hash)) {
      return { user: toAuthUser(row), method: 'basic' };
    }
    // A credential not remembered costs a hash whatever account it names (no account found by how
    // fast it is refused), and its failures count like the login's: past the login throttle's
    // limits it is refused before any hashing. Concurrent requests with one credential are one
    // attempt, as they wait for one hash.
    const hash = row?.password_hash ?? (await hashForUnknownUser());
    const attempt = await beginAttempt(db, basic.username, request.ip, basicCredentialKey(basic.username, basic.password, hash));
    if (!attempt.admitted) return null;
    try {
      const valid = await verifyBasicPassword(basic.username, basic.password, hash);
      if (!row || row.is_active !== 1 || !valid) {
        await recordFailure(db, basic.username, request.ip);
        return null;
      }
      return { user: toAuthUser(row), method: 'basic' };
    } finally {
      attempt.end();
    }
  }
  const cookie = sessionCookieOf(request.cookies, request.headers);
  if (!cookie) return null;
  const session = await findSession(db, cookie.token, cookie.kind, limits);
  if (!session) return null;
  if (!SAFE_METHODS.has(request.method)) {
    const header = request.headers[XSRF_HEADER];
    if (typeof header !== 'string' || header !== session.csrfToken) {
      throw forbidden('invalid_xsrf', 'Nieprawidłowy token XSRF.');
    }
    if (!isSameOrigin(request)) throw forbidden('cross_origin', 'Żądanie z innej strony zostało odrzucone.');
  }
  return { user: session.user, method: 'session', sessionIdHash: session.idHash, sessionKind: session.kind };
}

export function registerAuthHook(app: FastifyInstance, db: Kysely<Database>, limits: SessionLimitsByKind): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && request.url !== '/api') return;
    if (request.routeOptions.config?.public) return;
    const auth = await authenticate(request, db, limits);
    if (!auth) throw unauthorized();
    const config = request.routeOptions.config;
    const { access } = auth.user;
    if (auth.sessionKind === 'field' && !config?.fieldData) throw refused('fieldSession');
    if (!access && !config?.fieldData) throw refused('fieldOnly');
    if (config?.administrator && access?.role !== 'administrator') throw refused('administrator');
    if (access?.role === 'office' && !SAFE_METHODS.has(request.method) && !config?.anyAccount) throw refused('readOnly');
    request.auth = auth;
  });
}
