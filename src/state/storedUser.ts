/**
 * The logged-in user kept in localStorage under `user` (spec §3): name and dashboard access (role
 * and sites, issue 16 §1), never the password. A stored user without a valid access (written by a
 * version before roles) is no user: the app asks to log in again, which brings the access.
 */
import { ACCESS_ROLES, type Access } from '../domain/access';
import { readStored, writeStored } from './browserStorage';

export const USER_KEY = 'user';

export interface StoredUser {
  username: string;
  fullName: string;
  access: Access;
}

const isSiteList = (value: unknown): value is number[] => Array.isArray(value) && value.every((site) => Number.isSafeInteger(site));

export const isAccess = (value: unknown): value is Access =>
  typeof value === 'object' &&
  value !== null &&
  ACCESS_ROLES.includes((value as Access).role) &&
  ((value as Access).sites === null || isSiteList((value as Access).sites));

const isStoredUser = (value: unknown): value is StoredUser =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredUser).username === 'string' &&
  typeof (value as StoredUser).fullName === 'string' &&
  isAccess((value as StoredUser).access);

export function getStoredUser(): StoredUser | null {
  const value = readStored<unknown>(USER_KEY);
  return isStoredUser(value) ? value : null;
}

export const storeUser = (user: StoredUser): void =>
  writeStored(USER_KEY, { username: user.username, fullName: user.fullName, access: { role: user.access.role, sites: user.access.sites } });

export const removeStoredUser = (): void => writeStored(USER_KEY, null);
