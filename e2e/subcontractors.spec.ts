/**
 * Podwykonawcy (issue 14 §6): a resource that is only a declaration (src/domain/resources/
 * subcontractors.ts) and its generated migration, using every field type and rule, driven in the
 * browser against the real server: the menu entry, each rule refused under its field and nothing
 * sent, then the row saved with money, tri-state, dates, a reference, a multi-reference and a
 * scanned contract; the list's cells, filters in the address, search, edit, CSV and bulk delete.
 */
import type { ApiRow } from '../src/domain/resources/rows';
import { readFileSync } from 'node:fs';
import { expect, test, uniqueName } from './fixtures';
import { bulkDelete, FormDialog, watchWrites } from './pages/FormDialog';

type Subcontractor = Pick<
  ApiRow<'subcontractors'>,
  'id' | 'name' | 'hourly_rate' | 'contract_value' | 'vat_payer' | 'materials' | 'contract_scan' | 'days_left'
>;
type Person = Pick<ApiRow<'employees'>, 'id' | 'last_name'>;
type Material = Pick<ApiRow<'materials'>, 'id' | 'name'>;

/** A NIP with a valid check digit (weights 6 5 7 2 3 4 5 6 7, mod 11), and one with a wrong one. */
function nipNumbers(): { valid: string; wrong: string } {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (;;) {
    const digits = Array.from({ length: 9 }, (_, index) => (index === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10)));
    const check = digits.reduce((sum, digit, index) => sum + digit * weights[index], 0) % 11;
    if (check === 10) continue;
    return { valid: `${digits.join('')}${check}`, wrong: `${digits.join('')}${(check + 1) % 10}` };
  }
}

/** A day in dd.MM.yyyy, `days` from today. */
const dayFromToday = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
};

