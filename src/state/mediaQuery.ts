/** The browser's own preferences (dark scheme, reduced motion), read through media queries. */
import { useCallback, useSyncExternalStore } from 'react';

/** Whether the browser matches `query` now, followed live through its `change` events. */
export function useMediaQueryMatches(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the person asked their system for less motion (WCAG 2.3.3): the app then moves nothing it need not. */
export const usePrefersReducedMotion = (): boolean => useMediaQueryMatches(REDUCED_MOTION_QUERY);
