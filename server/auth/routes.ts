/**
 * admin-login, field-login, user-logged-in and logout (the dashboard's and the field app's), and an
 * administrator ending every session of an account. Signing in and out writes no data (a session is
 * the browser's, not a record): the change history records neither; ending another account's
 * sessions is recorded on that account.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_REQUIRED_MESSAGE, withoutControlCharacters } from '../../src/domain/validation';
import { z } from 'zod';
import { badRequest, forbidden, HttpError, notFound, refused, unauthorized } from '../errors';
import { pathId, reader, refuse } from '../http/schemas';
import { accountsHistorySpec } from '../../src/domain/accounts';
import { actorOf, recordEvent } from '../audit/changeLog';
import { authOf, isSameOrigin } from './authHook';
import { beginAttempt, clearFailures, recordFailure } from './loginThrottle';
import { hashForUnknownUser, verifyPassword } from './passwords';
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  FIELD_SESSION_COOKIE,
  FIELD_XSRF_COOKIE,
  hashToken,
  SESSION_COOKIE,
  XSRF_COOKIE,
  type SessionKind,
} from './sessions';
import { sessionLimits } from '../config';
import { publicUser, readUserByName, toAuthUser, userExists } from './users';
import type { Feature } from '../http/feature';

export const LOGIN_FAILED = 'Niepoprawny login lub hasło!';
/** The 429 detail, with the wait rounded up to whole minutes (also sent as Retry-After, in seconds). */
export const loginThrottled = (minutes: number) => `Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za ${minutes} min.`;

const ACCOUNT_NOT_FOUND = 'Nie znaleziono konta.';

const loginBodySchema = {
  type: 'object',
  properties: { username: { type: 'string' }, password: { type: 'string' } },
  required: ['username', 'password'],
};

/** A login's credentials: both given (one Polish message whatever is wrong), the login trimmed. */
const credentialsBody = reader(loginBodySchema, (body, ctx) => {
  const input: object = typeof body === 'object' && body !== null ? body : {};
  const username = 'username' in input ? input.username : undefined;
  const password = 'password' in input ? input.password : undefined;
  const errors: Record<string, string[]> = {};
  const given = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= 256;
  // A name with control characters is no account's name (and NUL breaks PostgreSQL).
  if (!given(username) || withoutControlCharacters(username) !== username) errors.username = [LOGIN_REQUIRED_MESSAGE];
  if (!given(password)) errors.password = [LOGIN_REQUIRED_MESSAGE];
  if (!given(username) || !given(password) || errors.username) return refuse(ctx, badRequest(errors));
  return { username: username.trim(), password };
});

/** Login CSRF: a browser posting from another site is refused (before the credentials are read). */
const sameOriginFirst = async (request: FastifyRequest) => {
  if (request.headers.origin !== undefined && !isSameOrigin(request)) {
    throw forbidden('cross_origin', 'Żądanie z innej strony zostało odrzucone.');
  }
};

/** Each kind of session's cookies. */
const cookieNames = {
  dashboard: { session: SESSION_COOKIE, xsrf: XSRF_COOKIE },
  field: { session: FIELD_SESSION_COOKIE, xsrf: FIELD_XSRF_COOKIE },
} satisfies Record<SessionKind, { session: string; xsrf: string }>;

