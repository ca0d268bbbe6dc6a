/**
 * /petrol-places-and-providers (spec §2, §5, §8, §9): "Dostawcy Paliwa" and "Miejsca Paliwa" on one
 * page, each sorted by name, each with add, edit and bulk delete; new fuel places start at the
 * spec's default coordinates, shown on a small map.
 */
import type { ApiRow } from '../src/domain/resources/rows';
import type { Page } from '@playwright/test';
import { expect, test, uniqueName, type ApiClient } from './fixtures';
import { bulkDelete, FormDialog, watchWrites } from './pages/FormDialog';
import { MapView } from './pages/MapView';

type Named = Pick<ApiRow<'petrol-providers'>, 'id' | 'name'>;
type PetrolPlace = Pick<ApiRow<'petrol-places'>, 'id' | 'name' | 'latitude' | 'longitude'>;

const find = <T>(api: ApiClient, path: string, name: string) => api.get<T[]>(`${path}/?q=${encodeURIComponent(name)}`);

async function openPage(page: Page) {
  const sorted = (path: string) =>
    page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === path && url.searchParams.get('_sort') === 'name' && url.searchParams.get('_order') === 'ASC';
    });
  const requests = [sorted('/api/petrol-provider/'), sorted('/api/petrol-place/')];
  await page.getByRole('link', { name: 'Miejsca i Dostawcy Paliwa' }).click();
  await Promise.all(requests);
  await expect(page.getByRole('heading', { level: 1, name: 'Miejsca i Dostawcy Paliwa' })).toBeVisible();
  return {
    providers: page.getByRole('region', { name: 'Dostawcy Paliwa' }),
    places: page.getByRole('region', { name: 'Miejsca Paliwa' }),
  };
}

test('fuel providers: add, edit, bulk delete, sorted by name', async ({ loggedIn: page, api }) => {
  const { providers } = await openPage(page);
  await expect(providers.getByRole('heading', { level: 2, name: 'Dostawcy Paliwa' })).toBeVisible();
  await expect(providers.locator('thead th')).toHaveText(['', 'Nazwa', 'Edycja']);
  const names = await providers.locator('tbody td:nth-child(2)').allInnerTexts();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pl')));
  const writes = watchWrites(page);
  const name = uniqueName('Lotos');

  await providers.getByRole('button', { name: 'Dodaj dostawcę' }).click();
  const add = new FormDialog(page, 'Dodaj dostawcę');
  await add.submit('Dodaj dostawcę');
  await expect(add.errors('To pole jest wymagane.')).toBeVisible();
  await add.fill({ Nazwa: name });
  await add.submit('Dodaj dostawcę');
  await expect(add.root).toBeHidden();
  const [created] = await find<Named>(api, '/api/petrol-provider', name);
  expect(created.name).toBe(name);

  await providers.getByPlaceholder('Szukaj wartosci...').fill(name);
  await providers.locator('tbody tr').filter({ hasText: name }).getByRole('button', { name: 'Edytuj' }).click();
  const edit = new FormDialog(page, 'Edytuj dostawcę');
  await edit.fill({ Nazwa: `${name} Paliwa` });
  await edit.submit('Edytuj dostawcę');
  await expect(edit.root).toBeHidden();
  await expect(providers.getByText(`${name} Paliwa`)).toBeVisible();
  expect(await find<Named>(api, '/api/petrol-provider', name)).toEqual([{ id: created.id, name: `${name} Paliwa` }]);

  await bulkDelete(page, providers, [name]);
  await expect(providers.getByText('Brak wyników.')).toBeVisible();
  expect(await find(api, '/api/petrol-provider', name)).toEqual([]);
  expect(writes).toEqual(['POST /api/petrol-provider/', `PUT /api/petrol-provider/${created.id}/`, `DELETE /api/petrol-provider/${created.id}/`]);
});

test('a provider the server refuses shows "Wystąpił błąd podczas dodawania dostawcy"', async ({ loggedIn: page }) => {
  const { providers } = await openPage(page);
  await page.route('**/api/petrol-provider/', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { detail: 'błąd' } }) : route.fallback(),
  );
  await providers.getByRole('button', { name: 'Dodaj dostawcę' }).click();
  const add = new FormDialog(page, 'Dodaj dostawcę');
  await add.fill({ Nazwa: uniqueName('Odrzucony') });
  await add.submit('Dodaj dostawcę');
  await expect(page.getByText('Wystąpił błąd podczas dodawania dostawcy')).toBeVisible();
  await expect(add.root).toBeVisible();
});

test('fuel places: default coordinates on the map, add, edit, bulk delete', async ({ loggedIn: page, api }) => {
  const mapView = new MapView(page);
  await mapView.stubTiles();
  const { places } = await openPage(page);
  await expect(places.getByRole('heading', { level: 2, name: 'Miejsca Paliwa' })).toBeVisible();
  await expect(places.locator('thead th')).toHaveText(['', 'Nazwa', 'Długość geograficzna', 'Szerokość geograficzna', 'Edycja']);
  const writes = watchWrites(page);
  const name = uniqueName('Stacja');

  await places.getByRole('button', { name: 'Dodaj miejsce paliwa' }).click();
  const add = new FormDialog(page, 'Dodaj miejsce paliwa');
  await expect(add.field('Szerokość geograficzna')).toHaveValue('51,946249808');
  await expect(add.field('Długość geograficzna')).toHaveValue('15,519088858');
  await expect(add.root.getByRole('region', { name: 'Wybierz położenie na mapie' })).toBeVisible();
  await expect(mapView.markers).toHaveCount(1);
  await add.submit('Dodaj miejsce paliwa');
  await expect(add.errors('To pole jest wymagane.')).toBeVisible();
  await add.fill({ Nazwa: name });
  await add.submit('Dodaj miejsce paliwa');
  await expect(add.root).toBeHidden();
  const [created] = await find<PetrolPlace>(api, '/api/petrol-place', name);
  expect(created).toMatchObject({ name, latitude: 51.946249808, longitude: 15.519088858 });

  await places.getByPlaceholder('Szukaj wartosci...').fill(name);
  const row = places.locator('tbody tr').filter({ hasText: name });
  await expect(row.locator('td')).toHaveText(['', name, '15,519088858', '51,946249808', '']);
  await row.getByRole('button', { name: 'Edytuj' }).click();
  const edit = new FormDialog(page, 'Edytuj miejsce paliwa');
  await edit.fill({ 'Szerokość geograficzna': '51.9356214357', 'Długość geograficzna': '15.5061839101' });
  await edit.submit('Edytuj miejsce paliwa');
  await expect(edit.root).toBeHidden();
  await expect(row).toContainText('51,9356214357');
  expect(await find(api, '/api/petrol-place', name)).toEqual([{ ...created, latitude: 51.9356214357, longitude: 15.5061839101 }]);

  await bulkDelete(page, places, [name]);
  await expect(places.getByText('Brak wyników.')).toBeVisible();
  expect(await find(api, '/api/petrol-place', name)).toEqual([]);
  expect(writes).toEqual(['POST /api/petrol-place/', `PUT /api/petrol-place/${created.id}/`, `DELETE /api/petrol-place/${created.id}/`]);
});
