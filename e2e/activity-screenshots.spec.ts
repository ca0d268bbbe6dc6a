/** Screenshots of the activity screens, light and dark, desktop and mobile (e2e/artifacts/activity-*). */
import { putSomeoneOnline, type Ride } from './activityData';
import { expect, logIn, test } from './fixtures';
import { MapView } from './pages/MapView';

const viewports = { desktop: { width: 1366, height: 850 }, mobile: { width: 390, height: 844 } };
const themes = ['light', 'dark'] as const;

for (const [device, viewport] of Object.entries(viewports)) {
  for (const theme of themes) {
    test(`activity screenshots: ${device}, ${theme}`, async ({ page, api, site }) => {
      const someone = await putSomeoneOnline(api, site);
      const [ride] = await api.get<Ride[]>(`/api/vehicle-ride/?site=${site.id}&_sort=end_datetime&_order=DESC&_start=0&_end=1`);
      const map = new MapView(page);
      await map.stubTiles();
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme });
      await logIn(page);
      const shoot = (screen: string) => page.screenshot({ path: `e2e/artifacts/activity-${screen}-${device}-${theme}.png` });

      await page.goto(`/rides?site=${site.id}`);
      await expect(page.locator('main table tbody tr').first()).toBeVisible();
      await shoot('rides');

      await page.goto('/repairs');
      await expect(page.locator('main table tbody tr').first()).toBeVisible();
      await shoot('repairs');

      await page.goto(`/work-days?site=${site.id}`);
      await expect(page.locator('main table tbody tr').first()).toBeVisible();
      await expect(map.labels.first()).toBeVisible();
      await shoot('work-days');

      await page.goto(`/work-day/${someone.id}`);
      await expect(page.locator('main table tbody tr').first()).toBeVisible();
      await shoot('work-day');

      await page.goto(`/map/vehicleHistory/${ride.id}`);
      await expect(map.canvas).toBeVisible();
      await expect(page.getByText(/^Dystans: /)).toBeVisible();
      await shoot('vehicle-history');
    });
  }
}
