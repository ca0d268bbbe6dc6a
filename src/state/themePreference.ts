/**
 * Theme preference (spec §1, §4): light, dark or system (default), kept in localStorage under
 * `theme`. "system" follows the operating system's dark preference live.
 */
import { useEffect } from 'react';
import { readStored, writeStored } from './browserStorage';
import { createExternalStore, useExternalStore } from './externalStore';
import { useMediaQueryMatches } from './mediaQuery';

export const THEME_KEY = 'theme';
export const themePreferences = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type ThemeMode = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function readStoredPreference(): ThemePreference {
  const value = readStored<unknown>(THEME_KEY);
  return themePreferences.includes(value as ThemePreference) ? (value as ThemePreference) : 'system';
}

const store = createExternalStore<ThemePreference>(readStoredPreference);

export function setThemePreference(preference: ThemePreference): void {
  writeStored(THEME_KEY, preference);
  store.set(preference);
}

export const useThemePreference = (): ThemePreference => useExternalStore(store);

/** The mode in effect, with the `dark` or `light` class kept on the document root. */
export function useThemeMode(): ThemeMode {
  const preference = useThemePreference();
  const prefersDark = useMediaQueryMatches(DARK_QUERY);
  const mode: ThemeMode = preference === 'system' ? (prefersDark ? 'dark' : 'light') : preference;
  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(mode === 'dark' ? 'light' : 'dark');
    root.classList.add(mode);
  }, [mode]);
  return mode;
}
