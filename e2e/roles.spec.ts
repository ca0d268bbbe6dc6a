/**
 * Roles and sites in the app (issue 16 §1): an office account reads and exports but is offered no
 * change; a site manager works on his own site only and is offered no change of the company-wide
 * data. The app offers nothing the server would refuse: each walk-through also checks that no
 * request was answered 401 or 403 (a 401 signs the user out; a 403 shows the server's refusal).
 */
import type { Page } from '@playwright/test';
import { createAccount, type Account } from './accounts';
import { expect, logIn, test, uniqueName, type ApiClient, type Site } from './fixtures';
import { MapView } from './pages/MapView';

/** Every API answer refusing the account, as "status path". */
function watchRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && [401, 403].includes(response.status())) refused.push(`${response.status()} ${url.pathname}`);
  });
  return refused;
}

/** Opens a page from the address bar, as a user pasting a link, and checks the session held. */
async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
}

const anomalyRows = (page: Page) => page.getByRole('region', { name: 'Anomalie paliwowe' }).locator('tbody tr');

const otherSite = async (api: ApiClient, site: Site) =>
  (await api.get<Site[]>('/api/site/?_sort=id&_order=ASC&_start=0&_end=2')).find((candidate) => candidate.id !== site.id)!;

async function logInAs(page: Page, account: Account) {
  await new MapView(page).stubTiles();
  await logIn(page, { as: account });
}

test('an office account lists and exports, but is offered no add, delete, save, explanation or thresholds', async ({ page, api, site }) => {
  const material = uniqueName('Biurowy');
  await api.post('/api/material/', { name: material, site: site.id });
  const office = await createAccount('biuro', { role: 'office', sites: null });
  const refused = watchRefusals(page);
  await logInAs(page, office);

  await open(page, `/materials?site=${site.id}`, 'Materiały');
  const row = page.locator('main table tbody tr').filter({ hasText: material });
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dodaj materiał' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Usuń zaznaczone' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Dodaj budowę' })).toHaveCount(0);
  // A row opens its record read-only, with its change history.
  await expect(row.getByRole('button', { name: 'Edytuj' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Pokaż' }).click();
  const dialog = page.getByRole('dialog', { name: 'Materiał' });
  await expect(dialog.getByRole('textbox', { name: 'Nazwa' })).toHaveValue(material);
  await expect(dialog.getByRole('textbox', { name: 'Nazwa' })).toBeDisabled();
  await expect(dialog.getByRole('button')).toHaveText(['Historia zmian', 'Zamknij']);
  await dialog.getByRole('button', { name: 'Historia zmian' }).click();
  const history = page.getByRole('dialog', { name: 'Historia zmian' });
  await expect(history).toContainText(material);
  await history.getByRole('button', { name: 'Zamknij' }).click();
  await dialog.getByRole('button', { name: 'Zamknij' }).click();
  await expect(dialog).toBeHidden();

  // A place's map shows its point; a click there changes nothing.
  await open(page, `/places?site=${site.id}`, 'Miejsca');
  await page.locator('main table tbody tr').first().getByRole('button', { name: 'Pokaż' }).click();
  const place = page.getByRole('dialog', { name: 'Miejsce' });
  const latitude = place.getByRole('textbox', { name: 'Szerokość geograficzna' });
  const shown = await latitude.inputValue();
  await expect(place.getByRole('region', { name: 'Wybierz położenie na mapie' })).toHaveCount(0);
  await place.getByRole('region', { name: 'Położenie na mapie' }).click({ position: { x: 40, y: 40 } });
  await expect(latitude).toHaveValue(shown);
  await place.getByRole('button', { name: 'Zamknij' }).click();

  await open(page, `/vehicles?site=${site.id}`, 'Maszyny');
  await expect(page.locator('main table tbody tr').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dodaj maszynę' })).toHaveCount(0);
  // CSV exports stay.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksportuj' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await open(page, '/petrol-places-and-providers', 'Miejsca i Dostawcy Paliwa');
  await expect(page.getByRole('button', { name: /^Dodaj/ })).toHaveCount(0);
  // The demo's planted anomalies are listed, with no explaining and no thresholds.
  await open(page, `/fuel-anomalies?site=${site.id}`, 'Anomalie paliwowe');
  await expect(anomalyRows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wyjaśnij' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Progi' })).toHaveCount(0);

  // The whole change history is the administrators' only: no menu entry, and its address says so.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Historia zmian' })).toHaveCount(0);
  await page.goto('/history');
  await expect(page.getByText('Tę stronę może otworzyć tylko administrator.')).toBeVisible();
  await expect(page).toHaveURL(/\/history$/);
  expect(refused).toEqual([]);
});

test('a site manager works on his own site only and is offered no change of the company-wide data', async ({ page, api, site }) => {
  const elsewhere = await otherSite(api, site);
  const manager = await createAccount('kierownik', { role: 'site_manager', sites: [site.id] });
  const refused = watchRefusals(page);
  // An address asking for another site lands on his own.
  await logInAs(page, manager);
  await page.goto(`/materials?site=${elsewhere.id}`);
  const selector = page.getByRole('combobox', { name: 'Wybierz budowę' });
  await expect(selector).toHaveText(site.name);
  await selector.click();
  await expect(page.getByRole('option')).toHaveText([site.name]);
  await page.keyboard.press('Escape');

  // He adds a material on his site.
  await expect(page.getByRole('heading', { name: 'Materiały', level: 1 })).toBeVisible();
  const material = uniqueName('Kierownika');
  await page.getByRole('button', { name: 'Dodaj materiał' }).click();
  const add = page.getByRole('dialog', { name: 'Dodaj materiał' });
  await add.getByRole('textbox', { name: 'Nazwa' }).fill(material);
  await add.getByRole('button', { name: 'Dodaj materiał' }).click();
  await expect(add).toBeHidden();
  await expect(page.locator('main table tbody tr').filter({ hasText: material })).toBeVisible();
  const saved = await api.get<{ name: string; site: number }[]>(`/api/material/?q=${encodeURIComponent(material)}`);
  expect(saved).toEqual([expect.objectContaining({ name: material, site: site.id })]);

  // Fuel places and providers are the whole company's: he reads them, adds none.
  await open(page, '/petrol-places-and-providers', 'Miejsca i Dostawcy Paliwa');
  await expect(page.getByRole('heading', { name: 'Miejsca Paliwa' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dodaj miejsce paliwa' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Dodaj dostawcę' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Dodaj budowę' })).toHaveCount(0);

  // Reports and maps always ask for his site.
  for (const [path, heading] of [
    ['/rides', 'Przejazdy'],
    ['/work-days', 'Aktywność'],
    ['/haul', /Wydajność/],
    ['/maintenance-due', /Serwis/],
    ['/site-report', /Raport/],
  ] as const) {
    await open(page, path, heading);
  }
  // He explains his site's anomalies; the thresholds are the whole company's.
  await open(page, '/fuel-anomalies', 'Anomalie paliwowe');
  await expect(anomalyRows(page).first().getByRole('button', { name: 'Wyjaśnij' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Progi' })).toHaveCount(0);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Historia zmian' })).toHaveCount(0);
  expect(refused).toEqual([]);
});
