/** /vehicles (spec §2, §3, §5, §8): the fleet table, the 425 px dialog with every field required. */
import type { ApiRow } from '../src/domain/resources/rows';
import { expect, test, uniqueName } from './fixtures';
import { bulkDelete, FormDialog, watchWrites } from './pages/FormDialog';

type Vehicle = Pick<
  ApiRow<'vehicles'>,
  'id' | 'site' | 'fleet_number' | 'registration_number' | 'vehicle_model' | 'vehicle_type' | 'fuel_capacity' | 'payload_tonnes'
>;

const VEHICLE_TYPES = [
  'Samochód ciężarowy',
  'Koparka gąsienicowa',
  'Spycharka',
  'Równiarka',
  'Koparka kołowa',
  'Walec',
  'Walec kołek',
  'Walec gładki',
  'Podwozie',
  'Cysterna',
  'Bus',
  'Osobówka',
  'Serwis',
  'Stabilizator',
  'Ciągnik',
];

const registration = () => `WGR ${Math.floor(10000 + Math.random() * 89999)}`;

test('adds, edits and deletes a machine of the selected site', async ({ loggedIn: page, api, site, list }) => {
  const find = (plate: string) => api.get<Vehicle[]>(`/api/vehicle/?site=${site.id}&q=${encodeURIComponent(plate)}`);
  const plate = registration();
  const model = uniqueName('Volvo EW160E');
  await page.goto(`/vehicles?site=${site.id}`);
  await expect(page.getByRole('heading', { name: 'Maszyny' })).toBeVisible();
  await expect(page.locator('main table thead th')).toHaveText([
    '',
    'Numer boczny',
    'Numer rejestracyjny',
    'Model pojazdu',
    'Typ pojazdu',
    'Pojemność zbiornika (l)',
    'Ładowność (t)',
    'Zdjęcie',
    'Dokumenty po terminie',
    'Usterki z kontroli',
    'Edycja',
  ]);
  const writes = watchWrites(page);

  await page.getByRole('button', { name: 'Dodaj maszynę' }).click();
  const add = new FormDialog(page, 'Dodaj maszynę');
  expect((await add.root.boundingBox())?.width).toBeLessThanOrEqual(425);
  await add.submit('Dodaj maszynę');
  await expect(add.errors('To pole jest wymagane.')).toHaveCount(5);
  await add.root.getByRole('combobox', { name: 'Typ pojazdu' }).click();
  await expect(page.getByRole('option').filter({ hasText: /\S/ })).toHaveText(VEHICLE_TYPES);
  await page.keyboard.press('Escape');
  await add.fill({ 'Numer boczny': 901, 'Numer rejestracyjny': plate, 'Model pojazdu': model, 'Pojemność zbiornika (l)': '310.5', 'Ładowność (t)': '25,5' });
  await add.select('Typ pojazdu', 'Koparka kołowa');
  await add.submit('Dodaj maszynę');
  await expect(add.root).toBeHidden();
  const [created] = await find(plate);
  expect(created).toMatchObject({
    site: site.id,
    fleet_number: 901,
    registration_number: plate,
    vehicle_model: model,
    vehicle_type: 'WHEELED_EXCAVATOR',
    fuel_capacity: 310.5,
    payload_tonnes: 25.5,
  });
  await list.search.fill(plate);
  await expect(list.row(plate).locator('td')).toHaveText(['', '901', plate, model, 'Koparka kołowa', '310,50', '25,50', '', '', '', '']);

  await list.row(plate).getByRole('button', { name: 'Edytuj' }).click();
  const edit = new FormDialog(page, 'Edytuj maszynę');
  await expect(edit.field('Numer rejestracyjny')).toHaveValue(plate);
  await edit.fill({ 'Pojemność zbiornika (l)': '9000' });
  await edit.select('Typ pojazdu', 'Cysterna');
  await edit.submit('Edytuj maszynę');
  await expect(edit.root).toBeHidden();
  await expect(list.row(plate)).toContainText('Cysterna');
  expect(await find(plate)).toEqual([expect.objectContaining({ ...created, vehicle_type: 'TANK', fuel_capacity: 9000 })]);

  await bulkDelete(page, page.locator('main'), [plate]);
  await expect(page.getByText('Brak wyników.')).toBeVisible();
  expect(await find(plate)).toEqual([]);
  expect(writes).toEqual(['POST /api/vehicle/', `PUT /api/vehicle/${created.id}/`, `DELETE /api/vehicle/${created.id}/`]);
});

test('without a selected site the add says "Nie wybrano budowy" and sends nothing', async ({ loggedIn: page }) => {
  await page.goto('/vehicles');
  const writes = watchWrites(page);
  await page.getByRole('button', { name: 'Dodaj maszynę' }).click();
  const add = new FormDialog(page, 'Dodaj maszynę');
  await add.fill({ 'Numer boczny': 902, 'Numer rejestracyjny': registration(), 'Model pojazdu': 'CAT 140', 'Pojemność zbiornika (l)': 300 });
  await add.select('Typ pojazdu', 'Równiarka');
  await add.submit('Dodaj maszynę');
  await expect(page.getByText('Nie wybrano budowy')).toBeVisible();
  await expect(add.root).toBeVisible();
  expect(writes).toEqual([]);
});

test('a machine the server refuses shows "Wystąpił błąd podczas dodawania pojazdu"', async ({ loggedIn: page, api, site }) => {
  const [taken] = await api.get<Vehicle[]>(`/api/vehicle/?site=${site.id}&_start=0&_end=1`);
  await page.goto(`/vehicles?site=${site.id}`);
  await page.route('**/api/vehicle/', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { detail: 'błąd' } }) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Dodaj maszynę' }).click();
  const add = new FormDialog(page, 'Dodaj maszynę');
  await add.fill({ 'Numer boczny': taken.fleet_number, 'Numer rejestracyjny': registration(), 'Model pojazdu': 'CAT', 'Pojemność zbiornika (l)': 1 });
  await add.select('Typ pojazdu', 'Walec');
  await add.submit('Dodaj maszynę');
  await expect(page.getByText('Wystąpił błąd podczas dodawania pojazdu')).toBeVisible();
});
