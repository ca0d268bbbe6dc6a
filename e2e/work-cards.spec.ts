/**
 * /work-cards "Karty pracy" (issue 33 §3) over the demo company's month: the cards' list shows what
 * the API answers, a card opens on screen with its figures and prints alone, the month's PDF and
 * CSV are saved (the PDF read back with poppler: A4 pages, Polish letters, page numbers), and the
 * screen fits 1366×768 and a 390-px phone.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { WorkCardsReport } from '../src/domain/workCards/report';
import { expect, test, type Site } from './fixtures';
import { openReport } from './reportPage';

const shownDate = (date: string) => `${date.slice(8)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

const open = (page: Page, site: Site) => openReport<WorkCardsReport>(page, `/work-cards?site=${site.id}`, 'Karty pracy', '/api/reports/work-cards/');

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the cards of the month and one card on screen show what the API answers', async ({ loggedIn: page, site }) => {
      const report = await open(page, site);
      expect(report.site).toBe(site.id);
      // The demo's month: road cards of trucks and machine cards, complete ones among them.
      expect(report.cards.some((card) => card.kind === 'road')).toBe(true);
      expect(report.cards.some((card) => card.kind === 'machine')).toBe(true);
      const complete = report.cards.find((card) => card.kind === 'road' && card.routes.length > 0 && card.usage !== null && card.people.length > 0)!;
      expect(complete).toBeDefined();
      const rows = page.getByRole('region', { name: 'Karty w miesiącu', exact: true }).locator('tbody tr');
      await expect(rows).toHaveCount(report.cards.length);

      await page
        .getByRole('button', { name: `Pokaż kartę ${complete.number} z ${shownDate(complete.date)}` })
        .first()
        .click();
      const title = `Karta drogowa nr ${complete.number}`;
      const sheet = page.getByRole('region', { name: title });
      await expect(sheet.getByRole('heading', { name: title })).toBeVisible();
      await expect(sheet.getByText(`z dnia ${shownDate(complete.date)}`)).toBeVisible();
      await expect(sheet.getByText(complete.registration_number, { exact: true })).toBeVisible();
      await expect(sheet.getByText(`${complete.people[0].first_name} ${complete.people[0].last_name}`).first()).toBeVisible();
      await expect(sheet.getByText(complete.meter_start!.toLocaleString('pl-PL', { maximumFractionDigits: 1 }), { exact: true })).toBeVisible();
      const loads = sheet.getByRole('table', { name: 'Przejazdy' }).locator('tbody tr');
      await expect(loads).toHaveCount(complete.routes.length);
      await expect(loads.first().locator('td').last()).toHaveText(String(complete.routes[0].loads));
      await expect(sheet.getByText('Podpis kierowcy')).toBeVisible();

      const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  });
}

test('a machine card names what it lacks; the card alone is printed; the month is saved as PDF and CSV', async ({ loggedIn: page, site }, testInfo) => {
  const report = await open(page, site);
  const lacking = report.cards.find((card) => card.missing.length > 0)!;
  expect(lacking).toBeDefined();
  await page
    .getByRole('button', { name: `Pokaż kartę ${lacking.number} z ${shownDate(lacking.date)}` })
    .first()
    .click();
  const sheet = page.getByRole('region', { name: `${lacking.title} nr ${lacking.number}` });
  await expect(sheet.getByText('Braki danych')).toBeVisible();
  for (const item of lacking.missing) await expect(sheet.getByText(item, { exact: true })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('region', { name: 'Karty w miesiącu', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Drukuj kartę' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  const save = async (label: string) => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: label }).first().click();
    const download = await downloading;
    return { name: download.suggestedFilename(), path: await download.path(), bytes: await readFile(await download.path()) };
  };
  const month = report.date_from.slice(0, 7);
  const pdf = await save('PDF miesiąca');
  expect(pdf.name).toBe(`karty-pracy_${month}_budowa-${site.id}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const info = execFileSync('pdfinfo', [pdf.path]).toString();
  expect(info).toContain(`Pages:           ${report.cards.length}\n`);
  expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
  const text = execFileSync('pdftotext', ['-layout', pdf.path, '-']).toString();
  const first = report.cards[0];
  expect(text).toContain(`${first.title} nr ${first.number}`);
  expect(text).toContain(`Strona 1 z ${report.cards.length}`);
  expect(text).toMatch(/[ąćęłńóśźż]/);
  // A page rendered as an image, kept with the test's results for a look.
  const image = testInfo.outputPath('karta');
  execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', pdf.path, image]);
  expect((await readFile(`${image}.png`)).subarray(1, 4).toString('latin1')).toBe('PNG');

  const csv = await save('Pobierz CSV');
  expect(csv.name).toBe(`karty-pracy_${report.date_from}_${report.date_to}_budowa-${site.id}.csv`);
  const lines = csv.bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  expect(lines).toHaveLength(1 + report.cards.length);
  expect(lines[1].startsWith(`${first.number};${shownDate(first.date)};${first.title};`)).toBe(true);
});
