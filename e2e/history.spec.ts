/**
 * The change history (issue 16 §2): a material edited in its dialog shows the change in its
 * "Historia zmian" (who, when, Nazwa old → new), and /history lists it, filtered by the kind of
 * record, with the CSV of what it lists.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, uniqueName } from './fixtures';
import { FormDialog } from './pages/FormDialog';
import { ResourceListPage } from './pages/ResourceListPage';

test("a material's edit shows in its history and in /history filtered by entity", async ({ loggedIn: page, api, site, list }) => {
  const name = uniqueName('Kruszywo');
  const created = await api.post<{ id: number }>('/api/material/', { name, site: site.id });
  await page.goto(`/materials?site=${site.id}`);
  await list.search.fill(name);
  await list.row(name).getByRole('button', { name: 'Edytuj' }).click();
  const edit = new FormDialog(page, 'Edytuj materiał');
  await edit.fill({ Nazwa: `${name} płukane` });
  await edit.submit('Edytuj materiał');
  await expect(edit.root).toBeHidden();

  await list.row(`${name} płukane`).getByRole('button', { name: 'Edytuj' }).click();
  await edit.root.getByRole('button', { name: 'Historia zmian' }).click();
  const dialog = page.getByRole('dialog', { name: 'Historia zmian' });
  const rows = dialog.getByRole('table', { name: 'Historia zmian' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Zmiana');
  await expect(rows.nth(0)).toContainText(`Nazwa: ${name} → ${name} płukane`);
  await expect(rows.nth(0)).toContainText('admin');
  await expect(rows.nth(0).locator('td').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  await expect(rows.nth(1)).toContainText('Dodanie');
  await expect(rows.nth(1)).toContainText(`Budowa: — → ${site.name}`);
  await dialog.getByRole('button', { name: 'Zamknij' }).click();
  await edit.root.getByRole('button', { name: 'Anuluj' }).click();

  await page.getByRole('link', { name: 'Historia zmian' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('heading', { name: 'Historia zmian' })).toBeVisible();
  // A change of another kind, to be filtered out.
  await api.post('/api/petrol-provider/', { name: uniqueName('Dostawca') });
  await page.getByLabel('Rodzaj rekordu').click();
  await page.getByRole('option', { name: 'Materiały' }).click();
  await page.getByLabel('Szukaj (login, wartości)').fill(name);
  const listed = page.getByRole('table', { name: 'Historia zmian' }).locator('tbody tr');
  await expect(listed).toHaveCount(2);
  for (const row of await listed.all()) {
    await expect(row).toHaveAttribute('data-entity', 'materials');
    await expect(row).toHaveAttribute('data-record', String(created.id));
  }
  await expect(listed.nth(0)).toContainText('Materiał');

  // The days are typed dd.MM.yyyy as on every other screen (not the browser's own date field).
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date()).split('-');
  const asked = page.waitForRequest((request) => new URL(request.url()).searchParams.get('date_from') === `${year}-${month}-${day}`);
  await page.getByRole('group', { name: 'Od dnia' }).getByRole('spinbutton').first().click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(`${day}${month}${year}`);
  await expect(page.getByLabel('Od dnia').and(page.locator('input'))).toHaveValue(`${day}.${month}.${year}`);
  await asked;
  await expect(listed).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV historii' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const lines = csv
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Kiedy;Kto;Adres;Rodzaj;Id rekordu;Działanie;Zmiany');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`;Materiał;${created.id};Zmiana;Nazwa: ${name} → ${name} płukane`);
});

test('/history sorts by a header on the server, the newest first among equals, and says "Brak wyników." when none matches', async ({
  loggedIn: page,
  api,
  site,
}) => {
  const name = uniqueName('Sortowany');
  const older = await api.post<{ id: number }>('/api/material/', { name: `${name} A`, site: site.id });
  const newer = await api.post<{ id: number }>('/api/material/', { name: `${name} B`, site: site.id });
  await api.put(`/api/material/${older.id}/`, { name: `${name} C`, site: site.id });
  const list = new ResourceListPage(page);
  const shown = () => list.rows.evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-record'))));
  await page.goto('/history');
  await page.getByLabel('Szukaj (login, wartości)').fill(name);
  // Newest first: the edit, then the two additions.
  await expect.poll(shown).toEqual([older.id, newer.id, older.id]);

  await list.sortBy('Id');
  await expect.poll(shown).toEqual([older.id, older.id, newer.id]);
  await list.sortBy('Id');
  await expect.poll(shown).toEqual([newer.id, older.id, older.id]);
  await expect(list.rows.nth(1)).toContainText('Zmiana');

  await page.getByLabel('Szukaj (login, wartości)').fill(`${name} nikt`);
  await expect(page.getByText('Brak wyników.')).toBeVisible();
});
