/** A fake session for testers: log in as admin / admin, an administrator (every action, every site). */
import type { AuthProvider } from 'ra-core';
import type { Access } from '../../domain/access';
import { createAuthProvider } from '../authProviderBase';

export const FAKE_CREDENTIALS = { username: 'admin', password: 'admin' };
export const FAKE_ACCESS: Access = { role: 'administrator', sites: null };

export function getAuthProvider(): AuthProvider {
  return createAuthProvider({
    async login({ username, password }) {
      if (username !== FAKE_CREDENTIALS.username || password !== FAKE_CREDENTIALS.password) {
        throw new Error('Invalid credentials');
      }
      return { username, fullName: 'Administrator', access: FAKE_ACCESS };
    },
    async logout() {},
  });
}
