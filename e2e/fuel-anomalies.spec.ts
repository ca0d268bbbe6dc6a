/**
 * /fuel-anomalies "Anomalie paliwowe" (issue "Fuel and haul intelligence" §2): the list shows what
 * the API answers for the site and range, "Wyjaśnij" hides the explained row (shown again with who
 * and when on demand), an explanation and a re-explanation both stay readable in "Historia zmian",
 * and the fuelings list carries the "Anomalia" chip with the reason.
 */
import type { VehicleAnomaly } from '../src/domain/anomalies/explanations';
import { readFileSync } from 'node:fs';
import { expect, test, uniqueName, type ApiClient, type Site } from './fixtures';

type Anomaly = Pick<VehicleAnomaly, 'id' | 'fueling' | 'reason' | 'datetime'>;

/** A truck of the site fuelled today with 30 l more than its tank holds. */
async function overCapacityFueling(api: ApiClient, site: Site) {
  const fleet = 60000 + Math.floor(Math.random() * 9000);
  const truck = await api.post<{ id: number; fleet_number: number; registration_number: string }>('/api/vehicle/', {
    site: site.id,
    fleet_number: fleet,
    registration_number: `WAN ${fleet}`,
    vehicle_model: 'Volvo FMX',
    vehicle_type: 'TRUCK',
    fuel_capacity: 300,
  });
  const [person] = await api.get<Array<{ id: number }>>(`/api/persons/?site=${site.id}&_start=0&_end=1`);
  const fueling = await api.post<{ id: number }>('/api/fueling/', {
    person: person.id,
    vehicle: truck.id,
    site: site.id,
    datetime: new Date(Date.now() - 60 * 60_000).toISOString(),
    litres: 330,
    price_per_litre: 6.5,
    odometer_state: 120000,
  });
  return { truck, fueling, id: `fueling-${fueling.id}-over_capacity` };
}

