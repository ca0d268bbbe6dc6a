/**
 * Browser tests in Debian's Chromium against the real server: it builds the app into a directory
 * of this run's own (a shared dist/ may be rebuilt by someone else meanwhile), starts the API
 * server serving that build on a free port with a fresh temporary SQLite database, an admin
 * account and the demo company.
 */
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './e2e/credentials';

/** A port nobody listens on; fixed once, so the test workers (which re-read this file) agree. */
function freePort(): string {
  const probe = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim();
}
process.env.E2E_PORT ??= freePort();
const runId = `${process.pid}-${Date.now()}`;
process.env.E2E_DATABASE ??= join(tmpdir(), `sat-e2e-${runId}.sqlite`);
process.env.E2E_STATIC_DIR ??= join(tmpdir(), `sat-e2e-${runId}-app`);

const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  // The screenshot specs only draw every screen light and dark, desktop and mobile, into
  // e2e/artifacts/ for people to look at: `npm run screenshots`, not part of `npm test`.
  ...(process.env.SCREENSHOTS ? { testMatch: /screenshots\.spec\.ts$/ } : { testIgnore: /screenshots\.spec\.ts$/ }),
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // In CI a test that fails is run once more and reported as "flaky" when the second run passes:
  // two rare timing races (a map tooltip filled a moment late, a list page) each stopped a whole
  // run once. A test that fails twice still fails the run; the list reporter names every flaky one.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalTeardown: './e2e/globalTeardown.ts',
  use: {
    baseURL,
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
  webServer: {
    command: `node_modules/.bin/vite build --outDir ${process.env.E2E_STATIC_DIR} --emptyOutDir && node_modules/.bin/tsx server/main.ts`,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${process.env.E2E_DATABASE}`,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: 'true',
      // The demo company stands still: the tests read what the seed wrote.
      DEMO_STEP_SECONDS: '0',
      SCRYPT_LOG_N: '12',
      BACKUP_KEEP: '0',
      STATIC_DIR: process.env.E2E_STATIC_DIR,
    },
  },
});
