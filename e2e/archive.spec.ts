/**
 * Archive instead of delete (issue 16 §3): a machine archived from the list's selection leaves the
 * list and the dialogs' choices, comes back with "Pokaż zarchiwizowane" marked "Zarchiwizowany",
 * and "Przywróć" returns it.
 */
import type { ApiRow } from '../src/domain/resources/rows';
import { expect, test, uniqueName, type ApiClient, type Site } from './fixtures';
import { bulkDelete, FormDialog } from './pages/FormDialog';

/** A vehicle as the API lists it; `archived_at` only in a list of archived rows. */
type Vehicle = Pick<ApiRow<'vehicles'>, 'id' | 'fleet_number'> & { archived_at?: string };

/** A new machine of `site` (a fleet number no other machine there has). */
async function newMachine(api: ApiClient, site: Site, model: string) {
  const fleet = 9000 + Math.floor(Math.random() * 999);
  return api.post<Vehicle>('/api/vehicle/', {
    site: site.id,
    fleet_number: fleet,
    registration_number: `WGR ${fleet}A`,
    vehicle_model: model,
    vehicle_type: 'CRAWLER_EXCAVATOR',
    fuel_capacity: 500,
  });
}

test('archives a machine from the list, shows it with the archive filter and restores it', async ({ loggedIn: page, api, site, list }) => {
  const model = uniqueName('Liebherr R 926');
  const vehicle = await newMachine(api, site, model);
  await page.goto(`/vehicles?site=${site.id}`);
  await list.search.fill(model);
  await expect(list.rows).toHaveCount(1);
  const filters = page.getByRole('search', { name: 'Filtry' });
  await expect(filters.getByRole('combobox', { name: 'Pokaż zarchiwizowane' })).toHaveText('Nie');
  await expect(page.getByRole('columnheader', { name: 'Archiwum' })).toHaveCount(0);

  const archiveSelected = page.getByRole('button', { name: 'Archiwizuj zaznaczone' });
  await expect(archiveSelected).toBeDisabled();
  await list.row(model).getByRole('checkbox').check();
  // It asks first, as deleting does; Anuluj archives nothing.
  await archiveSelected.click();
  const confirm = page.getByRole('dialog', { name: 'Czy jesteś pewien?' });
  await expect(confirm).toContainText('Zarchiwizować 1 wiersz? Zniknie z list i wyboru, dopóki nie zostanie przywrócony.');
  await confirm.getByRole('button', { name: 'Anuluj' }).click();
  await expect(confirm).toBeHidden();
  expect(await api.get<Vehicle>(`/api/vehicle/${vehicle.id}/`)).not.toHaveProperty('archived_at');
  await archiveSelected.click();
  await confirm.getByRole('button', { name: 'Archiwizuj' }).click();
  await expect(page.getByText('Zarchiwizowano.')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(list.rows.filter({ hasText: model })).toHaveCount(0);
  await expect(page.getByText('Brak wyników.')).toBeVisible();
  expect((await api.get<Vehicle>(`/api/vehicle/${vehicle.id}/`)).archived_at).toEqual(expect.any(String));

  await filters.getByRole('combobox', { name: 'Pokaż zarchiwizowane' }).click();
  await page.getByRole('option', { name: 'Tylko zarchiwizowane', exact: true }).click();
  await expect(page).toHaveURL(/[?&]archived=true/);
  await expect(list.rows).toHaveCount(1);
  const row = list.row(model);
  await expect(row.getByText('Zarchiwizowany', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Przywróć' }).click();
  await expect(page.getByText('Przywrócono.')).toBeVisible();
  await expect(list.rows.filter({ hasText: model })).toHaveCount(0);
  expect(await api.get<Vehicle>(`/api/vehicle/${vehicle.id}/`)).not.toHaveProperty('archived_at');

  await filters.getByRole('combobox', { name: 'Pokaż zarchiwizowane' }).click();
  await page.getByRole('option', { name: 'Nie', exact: true }).click();
  await expect(list.rows).toHaveCount(1);
  await expect(list.row(model).getByText('Zarchiwizowany')).toHaveCount(0);
});

test('a delete refused for history offers "Archiwizuj"; the archived machine leaves the fueling dialog’s choices', async ({
  loggedIn: page,
  api,
  site,
  list,
}) => {
  const model = uniqueName('Komatsu PC210');
  const vehicle = await newMachine(api, site, model);
  const [person] = await api.get<Array<{ id: number }>>(`/api/persons/?site=${site.id}&_sort=id&_order=ASC&_start=0&_end=1`);
  await api.post('/api/fueling/', {
    person: person.id,
    vehicle: vehicle.id,
    site: site.id,
    datetime: new Date().toISOString(),
    litres: 80,
    price_per_litre: 6.5,
    odometer_state: 1200,
  });

  await page.goto(`/vehicles?site=${site.id}`);
  await list.search.fill(model);
  await expect(list.rows).toHaveCount(1);
  await bulkDelete(page, page.locator('main'), [model]);
  const toast = page.locator('.notistack-MuiContent-error');
  await expect(toast.locator('#notistack-snackbar')).toContainText('Możesz go zarchiwizować.');
  await toast.getByRole('button', { name: 'Archiwizuj' }).click();
  await expect(page.getByText('Zarchiwizowano.')).toBeVisible();
  await expect(list.rows.filter({ hasText: model })).toHaveCount(0);
  expect((await api.get<Vehicle>(`/api/vehicle/${vehicle.id}/`)).archived_at).toEqual(expect.any(String));

  await page.goto(`/fueling?site=${site.id}`);
  await page.getByRole('button', { name: 'Dodaj tankowanie' }).click();
  const add = new FormDialog(page, 'Dodaj tankowanie');
  const input = add.field('Pojazd');
  await input.click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await input.fill(`WGR ${vehicle.fleet_number}A`);
  await expect(page.getByRole('option', { name: `${vehicle.fleet_number} WGR ${vehicle.fleet_number}A` })).toHaveCount(0);
  await expect(page.getByText('Brak wyników.')).toBeVisible();
});
