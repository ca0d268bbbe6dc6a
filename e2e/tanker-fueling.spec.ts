/** /tanker-fueling (spec §2, §5, §8): tankers filled up at fuel places, with add, edit and bulk delete. */
import type { ApiRow } from '../src/domain/resources/rows';
import { firstRow, shownDateTime, todayAt } from './rowsAndTimes';
import { expect, test, type ApiClient, type Site } from './fixtures';
import { bulkDelete, FormDialog, watchWrites } from './pages/FormDialog';
import { shownLitres } from './polishNumbers';

type Named = Pick<ApiRow<'petrol-places'>, 'id' | 'name'>;
type Vehicle = Pick<ApiRow<'vehicles'>, 'id' | 'fleet_number' | 'registration_number' | 'vehicle_model'>;
type TankerFueling = Pick<ApiRow<'tanker-fueling'>, 'id' | 'petrol_place' | 'provider' | 'tanker' | 'datetime' | 'litres' | 'latitude' | 'longitude'>;

const firstTanker = (api: ApiClient, site: Site) => firstRow<Vehicle>(api, `/api/vehicle/?site=${site.id}&vehicle_type=TANK&_sort=fleet_number&_order=ASC`);

test('adds, edits and deletes a tanker fueling', async ({ loggedIn: page, api, site, list }) => {
  const place = await firstRow<Named>(api, '/api/petrol-place/?_sort=name&_order=ASC');
  const provider = await firstRow<Named>(api, '/api/petrol-provider/?_sort=name&_order=ASC');
  const tanker = await firstTanker(api, site);
  const litres = 5000 + Math.floor(Math.random() * 2000) + 0.25;
  const mine = async () =>
    (await api.get<TankerFueling[]>(`/api/tanker-fueling/?tanker=${tanker.id}&petrol_place=${place.id}`)).filter(
      (row) => Math.round(row.litres) === Math.round(litres),
    );
  const listed = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/tanker-fueling/' && url.searchParams.get('_sort') === 'datetime' && url.searchParams.get('_order') === 'DESC';
  });
  await page.goto(`/tanker-fueling?site=${site.id}`);
  await listed;
  await expect(page.getByRole('heading', { name: 'Cysterna' })).toBeVisible();
  const writes = watchWrites(page);

  await page.getByRole('button', { name: 'Dodaj tankowanie' }).click();
  const add = new FormDialog(page, 'Dodaj tankowanie');
  await add.submit('Dodaj tankowanie');
  await expect(add.errors('To pole jest wymagane.')).toHaveCount(5);
  const at = todayAt(6, 10);
  await add.choose('Miejsce paliwa', place.name);
  await add.choose('Dostawca', provider.name);
  await add.choose('Cysterna', `${tanker.fleet_number} ${tanker.registration_number}`, tanker.registration_number);
  await add.fill({
    'Data i godzina': at.input,
    Litry: litres,
    'Szerokość geograficzna': '51.8651000001',
    'Długość geograficzna': '20.8672',
  });
  await add.submit('Dodaj tankowanie');
  await expect(add.root).toBeHidden();
  const [created] = await mine();
  expect(created).toMatchObject({
    petrol_place: place.id,
    provider: provider.id,
    tanker: tanker.id,
    datetime: at.iso,
    litres,
    latitude: 51.8651000001,
    longitude: 20.8672,
  });

  await expect(page.locator('main table thead th')).toHaveText([
    '',
    'Data i godzina',
    'Litry',
    'Miejsce paliwa',
    'Model cysterny',
    'Rejestracja cysterny',
    'Dostawca',
    'Długość geograficzna',
    'Szerokość geograficzna',
    'Edycja',
  ]);
  const shown = shownLitres(litres);
  const row = list.rows.filter({ hasText: shown });
  await expect(row.locator('td').filter({ hasNot: page.locator('input, button') })).toHaveText([
    shownDateTime(at.iso),
    shown,
    place.name,
    tanker.vehicle_model,
    tanker.registration_number,
    provider.name,
    '20,8672',
    '51,8651000001',
  ]);

  await row.getByRole('button', { name: 'Edytuj' }).click();
  const edit = new FormDialog(page, 'Edytuj tankowanie');
  await expect(edit.field('Miejsce paliwa')).toHaveValue(place.name);
  await edit.fill({ Litry: litres + 100 });
  await edit.submit('Edytuj tankowanie');
  await expect(edit.root).toBeHidden();
  const edited = shownLitres(litres + 100);
  await expect(list.rows.filter({ hasText: edited })).toHaveCount(1);
  expect(await api.get<TankerFueling[]>(`/api/tanker-fueling/?tanker=${tanker.id}&petrol_place=${place.id}`)).toContainEqual({
    ...created,
    litres: litres + 100,
    ...{ petrol_place_name: place.name, provider_name: provider.name },
    tanker_model: tanker.vehicle_model,
    tanker_registration_number: tanker.registration_number,
  });

  await bulkDelete(page, page.locator('main'), [edited]);
  await expect(list.rows.filter({ hasText: edited })).toHaveCount(0);
  expect((await api.get<TankerFueling[]>(`/api/tanker-fueling/?tanker=${tanker.id}`)).filter((row) => row.id === created.id)).toEqual([]);
  expect(writes).toEqual(['POST /api/tanker-fueling/', `PUT /api/tanker-fueling/${created.id}/`, `DELETE /api/tanker-fueling/${created.id}/`]);
});

test('an edit whose place, provider or tanker is gone says "Nie znaleziono miejsca, dostawcy lub pojazdu"', async ({ loggedIn: page, api, site, list }) => {
  const place = await firstRow<Named>(api, '/api/petrol-place/?_sort=name&_order=ASC');
  const provider = await firstRow<Named>(api, '/api/petrol-provider/?_sort=name&_order=ASC');
  const tanker = await firstTanker(api, site);
  await api.post('/api/tanker-fueling/', {
    petrol_place: place.id,
    provider: provider.id,
    tanker: tanker.id,
    datetime: todayAt(5, 0).iso,
    litres: 4321.5,
  });
  await page.goto(`/tanker-fueling?site=${site.id}`);
  await list.rows
    .filter({ hasText: shownLitres(4321.5) })
    .first()
    .getByRole('button', { name: 'Edytuj' })
    .click();
  const edit = new FormDialog(page, 'Edytuj tankowanie');
  await expect(edit.field('Dostawca')).toHaveValue(provider.name);
  await page.route(
    (url) => url.pathname === '/api/petrol-provider/' && url.searchParams.has('id'),
    (route) => route.fulfill({ json: [] }),
  );
  const writes = watchWrites(page);
  await edit.submit('Edytuj tankowanie');
  await expect(page.getByText('Nie znaleziono miejsca, dostawcy lub pojazdu')).toBeVisible();
  expect(writes).toEqual([]);
});
