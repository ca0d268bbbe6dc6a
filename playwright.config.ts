/**
 * Browser tests in Debian's Chromium against the real server: the global setup builds the app
 * into a directory of this run's own (a shared dist/ may be rebuilt by someone else meanwhile);
 * each worker starts its own API server serving that build, on a free port with a fresh temporary
 * SQLite database, an admin account and the demo company (e2e/server.ts, used by e2e/fixtures.ts).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Fixed once, in the runner's process: the workers (which re-read this file) inherit it.
process.env.E2E_STATIC_DIR ??= join(tmpdir(), `sat-e2e-${process.pid}-${Date.now()}-app`);

export default defineConfig({
  testDir: 'e2e',
  // The screenshot specs only draw every screen light and dark, desktop and mobile, into
  // e2e/artifacts/ for people to look at: `npm run screenshots`, not part of `npm test`.
  ...(process.env.SCREENSHOTS ? { testMatch: /screenshots\.spec\.ts$/ } : { testIgnore: /screenshots\.spec\.ts$/ }),
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two workers, each with its own server and database: a test file runs in one of them.
  fullyParallel: false,
  workers: 2,
  // In CI a test that fails is run once more and reported as "flaky" when the second run passes:
  // two rare timing races (a map tooltip filled a moment late, a list page) each stopped a whole
  // run once. A test that fails twice still fails the run; the list reporter names every flaky one.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalSetup: './e2e/globalSetup.ts',
  globalTeardown: './e2e/globalTeardown.ts',
  use: {
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    // As a person who asked their system for reduced motion: dialogs, menus and toasts open and
    // close at once (src/admin/themes.ts), so that no click waits for a transition to settle.
    // layout.spec.ts checks both ways.
    reducedMotion: 'reduce',
    acceptDownloads: true,
    // A trace is recorded when a failed test runs again (CI), not for every run: recording each
    // action's page and the screencast took a quarter of the suite's CPU.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
