/** A fake session for testers: log in as admin / admin. */
import type { AuthProvider } from 'ra-core';
import { createAuthProvider } from '../authProviderBase';

export const FAKE_CREDENTIALS = { username: 'admin', password: 'admin' };

export function getAuthProvider(): AuthProvider {
  return createAuthProvider({
    async login({ username, password }) {
      if (username !== FAKE_CREDENTIALS.username || password !== FAKE_CREDENTIALS.password) {
        throw new Error('Invalid credentials');
      }
      return { username, fullName: 'Administrator', access: { role: 'administrator', sites: null } };
    },
    async logout() {},
  });
}
