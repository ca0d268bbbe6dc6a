/** The logged-in user kept in localStorage under `user` (spec §3): name only, never the password. */
import type { Access } from '../domain/access';
import { readStored, writeStored } from './browserStorage';

export const USER_KEY = 'user';

export interface StoredUser {
  username: string;
  fullName: string;
  /** The dashboard role and sites the login answered (issue 16 §1); absent when stored by an older app. */
  access?: Access;
}

const isStoredUser = (value: unknown): value is StoredUser =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredUser).username === 'string' &&
  typeof (value as StoredUser).fullName === 'string';

export function getStoredUser(): StoredUser | null {
  const value = readStored<unknown>(USER_KEY);
  return isStoredUser(value) ? value : null;
}

export const storeUser = (user: StoredUser): void =>
  writeStored(USER_KEY, { username: user.username, fullName: user.fullName, ...(user.access && { access: user.access }) });

/** Whether the signed-in account is an administrator (what the app offers follows it; the server enforces it). */
export const isAdministrator = (user: StoredUser | null = getStoredUser()): boolean => user?.access?.role === 'administrator';

export const removeStoredUser = (): void => writeStored(USER_KEY, null);
