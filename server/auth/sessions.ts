/**
 * Server-side sessions in the database, so that several server processes share them. The cookie
 * carries a random token; the table keeps only its SHA-256, so a leaked table opens no session.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiledOnce';
import type { Database } from '../db/schema';
import { selectUser, toAuthUser, type AuthUser } from './users';

export const SESSION_COOKIE = 'sat_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * The field app's session (issue 30) has its own cookies, so that a phone stays signed in for
 * weeks while the dashboard's session keeps its short limits; it reaches only field routes.
 */
export const FIELD_SESSION_COOKIE = 'sat_field_session';
export const FIELD_XSRF_COOKIE = 'sat_field_xsrf';
/** Sent by the field app on every request: its session is used even where a dashboard cookie is present too. */
export const CLIENT_HEADER = 'x-sat-client';

export type SessionKind = 'dashboard' | 'field';

/** last_seen_at is written at most this often, to keep reads cheap. */
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface SessionLimits {
  idleMs: number;
  maxMs: number;
}

export type SessionLimitsByKind = Record<SessionKind, SessionLimits>;

export interface ActiveSession {
  user: AuthUser;
  csrfToken: string;
  idHash: string;
  kind: SessionKind;
}

export async function createSession(db: Kysely<Database>, userId: number, kind: SessionKind = 'dashboard') {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const now = new Date().toISOString();
  await db
    .insertInto('session')
    .values({ id_hash: hashToken(token), user_id: userId, csrf_token: csrfToken, created_at: now, last_seen_at: now, kind })
    .execute();
  return { token, csrfToken };
}

const selectSession = (db: Kysely<Database>, { idHash }: { idHash: string }) =>
  selectUser(db)
    .innerJoin('session as s', 's.user_id', 'u.id')
    .select(['s.csrf_token', 's.created_at', 's.last_seen_at', 's.kind'])
    .where('s.id_hash', '=', idHash);

/** The session query, built once a database (every API request runs it). */
const sessionOf = compiledOnce(['idHash'], selectSession);

/**
 * The session of a cookie's token, of the cookie's kind. A dashboard session needs dashboard
 * access; a field session any active account (field accounts and staff).
 */
export async function findSession(db: Kysely<Database>, token: string, kind: SessionKind, limits: SessionLimitsByKind): Promise<ActiveSession | null> {
  const idHash = hashToken(token);
  const [row] = await sessionOf(db, { idHash });
  if (!row || row.kind !== kind) return null;
  const now = Date.now();
  const { idleMs, maxMs } = limits[kind];
  const expired = now - Date.parse(row.last_seen_at) > idleMs || now - Date.parse(row.created_at) > maxMs;
  if (expired || row.is_active !== 1 || (kind === 'dashboard' && row.access_role === null)) {
    await db.deleteFrom('session').where('id_hash', '=', idHash).execute();
    return null;
  }
  if (now - Date.parse(row.last_seen_at) > TOUCH_INTERVAL_MS) {
    await db
      .updateTable('session')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('id_hash', '=', idHash)
      .execute();
  }
  return { user: toAuthUser(row), csrfToken: row.csrf_token, idHash, kind };
}

/**
 * The session cookie a request is authenticated by: only the field app's when the request says it
 * comes from the field app (CLIENT_HEADER); otherwise the dashboard's, or the field app's when
 * there is no dashboard cookie (a field session on a dashboard route is then refused with 403).
 */
export function sessionCookieOf(
  cookies: Record<string, string | undefined>,
  headers: Record<string, string | string[] | undefined>,
): { token: string; kind: SessionKind } | null {
  const dashboard = cookies[SESSION_COOKIE];
  const field = cookies[FIELD_SESSION_COOKIE];
  if (headers[CLIENT_HEADER] === 'field' || !dashboard) return field ? { token: field, kind: 'field' } : null;
  return dashboard ? { token: dashboard, kind: 'dashboard' } : null;
}

export const deleteSession = (db: Kysely<Database>, idHash: string) => db.deleteFrom('session').where('id_hash', '=', idHash).execute();

/** Ends every session of a user (password change, deactivation, admin action). */
export const deleteUserSessions = (db: Kysely<Database>, userId: number) => db.deleteFrom('session').where('user_id', '=', userId).execute();