const listed = (page: import('@playwright/test').Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/anomalies/' && response.request().method() === 'GET');

test('the list shows the API’s anomalies; an explained one is hidden, then shown with who and when', async ({ loggedIn: page, api, site }) => {
  const { truck, id } = await overCapacityFueling(api, site);
  const answered = listed(page);
  await page.goto(`/fuel-anomalies?site=${site.id}`);
  await expect(page.getByRole('heading', { name: 'Anomalie paliwowe' })).toBeVisible();
  const { anomalies } = (await (await answered).json()) as { anomalies: Anomaly[] };
  expect(anomalies.map((anomaly) => anomaly.id)).toContain(id);
  const rows = page.getByRole('region', { name: 'Anomalie paliwowe' }).locator('tbody tr');
  await expect(rows).toHaveCount(anomalies.length);
  for (const [index, anomaly] of anomalies.entries()) await expect(rows.nth(index)).toContainText(anomaly.reason);
  const row = page.locator(`tr[data-anomaly="${id}"]`);
  await expect(row).toContainText(truck.registration_number);
  await expect(row).toContainText('Zatankowano 330,00 l, a zbiornik mieści 300,00 l.');

  await row.getByRole('button', { name: 'Wyjaśnij' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wyjaśnij anomalię' });
  await dialog.getByRole('textbox', { name: 'Wyjaśnienie' }).fill('Reszta do kanistra agregatu');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeHidden();
  await expect(rows).toHaveCount(anomalies.length - 1);

  await page.getByLabel('Pokaż wyjaśnione').check();
  await expect(row).toContainText(/Reszta do kanistra agregatu \(admin, \d\d\.\d\d\.\d{4},? \d\d:\d\d\)/);
  await row.getByRole('button', { name: 'Cofnij wyjaśnienie' }).click();
  await page.getByLabel('Pokaż wyjaśnione').uncheck();
  await expect(row.getByRole('button', { name: 'Wyjaśnij' })).toBeVisible();
});

test('an explanation, then another one over it: /history shows both notes, who and when', async ({ loggedIn: page, api, site }) => {
  const { fueling, id } = await overCapacityFueling(api, site);
  const first = uniqueName('Reszta do kanistra');
  const second = uniqueName('Pomyłka na kwicie');
  await page.goto(`/fuel-anomalies?site=${site.id}`);
  const row = page.locator(`tr[data-anomaly="${id}"]`);
  await row.getByRole('button', { name: 'Wyjaśnij' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wyjaśnij anomalię' });
  await dialog.getByRole('textbox', { name: 'Wyjaśnienie' }).fill(first);
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(row).toBeHidden();
  // Explained again over the API (a script, another device): the first note is replaced in the list.
  await api.post('/api/anomalies/explain/', { anomaly: id, note: second });

  await page.goto('/history');
  await page.getByLabel('Rodzaj rekordu').click();
  await page.getByRole('option', { name: 'Tankowania', exact: true }).click();
  await page.getByLabel('Id rekordu').fill(String(fueling.id));
  const rows = page.getByRole('table', { name: 'Historia zmian' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Wyjaśnienie anomalii');
  await expect(rows.nth(0)).toContainText('Anomalia: Ponad pojemność zbiornika');
  await expect(rows.nth(0)).toContainText(`Wyjaśnienie: ${first} → ${second}`);
  await expect(rows.nth(0)).toContainText('admin');
  await expect(rows.nth(0).locator('td').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  await expect(rows.nth(1)).toContainText('Wyjaśnienie anomalii');
  await expect(rows.nth(1)).toContainText(`Wyjaśnienie: — → ${first}`);
  await expect(rows.nth(2)).toContainText('Dodanie');
});

test('the list downloads as CSV: the file holds the API’s anomalies', async ({ loggedIn: page, api, site }) => {
  const { id, fueling } = await overCapacityFueling(api, site);
  const answered = listed(page);
  await page.goto(`/fuel-anomalies?site=${site.id}`);
  const { anomalies } = (await (await answered).json()) as { anomalies: Anomaly[] };
  expect(anomalies.map((anomaly) => anomaly.id)).toContain(id);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksportuj' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^anomalie-paliwowe_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await file.path(), 'utf8')
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Data i godzina;Nr boczny;Nr rejestracyjny;Rodzaj tankowania;Id tankowania;Reguła;Powód;Wyjaśnienie;Wyjaśnił;Wyjaśniono');
  expect(lines).toHaveLength(anomalies.length + 1);
  expect(lines.some((line) => line.includes(`;Stacja;${fueling.id};Ponad pojemność zbiornika;Zatankowano 330,00 l, a zbiornik mieści 300,00 l.;`))).toBe(true);
});

test('the thresholds dialog refuses a bad number under its field without sending it, and saves a good one', async ({ loggedIn: page, api, site }) => {
  const before = await api.get<{ window_hours: number }>('/api/anomalies/settings/');
  await page.goto(`/fuel-anomalies?site=${site.id}`);
  await page.getByRole('button', { name: 'Progi' }).click();
  const dialog = page.getByRole('dialog');
  const windowHours = dialog.getByRole('textbox', { name: 'Okno dwóch tankowań (h)' });
  await expect(windowHours).toHaveValue(String(before.window_hours).replace('.', ','));
  await windowHours.fill('12,5,5');
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.url());
  });
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('Podaj liczbę, np. 12,5 lub 1 234,5.')).toBeVisible();
  expect(puts).toEqual([]);
  try {
    await windowHours.fill('36,5');
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await expect(dialog).toBeHidden();
    expect((await api.get<{ window_hours: number }>('/api/anomalies/settings/')).window_hours).toBe(36.5);
  } finally {
    await api.put('/api/anomalies/settings/', { window_hours: before.window_hours });
  }
});

test('the thresholds dialog writes the shares in per cent and saves them as shares', async ({ loggedIn: page, api, site }) => {
  const before = await api.get<{ consumption_deviation: number; price_deviation: number }>('/api/anomalies/settings/');
  await page.goto(`/fuel-anomalies?site=${site.id}`);
  await page.getByRole('button', { name: 'Progi' }).click();
  const dialog = page.getByRole('dialog');
  const consumption = dialog.getByRole('textbox', { name: 'Dopuszczalne odchylenie zużycia od normy (%)' });
  await expect(consumption).toHaveValue(String(before.consumption_deviation * 100).replace('.', ','));
  await expect(dialog.getByRole('textbox', { name: 'Dopuszczalne odchylenie ceny od mediany miesiąca (%)' })).toHaveValue(
    String(Number((before.price_deviation * 100).toFixed(6))).replace('.', ','),
  );
  try {
    await consumption.fill('20000');
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await expect(dialog.getByText('Wartość nie może być większa niż 10000.')).toBeVisible();
    await consumption.fill('35');
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await expect(dialog).toBeHidden();
    expect((await api.get<{ consumption_deviation: number }>('/api/anomalies/settings/')).consumption_deviation).toBe(0.35);
  } finally {
    await api.put('/api/anomalies/settings/', { consumption_deviation: before.consumption_deviation });
  }
});

test('the fuelings list marks a flagged fueling with the chip and its reason', async ({ loggedIn: page, api, site }) => {
  const { truck } = await overCapacityFueling(api, site);
  await page.goto(`/fueling?site=${site.id}`);
  // The list shows and searches the fleet number.
  await page.getByPlaceholder('Szukaj wartosci...').fill(String(truck.fleet_number));
  const row = page.locator('tbody tr').filter({ hasText: String(truck.fleet_number) });
  await expect(row).toHaveCount(1);
  const chip = row.getByText('Anomalia', { exact: true });
  await expect(chip).toBeVisible();
  await chip.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Zatankowano 330,00 l, a zbiornik mieści 300,00 l.');
});

test.describe('on a 390-px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page does not scroll sideways; each anomaly is a card with its rule, reason and "Wyjaśnij" in view', async ({ loggedIn: page, api, site }) => {
    await overCapacityFueling(api, site);
    await page.goto(`/fuel-anomalies?site=${site.id}`);
    const table = page.getByRole('region', { name: 'Anomalie paliwowe' });
    await expect(table).toBeVisible();
    await page.screenshot({ path: 'test-results/fuel-anomalies-phone.png', fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const card = table.locator('tbody tr').first();
    for (const shown of [card.locator('[data-label="Reguła"]'), card.locator('[data-label="Powód"]'), card.getByRole('button', { name: 'Wyjaśnij' })]) {
      await shown.scrollIntoViewIfNeeded();
      await expect(shown).toBeInViewport({ ratio: 1 });
    }
  });
});

test('desktop screenshot', async ({ loggedIn: page, site }) => {
  await page.goto(`/fuel-anomalies?site=${site.id}`);
  await expect(page.getByRole('region', { name: 'Anomalie paliwowe' })).toBeVisible();
  await page.screenshot({ path: 'test-results/fuel-anomalies-desktop.png' });
});
