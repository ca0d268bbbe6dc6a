/**
 * One company time zone (Europe/Warsaw here): a browser in another zone sees, types and exports
 * the same Warsaw dates and times as a browser in Warsaw.
 */
import { readFile } from 'node:fs/promises';
import { TZDate } from '@date-fns/tz';
import type { Page } from '@playwright/test';
import { polishDate, polishDateTime, polishTime, putSomeoneOnline, type Ride } from './activityData';
import { firstRow } from './rowsAndTimes';
import { expect, logIn, test, type ApiClient, type Site } from './fixtures';
import { FormDialog } from './pages/FormDialog';
import { MapView } from './pages/MapView';

const DAY_MS = 86_400_000;

/**
 * A person who worked and drove yesterday (Warsaw) from 05:25 Warsaw time: 04:25 UTC in winter,
 * still the day before in New York. Their ride has two track points at one spot.
 */
async function yesterdaysRide(api: ApiClient, site: Site) {
  const person = await putSomeoneOnline(api, site);
  await api.post('/api/person-work-day/end/', { person: person.id });
  const today = new TZDate(Date.now(), 'Europe/Warsaw');
  const start = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() - 1, 5, 25, 0, 'Europe/Warsaw');
  const iso = (offsetMs: number) => new Date(start.getTime() + offsetMs).toISOString();
  const day = await api.post<{ id: number }>('/api/person-work-day/start/', { person: person.id, datetime_start: iso(-DAY_MS) });
  await api.post('/api/person-work-day/end/', { person: person.id, datetime_end: iso(-DAY_MS + 8 * 3_600_000) });
  const vehicle = await firstRow<{ id: number }>(api, `/api/vehicle/?site=${site.id}&vehicle_type=TRUCK&_sort=id&_order=ASC`);
  const ride = await api.post<Ride>('/api/vehicle-ride/start/', { person: person.id, vehicle: vehicle.id, start_datetime: iso(0) });
  await api.post(`/api/vehicle-ride/${ride.id}/end/`, { end_datetime: iso(95 * 60_000) });
  await api.post(
    '/api/location-history/',
    [0, 20_000].map((offset) => ({
      person: person.id,
      ride: ride.id,
      latitude: person.latitude,
      longitude: person.longitude,
      datetime: iso(60_000 + offset),
    })),
  );
  return { person, rideId: ride.id, dayId: day.id, start: iso(0), end: iso(95 * 60_000), workStart: iso(-DAY_MS), point: iso(60_000) };
}

/** The rows of the CSV the export button downloads. */
async function exportedRows(page: Page): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksportuj' }).click();
  const text = await readFile((await (await download).path()) ?? '', 'utf8');
  return text
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(';'));
}

