import { describe, expect, it } from 'vitest';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { appTheme } from './themes';

describe('the app’s themes', () => {
  it('move as MUI moves by default, unless the person asked for reduced motion', () => {
    for (const mode of ['light', 'dark'] as const) {
      const moving = createTheme(appTheme(mode, false));
      expect(moving.palette.mode).toBe(mode);
      expect(moving.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
      expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
      expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();

      const still = createTheme(appTheme(mode, true));
      expect(still.palette.mode).toBe(mode);
      expect(still.transitions.create('opacity')).toBe('none');
      expect(Object.values(still.transitions.duration)).toEqual(Object.values(still.transitions.duration).map(() => 0));
      expect(still.transitions.getAutoHeightDuration(400)).toBe(0);
      expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
      expect(still.components?.MuiButton?.styleOverrides).toEqual(moving.components?.MuiButton?.styleOverrides);
    }
  });

  it('are the same objects for the same choices, so that the theme is not made again on each render', () => {
    expect(appTheme('dark', true)).toBe(appTheme('dark', true));
    expect(appTheme('dark', true)).not.toBe(appTheme('dark', false));
  });

  it('write every status colour legibly on the page and on cards (WCAG AA, 4.5:1: outlined and text buttons, chips)', () => {
    for (const mode of ['light', 'dark'] as const) {
      const { palette } = createTheme(appTheme(mode, false));
      for (const colour of ['primary', 'error', 'warning', 'success', 'info'] as const) {
        for (const background of [palette.background.default, palette.background.paper]) {
          const ratio = getContrastRatio(palette[colour].main, background);
          expect(ratio, `${mode} ${colour} on ${background}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });
});
