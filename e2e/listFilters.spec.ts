/**
 * List filters made from the registry's `filterable` fields (issue 14 §5), against the real server:
 * the rows shown, the address that shares them, a reload, "Wyczyść filtry".
 */
import { expect, test } from './fixtures';

interface Row {
  id: number;
  [field: string]: unknown;
}

test('filters machines by type; the address shares the filter and a reload keeps it', async ({ loggedIn: page, api, site, list }) => {
  const all = await api.get<Row[]>(`/api/vehicle/?site=${site.id}`);
  const tankers = await api.get<Row[]>(`/api/vehicle/?site=${site.id}&vehicle_type=TANK`);
  expect(tankers.length).toBeGreaterThan(0);
  expect(tankers.length).toBeLessThan(all.length);

  await page.goto(`/vehicles?site=${site.id}`);
  await expect(list.selectionCount).toHaveText(`Zaznaczono 0 z ${all.length} wierszy`);
  const filters = page.getByRole('search', { name: 'Filtry' });
  // The selected site scopes the list: no site filter.
  await expect(filters.getByRole('combobox', { name: 'Budowa' })).toHaveCount(0);

  await filters.getByRole('combobox', { name: 'Typ pojazdu' }).click();
  await page.getByRole('option', { name: 'Cysterna', exact: true }).click();
  await expect(list.selectionCount).toHaveText(`Zaznaczono 0 z ${tankers.length} wierszy`);
  await expect(page).toHaveURL((url) => url.pathname === '/vehicles' && url.searchParams.get('vehicle_type') === 'TANK');
  const shownPlates = await list.rows.locator('td.column-registration_number').allInnerTexts();
  expect(shownPlates.length).toBe(Math.min(10, tankers.length));
  for (const plate of shownPlates) expect(tankers.map((row) => row.registration_number)).toContain(plate);
  await expect(list.rows.locator('td.column-vehicle_type')).toHaveText(shownPlates.map(() => 'Cysterna'));

  await page.reload();
  await expect(list.selectionCount).toHaveText(`Zaznaczono 0 z ${tankers.length} wierszy`);
  await expect(filters.getByRole('combobox', { name: 'Typ pojazdu' })).toHaveText('Cysterna');

  await filters.getByRole('button', { name: 'Wyczyść filtry' }).click();
  await expect(list.selectionCount).toHaveText(`Zaznaczono 0 z ${all.length} wierszy`);
  await expect(page).toHaveURL((url) => url.searchParams.get('vehicle_type') === null && url.searchParams.get('site') === String(site.id));
});

test('filters people by role, chosen by its name in an autocomplete', async ({ loggedIn: page, api, site, list }) => {
  const roles = await api.get<Row[]>('/api/person-roles/');
  const people = await api.get<Row[]>(`/api/persons/?site=${site.id}`);
  const role = roles.find((candidate) => people.some((person) => person.role === candidate.id && people.some((other) => other.role !== candidate.id)));
  expect(role).toBeDefined();
  const withRole = await api.get<Row[]>(`/api/persons/?site=${site.id}&role=${role!.id}`);

  await page.goto(`/employees?site=${site.id}`);
  await expect(list.selectionCount).toHaveText(`Zaznaczono 0 z ${people.length} wierszy`);
  const roleFilter = page.getByRole('search', { name: 'Filtry' }).getByRole('combobox', { name: 'Rola' });
  await roleFilter.fill(String(role!.name));
  await page.getByRole('option', { name: String(role!.name), exact: true }).click();
  await expect(list.selectionCount).toHaveText(`Zaznaczono 0 z ${withRole.length} wierszy`);
  await expect(page).toHaveURL((url) => url.searchParams.get('role') === String(role!.id));
  await expect(list.rows.locator('td.column-role_name')).toHaveText(Array.from({ length: Math.min(10, withRole.length) }, () => String(role!.name)));
});
