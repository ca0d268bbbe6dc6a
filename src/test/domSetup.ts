/** Shared setup of the app's DOM tests (import first in every `// @vitest-environment jsdom` file). */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Searches debounce and the app loads lazily: on a busy 2-core machine a second is not enough, and
// at a load average of 11–13 (a clean-clone run beside four other test runs) 5 s was not either:
// 12 waits of 1,470 tests timed out there, all passing alone. A wait still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

/** jsdom has no matchMedia; the theme follows `prefers-color-scheme`, here always light. */
function stubMatchMedia() {
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

beforeEach(() => {
  stubMatchMedia();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
