/** The logged-in user kept in localStorage under `user` (spec §3): name only, never the password. */
import { readStored, writeStored } from './browserStorage';

export const USER_KEY = 'user';

export interface StoredUser {
  username: string;
  fullName: string;
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
  writeStored(USER_KEY, { username: user.username, fullName: user.fullName });

export const removeStoredUser = (): void => writeStored(USER_KEY, null);
