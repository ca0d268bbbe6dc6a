/**
 * "Importuj wyciąg" on /fueling (issue 32 §2): an administrator imports a card issuer's CSV
 * statement, sees the proposed columns and the check's report (a fueling, AdBlue apart, an
 * unmatched card), imports it, and a second import of the same file adds nothing; the import
 * undone ("Cofnij import"), the statement imports again.
 */
import iconv from 'iconv-lite';
import type { ApiRow } from '../src/domain/resources/rows';
import { firstRow } from './rowsAndTimes';
import { expect, test } from './fixtures';

type Person = Pick<ApiRow<'employees'>, 'id'>;
type Vehicle = Pick<ApiRow<'vehicles'>, 'id' | 'registration_number'>;

test('imports a fuel-card statement from the fuelings list', async ({ loggedIn: page, api, site }) => {
  const driver = await firstRow<Person>(api, `/api/persons/?site=${site.id}&_sort=last_name&_order=ASC`);
  const truck = await firstRow<Vehicle>(api, `/api/vehicle/?site=${site.id}&vehicle_type=TRUCK&_sort=fleet_number&_order=ASC`);
  const card = `7077 ${Date.now().toString().slice(-8)}`;
  await api.post('/api/fuel-card/', { number: card, issuer: 'Orlen', vehicle: truck.id, person: driver.id, active: true });
  const minute = String(Math.floor(Math.random() * 60)).padStart(2, '0');
  const csv = iconv.encode(
    [
      'Data transakcji;Nr karty;Nr rej.;Stacja;Produkt;Ilość;Kwota brutto',
      `02.03.2026 07:${minute};${card};${truck.registration_number};Orlen Grójec;ON;55,5;360,20`,
      `02.03.2026 07:${minute};${card};;Orlen Grójec;AdBlue;10;35,00`,
      `02.03.2026 08:${minute};9999 0000;XX 0000;Orlen Radom;ON;40;260,00`,
    ].join('\r\n') + '\r\n',
    'win1250',
  );

  await page.goto(`/fueling?site=${site.id}`);
  await page.getByRole('button', { name: 'Importuj wyciąg' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import wyciągu kart paliwowych' });
  await dialog.getByLabel('Wystawca kart').fill('Orlen');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'orlen.csv', mimeType: 'text/csv', buffer: csv });
  await expect(dialog.getByText('Wierszy: 3. Tankowań: 1, AdBlue: 1, już zaimportowanych: 0, pominiętych: 0.')).toBeVisible();
  await expect(dialog.getByText(/Wiersz 4 \(9999 0000, XX 0000, 40 l\): Nie znaleziono pojazdu/)).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Numer karty' })).toHaveText('Nr karty');
  await dialog.getByRole('button', { name: 'Importuj', exact: true }).click();
  await expect(dialog.getByText('Zaimportowano: tankowań 1, AdBlue 1.')).toBeVisible();

  await dialog.locator('input[type=file]').setInputFiles({ name: 'orlen.csv', mimeType: 'text/csv', buffer: csv });
  await expect(dialog.getByText('Wierszy: 3. Tankowań: 0, AdBlue: 0, już zaimportowanych: 2, pominiętych: 0.')).toBeVisible();

  // The statement's import undone as a whole, as a registry import is: its fueling and its transactions go.
  const recent = dialog.getByRole('region', { name: 'Ostatnie importy' });
  await expect(recent.getByText('orlen.csv', { exact: false }).first()).toBeVisible();
  await recent.getByRole('button', { name: 'Cofnij import' }).first().click();
  await expect(page.getByText('Import został cofnięty.')).toBeVisible();
  await expect(recent.getByText(/^Cofnięty \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/).first()).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({ name: 'orlen.csv', mimeType: 'text/csv', buffer: csv });
  await expect(dialog.getByText('Wierszy: 3. Tankowań: 1, AdBlue: 1, już zaimportowanych: 0, pominiętych: 0.')).toBeVisible();
});
