// @vitest-environment jsdom
import '../test/domSetup';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { REDUCED_MOTION_QUERY, useMediaQueryMatches, usePrefersReducedMotion } from './mediaQuery';

/** A browser whose answer to one media query changes when `flip` is called. */
function stubbedBrowser(query: string) {
  let matches = false;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (asked: string) => ({
    matches: asked === query && matches,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    flip() {
      matches = !matches;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

describe('the browser’s preferences', () => {
  it('follow a media query live, and stop listening when unmounted', () => {
    const browser = stubbedBrowser('(prefers-color-scheme: dark)');
    const { result, unmount } = renderHook(() => useMediaQueryMatches('(prefers-color-scheme: dark)'));
    expect(result.current).toBe(false);
    act(() => browser.flip());
    expect(result.current).toBe(true);
    act(() => browser.flip());
    expect(result.current).toBe(false);
    unmount();
    expect(browser.listeners.size).toBe(0);
  });

  it('read reduced motion from prefers-reduced-motion', () => {
    const browser = stubbedBrowser(REDUCED_MOTION_QUERY);
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => browser.flip());
    expect(result.current).toBe(true);
  });
});
