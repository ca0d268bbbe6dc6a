/** Sessions on the SAT API server (docs/api.md "Auth"). */
import type { AuthProvider } from 'ra-core';
import type { Access } from '../../domain/access';
import { createAuthProvider } from '../authProviderBase';
import { apiFetch, apiJson } from './http';

interface LoginResponse {
  user: { username: string; first_name?: string | null; last_name?: string | null; access: Access };
}

export function getAuthProvider(): AuthProvider {
  return createAuthProvider({
    async login({ username, password }) {
      const { body } = await apiJson<LoginResponse>('/api/admin-login/', {
        method: 'POST',
        body: { username, password },
      });
      const fullName = [body.user.first_name, body.user.last_name].filter(Boolean).join(' ');
      return { username: body.user.username, fullName: fullName || body.user.username, access: body.user.access };
    },
    async logout() {
      await apiFetch('/api/logout/', { method: 'POST' });
    },
  });
}
