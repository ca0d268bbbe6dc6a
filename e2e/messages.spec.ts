/**
 * Messages that say why (issue: refused deletes, a kept site that no longer exists): what the user
 * reads when the server or the stored state says no.
 */
import { firstRow } from './rowsAndTimes';
import { expect, test, uniqueName, type ApiClient, type Site } from './fixtures';
import { bulkDelete } from './pages/FormDialog';

// Materials are archivable (issue 16 §3): the refusal offers archiving.
const IN_USE = 'Nie można usunąć: rekord jest używany w innych danych (Przejazdy). Możesz go zarchiwizować.';

/** Two new materials of `site`, the second one carried by a ride (so the server refuses its delete). */
async function freeAndUsedMaterial(api: ApiClient, site: Site) {
  const prefix = uniqueName('Kruszywo');
  const free = await api.post<{ id: number; name: string }>('/api/material/', { name: `${prefix} wolne`, site: site.id });
  const used = await api.post<{ id: number; name: string }>('/api/material/', { name: `${prefix} w użyciu`, site: site.id });
  const person = await firstRow<{ id: number }>(api, `/api/persons/?site=${site.id}&_sort=id&_order=ASC`);
  const vehicle = await firstRow<{ id: number }>(api, `/api/vehicle/?site=${site.id}&_sort=id&_order=ASC`);
  await api.post('/api/vehicle-ride/start/', { person: person.id, vehicle: vehicle.id, material: used.id });
  return { prefix, free, used };
}

test('a bulk delete deletes what it can and says which rows stayed and why', async ({ loggedIn: page, api, site, list }) => {
  const { prefix, free, used } = await freeAndUsedMaterial(api, site);
  await page.goto(`/materials?site=${site.id}`);
  await list.search.fill(prefix);
  await expect(list.rows).toHaveCount(2);
  const deletes = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.status() === 409);
  await bulkDelete(page, page.locator('main'), [free.name, used.name]);
  await deletes;
  const toast = page.locator('.notistack-MuiContent-error');
  // The message, then the toast's "Archiwizuj" (issue 16 §3).
  await expect(toast.locator('#notistack-snackbar')).toHaveText(`Nie udało się usunąć materiałów.\nNie usunięto: ${used.name}. ${IN_USE}`);
  await expect(toast.getByRole('button', { name: 'Archiwizuj' })).toBeVisible();
  await expect(toast).toBeVisible();
  await expect(list.rows).toHaveCount(1);
  await expect(list.row(used.name)).toBeVisible();
  await expect(list.selectionCount).toHaveText('Zaznaczono 1 z 1 wierszy');
  expect(await api.get<unknown[]>(`/api/material/?site=${site.id}&q=${encodeURIComponent(prefix)}`)).toEqual([expect.objectContaining({ id: used.id })]);
});

test('a refused delete of one row says why under the spec’s toast', async ({ loggedIn: page, api, site, list }) => {
  const { used } = await freeAndUsedMaterial(api, site);
  await page.goto(`/materials?site=${site.id}`);
  await list.search.fill(used.name);
  await expect(list.rows).toHaveCount(1);
  await bulkDelete(page, page.locator('main'), [used.name]);
  await expect(page.getByText('Nie udało się usunąć materiałów.')).toBeVisible();
  await expect(page.getByText(`Nie usunięto: ${used.name}. ${IN_USE}`)).toBeVisible();
  await expect(list.row(used.name)).toBeVisible();
});

test('a kept site that no longer exists is dropped with a message', async ({ loggedIn: page, api }) => {
  const sites = await api.get<Site[]>('/api/site/?_sort=id&_order=DESC&_start=0&_end=1');
  const gone = sites[0].id + 1000;
  await page.evaluate((id) => localStorage.setItem('selectedSite', JSON.stringify(id)), gone);
  await page.goto('/rides');
  await expect(page.getByText('Wybrana budowa już nie istnieje. Wybierz budowę.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Wybierz budowę' })).toHaveText('Wybierz budowę');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Materiały' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('selectedSite'))).toBeNull();
});