for (const timezoneId of ['UTC', 'America/New_York']) {
  test.describe(`a browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('shows Warsaw times on /rides, in its CSV, on /work-day and in the ride map popup', async ({ loggedIn: page, api, site, list }) => {
      const made = await yesterdaysRide(api, site);
      // The browser's own clock reads otherwise (04:25 or 23:25 the day before).
      expect(await page.evaluate((iso) => new Date(iso).getHours(), made.start)).not.toBe(new TZDate(made.start, 'Europe/Warsaw').getHours());

      await page.goto('/rides');
      await list.search.fill(made.person.last_name);
      const row = list.rows.filter({ hasText: made.person.last_name });
      await expect(row).toHaveCount(1);
      const shown = [polishDate(made.start), polishTime(made.start), polishTime(made.end), '1h 35m'];
      await expect(row.locator('td.column-start_datetime, td.column-start_time, td.column-end_datetime, td.column-duration')).toHaveText(shown);
      const csvRow = (await exportedRows(page)).find((cells) => cells.includes(made.person.last_name));
      // The CSV's duration is the minutes, a number a spreadsheet sums (issue 28 §5): 1h 35m is 95.
      expect(csvRow?.slice(0, 6)).toEqual([shown[0], 'Aktywny', made.person.last_name, shown[1], shown[2], '95']);

      await page.goto(`/work-day/${made.person.id}`);
      await expect(page.locator('main table tbody tr').filter({ hasText: polishDateTime(made.workStart) })).toHaveCount(1);

      const map = new MapView(page);
      await map.stubTiles();
      await page.goto(`/map/vehicleHistory/${made.rideId}`);
      await expect(map.container).toBeVisible();
      await map.clickCentre();
      await expect(map.popup).toHaveText(polishDateTime(made.point));
    });
  });
}

test.describe('a browser in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('saves "24.11.2026 14:30" typed into a date-time input as 14:30 Warsaw time', async ({ loggedIn: page, api, site }) => {
    const driver = await firstRow<{ id: number; first_name: string; last_name: string }>(api, `/api/persons/?site=${site.id}&_sort=last_name&_order=ASC`);
    const truck = await firstRow<{ id: number; fleet_number: string; registration_number: string }>(
      api,
      `/api/vehicle/?site=${site.id}&vehicle_type=TRUCK&_sort=fleet_number&_order=ASC`,
    );
    const odometer = 900_000 + Math.floor(Math.random() * 99_999);
    await page.goto('/fueling');
    await page.getByRole('button', { name: 'Dodaj tankowanie' }).click();
    const dialog = new FormDialog(page, 'Dodaj tankowanie');
    await dialog.choose('Kierowca', `${driver.first_name} ${driver.last_name}`, driver.last_name);
    await dialog.choose('Pojazd', `${truck.fleet_number} ${truck.registration_number}`, truck.registration_number);
    // A keyboard user: the label names the field, the digits fill day, month, year, hour and minute.
    await page.getByRole('group', { name: 'Data' }).getByRole('spinbutton').first().focus();
    await page.keyboard.type('241120261430');
    await expect(dialog.field('Data')).toHaveValue('24.11.2026 14:30');
    await dialog.fill({ Litry: '50', 'Cena za litr': '6.5', 'Stan licznika': odometer });
    await dialog.submit('Dodaj tankowanie');
    await expect(dialog.root).toBeHidden();
    // odometer_state is no list filter: the row is found by its reading among all fuelings.
    const rows = await api.get<{ datetime: string; odometer_state: number }[]>('/api/fueling/');
    expect(rows.filter((row) => row.odometer_state === odometer).map((row) => row.datetime)).toEqual(['2026-11-24T13:30:00.000Z']);
  });

  test("the date range ends on Warsaw's today when New York is still on yesterday", async ({ page }) => {
    // 23:30 UTC on 24 November 2026: 18:30 on the 24th in New York, 00:30 on the 25th in Warsaw.
    await page.clock.setFixedTime(new Date('2026-11-24T23:30:00.000Z'));
    const rides = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/vehicle-ride/');
    await logIn(page);
    await expect(page.getByTestId('date-range-trigger')).toHaveText('lis 18, 2026 - lis 25, 2026');
    expect(new URL((await rides).url()).searchParams.get('date_to')).toBe('2026-11-25');
    await page.getByTestId('date-range-trigger').click();
    await expect(page.locator('.rdp-today')).toHaveText('25');
    await page.keyboard.press('Escape');

    // The date-time picker's calendar marks the same today.
    await page.goto('/fueling');
    await page.getByRole('button', { name: 'Dodaj tankowanie' }).click();
    const dialog = new FormDialog(page, 'Dodaj tankowanie');
    await dialog.root.getByRole('button', { name: 'Wybierz datę' }).click();
    await expect(page.getByRole('gridcell', { name: '25' })).toHaveAttribute('aria-current', 'date');
  });
});

test('a date-time typed only as "24.11" asks for the whole date and time as typed', async ({ loggedIn: page }) => {
  await page.goto('/fueling');
  await page.getByRole('button', { name: 'Dodaj tankowanie' }).click();
  const dialog = new FormDialog(page, 'Dodaj tankowanie');
  await page.getByRole('group', { name: 'Data' }).getByRole('spinbutton').first().focus();
  await page.keyboard.type('2411');
  await dialog.submit('Dodaj tankowanie');
  await expect(dialog.root.getByText('Podaj pełną datę i godzinę (dd.mm.rrrr gg:mm).')).toBeVisible();
});

test('the add-site start date takes typed dd.MM.yyyy, jumps a year in one step and clears to empty', async ({ loggedIn: page }) => {
  await page.getByRole('button', { name: 'Dodaj budowę' }).click();
  const dialog = new FormDialog(page, 'Dodaj budowę');
  await dialog.typeDate('Data rozpoczęcia', '15.03.2027');
  // The calendar's year view: 2028 is one click away.
  await dialog.root.getByRole('button', { name: /Wybierz datę/ }).click();
  await page.getByRole('button', { name: /przełącz na widok roku/ }).click();
  await page.getByRole('radio', { name: '2028' }).click();
  await page.getByRole('gridcell', { name: '15' }).click();
  await expect(dialog.field('Data rozpoczęcia')).toHaveValue('15.03.2028');
  await dialog.root.getByRole('button', { name: 'Wyczyść', exact: true }).click();
  await expect(dialog.field('Data rozpoczęcia')).toHaveValue('');
  await dialog.submit('Dodaj budowę');
  await expect(dialog.errors('To pole jest wymagane.')).toHaveCount(3);
});
