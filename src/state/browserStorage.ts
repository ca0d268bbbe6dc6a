/**
 * localStorage access that never breaks the app (spec §4): a failed write or read is logged
 * and the app continues; a failed read gives no value.
 */
export const STORAGE_WRITE_ERROR = 'Błąd podczas zapisu do localStorage';
export const STORAGE_READ_ERROR = 'Błąd podczas odczytu z localStorage';

/** The JSON value stored under `key`, or null when absent, unreadable or not JSON. */
export function readStored<T>(key: string): T | null {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch (error) {
    console.error(STORAGE_READ_ERROR, error);
    return null;
  }
}

/** Stores `value` as JSON under `key`; null removes the key. */
export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.error(STORAGE_WRITE_ERROR, error);
  }
}
