/**
 * A refusal is not a session end (issue 28 §2): a site manager who opens a link to another site's
 * ride map, work day or repair request reads the server's "Brak dostępu do tej budowy." in place
 * of the page and stays signed in; a login whose `redirect` is such a page lands on /rides with
 * the message (before, it signed him out again: a loop); a deactivated account is still signed
 * out with "Twoja sesja wygasła".
 */
import type { Page } from '@playwright/test';
import { accessMessages } from '../src/domain/access';
import { createAccount, type Account } from './accounts';
import { expect, logIn, test, uniqueName, type ApiClient, type Site } from './fixtures';
import { MapView } from './pages/MapView';

interface Row {
  id: number;
}

/** A ride, a person and a new repair request of a site other than `site`. */
async function anotherSitesLinks(api: ApiClient, site: Site) {
  const sites = await api.get<Site[]>('/api/site/?_sort=id&_order=ASC&_start=0&_end=2');
  const elsewhere = sites.find((candidate) => candidate.id !== site.id)!;
  const first = (path: string) => api.get<Row[]>(`${path}?site=${elsewhere.id}&_start=0&_end=1`).then(([row]) => row);
  const [ride, person, vehicle] = await Promise.all([first('/api/vehicle-ride/'), first('/api/persons/'), first('/api/vehicle/')]);
  const repair = await api.post<Row>('/api/repair-request/', { vehicle: vehicle.id, person: person.id, note: uniqueName('Pęknięta szyba') });
  return { rideMap: `/map/vehicleHistory/${ride.id}`, workDay: `/work-day/${person.id}`, repair: `/repairs/${repair.id}/show` };
}

async function logInAs(page: Page, account: Account, from = '/login') {
  await new MapView(page).stubTiles();
  await logIn(page, { as: account, from });
}

const refusal = (page: Page) => page.getByRole('heading', { name: accessMessages.site, level: 1 });

test('a site manager opening another site’s ride map, work day or repair reads why and stays signed in', async ({ page, api, site }) => {
  const links = await anotherSitesLinks(api, site);
  const manager = await createAccount('kierownik', { role: 'site_manager', sites: [site.id] });
  const unauthorized: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(new URL(response.url()).pathname);
  });
  await logInAs(page, manager);

  for (const link of [links.rideMap, links.workDay, links.repair]) {
    await page.goto(link);
    await expect(refusal(page)).toBeVisible();
    await expect(page).toHaveURL(link);
    await expect(page.getByRole('combobox', { name: 'Wybierz budowę' })).toHaveText(site.name);
  }
  // Still signed in: the menu opens his own pages, the message gone.
  await page.getByRole('navigation').getByRole('link', { name: 'Przejazdy' }).first().click();
  await expect(page.getByRole('heading', { name: 'Przejazdy', level: 1 })).toBeVisible();
  await expect(refusal(page)).toHaveCount(0);
  await expect(page.getByText('Twoja sesja wygasła. Zaloguj się ponownie.')).toHaveCount(0);
  expect(unauthorized).toEqual([]);
});

test('a login sent back to another site’s page lands on /rides with the message, not in a loop', async ({ page, api, site }) => {
  const links = await anotherSitesLinks(api, site);
  const manager = await createAccount('kierownik', { role: 'site_manager', sites: [site.id] });
  await logInAs(page, manager);
  // His session ends while he follows the link: the login page keeps the link as its redirect.
  await page.context().clearCookies();
  await page.goto(links.repair);
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === links.repair);
  await expect(page.getByText('Twoja sesja wygasła. Zaloguj się ponownie.')).toBeVisible();

  await logInAs(page, manager, page.url());
  await expect(page.getByRole('alert').filter({ hasText: accessMessages.site })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Przejazdy', level: 1 })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/rides');
  await expect(refusal(page)).toHaveCount(0);
});

test('a deactivated account is still signed out with the session-expired notice', async ({ page, api, site }) => {
  const manager = await createAccount('kierownik', { role: 'site_manager', sites: [site.id] });
  await logInAs(page, manager);
  await expect(page.getByRole('combobox', { name: 'Wybierz budowę' })).toHaveText(site.name);
  const [account] = await api.get<Row[]>(`/api/accounts/?q=${encodeURIComponent(manager.username)}`);
  await api.put(`/api/accounts/${account.id}/`, { is_active: false });

  // His next request meets the 401: the one this click sends, or one the page was still sending
  // (then the menu is gone before the click, which is not needed any more).
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Aktywność' })
    .first()
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('reason') === 'session-expired');
  await expect(page.getByText('Twoja sesja wygasła. Zaloguj się ponownie.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
});
