/**
 * /fuel-consumption "Spalanie maszyn" (issue "Fuel and haul intelligence" §3): a new excavator
 * (litres per engine hour) and truck (litres per 100 km) fuelled over the last days of the shared
 * date range on the demo site; the ranking shows what the API answers, the excavator's deviation
 * is flagged, its trend chart draws from a chunk loaded with it, and the ranking downloads as CSV.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { VehicleConsumption } from '../src/domain/reports/consumption';
import { expect, logIn, test, type ApiClient, type Site } from './fixtures';
import { expectNoChartInFirstScripts, holdsChartCode, recordScripts } from './lazyChunks';
import { shownLitres } from './polishNumbers';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function plantVehicles(api: ApiClient, site: Site) {
  const fleet = 40000 + Math.floor(Math.random() * 29000);
  const vehicle = (offset: number, vehicle_type: string, vehicle_model: string) =>
    api.post<{ id: number; fleet_number: number; registration_number: string }>('/api/vehicle/', {
      site: site.id,
      fleet_number: fleet + offset,
      registration_number: `WSP ${fleet + offset}`,
      vehicle_model,
      vehicle_type,
      fuel_capacity: 600,
    });
  const excavator = await vehicle(0, 'CRAWLER_EXCAVATOR', 'CAT 336');
  const truck = await vehicle(1, 'TRUCK', 'Volvo FMX');
  const [tanker] = await api.get<Array<{ id: number }>>(`/api/vehicle/?site=${site.id}&vehicle_type=TANK&_start=0&_end=1`);
  const fuel = (id: number, days: number, litres: number, odometer_state: number) =>
    api.post('/api/vehicle-fueling/', { vehicle: id, tanker: tanker.id, datetime: daysAgo(days), litres, odometer_state });
  // The excavator: 20 L/h twice, then 60 L/h: baseline 20, the period 1 000 l / 30 h = 33,33 L/h, +66,7 %;
  // 1 150 l fuelled in the period (its first fueling closes no interval).
  await fuel(excavator.id, 5, 150, 1000);
  await fuel(excavator.id, 4, 200, 1010);
  await fuel(excavator.id, 3, 200, 1020);
  await fuel(excavator.id, 2, 600, 1030);
  // The truck: 35 L/100 km.
  await fuel(truck.id, 4, 100, 52_000);
  await fuel(truck.id, 3, 140, 52_400);
  return { excavator, truck };
}

const isRanking = (url: string) => new URL(url).pathname === '/api/reports/consumption/';

const shownNumber = (value: number, decimals = 0) =>
  value.toLocaleString('pl-PL', { minimumFractionDigits: decimals, maximumFractionDigits: Math.max(decimals, 2), useGrouping: 'always' });
const rateUnit = (row: VehicleConsumption) => (row.unit === 'km' ? 'l/100 km' : 'l/mth');
const shownRate = (rate: number | null, row: VehicleConsumption) => (rate === null ? '—' : `${shownNumber(rate, 2)} ${rateUnit(row)}`);
const shownDeviation = (deviation: number | null) => (deviation === null ? '—' : `${deviation > 0 ? '+' : ''}${shownNumber(deviation, 1)} %`);

async function openRanking(page: Page, site: Site): Promise<VehicleConsumption[]> {
  const answered = page.waitForResponse((response) => isRanking(response.url()));
  await page.goto(`/fuel-consumption?site=${site.id}`);
  await expect(page.getByRole('heading', { name: 'Spalanie maszyn', level: 1 })).toBeVisible();
  const response = await answered;
  expect(new URL(response.url()).searchParams.get('site')).toBe(String(site.id));
  return ((await response.json()) as { vehicles: VehicleConsumption[] }).vehicles;
}

test('the ranking shows the API’s figures by type, flags the excavator, draws its trend and downloads as CSV', async ({ loggedIn: page, api, site }) => {
  const { excavator, truck } = await plantVehicles(api, site);
  const vehicles = await openRanking(page, site);
  await expect(page.getByText('w litrach na motogodzinę (l/mth)', { exact: false })).toBeVisible();

  const ranking = page.getByRole('region', { name: 'Ranking spalania według typu pojazdu' });
  const rows = ranking.locator('tbody tr[data-vehicle]');
  await expect(rows).toHaveCount(vehicles.length);
  for (const [index, row] of vehicles.entries()) {
    await expect(rows.nth(index).locator('th, td')).toHaveText([
      `${row.vehicle.fleet_number} ${row.vehicle.registration_number}`,
      rateUnit(row),
      // Every litre fuelled in the period, then the part the rate stands on.
      shownLitres(row.fueled_litres),
      shownLitres(row.litres),
      // Whole kilometres and engine hours.
      `${shownNumber(Math.round(row.distance))} ${row.unit === 'km' ? 'km' : 'mth'}`,
      shownRate(row.rate, row),
      shownRate(row.baseline, row),
      shownDeviation(row.deviation_percent),
      String(row.skipped_intervals),
    ]);
  }
  // As computed by hand.
  const planted = (id: number) => vehicles.find((row) => row.vehicle.id === id)!;
  expect(planted(excavator.id)).toMatchObject({
    unit: 'h',
    fueled_litres: 1150,
    litres: 1000,
    distance: 30,
    rate: 33.33,
    baseline: 20,
    deviation_percent: 66.7,
  });
  expect(planted(truck.id)).toMatchObject({ unit: 'km', litres: 140, distance: 400, rate: 35, baseline: 35, deviation_percent: 0 });
  const excavatorRow = ranking.locator(`tr[data-vehicle="${excavator.id}"]`);
  await expect(excavatorRow.locator('[data-flagged]')).toHaveText('+66,7 %');
  await expect(ranking.locator(`tr[data-vehicle="${truck.id}"] [data-flagged]`)).toHaveCount(0);
  // Grouped by type: the excavator's group heading comes before it.
  await expect(ranking.locator('tr[data-group]').filter({ hasText: /^Koparka gąsienicowa$/ })).toHaveCount(1);

  await excavatorRow.getByRole('button', { name: `Pokaż trend: ${excavator.fleet_number} ${excavator.registration_number}` }).click();
  await expect(page.getByRole('heading', { name: `Trend spalania: ${excavator.fleet_number} ${excavator.registration_number} (CAT 336)` })).toBeVisible();
  await expect(page.getByText('Spalanie w okresie: 33,33 l/mth · norma: 20,00 l/mth · odcinki policzone: 3, pominięte: 0')).toBeVisible();
  const chart = page.getByRole('figure', { name: 'Wykres spalania pojazdu' });
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(chart.locator('svg path').first()).toBeAttached();
  await expect(chart.getByText('Norma 20,00 l/mth')).toBeVisible();
  await expect(chart.locator('.MuiChartsAxis-directionY .MuiChartsAxis-label')).toHaveText('l/mth');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksportuj' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^spalanie_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path()) ?? '', 'utf8')).split('\r\n');
  expect(lines[0]).toMatch(/^\ufeffBudowa;Typ pojazdu;Nr boczny;/);
  expect(lines).toHaveLength(vehicles.length + 2);
  expect(lines).toContain(
    `${site.name};Koparka gąsienicowa;${excavator.fleet_number};${excavator.registration_number};CAT 336;l/mth;1150;1000;30;mth;33,33;20;66,7;3;0`,
  );
});

test('a vehicle whose every interval is skipped says why it has no trend chart', async ({ loggedIn: page, api, site }) => {
  const fleet = 70000 + Math.floor(Math.random() * 29000);
  const truck = await api.post<{ id: number; fleet_number: number; registration_number: string }>('/api/vehicle/', {
    site: site.id,
    fleet_number: fleet,
    registration_number: `WSP ${fleet}`,
    vehicle_model: 'Volvo FMX',
    vehicle_type: 'TRUCK',
    fuel_capacity: 600,
  });
  const [tanker] = await api.get<Array<{ id: number }>>(`/api/vehicle/?site=${site.id}&vehicle_type=TANK&_start=0&_end=1`);
  // The odometer jumps 8 000 km in a day between the two fuelings, more than a truck can cover: the
  // one interval is not counted. (A reading going back is refused by the API itself.)
  for (const [days, odometer_state] of [
    [4, 52_000],
    [3, 60_000],
  ] as const) {
    await api.post('/api/vehicle-fueling/', { vehicle: truck.id, tanker: tanker.id, datetime: daysAgo(days), litres: 100, odometer_state });
  }
  await openRanking(page, site);
  const row = page.getByRole('region', { name: 'Ranking spalania według typu pojazdu' }).locator(`tr[data-vehicle="${truck.id}"]`);
  await row.getByRole('button', { name: `Pokaż trend: ${truck.fleet_number} ${truck.registration_number}` }).click();
  await expect(
    page.getByText(
      'Brak wykresu: wszystkie odcinki tego pojazdu w wybranym okresie (1) pominięto, bo licznik się cofnął albo skoczył bardziej, niż pojazd mógł przejechać. Sprawdź stany licznika jego tankowań.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Wykres spalania pojazdu' })).toHaveCount(0);
});

test('an empty ranking says whether nothing was fuelled or no fueling closed an interval', async ({ loggedIn: page, api }) => {
  const site = await api.post<Site>('/api/site/', { name: `Budowa bez spalania ${Date.now()}`, start_date: '2026-01-05', length: 1 });
  await openRanking(page, site);
  await expect(page.getByText('Brak tankowań w wybranym okresie.', { exact: true })).toBeVisible();

  const fleet = 70000 + Math.floor(Math.random() * 29000);
  const vehicle = (offset: number, vehicle_type: string) =>
    api.post<{ id: number }>('/api/vehicle/', {
      site: site.id,
      fleet_number: fleet + offset,
      registration_number: `WSP ${fleet + offset}`,
      vehicle_model: 'Volvo FMX',
      vehicle_type,
      fuel_capacity: 600,
    });
  const tanker = await vehicle(0, 'TANK');
  const truck = await vehicle(1, 'TRUCK');
  // The truck's first fueling ever: no reading before it, so no interval and no ranking row.
  await api.post('/api/vehicle-fueling/', { vehicle: truck.id, tanker: tanker.id, datetime: daysAgo(2), litres: 100, odometer_state: 52_000 });
  expect(await openRanking(page, site)).toEqual([]);
  await expect(
    page.getByText(
      'Tankowania w wybranym okresie: 1 — każde to pierwsze tankowanie pojazdu, więc nie ma od czego liczyć spalania. Spalanie wylicza się między dwoma tankowaniami tego samego pojazdu.',
    ),
  ).toBeVisible();
});

test('the trend chart’s code is a chunk loaded with the chart, not part of the first JavaScript', async ({ page, api, site }) => {
  const { excavator } = await plantVehicles(api, site);
  const initial = await expectNoChartInFirstScripts(page);
  const loaded = recordScripts(page);
  await logIn(page);
  await openRanking(page, site);
  expect(loaded.filter((path) => path.includes('ConsumptionTrendChart'))).toEqual([]);
  expect(await holdsChartCode(page, loaded)).toBe(false);

  await page.locator(`tr[data-vehicle="${excavator.id}"]`).getByRole('button').click();
  await expect(page.getByRole('figure', { name: 'Wykres spalania pojazdu' }).locator('svg').first()).toBeVisible();
  const chunk = loaded.find((path) => path.includes('ConsumptionTrendChart'));
  expect(chunk).toBeDefined();
  expect(initial).not.toContain(chunk);
  expect(await holdsChartCode(page, loaded)).toBe(true);
});

test.describe('on a 390-px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page does not scroll sideways; a vehicle is chosen by keyboard, its card shows Spalanie, Norma, Odchylenie', async ({
    loggedIn: page,
    api,
    site,
  }) => {
    const { excavator } = await plantVehicles(api, site);
    await openRanking(page, site);
    const ranking = page.getByRole('region', { name: 'Ranking spalania według typu pojazdu' });
    const choose = ranking.getByRole('button', { name: `Pokaż trend: ${excavator.fleet_number} ${excavator.registration_number}` });
    await choose.focus();
    await page.keyboard.press('Enter');
    await expect(choose).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('figure', { name: 'Wykres spalania pojazdu' }).locator('svg').first()).toBeVisible();
    const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    // Each vehicle a card: nothing to scroll sideways, every figure named by its column.
    expect(await ranking.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const card = ranking.locator(`tr[data-vehicle="${excavator.id}"]`);
    for (const [column, text] of [
      ['Spalanie', '33,33 l/mth'],
      ['Norma', '20,00 l/mth'],
      ['Odchylenie', '+66,7 %'],
    ]) {
      const cell = card.locator(`[data-label="${column}"]`);
      await expect(cell).toHaveText(text);
      await cell.scrollIntoViewIfNeeded();
      await expect(cell).toBeInViewport({ ratio: 1 });
    }
    await page.screenshot({ path: 'test-results/fuel-consumption-phone.png', fullPage: true });
  });
});
