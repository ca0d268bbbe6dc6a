/** Screenshots of the login page and a list, light and dark, desktop and mobile (e2e/artifacts/). */
import { expect, logIn, test } from './fixtures';

const viewports = { desktop: { width: 1366, height: 850 }, mobile: { width: 390, height: 844 } };
const themes = ['light', 'dark'] as const;

for (const [device, viewport] of Object.entries(viewports)) {
  for (const theme of themes) {
    test(`screenshots: ${device}, ${theme}`, async ({ page, site }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
      await page.screenshot({ path: `e2e/artifacts/login-${device}-${theme}.png` });

      await logIn(page);
      await page.goto(`/rides?site=${site.id}`);
      await expect(page.locator('main table tbody tr').first()).toBeVisible();
      await page.screenshot({ path: `e2e/artifacts/rides-${device}-${theme}.png` });

      await page.goto(`/materials?site=${site.id}`);
      await expect(page.locator('main table tbody tr').first()).toBeVisible();
      await page.screenshot({ path: `e2e/artifacts/materials-${device}-${theme}.png` });
      if (device === 'mobile') {
        await page.getByRole('button', { name: 'Otwórz menu' }).click();
        await expect(page.getByRole('link', { name: 'Materiały' }).last()).toBeVisible();
        // The drawer has finished sliding in.
        await expect(page.locator('.MuiDrawer-modal .MuiDrawer-paper')).toHaveCSS('transform', 'none');
        await page.screenshot({ path: `e2e/artifacts/menu-${device}-${theme}.png` });
      }
    });
  }
}
