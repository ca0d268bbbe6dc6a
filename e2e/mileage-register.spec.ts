/**
 * /mileage-register "Ewidencja przebiegu" (issue 33 §4) over the demo company's vans keeping the
 * VAT register: the month's entries and figures show what the API answers and the screen fits
 * 1366×768 and a 390-px phone; the office sets a trip's purpose, closes the last month and adds a
 * correction, which appears as a new numbered entry referring to the corrected one; the register
 * alone is printed, and saved as CSV and XLSX.
 */
import type { ApiRow } from '../src/domain/resources/rows';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { MileageRegisterReport } from '../src/domain/mileage/register';
import { expect, test, type ApiClient } from './fixtures';
import { openReport } from './reportPage';

type Van = Pick<ApiRow<'vehicles'>, 'id' | 'site' | 'registration_number' | 'vat_register'>;

const shownKm = (km: number) => `${km.toLocaleString('pl-PL', { maximumFractionDigits: 1 })} km`;
const shownDay = (date: string) => date.split('-').reverse().join('.');

async function demoVan(api: ApiClient): Promise<Van> {
  const vehicles = await api.get<Van[]>('/api/vehicle/');
  const van = vehicles.find((vehicle) => Boolean(vehicle.vat_register));
  expect(van, 'the demo marks a van as keeping the register').toBeDefined();
  return van!;
}

const open = (page: Page, van: Van, month?: string) =>
  openReport<MileageRegisterReport>(
    page,
    `/mileage-register?site=${van.site}&vehicle=${van.id}${month ? `&month=${month}` : ''}`,
    'Ewidencja przebiegu',
    '/api/reports/mileage-register/',
  );

/** The month before `report`'s, yyyy-MM, made the register's first, with a trip on its last day. */
async function registerFromPreviousMonth(api: ApiClient, van: Van, report: MileageRegisterReport): Promise<string> {
  const [year, month] = report.month.split('-').map(Number);
  const previous = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
  const lastDay = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
  const vehicle = await api.get<Record<string, unknown>>(`/api/vehicle/${van.id}/`);
  if (String(vehicle.vat_register_from) > `${previous}-01`) await api.put(`/api/vehicle/${van.id}/`, { ...vehicle, vat_register_from: `${previous}-01` });
  const demoTrip = report.entries.find((entry) => entry.kind === 'trip' && entry.ride !== null)!;
  const ride = await api.get<Record<string, unknown>>(`/api/vehicle-ride/${demoTrip.ride}/`);
  // Recorded as a phone sends a ride recorded offline: started, then ended, at its own times.
  const started = await api.post<{ id: number }>('/api/vehicle-ride/start/', {
    person: ride.person,
    vehicle: van.id,
    material: ride.material,
    start_place: ride.start_place,
    start_datetime: `${lastDay}T09:00:00.000Z`,
  });
  await api.post(`/api/vehicle-ride/${started.id}/end/`, { end_place: ride.end_place, end_datetime: `${lastDay}T09:40:00.000Z` });
  return previous;
}

const titleOf = (report: MileageRegisterReport) =>
  `Ewidencja przebiegu: ${report.vehicle.registration_number}, ${report.month.slice(5)}.${report.month.slice(0, 4)}`;

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("a van's month shows its numbered trips and figures as the API answers", async ({ loggedIn: page, api }) => {
      const van = await demoVan(api);
      const report = await open(page, van);
      expect(report.entries.length, 'the demo van drives this month').toBeGreaterThan(0);
      const register = page.getByRole('region', { name: titleOf(report), exact: true });
      await expect(register.getByRole('heading', { name: titleOf(report) })).toBeVisible();
      const rows = register.getByRole('region', { name: 'Wpisy ewidencji' }).locator('tbody tr');
      await expect(rows).toHaveCount(report.entries.length);
      const first = report.entries[0];
      const cells = rows.first().locator('th, td');
      await expect(cells.nth(0)).toHaveText(String(first.number));
      await expect(cells.nth(1)).toHaveText(shownDay(first.date));
      await expect(cells.nth(2)).toHaveText(first.purpose ?? '—');
      await expect(cells.nth(5)).toHaveText(shownKm(first.km));
      await expect(cells.nth(6)).toHaveText(first.driver ?? '—');
      const summary = register.getByRole('definition');
      await expect(summary.first()).toHaveText(shownKm(report.totals.km));
      await expect(register.getByText(`Razem km w miesiącu`)).toBeVisible();

      const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  });
}