export const authRoutes: Feature = async (app, { database: { db }, config }) => {
  const isSecure = (request: FastifyRequest) => (config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure);
  const limits = sessionLimits(config);

  const setSessionCookies = (request: FastifyRequest, reply: FastifyReply, kind: SessionKind, token: string, csrf: string) => {
    const common = { path: '/', sameSite: 'lax' as const, secure: isSecure(request), maxAge: limits[kind].maxMs / 1000 };
    reply.setCookie(cookieNames[kind].session, token, { ...common, httpOnly: true });
    reply.setCookie(cookieNames[kind].xsrf, csrf, { ...common, httpOnly: false });
  };

  /** The account whose password this is (throttled, one Polish message whatever is wrong). */
  const checkPassword = async (request: FastifyRequest, reply: FastifyReply, { username, password }: { username: string; password: string }) => {
    const attempt = await beginAttempt(db, username, request.ip);
    if (!attempt.admitted) {
      reply.header('Retry-After', String(Math.ceil(attempt.wait / 1000)));
      throw new HttpError(429, loginThrottled(Math.ceil(attempt.wait / 60_000)));
    }
    try {
      const row = await readUserByName(db, username);
      const valid = await verifyPassword(password, row?.password_hash ?? (await hashForUnknownUser()));
      if (!row || !valid || row.is_active !== 1) {
        await recordFailure(db, username, request.ip);
        request.log.info({ username }, 'login failed');
        throw unauthorized(LOGIN_FAILED);
      }
      return row;
    } finally {
      attempt.end();
    }
  };

  /** Checks the credentials and opens a session of the kind: the dashboard's for staff only, the field app's for any active account. */
  const signIn = async (request: FastifyRequest, reply: FastifyReply, kind: SessionKind, credentials: { username: string; password: string }) => {
    const row = await checkPassword(request, reply, credentials);
    if (kind === 'dashboard' && row.access_role === null) throw refused('fieldOnly');
    await clearFailures(db, credentials.username);
    // A fresh session id at every login; an old cookie's session ends.
    const previous = request.cookies[cookieNames[kind].session];
    if (previous) await deleteSession(db, hashToken(previous));
    const { token, csrfToken } = await createSession(db, row.id, kind);
    setSessionCookies(request, reply, kind, token, csrfToken);
    return { user: publicUser(toAuthUser(row)) };
  };

  app.post(
    '/api/admin-login/',
    { config: { public: true }, schema: { tags: ['auth'], summary: 'Dashboard login (staff only)', body: credentialsBody }, preValidation: sameOriginFirst },
    (request, reply) => signIn(request, reply, 'dashboard', request.body),
  );

  app.post(
    '/api/field-login/',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Field app login (any active account): a field session, reaching only field routes (FIELD_SESSION_DAYS)',
        body: credentialsBody,
      },
      preValidation: sameOriginFirst,
    },
    (request, reply) => signIn(request, reply, 'field', request.body),
  );

  app.get('/api/user-logged-in/', { schema: { tags: ['auth'], summary: 'The signed-in account, or 401' } }, async (request) => ({
    user: publicUser(authOf(request).user),
  }));

  app.post('/api/logout/', { config: { anyAccount: true }, schema: { tags: ['auth'], summary: 'Ends the session' } }, async (request, reply) => {
    const { sessionIdHash } = authOf(request);
    if (sessionIdHash) await deleteSession(db, sessionIdHash);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(XSRF_COOKIE, { path: '/' });
    return reply.code(204).send();
  });

  app.post(
    '/api/field-logout/',
    { config: { fieldData: true, anyAccount: true }, schema: { tags: ['auth'], summary: 'Ends the field app session' } },
    async (request, reply) => {
      const { sessionIdHash, sessionKind } = authOf(request);
      if (sessionIdHash && sessionKind === 'field') await deleteSession(db, sessionIdHash);
      reply.clearCookie(FIELD_SESSION_COOKIE, { path: '/' });
      reply.clearCookie(FIELD_XSRF_COOKIE, { path: '/' });
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/users/:id/sessions/',
    {
      config: { administrator: true },
      schema: { tags: ['auth'], summary: 'Ends every session of an account (administrators)', params: z.object({ id: pathId(ACCOUNT_NOT_FOUND) }) },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await userExists(db, id))) throw notFound(ACCOUNT_NOT_FOUND);
      await db.transaction().execute(async (trx) => {
        await deleteUserSessions(trx, id);
        await recordEvent(trx, actorOf(request), { entity: accountsHistorySpec.name, id, action: 'end_sessions', changes: {} });
      });
      return reply.code(204).send();
    },
  );
};
