/** The dashboard frame: theme, shared site and dates, add-site dialog, CSV export (spec §1, §2, §7, §8). */
import { expect, test, uniqueName } from './fixtures';

// The spec's entries (§2), in its order; other screens' entries may stand between them.
const SPEC_ALWAYS = ['Przejazdy', 'Pracownicy', 'Aktywność', 'Naprawy', 'Miejsca i Dostawcy Paliwa'];
const SPEC_SITE = ['Maszyny', 'Materiały', 'Miejsca', 'Tankowania', 'Cysterna', 'Cysterna->Maszyna'];
const SPEC = [...SPEC_ALWAYS, ...SPEC_SITE];

test('the theme switch applies the class on the root and survives a reload', async ({ loggedIn: page }) => {
  const root = page.locator('html');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(root).toHaveClass(/\blight\b/);
  await page.getByRole('button', { name: 'Zmień styl' }).click();
  await page.getByRole('menuitem', { name: 'Ciemny' }).click();
  await expect(root).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(root).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Zmień styl' }).click();
  await page.getByRole('menuitem', { name: 'Systemowy' }).click();
  await expect(root).toHaveClass(/\blight\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(root).toHaveClass(/\bdark\b/);
});

test('selecting a site shows its menu entries and is kept across a reload', async ({ loggedIn: page, site }) => {
  const menu = page.getByRole('navigation').first();
  const shown = async () => (await menu.getByRole('link').allInnerTexts()).map((text) => text.trim());
  const specShown = async () => (await shown()).filter((label) => SPEC.includes(label));
  await expect.poll(specShown).toEqual(SPEC_ALWAYS);
  const withoutSite = await shown();
  await page.getByRole('combobox', { name: 'Wybierz budowę' }).click();
  await page.getByRole('option', { name: site.name }).click();
  await expect.poll(specShown).toEqual(SPEC);
  // The site's entries come after every always-shown one.
  expect((await shown()).slice(0, withoutSite.length)).toEqual(withoutSite);
  expect(await page.evaluate(() => localStorage.getItem('selectedSite'))).toBe(String(site.id));
  const withSite = await shown();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Wybierz budowę' })).toHaveText(site.name);
  await expect.poll(shown).toEqual(withSite);
});

test('the date-range picker changes the dates the lists ask for', async ({ loggedIn: page }) => {
  const trigger = page.getByTestId('date-range-trigger');
  await expect(trigger).toHaveCSS('width', '300px');
  await trigger.click();
  const calendar = page.locator('.rdp-root');
  await expect(calendar.locator('.rdp-month')).toHaveCount(2);
  // A fresh range: the 3rd to the 10th of the first month shown.
  const firstMonth = calendar.locator('.rdp-month').first();
  const month = await firstMonth.locator('.rdp-month_caption').innerText();
  await firstMonth.getByRole('button', { name: /3/ }).first().click();
  const request = page.waitForRequest((candidate) => {
    const url = new URL(candidate.url());
    return url.pathname === '/api/vehicle-ride/' && url.searchParams.get('date_to')?.endsWith('-10') === true;
  });
  await firstMonth.getByRole('button', { name: /10/ }).first().click();
  const url = new URL((await request).url());
  expect(url.searchParams.get('date_from')).toMatch(/^\d{4}-\d{2}-(03|10)$/);
  await page.keyboard.press('Escape');
  await expect(trigger).not.toHaveText('Pick a date');
  expect(month).toBeTruthy();
});

test('the add-site dialog validates, saves, closes and refreshes the site list', async ({ loggedIn: page }) => {
  await page.getByRole('button', { name: 'Dodaj budowę' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj budowę' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(425);
  await dialog.getByRole('button', { name: 'Dodaj budowę' }).click();
  await expect(dialog.getByText('To pole jest wymagane.')).toHaveCount(3);

  const name = uniqueName('Budowa E2E');
  await dialog.getByLabel('Nazwa').fill(name);
  await dialog.getByRole('group', { name: 'Data rozpoczęcia' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('15032027');
  await dialog.getByLabel('Długość (km)').fill('12.5');
  await dialog.getByRole('button', { name: 'Dodaj budowę' }).click();
  await expect(page.getByText('Budowa została dodana!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('combobox', { name: 'Wybierz budowę' }).click();
  await expect(page.getByRole('option', { name })).toBeVisible();
});

test('dialogs fade in, and open and close at once for a person who asked for reduced motion', async ({ loggedIn: page }) => {
  /** The fade of the add-site dialog as it opens (MUI's Fade writes it on the dialog's container), after which Escape closes it. */
  const dialogFade = async () => {
    await page.getByRole('button', { name: 'Dodaj budowę' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dodaj budowę' });
    await expect(dialog).toBeVisible();
    const fade = await dialog.evaluate((paper) => paper.parentElement?.style.transition);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    return fade;
  };
  // The tests' browser asks for reduced motion (playwright.config.ts); the app follows a change live.
  expect(await dialogFade()).toBe('none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await dialogFade()).toMatch(/^opacity 225ms/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await dialogFade()).toBe('none');
});

test('the CSV export downloads przejazdy_<first day>_<last day>.csv with unpadded dates in the query', async ({ loggedIn: page }) => {
  const exportButton = page.getByRole('button', { name: 'Eksportuj' });
  const request = page.waitForRequest((candidate) => candidate.url().includes('/api/vehicle-ride-export-file/'));
  const download = page.waitForEvent('download');
  await exportButton.click();
  const expectedName = await page.evaluate(() => {
    const day = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const to = new Date();
    const from = new Date();
    from.setDate(from.getDate() - 7);
    return `przejazdy_${day(from)}_${day(to)}.csv`;
  });
  expect((await download).suggestedFilename()).toBe(expectedName);
  const query = new URL((await request).url()).searchParams;
  expect(query.get('date_from')).toMatch(/^\d{4}-[1-9]\d?-[1-9]\d?$/);
  await expect(page.getByText('Pobrano!')).toBeVisible();
  await expect(exportButton).toBeEnabled();
});

test('the export button shows only on rides, fuelings, work days and vehicles', async ({ loggedIn: page }) => {
  await expect(page.getByRole('button', { name: 'Eksportuj' })).toBeVisible();
  await page.getByRole('link', { name: 'Pracownicy' }).click();
  await expect(page.getByRole('button', { name: 'Eksportuj' })).toHaveCount(0);
});
