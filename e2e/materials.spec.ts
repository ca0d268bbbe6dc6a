/** One real list end to end on the generic table: search, columns, paging, bulk delete (spec §2). */
import { expect, test, uniqueName, type ApiClient, type Site } from './fixtures';

async function addMaterials(api: ApiClient, site: Site, prefix: string, count: number) {
  for (let index = 1; index <= count; index++) {
    await api.post('/api/material/', { name: `${prefix} ${String(index).padStart(2, '0')}`, site: site.id });
  }
}

test.beforeEach(async ({ loggedIn: page, site }) => {
  await page.goto(`/materials?site=${site.id}`);
  await expect(page.getByRole('heading', { name: 'Materiały' })).toBeVisible();
});

test('global search asks the server and shows only matching rows', async ({ page, api, site, list }) => {
  const prefix = uniqueName('Szukany');
  await addMaterials(api, site, prefix, 2);
  const request = page.waitForRequest((candidate) => new URL(candidate.url()).searchParams.get('q') === prefix);
  await list.search.fill(prefix);
  await request;
  await expect(list.rows).toHaveCount(2);
  await expect(list.selectionCount).toHaveText('Zaznaczono 0 z 2 wierszy');
  await list.search.fill(`${prefix} nic takiego`);
  await expect(page.getByText('Brak wyników.')).toBeVisible();
});

test('columns can be hidden from the "Kolumny" menu', async ({ list }) => {
  await expect(list.header('Nazwa')).toBeVisible();
  await list.toggleColumn('Nazwa');
  await expect(list.header('Nazwa')).toHaveCount(0);
  await list.toggleColumn('Nazwa');
  await expect(list.header('Nazwa')).toBeVisible();
});

test('pages of 10 by default, then 20', async ({ page, api, site, list }) => {
  const prefix = uniqueName('Stronicowany');
  await addMaterials(api, site, prefix, 12);
  // The search is debounced: until its request has gone, the site's other materials may show "1-10 z 12" too,
  // and the search arriving after a page change would take the list back to page 1.
  const searched = page.waitForRequest((candidate) => new URL(candidate.url()).searchParams.get('q') === prefix);
  await list.search.fill(prefix);
  await searched;
  await expect(list.rows).toHaveCount(10);
  await expect(page.getByText('1-10 z 12')).toBeVisible();
  const second = page.waitForRequest((candidate) => new URL(candidate.url()).searchParams.get('_start') === '10');
  await list.nextPage.click();
  await second;
  await expect(list.rows).toHaveCount(2);
  await list.rowsPerPage.click();
  await page.getByRole('option', { name: '20' }).click();
  await expect(list.rows).toHaveCount(12);
});

test('sorts by a column header', async ({ api, site, list }) => {
  const prefix = uniqueName('Sortowany');
  await addMaterials(api, site, prefix, 3);
  await list.search.fill(prefix);
  await expect(list.rows).toHaveCount(3);
  await expect.poll(() => list.columnTexts(1)).toEqual([`${prefix} 01`, `${prefix} 02`, `${prefix} 03`]);
  await list.sortBy('Nazwa');
  await expect.poll(() => list.columnTexts(1)).toEqual([`${prefix} 03`, `${prefix} 02`, `${prefix} 01`]);
});

test('bulk delete: disabled until a row is selected, confirmed, one DELETE per row', async ({ page, api, site, list }) => {
  const prefix = uniqueName('Usuwany');
  await addMaterials(api, site, prefix, 3);
  await list.search.fill(prefix);
  await expect(list.rows).toHaveCount(3);
  await expect(list.deleteSelected).toBeDisabled();
  await list.row(`${prefix} 01`).getByRole('checkbox').check();
  await list.row(`${prefix} 02`).getByRole('checkbox').check();
  await expect(list.selectionCount).toHaveText('Zaznaczono 2 z 3 wierszy');
  await list.deleteSelected.click();
  const dialog = page.getByRole('dialog', { name: 'Czy jesteś pewien?' });
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.rows).toHaveCount(3);

  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
  });
  await list.deleteSelected.click();
  await dialog.getByRole('button', { name: 'Usuń' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.rows).toHaveCount(1);
  await expect(list.row(`${prefix} 03`)).toBeVisible();
  expect(deletes).toHaveLength(2);
  expect(deletes.every((path) => /^\/api\/material\/\d+\/$/.test(path))).toBe(true);
});

test('selecting the whole page with the header checkbox', async ({ api, site, list, page }) => {
  const prefix = uniqueName('Zaznaczany');
  await addMaterials(api, site, prefix, 3);
  await list.search.fill(prefix);
  await expect(list.rows).toHaveCount(3);
  await page.locator('main table thead').getByRole('checkbox').check();
  await expect(list.selectionCount).toHaveText('Zaznaczono 3 z 3 wierszy');
});

test('add and edit in dialogs', async ({ page, list }) => {
  const name = uniqueName('Dodany');
  await page.getByRole('button', { name: 'Dodaj materiał' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Dodaj materiał' });
  await addDialog.getByLabel('Nazwa').fill(name);
  await addDialog.getByRole('button', { name: 'Dodaj materiał' }).click();
  await expect(addDialog).toBeHidden();
  await list.search.fill(name);
  await expect(list.rows).toHaveCount(1);
  await list.row(name).getByRole('button', { name: 'Edytuj' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edytuj materiał' });
  await editDialog.getByLabel('Nazwa').fill(`${name} zmieniony`);
  await editDialog.getByRole('button', { name: 'Edytuj materiał' }).click();
  await expect(editDialog).toBeHidden();
  await expect(list.row(`${name} zmieniony`)).toBeVisible();
});
