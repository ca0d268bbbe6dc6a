/**
 * /site-report "Raport budowy" (issue "Fuel and haul intelligence" §5) on the demo company's first
 * site and the default week: the figures shown are the API's, a table downloads as CSV, the chart's
 * code is loaded with the screen only, and printed the page is the report alone.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { SiteReport } from '../src/domain/reports/siteReport';
import { expect, logIn, test } from './fixtures';
import { shownLitres } from './polishNumbers';
import { showDay } from '../src/domain/dates';

const REPORT_API = '/api/reports/site/';

test('the report of a site shows the API’s fuel, cost, work hours and repairs, with the fuel chart', async ({ loggedIn: page, site }) => {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === REPORT_API);
  await page.goto(`/site-report?site=${site.id}`);
  await expect(page.getByRole('heading', { name: 'Raport budowy', level: 1 })).toBeVisible();
  const report = (await (await answered).json()) as SiteReport;
  // The demo company's week has fuel and work on every site.
  expect(report.fuel.station_count).toBeGreaterThan(0);
  expect(report.work_hours.length).toBeGreaterThan(0);

  const fuel = page.getByRole('region', { name: 'Paliwo' });
  await expect(fuel.getByText(`${shownLitres(report.fuel.station_litres)} l (${report.fuel.station_count})`)).toBeVisible();
  await expect(fuel.getByText(`${shownLitres(report.fuel.station_cost)} zł`, { exact: true })).toBeVisible();
  await expect(fuel.getByText(`${shownLitres(report.fuel.delivered_litres)} l (${report.fuel.delivery_count})`)).toBeVisible();
  await expect(fuel.getByText(`po średniej cenie ze stacji w tym okresie (${shownLitres(report.fuel.average_price!)} zł/l)`)).toBeVisible();
  await expect(fuel.getByRole('figure', { name: 'Wykres paliwa dzień po dniu' }).locator('svg').first()).toBeVisible();
  await expect(fuel.getByRole('figure').locator('.MuiChartsAxis-directionY .MuiChartsAxis-label').first()).toHaveText('Litry (l)');

  // The other reports' figures for the site: consumption off its baseline, open anomalies, loads.
  const rowsOf = (title: string) => page.getByRole('region', { name: `Tabela: ${title}` }).locator('tbody tr');
  expect(report.anomalies.length + report.haul.loads).toBeGreaterThan(0);
  for (const [title, count, empty] of [
    ['Spalanie poza normą', report.consumption.length, 'Żaden pojazd nie odbiega od swojej normy spalania ponad próg w wybranym okresie.'],
    ['Otwarte anomalie paliwowe', report.anomalies.length, 'Brak niewyjaśnionych anomalii paliwowych w wybranym okresie.'],
    ['Przewozy materiałów', report.haul.materials.length, 'Brak zakończonych kursów w wybranym okresie.'],
  ] as const) {
    if (count === 0) await expect(page.getByRole('region', { name: title, exact: true }).getByText(empty)).toBeVisible();
    else await expect(rowsOf(title)).toHaveCount(count);
  }
  for (const [index, anomaly] of report.anomalies.entries()) await expect(rowsOf('Otwarte anomalie paliwowe').nth(index)).toContainText(anomaly.reason);
  await expect(
    page.getByRole('region', { name: 'Przewozy materiałów', exact: true }).getByText(String(report.haul.loads), { exact: true }).first(),
  ).toBeVisible();

  const hours = page.getByRole('region', { name: 'Tabela: Godziny pracy' });
  const rows = hours.locator('tbody tr');
  await expect(rows).toHaveCount(report.work_hours.length);
  for (const [index, person] of report.work_hours.entries()) {
    await expect(rows.nth(index).locator('th, td')).toHaveText([
      person.name,
      String(person.days),
      `${shownLitres(person.hours)} h`,
      person.open ? String(person.open) : '',
    ]);
  }
  const repairs = page.getByRole('region', { name: 'Zgłoszenia napraw' });
  if (report.repairs.length === 0) await expect(repairs.getByText('Brak zgłoszeń napraw w wybranym okresie.')).toBeVisible();
  else await expect(repairs.locator('tbody tr')).toHaveCount(report.repairs.length);
});

test('a table downloads as CSV named after the site, the table and the days', async ({ loggedIn: page, site }) => {
  await page.goto(`/site-report?site=${site.id}`);
  const section = page.getByRole('region', { name: 'Godziny pracy', exact: true });
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'CSV: Godziny pracy' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^raport-budowy_[a-z0-9-]+_godziny-pracy_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await file.path(), 'utf8');
  expect(text.startsWith('\ufeffPracownik;Dni pracy;Godziny;Niezakończone dni pracy\r\n')).toBe(true);
  await expect(page.getByText('Pobrano!')).toBeVisible();
});

test('printed, the page is the report alone: no menu, header or buttons', async ({ loggedIn: page, site }) => {
  await page.goto(`/site-report?site=${site.id}`);
  await expect(page.getByRole('region', { name: 'Paliwo' }).getByRole('figure').locator('svg').first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Raport budowy', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Godziny pracy', exact: true })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Raport budowy' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Drukuj' })).toBeHidden();
  const csvButtons = page.getByRole('button', { name: /^CSV:/, includeHidden: true });
  await expect(csvButtons).toHaveCount(6);
  for (const button of await csvButtons.all()) await expect(button).toBeHidden();
  const pdf = await page.pdf({ preferCSSPageSize: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

/** The text of every page of a PDF, as poppler's pdftotext reads it (the file stays in test-results/ to look at). */
function pdfPages(pdf: Buffer): string[] {
  const file = test.info().outputPath('report.pdf');
  writeFileSync(file, pdf);
  const count = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
  return Array.from({ length: count }, (_, index) =>
    execFileSync('pdftotext', ['-layout', '-f', String(index + 1), '-l', String(index + 1), file, '-'], { encoding: 'utf8' }),
  );
}

