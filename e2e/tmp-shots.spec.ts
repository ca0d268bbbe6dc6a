import { test } from './fixtures';
import { MapView } from './pages/MapView';

test('shots', async ({ loggedIn: page, site }) => {
  const map = new MapView(page);
  await map.stubTiles();
  await page.goto(`/site-time?site=${site.id}`);
  await page.waitForTimeout(3000);
  await page.screenshot({ path: '/tmp/sites-page.png', fullPage: false });
  await page.getByRole('button', { name: 'Edytuj budowę i jej granicę' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edytuj budowę' });
  await dialog.getByRole('button', { name: 'Korytarz' }).click();
  await page.waitForTimeout(1000);
  await dialog.screenshot({ path: '/tmp/sites-dialog.png' });
});
