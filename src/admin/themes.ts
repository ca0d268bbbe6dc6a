/** The app's light and dark MUI themes, built on react-admin's defaults, with or without motion. */
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type {} from '@mui/x-charts/themeAugmentation';
import { SERIES_COLOURS } from '../pages/chartAxes';
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
      /** Every chart's series colours unless it sets its own: twelve hues, where MUI X repeats after seven. */
      MuiChartsDataProvider: { defaultProps: { colors: SERIES_COLOURS } },
    },
  };
}

/**
 * For a person whose system asks for reduced motion: dialogs, menus, drawers and lists appear and
 * go at once (no CSS transition, no transition time before a closed dialog leaves the page), and
 * buttons show no ripple. Progress indicators still turn: their motion says that work goes on.
 */
function withoutMotion(theme: RaThemeOptions): RaThemeOptions {
  return {
    ...theme,
    transitions: {
      create: () => 'none',
      getAutoHeightDuration: () => 0,
      duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
    },
    components: { ...theme.components, MuiButtonBase: { defaultProps: { disableRipple: true } } },
  };
}

const withMotion: Record<ThemeMode, RaThemeOptions> = {
  light: withAppStyle(defaultLightTheme, {
    mode: 'light',
    primary: { main: '#1d4ed8' },
    // MUI's orange (#ed6c02) writes 2.9:1 on the page's grey: outlined warning buttons ("Zakończ
    // sesje") and chips were hard to read. Amber 700 keeps the hue at 4.8:1; sky 700 does the
    // same for MUI's info blue (3.6:1).
    warning: { main: '#b45309' },
    info: { main: '#0369a1' },
    background: { default: '#f6f7f9', paper: '#ffffff' },
  }),
  dark: withAppStyle(defaultDarkTheme, {
    mode: 'dark',
    primary: { main: '#60a5fa' },
    background: { default: '#0b0f17', paper: '#121826' },
  }),
};

const reduced: Record<ThemeMode, RaThemeOptions> = { light: withoutMotion(withMotion.light), dark: withoutMotion(withMotion.dark) };

/** The theme of `mode`, without motion when the person asked for less (one object per choice, so that the theme is made once). */
export const appTheme = (mode: ThemeMode, reducedMotion: boolean): RaThemeOptions => (reducedMotion ? reduced : withMotion)[mode];
