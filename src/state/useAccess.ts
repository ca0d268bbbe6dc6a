/**
 * The logged-in account's access (issue 16 §1) for components, which hide what the role cannot do:
 * a refused request (403) would replace the page with the server's refusal, so the app never offers it.
 */
import { useMemo } from 'react';
import { canWriteResource, type Access } from '../domain/access';
import { getResource } from '../domain/resources';
import { getStoredUser } from './storedUser';

/**
 * Without a stored user (only outside the logged-in layout) nothing may be changed and no site
 * seen: the narrowest access rather than a guess.
 */
const NO_ACCESS: Access = { role: 'office', sites: [] };

/**
 * The stored user's access, read once per mounted component: it changes only with a login, and the
 * login page replaces the whole layout.
 */
export const useAccess = (): Access => useMemo(() => getStoredUser()?.access ?? NO_ACCESS, []);

export const useIsAdministrator = (): boolean => useAccess().role === 'administrator';

/** Whether the account may create, change, archive or delete rows of the registry resource. */
export function useCanWrite(resource: string): boolean {
  const access = useAccess();
  return canWriteResource(access, getResource(resource));
}
