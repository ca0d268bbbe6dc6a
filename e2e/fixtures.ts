/**
 * E2E fixtures: an API client logged in as the admin (to create and inspect data), the first
 * demo site, a UI login helper, and the page object of a generic list.
 */
import type { ApiRow } from '../src/domain/resources/rows';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { USER_KEY } from '../src/state/storedUser';
import { E2E_ADMIN } from './credentials';
import { ResourceListPage } from './pages/ResourceListPage';
import { startE2eServer, type E2eServer } from './server';

export type Site = Pick<ApiRow<'sites'>, 'id' | 'name'>;

export interface ApiClient {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, data: unknown): Promise<T>;
  put<T>(path: string, data: unknown): Promise<T>;
}

/** Unsafe requests carry the session cookie, the XSRF header and the app's Origin, like the browser's. */
async function loggedInApi(request: APIRequestContext, origin: string): Promise<ApiClient> {
  const login = await request.post('/api/admin-login/', { data: E2E_ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return {
    async get(path) {
      const response = await request.get(path);
      expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
      return response.json();
    },
    async post(path, data) {
      const response = await request.post(path, { data, headers: { 'X-XSRF-TOKEN': xsrf, Origin: origin } });
      expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
      return response.json();
    },
    async put(path, data) {
      const response = await request.put(path, { data, headers: { 'X-XSRF-TOKEN': xsrf, Origin: origin } });
      expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
      return response.json();
    },
  };
}

/** Logs in (as the admin unless `as` says who) through the login page and waits for the app to land on `expectedPath`. */
export async function logIn(page: Page, { from = '/login', expectedPath = '/rides', as = E2E_ADMIN } = {}) {
  await page.goto(from);
  await page.getByLabel('Nazwa użytkownika').fill(as.username);
  await page.getByLabel('Hasło').fill(as.password);
  await page.getByRole('button', { name: 'Zaloguj' }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === expectedPath);
}

/** A name no other test run uses. */
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const test = base.extend<
  {
    api: ApiClient;
    site: Site;
    loggedIn: Page;
    list: ResourceListPage;
  },
  {
    /** This worker's API server (e2e/server.ts); every page and request of its tests goes there. */
    server: E2eServer;
    /** The user the app keeps in localStorage once the admin has logged in through the login page. */
    storedAdmin: string;
  }
>({
  server: [
    // Playwright reads a fixture's dependencies from its first parameter, an empty pattern here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startE2eServer(workerInfo.workerIndex);
      // For e2e/accounts.ts, which writes accounts into this worker's database.
      process.env.E2E_DATABASE = server.database;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  storedAdmin: [
    async ({ browser, server }, use, workerInfo) => {
      const context = await browser.newContext({ ...workerInfo.project.use, baseURL: server.url });
      const page = await context.newPage();
      await logIn(page);
      const user = await page.evaluate((key) => localStorage.getItem(key), USER_KEY);
      await context.close();
      if (!user) throw new Error('The login page stored no user');
      await use(user);
    },
    { scope: 'worker' },
  ],
  api: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await use(await loggedInApi(request, new URL(baseURL ?? '').origin));
    await request.dispose();
  },
  site: async ({ api }, use) => {
    const sites = await api.get<Site[]>('/api/site/?_sort=id&_order=ASC&_start=0&_end=1');
    await use(sites[0]);
  },
  // Logged in as the login page logs in, without going through it (auth.spec.ts does): a session
  // of the test's own (the login's cookies, through the page's request context, which shares the
  // browser's cookies) and the user the app keeps, then /rides, where the login page lands.
  loggedIn: async ({ page, storedAdmin }, use) => {
    const login = await page.request.post('/api/admin-login/', { data: E2E_ADMIN });
    expect(login.ok(), await login.text()).toBe(true);
    await page.goto('/api/health');
    await page.evaluate(([key, user]) => localStorage.setItem(key, user), [USER_KEY, storedAdmin]);
    await page.goto('/rides');
    await expect(page).toHaveURL((url) => url.pathname + url.search === '/rides');
    await use(page);
  },
  list: async ({ page }, use) => use(new ResourceListPage(page)),
});

export { expect };
