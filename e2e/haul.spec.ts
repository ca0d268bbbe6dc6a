/**
 * /haul "Wydajność przewozów" (issue "Fuel and haul intelligence" §4) over the demo company's
 * rides of the shared date range: the figures and tables show what the API answers, both charts
 * draw, their code comes in chunks of their own once the screen is opened, the CSV buttons save
 * the API's tables, and a 390-px phone can use the page.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { HaulReportAnswer } from '../src/domain/reports/haul';
import { expect, logIn, test, type Site } from './fixtures';

const shown = (value: number) => value.toLocaleString('pl-PL', { maximumFractionDigits: 2, useGrouping: 'always' });
const tonnes = (value: number | null) => (value === null ? '–' : shown(value));

async function openReport(page: Page, site: Site): Promise<HaulReportAnswer> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/reports/haul/');
  await page.goto(`/haul?site=${site.id}`);
  await expect(page.getByRole('heading', { name: 'Wydajność przewozów', level: 1 })).toBeVisible();
  const response = await answered;
  expect(new URL(response.url()).searchParams.get('site')).toBe(String(site.id));
  return response.json();
}

test('the figures, tables and charts show what the API answers', async ({ loggedIn: page, site }) => {
  const report = await openReport(page, site);
  // The demo trucks haul every working day, and one tipper model has no recorded payload.
  expect(report.loads).toBeGreaterThan(0);
  expect(report.site).toEqual({ id: site.id, name: site.name });

  const figure = (label: string) =>
    page
      .locator('dl[aria-label="Podsumowanie"] > div')
      .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
      .locator('dd')
      .first();
  await expect(figure('Kursy')).toHaveText(shown(report.loads));
  await expect(figure('Tony')).toHaveText(tonnes(report.tonnes));
  await expect(figure('Pojazdy z kursami')).toHaveText(shown(report.vehicles_hauling));
  await expect(figure('Przejazdy niezakończone')).toHaveText(shown(report.open_rides));

  const table = (name: string) => page.getByRole('region', { name, exact: true }).locator('tbody tr');
  const vehicles = table('Kursy według pojazdów');
  await expect(vehicles).toHaveCount(report.vehicles.length);
  for (const [index, vehicle] of report.vehicles.entries()) {
    await expect(vehicles.nth(index).locator('th, td')).toHaveText([
      String(vehicle.fleet_number),
      vehicle.registration_number,
      tonnes(vehicle.payload_tonnes),
      shown(vehicle.loads),
      tonnes(vehicle.tonnes),
      shown(vehicle.days_worked),
      shown(vehicle.loads_per_day),
      shown(vehicle.open_rides),
    ]);
  }
  const pairs = table('Przewieziony materiał według tras');
  await expect(pairs).toHaveCount(report.pairs.length);
  for (const [index, pair] of report.pairs.entries()) {
    await expect(pairs.nth(index).locator('th, td').nth(3)).toHaveText(shown(pair.loads));
    await expect(pairs.nth(index).locator('th, td').nth(5)).toHaveText(tonnes(pair.tonnes));
  }
  expect(report.pairs.reduce((sum, pair) => sum + pair.loads, 0)).toBe(report.loads);
  await expect(table('Najwolniejsze trasy')).toHaveCount(report.routes.length);
  await expect(page.getByRole('heading', { name: `Przestoje dłuższe niż ${report.idle_minutes} min` })).toBeVisible();
  if (report.idle_gaps.length > 0) await expect(table(`Przestoje dłuższe niż ${report.idle_minutes} min`)).toHaveCount(report.idle_gaps.length);

  for (const name of ['Wykres kursów dziennie według materiału', 'Wykres czasów cyklu na trasach']) {
    const chart = page.getByRole('figure', { name });
    await expect(chart.locator('svg').first()).toBeVisible();
    await expect(chart.locator('svg rect, svg path').first()).toBeAttached();
  }
  // The loads chart's legend names the materials moved.
  for (const material of report.materials) {
    await expect(
      page.getByRole('figure', { name: 'Wykres kursów dziennie według materiału' }).getByText(material.material_name ?? 'Bez materiału', { exact: true }),
    ).toBeVisible();
  }
  // Each material its own colour (the demo's eight took MUI's seven, Humus and the eighth one blue).
  const marks = page.getByRole('figure', { name: 'Wykres kursów dziennie według materiału' }).locator('.MuiChartsLegend-mark rect');
  await expect(marks).toHaveCount(report.materials.length);
  const colours = await marks.evaluateAll((rects) => rects.map((rect) => rect.getAttribute('fill')));
  expect(new Set(colours).size).toBe(colours.length);
});

test('the charts’ code is loaded with the screen, not with the first JavaScript', async ({ page, site }) => {
  const html = await (await page.request.get('/login')).text();
  const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) loaded.push(new URL(response.url()).pathname);
  });
  await logIn(page);
  expect(loaded.filter((path) => path.includes('Haul') && path.includes('Chart'))).toEqual([]);
  await openReport(page, site);
  await expect(page.getByRole('figure', { name: 'Wykres czasów cyklu na trasach' }).locator('svg').first()).toBeVisible();
  for (const name of ['HaulLoadsChart', 'HaulCycleChart']) {
    const chunk = loaded.find((path) => path.includes(name));
    expect(chunk, name).toBeDefined();
    expect(initial).not.toContain(chunk);
  }
});

test('the CSV buttons save the API’s tables', async ({ loggedIn: page, site }) => {
  const report = await openReport(page, site);
  const save = async (label: string) => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Pobierz CSV: ${label}` }).click();
    const download = await downloading;
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return { name: download.suggestedFilename(), lines: bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean) };
  };
  const vehicles = await save('Kursy według pojazdów');
  expect(vehicles.name).toBe(`przewozy-pojazdy_${report.date_from}_${report.date_to}.csv`);
  expect(vehicles.lines[0]).toBe('Numer boczny;Numer rejestracyjny;Ładowność (t);Kursy;Tony (t);Dni z kursami;Kursy na dzień;Przejazdy niezakończone');
  expect(vehicles.lines.slice(1).map((line) => line.split(';').slice(0, 4))).toEqual(
    report.vehicles.map((vehicle) => [
      String(vehicle.fleet_number),
      vehicle.registration_number,
      vehicle.payload_tonnes === null ? '' : String(vehicle.payload_tonnes).replace('.', ','),
      String(vehicle.loads),
    ]),
  );
  const days = await save('Wykres kursów dziennie według materiału');
  expect(days.name).toBe(`przewozy-dni_${report.date_from}_${report.date_to}.csv`);
  expect(days.lines.slice(1).map((line) => Number(line.split(';')[1]))).toEqual(report.days.map((day) => day.loads));
});

test('the cycle chart’s caption says how its fainter segments look in the theme shown', async ({ loggedIn: page, site }) => {
  await openReport(page, site);
  const chart = page.getByRole('figure', { name: 'Wykres czasów cyklu na trasach' });
  await expect(chart.getByText(/^Słupek: mediana, jaśniej do 90\. percentyla, najjaśniej do maksimum/)).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(chart.getByText(/^Słupek: mediana, ciemniej do 90\. percentyla, najciemniej do maksimum/)).toBeVisible();
});

test.describe('on a 390-px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page does not scroll sideways; a table’s rows are cards whose last column is read without scrolling', async ({ loggedIn: page, site }) => {
    const report = await openReport(page, site);
    await expect(page.getByRole('figure', { name: 'Wykres kursów dziennie według materiału' }).locator('svg').first()).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Wykres czasów cyklu na trasach' }).locator('svg').first()).toBeVisible();
    // Routes from one place are told apart: the axis numbers them, the list under the chart names them whole.
    const cycleChart = page.getByRole('figure', { name: 'Wykres czasów cyklu na trasach' });
    const routes = report.routes.slice(0, 10);
    await expect(cycleChart.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')).toHaveText(routes.map((_, index) => `${index + 1}.`));
    await expect(cycleChart.getByRole('list', { name: 'Trasy na wykresie' }).getByRole('listitem')).toHaveText(
      routes.map((route) => `${route.start_place_name ?? 'Nie podano'} → ${route.end_place_name ?? 'Nie podano'}`),
    );
    const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const table = page.getByRole('region', { name: 'Kursy według pojazdów', exact: true });
    await table.focus();
    await expect(table).toBeFocused();
    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const last = table.locator('tbody tr').first().locator('td').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 1 });
    expect(await last.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Przejazdy niezakończone"');
  });
});