// A browser in Los Angeles: the print date is the company's (Warsaw), nine hours on, not the browser's.
test.describe('in a browser nine hours behind the company', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('printed on A4, every page names the site, the period, the print date in the company’s zone and its number', async ({ loggedIn: page, site }) => {
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === REPORT_API);
    await page.goto(`/site-report?site=${site.id}`);
    const report = (await (await answered).json()) as SiteReport;
    await expect(page.getByRole('region', { name: 'Paliwo' }).getByRole('figure').locator('svg').first()).toBeVisible();
    const warsaw = new Intl.DateTimeFormat('pl-PL', {
      timeZone: 'Europe/Warsaw',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const shownAt = (date: Date) => warsaw.format(date).replace(',', '');
    const before = shownAt(new Date());
    const pages = pdfPages(await page.pdf({ format: 'A4' }));
    const printedAt = [before, shownAt(new Date())];
    expect(pages.length).toBeGreaterThan(1);
    const period = `${showDay(report.date_from)} – ${showDay(report.date_to)}`;
    for (const [index, text] of pages.entries()) {
      expect(text).toContain(`Raport budowy: ${report.site.name} · ${period}`);
      expect(text).toContain(`Strona ${index + 1} z ${pages.length}`);
      expect(
        printedAt.some((at) => text.includes(`Wydrukowano ${at}`)),
        `${printedAt.join(' or ')} in: ${text.slice(0, 300)}`,
      ).toBe(true);
    }
    // No half-empty first page: the sections flow on from the title instead of jumping whole.
    expect(pages[0]).toContain('Paliwo');
    expect(pages[0]).toContain('Spalanie poza normą');
  });
});

test('the chart’s code is a chunk loaded with the screen, not with the first JavaScript', async ({ page, site }) => {
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) loaded.push(new URL(response.url()).pathname);
  });
  await logIn(page);
  expect(loaded.filter((path) => path.includes('SiteFuelChart'))).toEqual([]);
  await page.goto(`/site-report?site=${site.id}`);
  await expect(page.getByRole('figure', { name: 'Wykres paliwa dzień po dniu' }).locator('svg').first()).toBeVisible();
  expect(loaded.filter((path) => path.includes('SiteFuelChart'))).toHaveLength(1);
});

test.describe('on a 390-px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the report does not scroll sideways', async ({ loggedIn: page, site }) => {
    await page.goto(`/site-report?site=${site.id}`);
    await expect(page.getByRole('region', { name: 'Godziny pracy', exact: true }).locator('tbody tr').first()).toBeVisible();
    const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});
