/**
 * Archive instead of delete (issue 16 §3): a machine archived from the list's selection leaves the
 * list and the dialogs' choices, comes back with "Pokaż zarchiwizowane" marked "Zarchiwizowany",
 * and "Przywróć" returns it.
 */
import { expect, test, uniqueName } from './fixtures';

interface Vehicle {
  id: number;
  fleet_number: number;
  archived_at?: string;
}

test('archives a machine from the list, shows it with the archive filter and restores it', async ({ loggedIn: page, api, site, list }) => {
  const model = uniqueName('Liebherr R 926');
  const fleet = 9000 + Math.floor(Math.random() * 999);
  const vehicle = await api.post<Vehicle>('/api/vehicle/', {
    site: site.id,
    fleet_number: fleet,
    registration_number: `WGR ${fleet}A`,
    vehicle_model: model,
    vehicle_type: 'CRAWLER_EXCAVATOR',
    fuel_capacity: 500,
  });
  await page.goto(`/vehicles?site=${site.id}`);
  await list.search.fill(model);
  await expect(list.rows).toHaveCount(1);
  const filters = page.getByRole('search', { name: 'Filtry' });
  await expect(filters.getByRole('combobox', { name: 'Pokaż zarchiwizowane' })).toHaveText('Nie');
  await expect(page.getByRole('columnheader', { name: 'Archiwum' })).toHaveCount(0);

  const archiveSelected = page.getByRole('button', { name: 'Archiwizuj zaznaczone' });
  await expect(archiveSelected).toBeDisabled();
  await list.row(model).getByRole('checkbox').check();
  await archiveSelected.click();
  await expect(page.getByText('Zarchiwizowano.')).toBeVisible();
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
