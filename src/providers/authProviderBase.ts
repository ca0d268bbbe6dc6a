/**
 * The session rules shared by every backend (spec §2 routing, §4): logged in means a stored user;
 * a 401, or a 403 about the account or its session, drops it and sends the user to
 * /login?reason=session-expired, with the address they were on as `redirect` so that logging in
 * again returns them there. A 403 refusing a site, a record or an operation keeps the session
 * (issue 28 §2, ./refusals): the page shows the server's message instead. The stored user carries
 * the account's access (role and sites, issue 16 §1), read by `useAccess` — not through
 * react-admin's getPermissions, whose check holds the login page on a loader after a logout.
 * After "Wyloguj" the requests still under way answer 401 too: those keep the user on
 * /login?reason=logged-out rather than telling them their session expired.
 */
import type { AuthProvider } from 'ra-core';
import { getStoredUser, removeStoredUser, storeUser, type StoredUser } from '../state/storedUser';
import { workScope } from '../state/workScope';
import { endsSession } from './refusals';

export const LOGIN_PATH = '/login';
export const SESSION_EXPIRED_PATH = '/login?reason=session-expired';
export const LOGGED_OUT_PATH = '/login?reason=logged-out';

type Address = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * Where to return after logging in: the address itself (path, search and hash), none for the
 * root, and on the login page the `redirect` it already holds (late 401s and checks arrive there).
 */
function returnAddress(location: Address): string | null {
  if (location.pathname === LOGIN_PATH) return new URLSearchParams(location.search).get('redirect');
  const address = `${location.pathname}${location.search}${location.hash}`;
  return address === '/' ? null : address;
}

const withRedirect = (path: string, address: string | null) =>
  address ? `${path}${path.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(address)}` : path;

/** /login with `redirect` holding the address the visitor asked for; the login page stays as it is. */
export function loginPathFor(location: Address): string {
  if (location.pathname === LOGIN_PATH) return `${location.pathname}${location.search}`;
  return withRedirect(LOGIN_PATH, returnAddress(location));
}

/** /login?reason=session-expired, with `redirect` holding the address the session ended on. */
export function sessionExpiredPathFor(location: Address): string {
  return withRedirect(SESSION_EXPIRED_PATH, returnAddress(location));
}

export const isAccessDenied = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 401 || status === 403;
};

export interface Credentials {
  username: string;
  password: string;
}

export interface SessionBackend {
  /** Checks the credentials and opens a session; resolves to the user to remember. */
  login(credentials: Credentials): Promise<StoredUser>;
  /** Ends the session on the backend (failures are ignored). */
  logout(): Promise<void>;
}

export function createAuthProvider(backend: SessionBackend): AuthProvider {
  /** The user ended the session in this page ("Wyloguj"), and has not logged in since. */
  let loggedOutHere = false;
  return {
    async login(credentials: Credentials) {
      loggedOutHere = false;
      removeStoredUser();
      storeUser(await backend.login(credentials));
      workScope.keepWithinAccess();
    },
    async logout() {
      if (!getStoredUser()) return;
      loggedOutHere = true;
      removeStoredUser();
      await backend.logout().catch(() => undefined);
    },
    async checkAuth() {
      if (!getStoredUser()) throw { redirectTo: loginPathFor(window.location), message: false };
    },
    async checkError(error) {
      if (!endsSession(error)) return;
      // Handled, with no message and no second redirect: the logout already leads to its page.
      if (loggedOutHere) throw { logoutUser: false, message: false };
      removeStoredUser();
      throw { redirectTo: sessionExpiredPathFor(window.location), message: false };
    },
    async getIdentity() {
      const user = getStoredUser();
      if (!user) throw new Error('Not logged in');
      return { id: user.username, fullName: user.fullName };
    },
  };
}