test('adds a subcontractor through every rule, lists, filters, edits, exports and deletes it', async ({ loggedIn: page, api, site, list }) => {
  const name = uniqueName('Kruszbud');
  const nip = nipNumbers();
  const [supervisor] = await api.get<Person[]>(`/api/persons/?site=${site.id}&_sort=last_name&_order=ASC&_start=0&_end=1`);
  const [material] = await api.get<Material[]>(`/api/material/?site=${site.id}&_sort=name&_order=ASC&_start=0&_end=1`);

  await page.goto(`/rides?site=${site.id}`);
  await page.getByRole('link', { name: 'Podwykonawcy' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/subcontractors');
  await expect(page.getByRole('heading', { name: 'Podwykonawcy' })).toBeVisible();

  await page.getByRole('button', { name: 'Dodaj podwykonawcę' }).click();
  const add = new FormDialog(page, 'Dodaj podwykonawcę');
  const writes = watchWrites(page);
  await add.fill({
    Nazwa: name,
    NIP: nip.wrong,
    REGON: '123456789',
    'PESEL właściciela': '44051401358',
    'E-mail': 'biuro@',
    Telefon: '12345',
    'Rejestracja pojazdu': '12',
    'Numer umowy': 'umowa 7',
    'Stawka godzinowa': '85,555',
    'Wartość umowy': '60 000 000',
    Ocena: '4,25',
    'Umowa od': dayFromToday(0),
    'Umowa do': dayFromToday(-3),
  });
  await add.select('Branża', 'Transport');
  await add.submit('Dodaj podwykonawcę');
  for (const message of [
    'Niepoprawny numer NIP (10 cyfr z poprawną cyfrą kontrolną).',
    'Niepoprawny numer REGON (9 lub 14 cyfr z poprawną cyfrą kontrolną).',
    'Niepoprawny numer PESEL.',
    'Niepoprawny adres e-mail.',
    'Podaj numer telefonu: 9 cyfr, opcjonalnie z +48.',
    'Niepoprawny numer rejestracyjny (np. FZI 13RS).',
    'Numer umowy ma postać UM/rrrr/nr, np. UM/2026/17.',
    'Podaj kwotę z najwyżej 2 miejscami po przecinku.',
    'Podaj wartość z najwyżej jednym miejscem po przecinku.',
    'Koniec umowy musi być po jej początku.',
  ]) {
    await expect(add.errors(message)).toBeVisible();
  }
  await expect(add.root.getByText(/Kwota nie może być większa/)).toBeVisible();
  expect(writes).toEqual([]);

  await add.fill({
    NIP: nip.valid,
    REGON: '',
    'PESEL właściciela': '',
    'E-mail': 'biuro@kruszbud.pl',
    Telefon: '600 100 200',
    'Rejestracja pojazdu': 'fzi 13rs',
    'Numer umowy': 'UM/2026/7',
    'Stawka godzinowa': '1 234,5',
    'Wartość umowy': '250 000,10',
    Ocena: '4,5',
    'Umowa do': dayFromToday(10),
  });
  await add.choose('Kierownik', new RegExp(supervisor.last_name), supervisor.last_name);
  // A multi-select: the chosen material becomes a chip beside the input.
  await add.choose('Dostarczane materiały', new RegExp(`^${material.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), material.name);
  await add.field('Uwagi').click();
  await expect(add.root.getByText(material.name, { exact: true })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await add.root.getByRole('button', { name: 'Dodaj plik' }).click();
  await (await chooser).setFiles({ name: 'umowa.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
  await expect(add.root.getByRole('link', { name: 'umowa.pdf' })).toBeVisible();
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/subcontractor/');
  await add.submit('Dodaj podwykonawcę');
  expect((await created).status()).toBe(201);
  await expect(add.root).toBeHidden();

  const [stored] = await api.get<Subcontractor[]>(`/api/subcontractor/?site=${site.id}&q=${encodeURIComponent(name)}`);
  expect(stored).toMatchObject({ name, hourly_rate: 1234.5, contract_value: 250000.1, vat_payer: null, materials: [material.id], days_left: 10 });
  expect(stored.contract_scan.map((file) => file.name)).toEqual(['umowa.pdf']);

  // The list: money in złoty, "Brak" for a tri-state not known, days left as a warning chip.
  await list.search.fill(name);
  const row = list.rows.filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.locator('td.column-hourly_rate')).toHaveText('1 234,50 zł');
  await expect(row.locator('td.column-vat_payer')).toHaveText('Brak');
  await expect(row.locator('td.column-days_left')).toHaveText('10');
  await expect(row.locator('td.column-materials')).toHaveText(material.name);
  await expect(row.getByRole('link', { name: /umowa\.pdf/ })).toBeVisible();
  await list.search.fill('');

  // Filters live in the address: transport firms whose VAT status is not known.
  const filters = page.getByRole('search', { name: 'Filtry' });
  await filters.getByRole('combobox', { name: 'Branża' }).click();
  await page.getByRole('option', { name: 'Transport', exact: true }).click();
  await filters.getByRole('combobox', { name: 'Czynny podatnik VAT' }).click();
  await page.getByRole('option', { name: 'Brak', exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('trade') === 'transport' && url.searchParams.get('vat_payer') === 'brak');
  await expect(list.rows.filter({ hasText: name })).toHaveCount(1);
  const unknownVat = await api.get<Subcontractor[]>(`/api/subcontractor/?site=${site.id}&trade=transport&vat_payer=brak`);
  await expect(list.rows).toHaveCount(unknownVat.length);
  await filters.getByRole('button', { name: 'Wyczyść filtry' }).click();

  // Edit: the rate and the VAT status.
  await list.rows.filter({ hasText: name }).getByRole('button', { name: 'Edytuj' }).click();
  const edit = new FormDialog(page, 'Edytuj podwykonawcę');
  await edit.fill({ 'Stawka godzinowa': '99,99' });
  await edit.root.getByRole('radio', { name: 'Tak' }).check();
  await edit.submit('Edytuj podwykonawcę');
  await expect(edit.root).toBeHidden();
  await expect(list.rows.filter({ hasText: name }).locator('td.column-hourly_rate')).toHaveText('99,99 zł');
  await expect(list.rows.filter({ hasText: name }).locator('td.column-vat_payer')).toHaveText('Tak');

  // CSV: money with a decimal comma, the computed days.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksportuj' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^podwykonawcy_/);
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv).toContain('Nazwa;Branża;NIP;Stawka godzinowa');
  expect(csv).toMatch(new RegExp(`${name};Transport;${nip.valid};99,99;250000,10;Tak;`));

  await bulkDelete(page, page.locator('main'), [name]);
  expect(await api.get<Subcontractor[]>(`/api/subcontractor/?site=${site.id}&q=${encodeURIComponent(name)}`)).toEqual([]);
  const scan = await page.request.get(`/api/attachments/${stored.contract_scan[0].id}`);
  expect(scan.status()).toBe(404);
});

test('/subcontractors?trade=transport exports only the rows it shows, searched and sorted as shown', async ({ loggedIn: page, api, site, list }) => {
  const stamp = uniqueName('Eksport');
  for (const [name, trade, hourly_rate] of [
    [`${stamp} Trans A`, 'transport', 200],
    [`${stamp} Trans B`, 'transport', 100],
    [`${stamp} Ziemia`, 'earthworks', 150],
  ] as const) {
    await api.post('/api/subcontractor/', { site: site.id, name, trade, nip: nipNumbers().valid, hourly_rate, contract_from: '2026-03-01' });
  }
  await page.goto(`/subcontractors?site=${site.id}&trade=transport`);
  const transport = await api.get<Subcontractor[]>(`/api/subcontractor/?site=${site.id}&trade=transport&_sort=name&_order=ASC&_start=0&_end=500`);
  await expect(list.rows.first().locator('td.column-trade')).toHaveText('Transport');

  /** Exports and answers the export's query and the file's rows as their names and trades. */
  const exported = async () => {
    const request = page.waitForRequest((candidate) => candidate.url().includes('/api/subcontractor/export/'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Eksportuj' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    const rows = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(';'));
    return { query: new URL((await request).url()).searchParams, names: rows.map((cells) => cells[0]), trades: new Set(rows.map((cells) => cells[1])) };
  };

  const filtered = await exported();
  expect([filtered.query.get('site'), filtered.query.get('trade')]).toEqual([String(site.id), 'transport']);
  expect(filtered.names).toEqual(transport.map((row) => row.name));
  expect(filtered.trades).toEqual(new Set(['Transport']));

  await list.search.fill(stamp);
  await expect(list.rows).toHaveCount(2);
  await list.sortBy('Stawka godzinowa');
  await expect(list.rows.first()).toContainText(`${stamp} Trans B`);
  const shown = await list.rows.locator('td.column-name').allTextContents();
  const searched = await exported();
  expect(searched.query.get('q')).toBe(stamp);
  expect(searched.query.get('_sort')).toBe('hourly_rate');
  expect(searched.names).toEqual(shown);
  expect(searched.names).toEqual([`${stamp} Trans B`, `${stamp} Trans A`]);
});
