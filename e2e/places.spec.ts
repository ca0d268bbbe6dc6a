/** /places (spec §2, §5, §9): name, longitude, latitude, site name; coordinates typed or picked on the map. */
import type { ApiRow } from '../src/domain/resources/rows';
import { expect, test, uniqueName } from './fixtures';
import { bulkDelete, FormDialog, watchWrites } from './pages/FormDialog';
import { MapView } from './pages/MapView';

type Place = Pick<ApiRow<'places'>, 'id' | 'name' | 'latitude' | 'longitude' | 'site'>;

/** Decimal places as an input shows them (Polish style: decimal comma). */
const decimals = (text: string) => text.split(',')[1]?.length ?? 0;
/** The number an input's Polish-style text shows (coordinates are not grouped). */
const shownNumber = (text: string) => Number(text.replace(',', '.'));

test('adds a place picked on the map, edits it (coordinates required) and deletes it', async ({ loggedIn: page, api, site, list }) => {
  const places = (name: string) => api.get<Place[]>(`/api/place/?site=${site.id}&q=${encodeURIComponent(name)}`);
  const name = uniqueName('Żwirownia');
  await page.goto(`/places?site=${site.id}`);
  await expect(page.getByRole('heading', { name: 'Miejsca' })).toBeVisible();
  await expect(page.locator('main table thead th')).toHaveText(['', 'Nazwa', 'Długość geograficzna', 'Szerokość geograficzna', 'Budowa', 'Edycja']);
  const writes = watchWrites(page);
  const mapView = new MapView(page);
  await mapView.stubTiles();

  await page.getByRole('button', { name: 'Dodaj miejsce' }).click();
  const add = new FormDialog(page, 'Dodaj miejsce');
  await add.submit('Dodaj miejsce');
  await expect(add.errors('To pole jest wymagane.')).toHaveCount(1);
  await add.fill({ Nazwa: name });
  // The map opens on the spec's default centre (51.9189046, 19.1343786): a click there picks it.
  await expect(add.root.getByRole('region', { name: 'Wybierz położenie na mapie' })).toBeVisible();
  await expect(mapView.markers).toHaveCount(0);
  await mapView.clickCentre();
  await expect(add.field('Szerokość geograficzna')).not.toHaveValue('');
  const latitude = await add.field('Szerokość geograficzna').inputValue();
  const longitude = await add.field('Długość geograficzna').inputValue();
  expect(decimals(latitude)).toBeLessThanOrEqual(10);
  expect(shownNumber(latitude)).toBeCloseTo(51.9189046, 0);
  expect(shownNumber(longitude)).toBeCloseTo(19.1343786, 0);
  await expect(mapView.markers).toHaveCount(1);
  expect(mapView.tileRequests.length).toBeGreaterThan(0);
  await add.submit('Dodaj miejsce');
  await expect(add.root).toBeHidden();
  const [created] = await places(name);
  expect(created).toMatchObject({ name, latitude: shownNumber(latitude), longitude: shownNumber(longitude), site: site.id });
  await list.search.fill(name);
  await expect(list.row(name)).toContainText(site.name);

  await list.row(name).getByRole('button', { name: 'Edytuj' }).click();
  const edit = new FormDialog(page, 'Edytuj miejsce');
  await edit.field('Szerokość geograficzna').fill('');
  await edit.submit('Edytuj miejsce');
  await expect(edit.errors('To pole jest wymagane.')).toBeVisible();
  // Pasted from a maps app with 15 decimals: rounded to the spec's 10, not refused.
  await edit.fill({ 'Szerokość geograficzna': '52.229675612345678', 'Długość geograficzna': '21,012228765432109' });
  await edit.submit('Edytuj miejsce');
  await expect(edit.root).toBeHidden();
  await expect(list.row(name)).toContainText('52,2296756123');
  expect(await places(name)).toEqual([{ ...created, latitude: 52.2296756123, longitude: 21.0122287654 }]);

  await bulkDelete(page, page.locator('main'), [name]);
  await expect(page.getByText('Brak wyników.')).toBeVisible();
  expect(await places(name)).toEqual([]);
  expect(writes).toEqual(['POST /api/place/', `PUT /api/place/${created.id}/`, `DELETE /api/place/${created.id}/`]);
});

test('shows "Brak budowy" for a place without a site', async ({ loggedIn: page, api, list }) => {
  const name = uniqueName('Bez budowy');
  await api.post('/api/place/', { name, latitude: 52.1, longitude: 21.2 });
  await page.goto('/places');
  await list.search.fill(name);
  await expect(list.row(name).locator('td').nth(4)).toHaveText('Brak budowy');
});
