/** Screenshots of the entity screens and their dialogs, light and dark, desktop and mobile (e2e/artifacts/). */
import type { Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures';
import { MapView } from './pages/MapView';

const viewports = { desktop: { width: 1366, height: 850 }, mobile: { width: 390, height: 844 } };
const themes = ['light', 'dark'] as const;

/** Each screen, with the add dialog it opens (the dialogs with a map or the most inputs). */
const screens: Array<{ name: string; path: (site: number) => string; dialog?: string }> = [
  { name: 'employees', path: (site) => `/employees?site=${site}`, dialog: 'Dodaj pracownika' },
  { name: 'vehicles', path: (site) => `/vehicles?site=${site}`, dialog: 'Dodaj maszynę' },
  { name: 'vehicle-fueling', path: (site) => `/vehicle-fueling?site=${site}` },
  { name: 'tanker-fueling', path: (site) => `/tanker-fueling?site=${site}`, dialog: 'Dodaj tankowanie' },
  { name: 'fueling', path: (site) => `/fueling?site=${site}` },
  { name: 'petrol-places-and-providers', path: () => '/petrol-places-and-providers', dialog: 'Dodaj miejsce paliwa' },
  { name: 'places', path: (site) => `/places?site=${site}`, dialog: 'Dodaj miejsce' },
  { name: 'materials', path: (site) => `/materials?site=${site}` },
];

async function shoot(page: Page, file: string) {
  await page.screenshot({ path: `e2e/artifacts/${file}.png` });
}

for (const [device, viewport] of Object.entries(viewports)) {
  for (const theme of themes) {
    test(`entity screens: ${device}, ${theme}`, async ({ page, site }) => {
      test.setTimeout(120_000);
      await new MapView(page).stubTiles();
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme });
      await logIn(page);
      for (const screen of screens) {
        await page.goto(screen.path(site.id));
        // Rows, or the empty table (few tanker fuelings fall in the default week).
        await expect(page.locator('main table tbody tr').first().or(page.getByText('Brak wyników.'))).toBeVisible();
        await shoot(page, `${screen.name}-${device}-${theme}`);
        if (!screen.dialog) continue;
        await page.locator('main').getByRole('button', { name: screen.dialog }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('heading')).toBeVisible();
        await shoot(page, `${screen.name}-dialog-${device}-${theme}`);
        await dialog.getByRole('button', { name: 'Anuluj' }).click();
        await expect(dialog).toBeHidden();
      }
    });
  }
}