test('the office sets a purpose, closes the last month and corrects an entry; the register is printed and saved', async ({ loggedIn: page, api }) => {
  const van = await demoVan(api);
  const current = await open(page, van);
  // A trip of this month (open): its purpose set by the office.
  const trip = current.entries.find((entry) => entry.kind === 'trip' && entry.id === null)!;
  await page.getByRole('button', { name: `Cel wyjazdu wpisu nr ${trip.number}`, exact: true }).click();
  const purposeDialog = page.getByRole('dialog', { name: `Cel wyjazdu — wpis nr ${trip.number}` });
  await purposeDialog.getByLabel('Cel wyjazdu').fill('Odbiór stali zbrojeniowej');
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/mileage-register/purpose/');
  await purposeDialog.getByRole('button', { name: 'Zapisz' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('region', { name: 'Wpisy ewidencji' }).getByText('Odbiór stali zbrojeniowej')).toBeVisible();
  // This month has not ended: no button the server would refuse, but the day it can be closed.
  const [year, month] = current.month.split('-').map(Number);
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  await expect(page.getByText(`Miesiąc można zamknąć od ${shownDay(nextMonth)}, gdy się skończy.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zamknij miesiąc' })).toHaveCount(0);

  // The register's first month, ended: closed for good. The demo's 30 days of history lie wholly in
  // this month on a 31st, so the register is taken back to the previous month, with one trip on
  // its last day copied from a demo trip: the month to close always has ended and holds a trip.
  const firstMonth = await registerFromPreviousMonth(api, van, current);
  const before = await open(page, van, firstMonth);
  await page.getByRole('button', { name: 'Zamknij miesiąc' }).click();
  const closing = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/mileage-register/close/');
  await page.getByRole('dialog').getByRole('button', { name: 'Zamknij miesiąc' }).click();
  expect((await closing).status()).toBe(200);
  await expect(page.getByText(/^Zamknięty \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zamknij miesiąc' })).toBeHidden();
  expect(before.entries.length).toBeGreaterThan(0);

  // A correction of its first entry: a new entry, numbered next, in the first open month.
  const corrected = before.entries[0];
  await page.getByRole('button', { name: `Korekta wpisu nr ${corrected.number}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Korekta wpisu nr ${corrected.number}` });
  await dialog.getByLabel('Kilometry').fill('12,5');
  await dialog.getByLabel('Powód korekty').fill('Ślad GPS z objazdem, którego nie było');
  const adding = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/mileage-register/corrections/');
  await dialog.getByRole('button', { name: 'Dodaj korektę' }).click();
  const added = await adding;
  expect(added.status()).toBe(201);
  const entry = await added.json();
  expect(entry).toMatchObject({ kind: 'correction', corrects_number: corrected.number, km: 12.5 });
  const closed = await open(page, van, firstMonth);
  expect(closed.entries[0].corrected_by).toEqual([entry.number]);
  await expect(page.getByText(`Skorygowany wpisem nr ${entry.number}`)).toBeVisible();

  // Printed: the register alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('region', { name: titleOf(closed), exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ewidencja przebiegu', level: 1 })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Drukuj' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  const save = async (label: string) => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: label }).first().click();
    const download = await downloading;
    return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
  };
  const plate = van.registration_number.replace(/[^A-Za-z0-9]+/g, '');
  const csv = await save('Pobierz CSV');
  expect(csv.name).toBe(`ewidencja-przebiegu_${plate}_${firstMonth}.csv`);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Nr wpisu;Data;Cel wyjazdu;Skąd;Dokąd;Kilometry;Kierowca;Uwagi');
  expect(lines[1]).toMatch(new RegExp(`^${corrected.number};${shownDay(corrected.date).replace(/\./g, '\\.')};.*;Skorygowany wpisem nr ${entry.number}$`));
  expect(lines).toContain(`Razem km w miesiącu;;;;;${String(closed.totals.km).replace('.', ',')};;`);
  const xlsx = await save('Pobierz XLSX');
  expect(xlsx.name).toBe(`ewidencja-przebiegu_${plate}_${firstMonth}.xlsx`);
  expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});
