/**
 * /working-time "Czas pracy" (issue 33 §1) over the demo company's work days of this month: the
 * people's totals and a person's register sheet show what the API answers, the sheet alone is
 * printed, its CSV and XLSX are saved, and the screen fits 1366×768 and a 390-px phone.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { WorkingTimeReport } from '../src/domain/workTime/report';
import { expect, test, type Site } from './fixtures';
import { openReport } from './reportPage';

const shown = (value: number) => value.toLocaleString('pl-PL', { maximumFractionDigits: 2 });

const open = (page: Page, site: Site, person?: number) =>
  openReport<WorkingTimeReport>(page, `/working-time?site=${site.id}${person ? `&person=${person}` : ''}`, 'Czas pracy', '/api/reports/working-time/');

/** The demo's person with the most hours this month. */
const busiest = (report: WorkingTimeReport) => [...report.people].sort((a, b) => b.hours - a.hours)[0];

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("the people's totals and a person's register sheet show what the API answers", async ({ loggedIn: page, site }) => {
      const report = await open(page, site);
      expect(report.site).toBe(site.id);
      await expect(page.getByText(`Norma czasu pracy w miesiącu: ${shown(report.norm_hours)} h`)).toBeVisible();
      await expect(page.getByText(`Pora nocna: ${report.night.start}–${report.night.end}`)).toBeVisible();
      const people = page.getByRole('region', { name: 'Pracownicy', exact: true }).locator('tbody tr');
      await expect(people).toHaveCount(report.people.length);
      const person = busiest(report);
      expect(person.hours).toBeGreaterThan(0);
      const row = people.filter({ hasText: `${person.last_name} ${person.first_name}` });
      await expect(row.locator('th, td')).toHaveText([
        `${person.last_name} ${person.first_name}`,
        shown(person.hours),
        shown(person.norm_hours),
        shown(person.difference_hours),
        shown(person.night_hours),
        shown(person.sunday_holiday_hours),
        shown(person.overtime_hours),
        String(person.days_worked),
        String(person.days_without_work),
      ]);

      const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('person') === String(person.person));
      await row.getByRole('button', { name: `Ewidencja: ${person.last_name} ${person.first_name}` }).click();
      const sheet: WorkingTimeReport = await (await answered).json();
      const register = sheet.register!;
      expect(register.totals.hours).toBe(person.hours);
      const title = `Ewidencja czasu pracy: ${person.last_name} ${person.first_name}, ${report.month.slice(5)}.${report.month.slice(0, 4)}`;
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      const days = page.getByRole('region', { name: title, exact: true }).getByRole('region', { name: 'Dni miesiąca' }).locator('tbody tr');
      await expect(days).toHaveCount(register.days.length);
      const worked = register.days.findIndex((day) => day.hours > 0);
      const day = register.days[worked];
      await expect(days.nth(worked).locator('th, td').nth(0)).toHaveText(`${day.date.slice(8)}.${day.date.slice(5, 7)}.${day.date.slice(0, 4)}`);
      await expect(days.nth(worked).locator('th, td').nth(3)).toHaveText(day.start!);
      await expect(days.nth(worked).locator('th, td').nth(5)).toHaveText(shown(day.hours));

      const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  });
}

test('the register sheet alone is printed, and saved as CSV and XLSX', async ({ loggedIn: page, site }) => {
  const person = busiest(await open(page, site));
  const report = await open(page, site, person.person);
  const title = `Ewidencja czasu pracy: ${person.last_name} ${person.first_name}, ${report.month.slice(5)}.${report.month.slice(0, 4)}`;
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pracownicy', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Drukuj' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  const save = async (label: string) => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: label }).first().click();
    const download = await downloading;
    return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
  };
  const csv = await save('Pobierz CSV');
  expect(csv.name).toBe(`ewidencja-czasu-pracy_${report.month}_osoba-${person.person}.csv`);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Data;Dzień;Rodzaj dnia;Początek;Koniec;Godziny;W nocy;W niedziele i święta;Ponad 8 h');
  expect(lines).toHaveLength(1 + report.register!.days.length + 5);
  expect(lines).toContain(
    `Razem;;;;;${String(report.register!.totals.hours).replace('.', ',')};${String(report.register!.totals.night_hours).replace('.', ',')};${String(report.register!.totals.sunday_holiday_hours).replace('.', ',')};${String(report.register!.totals.overtime_hours).replace('.', ',')}`,
  );
  const xlsx = await save('Pobierz XLSX');
  expect(xlsx.name).toBe(`ewidencja-czasu-pracy_${report.month}_osoba-${person.person}.xlsx`);
  expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});
