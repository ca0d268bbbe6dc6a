// @vitest-environment jsdom
import '../test/domSetup';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { setThemePreference, THEME_KEY, useThemeMode, useThemePreference } from './themePreference';

describe('theme preference', () => {
  it('defaults to system, which follows the OS (light here)', () => {
    const { result } = renderHook(() => ({ preference: useThemePreference(), mode: useThemeMode() }));
    expect(result.current).toEqual({ preference: 'system', mode: 'light' });
    expect(document.documentElement).toHaveClass('light');
  });

  it('applies and stores an explicit choice on the document root', () => {
    const { result } = renderHook(() => useThemeMode());
    act(() => setThemePreference('dark'));
    expect(result.current).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
    expect(window.localStorage.getItem(THEME_KEY)).toBe('"dark"');
    act(() => setThemePreference('system'));
  });
});
