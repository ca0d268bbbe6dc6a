/**
 * "Importuj" on a registry list (issue 32 §1): a CSV checked, its mapping corrected, checked again
 * and imported; vehicles from a big XLSX checked with its rows counted on the progress bar, then
 * from an XLSX with two bad rows, corrected, imported and undone.
 */
import ExcelJS from 'exceljs';
import type { ApiRow } from '../src/domain/resources/rows';
import { expect, test, uniqueName } from './fixtures';

type Material = Pick<ApiRow<'materials'>, 'id' | 'name' | 'site'>;
type Vehicle = Pick<ApiRow<'vehicles'>, 'id' | 'registration_number' | 'fuel_capacity' | 'vehicle_type'>;

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Maszyny');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

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
  await expect(dialog.getByText('Zaimportowano: dodano 2, zmieniono 0.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Zamknij' }).click();
  await expect(dialog).toBeHidden();
  await list.search.fill(gravel);
  await expect(list.rows).toHaveCount(1);
  expect(await api.get<Material[]>(`/api/material/?site=${site.id}&q=${encodeURIComponent(sand)}`)).toEqual([
    expect.objectContaining({ name: sand, site: site.id }),
  ]);
});

test('imports vehicles from an XLSX with two bad rows, corrected, then undoes the import', async ({ loggedIn: page, api, site }) => {
  const mark = Date.now().toString(36).slice(-4).toUpperCase();
  const plates = [`WE ${mark}1`, `WE ${mark}2`, `WE ${mark}3`];
  const fleet = 900 + Math.floor(Math.random() * 8000);
  const header = ['Nr boczny', 'Numer rejestracyjny', 'Model pojazdu', 'Typ pojazdu', 'Pojemność zbiornika (l)', 'Budowa'];
  const rows = (capacity: unknown, type: string) => [
    [fleet, plates[0], 'Volvo FMX', 'Samochód ciężarowy', 400, site.name],
    [fleet + 1, plates[1], 'MAN TGS', 'Samochód ciężarowy', capacity, site.name],
    [fleet + 2, plates[2], 'Liebherr A918', type, 300, site.name],
  ];
  const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  await page.goto(`/vehicles?site=${site.id}`);
  await page.getByRole('button', { name: 'Importuj' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import: Maszyny' });

  // A big file: while the server checks it, the dialog counts its rows on a determinate bar.
  const many = 2000;
  const big = Array.from({ length: many }, (_, i) => [1_000_000 + fleet * many + i, `WE ${mark}B${i}`, 'Volvo FMX', 'Samochód ciężarowy', 400, site.name]);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'maszyny_duzo.xlsx', mimeType: xlsxType, buffer: await xlsx([header, ...big]) });
  const checking = dialog.getByRole('status', { name: 'Sprawdzanie wierszy' });
  await expect(checking).toHaveText(/^Sprawdzanie: \d{1,3}(\u00a0\d{3})? z 2\u00a0000 wierszy$/);
  await expect(checking.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(dialog.getByText('Wierszy: 2\u00a0000.', { exact: false })).toBeVisible({ timeout: 60_000 });
  await expect(checking).toBeHidden();

  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'maszyny.xlsx', mimeType: xlsxType, buffer: await xlsx([header, ...rows('dużo', 'Rakieta')]) });

  // "Nr boczny" is no field's header: every row lacks its fleet number until the column is matched.
  await expect(dialog.getByText('wiersz 2, Numer boczny: To pole jest wymagane.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Nr boczny' }).click();
  await page.getByRole('option', { name: 'Numer boczny' }).click();
  await dialog.getByRole('button', { name: 'Sprawdź' }).click();
  await expect(dialog.getByText('Znaleziono 2 problemy. Nic nie zostało zapisane.')).toBeVisible();
  await expect(dialog.getByText('wiersz 3, Pojemność zbiornika (l): Podaj liczbę.')).toBeVisible();
  await expect(dialog.getByText(/^wiersz 4, Typ pojazdu: Wybierz jedną z wartości: /)).toBeVisible();
  await expect(dialog.getByText('wiersz 2, Numer boczny', { exact: false })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Importuj' })).toBeDisabled();

  // The corrected file, its header as the template names it.
  const corrected = await xlsx([['Numer boczny', ...header.slice(1)], ...rows('350,5', 'Koparka kołowa')]);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'maszyny_poprawione.xlsx', mimeType: xlsxType, buffer: corrected });
  await expect(dialog.getByText('Wierszy: 3. Do dodania: 3, do zmiany: 0, bez zmian: 0.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Importuj' }).click();
  await expect(dialog.getByText('Zaimportowano: dodano 3, zmieniono 0.')).toBeVisible();
  const stored = await api.get<Vehicle[]>(`/api/vehicle/?site=${site.id}&q=${encodeURIComponent(plates[1])}`);
  expect(stored).toEqual([expect.objectContaining({ registration_number: plates[1], fuel_capacity: 350.5 })]);

  const recent = dialog.getByRole('region', { name: 'Ostatnie importy' });
  await expect(recent.getByText('maszyny_poprawione.xlsx', { exact: false })).toBeVisible();
  await recent.getByRole('button', { name: 'Cofnij import' }).first().click();
  await expect(page.getByText('Import został cofnięty.')).toBeVisible();
  await expect(recent.getByText(/^Cofnięty \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/).first()).toBeVisible();
  for (const plate of plates) expect(await api.get<Vehicle[]>(`/api/vehicle/?site=${site.id}&q=${encodeURIComponent(plate)}`)).toEqual([]);
});
