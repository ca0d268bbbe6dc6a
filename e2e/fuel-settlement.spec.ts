/**
 * /fuel-settlement "Rozliczenie paliwa" (issue 33 §2) over the demo company's machines this month
 * (the demo's norms: one per vehicle type, one excavator's own): the table shows what the API
 * answers, a machine beyond the tolerance is marked, the table alone is printed, the CSV and
 * XLSX are saved, and the screen fits 1366×768 and a 390-px phone.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { FuelSettlementReport } from '../src/domain/fuelNorms/report';
import { expect, test, type Site } from './fixtures';
import { openReport } from './reportPage';

/** Numbers as the page writes them, spaces left out: 1320,00. */
const litres = (value: number) => value.toLocaleString('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
const compact = (text: string | null) => (text ?? '').replace(/\s/g, '');

const open = (page: Page, site: Site) =>
  openReport<FuelSettlementReport>(page, `/fuel-settlement?site=${site.id}`, 'Rozliczenie paliwa', '/api/reports/fuel-settlement/');

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("the machines' month against the norms shows what the API answers, beyond the tolerance marked", async ({ loggedIn: page, site }) => {
      const report = await open(page, site);
      expect(report.site).toBe(site.id);
      await expect(page.getByText(`Tolerancja: ±${report.tolerance_percent} % normy`)).toBeVisible();
      const rows = page.getByRole('region', { name: 'Maszyny', exact: true }).locator('tbody tr');
      await expect(rows).toHaveCount(report.vehicles.length);
      // The demo's machines worked this month under their norms.
      const settled = report.vehicles.filter((vehicle) => vehicle.norm_litres > 0);
      expect(settled.length).toBeGreaterThan(0);
      const machine = [...settled].sort((a, b) => Math.abs(b.difference_litres) - Math.abs(a.difference_litres))[0];
      const row = rows.filter({ hasText: machine.registration_number });
      const cells = row.locator('th, td');
      expect(compact(await cells.nth(3).textContent())).toBe(litres(machine.norm_litres));
      expect(compact(await cells.nth(4).textContent())).toContain(litres(machine.taken_litres));
      expect(compact(await cells.nth(5).textContent())).toContain(`${machine.difference_litres > 0 ? '+' : ''}${litres(machine.difference_litres)}`);
      const label = { over: 'Przekroczenie normy', under: 'Poniżej normy', ok: 'W normie', no_norm: 'Brak normy', idle: 'Bez pracy' }[machine.status];
      await expect(cells.nth(7)).toHaveText(label);
      const totals = page.getByLabel('Razem');
      await expect(totals).toContainText(`pobrano`);
      expect(compact(await totals.textContent())).toContain(`pobrano${litres(report.totals.taken_litres)}l`);

      const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  });
}

test('the table alone is printed, and saved as CSV and XLSX', async ({ loggedIn: page, site }) => {
  const report = await open(page, site);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('region', { name: 'Maszyny', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Drukuj' })).toBeHidden();
  await expect(page.getByText(/^Zużycie paliwa każdej maszyny/)).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  const save = async (label: string) => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: label }).first().click();
    const download = await downloading;
    return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
  };
  const csv = await save('Pobierz CSV');
  expect(csv.name).toBe(`rozliczenie-paliwa_${report.month}_budowa-${site.id}.csv`);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  expect(lines[0].split(';').slice(0, 4)).toEqual(['Nr boczny', 'Nr rejestracyjny', 'Model', 'Jednostka']);
  expect(lines).toHaveLength(1 + report.vehicles.length + 1);
  expect(lines.at(-1)!.startsWith(`Razem;;;;;;;;${String(report.totals.norm_litres).replace('.', ',')};`)).toBe(true);
  const xlsx = await save('Pobierz XLSX');
  expect(xlsx.name).toBe(`rozliczenie-paliwa_${report.month}_budowa-${site.id}.xlsx`);
  expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});
