/**
 * Polish numbers in, Polish numbers out: a decimal comma typed into a number input is kept (a
 * `type="number"` input in Chromium dropped it: `12,5` was stored as 125, `3,5` km as 35), the
 * stored value reads the same in the list and the edit dialog, and text that is not one number is
 * refused in Polish before anything is sent.
 */
import type { ApiRow } from '../src/domain/resources/rows';
import type { Request } from '@playwright/test';
import { expect, test, uniqueName } from './fixtures';
import { FormDialog, watchWrites } from './pages/FormDialog';
import { NBSP } from './polishNumbers';

type Vehicle = Pick<ApiRow<'vehicles'>, 'id' | 'fuel_capacity' | 'fleet_number'>;

type Site = Pick<ApiRow<'sites'>, 'name' | 'length'>;

const CAPACITY = 'Pojemność zbiornika (l)';
const registration = () => `WPN ${Math.floor(10000 + Math.random() * 89999)}`;

/** Types text key by key, as a user does (a `fill` would bypass what the keyboard does to the input). */
async function typeInto(dialog: FormDialog, label: string, text: string) {
  const input = dialog.field(label);
  await input.fill('');
  await input.pressSequentially(text);
}

test('"12,5" typed as a machine’s capacity is stored as 12.5 and shown as 12,50 in the list and the dialog', async ({ loggedIn: page, api, site, list }) => {
  const find = (plate: string) => api.get<Vehicle[]>(`/api/vehicle/?site=${site.id}&q=${encodeURIComponent(plate)}`);
  const plate = registration();
  // A four-digit fleet number of this run's own (fleet numbers are unique per site), typed grouped.
  const fleet = 1000 + Math.floor(Math.random() * 9000);
  await page.goto(`/vehicles?site=${site.id}`);
  await page.getByRole('button', { name: 'Dodaj maszynę' }).click();
  const add = new FormDialog(page, 'Dodaj maszynę');
  await typeInto(add, 'Numer boczny', `${Math.floor(fleet / 1000)} ${String(fleet % 1000).padStart(3, '0')}`);
  await add.fill({ 'Numer rejestracyjny': plate, 'Model pojazdu': uniqueName('Scania R450') });
  await add.select('Typ pojazdu', 'Samochód ciężarowy');
  await typeInto(add, CAPACITY, '12,5');
  await expect(add.field(CAPACITY)).toHaveValue('12,5');
  await add.submit('Dodaj maszynę');
  await expect(add.root).toBeHidden();
  const [created] = await find(plate);
  expect(created).toMatchObject({ fleet_number: fleet, fuel_capacity: 12.5 });

  await list.search.fill(plate);
  await expect(list.row(plate).locator('td').nth(5)).toHaveText('12,50');
  await expect(list.row(plate).locator('td').nth(1)).toHaveText(String(fleet));
  await list.row(plate).getByRole('button', { name: 'Edytuj' }).click();
  const edit = new FormDialog(page, 'Edytuj maszynę');
  await expect(edit.field(CAPACITY)).toHaveValue('12,50');
  await typeInto(edit, CAPACITY, '9000,5');
  await edit.submit('Edytuj maszynę');
  await expect(edit.root).toBeHidden();
  expect(await find(plate)).toEqual([{ ...created, fuel_capacity: 9000.5 }]);
  await expect(list.row(plate).locator('td').nth(5)).toHaveText(`9${NBSP}000,50`);

  // Unchanged, the stored number goes back as it is: a JSON number, not the text shown.
  await list.row(plate).getByRole('button', { name: 'Edytuj' }).click();
  await expect(edit.field(CAPACITY)).toHaveValue(`9${NBSP}000,50`);
  const put = page.waitForRequest((request: Request) => request.method() === 'PUT');
  await edit.submit('Edytuj maszynę');
  expect((await put).postDataJSON()).toMatchObject({ fuel_capacity: 9000.5, fleet_number: fleet });
  await expect(edit.root).toBeHidden();
  expect(await find(plate)).toEqual([{ ...created, fuel_capacity: 9000.5 }]);
});

test('"3,5" typed as a new site’s length is stored as 3.5 km', async ({ loggedIn: page, api }) => {
  const name = uniqueName('Obwodnica Polska');
  await page.getByRole('button', { name: 'Dodaj budowę' }).click();
  const dialog = new FormDialog(page, 'Dodaj budowę');
  await dialog.fill({ Nazwa: name, 'Data rozpoczęcia': '15.03.2027' });
  await typeInto(dialog, 'Długość (km)', '3,5');
  await dialog.submit('Dodaj budowę');
  await expect(dialog.root).toBeHidden();
  expect(await api.get<Site[]>(`/api/site/?q=${encodeURIComponent(name)}`)).toEqual([expect.objectContaining({ name, length: 3.5 })]);
});

test('"12,5,5" and "12,555" are refused in Polish under the field, as typed, and nothing is sent', async ({ loggedIn: page, site }) => {
  await page.goto(`/vehicles?site=${site.id}`);
  const writes = watchWrites(page);
  await page.getByRole('button', { name: 'Dodaj maszynę' }).click();
  const add = new FormDialog(page, 'Dodaj maszynę');
  await typeInto(add, 'Numer boczny', '77');
  await add.fill({ 'Numer rejestracyjny': registration(), 'Model pojazdu': 'MAN TGS' });
  await add.select('Typ pojazdu', 'Samochód ciężarowy');
  await typeInto(add, CAPACITY, '12,5,5');
  await add.submit('Dodaj maszynę');
  await expect(add.errors('Podaj liczbę, np. 12,5 lub 1 234,5.')).toBeVisible();
  await expect(add.field(CAPACITY)).toHaveValue('12,5,5');
  await typeInto(add, CAPACITY, '12,555');
  await add.submit('Dodaj maszynę');
  await expect(add.errors('Podaj wartość z najwyżej 2 miejscami po przecinku.')).toBeVisible();
  await typeInto(add, 'Numer boczny', '7a');
  await add.submit('Dodaj maszynę');
  await expect(add.errors('Podaj liczbę całkowitą.')).toBeVisible();
  await expect(add.root).toBeVisible();
  expect(writes).toEqual([]);
});
