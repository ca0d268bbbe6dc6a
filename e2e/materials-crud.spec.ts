/** /materials (spec §2, §5, §8): add, edit and bulk delete in dialogs, each change checked in the API. */
import type { ApiRow } from '../src/domain/resources/rows';
import { expect, test, uniqueName } from './fixtures';
import { bulkDelete, FormDialog, watchWrites } from './pages/FormDialog';

type Material = Pick<ApiRow<'materials'>, 'id' | 'name' | 'site'>;

test('adds, edits and deletes a material of the selected site', async ({ loggedIn: page, api, site, list }) => {
  const materials = (name: string) => api.get<Material[]>(`/api/material/?site=${site.id}&q=${encodeURIComponent(name)}`);
  const name = uniqueName('Kruszywo');
  await page.goto(`/materials?site=${site.id}`);
  await expect(page.getByRole('heading', { name: 'Materiały' })).toBeVisible();
  await expect(page.locator('main table thead th')).toHaveText(['', 'Nazwa', 'Edycja']);

  const writes = watchWrites(page);
  await page.getByRole('button', { name: 'Dodaj materiał' }).click();
  const add = new FormDialog(page, 'Dodaj materiał');
  await add.submit('Dodaj materiał');
  await expect(add.errors('To pole jest wymagane.')).toBeVisible();
  expect(writes).toEqual([]);
  await add.fill({ Nazwa: name });
  await add.submit('Dodaj materiał');
  await expect(add.root).toBeHidden();
  await expect(page.getByText('Zapisano.')).toBeVisible();
  await list.search.fill(name);
  await expect(list.rows).toHaveCount(1);
  const [created] = await materials(name);
  expect(created).toMatchObject({ name, site: site.id });

  await list.row(name).getByRole('button', { name: 'Edytuj' }).click();
  const edit = new FormDialog(page, 'Edytuj materiał');
  await expect(edit.field('Nazwa')).toHaveValue(name);
  await edit.fill({ Nazwa: `${name} płukane` });
  await edit.submit('Edytuj materiał');
  await expect(edit.root).toBeHidden();
  await expect(list.row(`${name} płukane`)).toBeVisible();
  expect(await materials(name)).toEqual([{ ...created, name: `${name} płukane` }]);

  await bulkDelete(page, page.locator('main'), [name]);
  await expect(page.getByText('Brak wyników.')).toBeVisible();
  expect(await materials(name)).toEqual([]);
  expect(writes).toEqual(['POST /api/material/', `PUT /api/material/${created.id}/`, `DELETE /api/material/${created.id}/`]);
});

test('shows the material error toast when the server refuses a delete', async ({ loggedIn: page, api, site, list }) => {
  const name = uniqueName('Piasek');
  await api.post('/api/material/', { name, site: site.id });
  await page.route('**/api/material/*/', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { detail: 'błąd' } }) : route.fallback(),
  );
  await page.goto(`/materials?site=${site.id}`);
  await list.search.fill(name);
  await list.row(name).getByRole('checkbox').check();
  await list.deleteSelected.click();
  await page.getByRole('dialog', { name: 'Czy jesteś pewien?' }).getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByText('Nie udało się usunąć materiałów.')).toBeVisible();
});
