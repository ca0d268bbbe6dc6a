/** The app's light and dark MUI themes, built on react-admin's defaults. */
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { ThemeMode } from '../state/themePreference';

function withAppStyle(base: RaThemeOptions, palette: RaThemeOptions['palette']): RaThemeOptions {
  return {
    ...base,
    palette: { ...base.palette, ...palette },
    shape: { borderRadius: 8 },
    components: {
      ...base.components,
      /** Labels as the spec writes them ("Dodaj budowę", "Kolumny"), not upper-cased. */
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
    },
  };
}

export const themes: Record<ThemeMode, RaThemeOptions> = {
  light: withAppStyle(defaultLightTheme, {
    mode: 'light',
    primary: { main: '#1d4ed8' },
    background: { default: '#f6f7f9', paper: '#ffffff' },
  }),
  dark: withAppStyle(defaultDarkTheme, {
    mode: 'dark',
    primary: { main: '#60a5fa' },
    background: { default: '#0b0f17', paper: '#121826' },
  }),
};
