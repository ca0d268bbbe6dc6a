/** "Importuj" on a registry list (issue 32 §1): a CSV checked, its mapping corrected, checked again and imported. */
import type { ApiRow } from '../src/domain/resources/rows';
import { expect, test, uniqueName } from './fixtures';

type Material = Pick<ApiRow<'materials'>, 'id' | 'name' | 'site'>;

test('imports materials from a CSV after a check and a corrected column', async ({ loggedIn: page, api, site, list }) => {
  const gravel = uniqueName('Żwir');
  const sand = uniqueName('Piasek płukany');
  const csv = `\ufeffMateriał;Budowa\r\n${gravel};${site.name}\r\n${sand};${site.name}\r\n`;
  await page.goto(`/materials?site=${site.id}`);
  await page.getByRole('button', { name: 'Importuj' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import: Materiały' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'materialy.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  // "Materiał" is no field's label: the check says so for each row, and nothing can be imported yet.
  await expect(dialog.getByText('wiersz 2, Nazwa: To pole jest wymagane.')).toBeVisible();
  await expect(dialog.getByText('wiersz 3, Nazwa: To pole jest wymagane.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Importuj' })).toBeDisabled();

  await dialog.getByRole('combobox', { name: 'Materiał' }).click();
  await page.getByRole('option', { name: 'Nazwa' }).click();
  await dialog.getByRole('button', { name: 'Sprawdź' }).click();
  await expect(dialog.getByText('Wierszy: 2. Do dodania: 2, do zmiany: 0, bez zmian: 0.')).toBeVisible();
  await expect(dialog.getByText('Plik jest poprawny.', { exact: false })).toBeVisible();
  expect(await api.get<Material[]>(`/api/material/?site=${site.id}&q=${encodeURIComponent(gravel)}`)).toEqual([]);

  await dialog.getByRole('button', { name: 'Importuj' }).click();
  await expect(page.getByText('Zaimportowano: dodano 2, zmieniono 0.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await list.search.fill(gravel);
  await expect(list.rows).toHaveCount(1);
  expect(await api.get<Material[]>(`/api/material/?site=${site.id}&q=${encodeURIComponent(sand)}`)).toEqual([
    expect.objectContaining({ name: sand, site: site.id }),
  ]);
});
