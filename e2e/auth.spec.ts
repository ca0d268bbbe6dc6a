/** Login, logout, protected paths and the expired-session rule (spec §2 routing, /login, §4). */
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './credentials';
import { expect, logIn, test, uniqueName, type ApiClient, type Site } from './fixtures';

/** A new employee with a login: a field account, without access to the dashboard. */
async function fieldAccount(api: ApiClient, site: Site) {
  const roles = await api.get<{ id: number; name: string }[]>('/api/person-roles/');
  const role = roles.find((row) => row.name === 'Kierowca')!;
  const name = uniqueName('Kierowca');
  const account = { username: name.replace(/\W/g, '').toLowerCase(), password: 'Haslo-kierowcy-1' };
  await api.post('/api/users/', { ...account, first_name: 'Jan', last_name: name, pesel: '', is_foreigner: false, role: role.id, site: site.id });
  return account;
}

async function submitLogin(page: Page, { username, password }: { username: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Nazwa użytkownika').fill(username);
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('button', { name: 'Zaloguj' }).click();
}

test('a bad password shows the failure toast and stores no user', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Nazwa użytkownika').fill(E2E_ADMIN.username);
  await page.getByLabel('Hasło').fill('not-the-password');
  await page.getByRole('button', { name: 'Zaloguj' }).click();
  await expect(page.getByText('Niepoprawny login lub hasło!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('an account without access to the dashboard is told so, not that its password is wrong', async ({ page, api, site }) => {
  await submitLogin(page, await fieldAccount(api, site));
  await expect(page.getByText('To konto nie ma dostępu do panelu.')).toBeVisible();
  await expect(page.getByText(/Niepoprawny login lub hasło!|Twoja sesja wygasła/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('after too many failed logins even the right password is told how long to wait', async ({ page, api, site, playwright, baseURL }) => {
  const account = await fieldAccount(api, site);
  // The account's limit is 5 failures in 15 minutes (the address's, 20, is left far from reach).
  const request = await playwright.request.newContext({ baseURL });
  for (let attempt = 0; attempt < 5; attempt++) {
    const failed = await request.post('/api/admin-login/', { data: { ...account, password: `zle-haslo-${attempt}` } });
    expect(failed.status()).toBe(401);
  }
  await request.dispose();
  await submitLogin(page, account);
  await expect(page.getByText('Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 15 min.')).toBeVisible();
  await expect(page.getByText(/Niepoprawny login lub hasło!|To konto nie ma dostępu/)).toHaveCount(0);
});

test('empty fields are required, without native browser validation', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Zaloguj' }).click();
  await expect(page.getByText('To pole jest wymagane!')).toHaveCount(2);
});

test('reason=session-expired shows the error toast', async ({ page }) => {
  await page.goto('/login?reason=session-expired');
  await expect(page.getByText('Twoja sesja wygasła. Zaloguj się ponownie.')).toBeVisible();
});

test('reason=logged-out shows the info toast', async ({ page }) => {
  await page.goto('/login?reason=logged-out');
  await expect(page.getByText('Zostałeś wylogowany.')).toBeVisible();
});

test('the root goes to /login without a stored user and to /rides with one', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname + url.search === '/login');
  await logIn(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/rides$/);
});

test('a protected path without login redirects to /login and back after login', async ({ page, site }) => {
  await page.goto(`/materials?site=${site.id}`);
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === `/materials?site=${site.id}`);
  await logIn(page, { from: page.url(), expectedPath: `/materials?site=${site.id}` });
  await expect(page.getByRole('heading', { name: 'Materiały' })).toBeVisible();
});

test('the stored user holds no password', async ({ loggedIn: page }) => {
  const stored = await page.evaluate(() => localStorage.getItem('user'));
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ username: E2E_ADMIN.username });
  expect(stored).not.toContain(E2E_ADMIN.password);
});

test('Wyloguj ends the session and goes to /login?reason=logged-out', async ({ loggedIn: page }) => {
  const logout = page.waitForRequest((request) => request.url().endsWith('/api/logout/') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
  await logout;
  await expect(page).toHaveURL(/\/login\?reason=logged-out$/);
  await expect(page.getByText('Zostałeś wylogowany.')).toBeVisible();
  await page.goto('/rides');
  await expect(page).toHaveURL(/\/login\?redirect=%2Frides$/);
});

test('a 401 in the middle of a session sends the user to /login?reason=session-expired', async ({ loggedIn: page, context }) => {
  await expect(page.locator('main table tbody tr').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.clearCookies({ name: 'sat_session' });
  const rejected = page.waitForResponse((response) => response.url().includes('/api/') && response.status() === 401);
  await page.getByRole('link', { name: 'Pracownicy' }).click();
  await rejected;
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('reason') === 'session-expired');
  await expect(page.getByText('Twoja sesja wygasła. Zaloguj się ponownie.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('after an expired session, logging in again returns to the page the user was on', async ({ loggedIn: page, context, site, list }) => {
  const address = `/materials?site=${site.id}`;
  await page.goto(address);
  await expect(list.rows.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.clearCookies({ name: 'sat_session' });
  const rejected = page.waitForResponse((response) => response.url().includes('/api/material/') && response.status() === 401);
  await list.search.fill('piasek');
  await rejected;
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('reason') === 'session-expired' && url.searchParams.get('redirect') === address,
  );
  await expect(page.getByText('Twoja sesja wygasła. Zaloguj się ponownie.')).toBeVisible();
  await logIn(page, { from: page.url(), expectedPath: address });
  await expect(page.getByRole('heading', { name: 'Materiały' })).toBeVisible();
});

test('an unknown path shows Not Found', async ({ loggedIn: page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Not Found')).toBeVisible();
});
