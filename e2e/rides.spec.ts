/** /rides (spec §2): opened from the menu, the spec's columns, newest first, durations, map links. */
import type { Locator } from '@playwright/test';
import { durationSeconds, formatDuration } from '../src/domain/dates';
import { polishDate, polishTime, type Ride } from './activityData';
import { expect, test } from './fixtures';

const HEADERS = [
  'Data przejazdu',
  'Imię',
  'Nazwisko',
  'Czas załadunku',
  'Czas rozładunku',
  'Czas trwania',
  'Pojazd',
  'Materiał',
  'Miejsce załadunku',
  'Miejsce rozładunku',
  'Mapa',
];

/** The texts a ride's row shows, after the checkbox. */
const rowTexts = (ride: Ride) => [
  polishDate(ride.start_datetime),
  ride.person_first_name,
  ride.person_last_name,
  polishTime(ride.start_datetime),
  ride.end_datetime ? polishTime(ride.end_datetime) : '',
  formatDuration(durationSeconds(ride.start_datetime, ride.end_datetime)),
  ride.vehicle_registration_number,
  ride.material_name ?? '',
  ride.start_place_name ?? '',
  ride.end_place_name ?? '',
  'Pokaż na mapie',
];

const sortLabel = (header: Locator) => header.locator('.MuiTableSortLabel-root');

const isRideList = (url: string) => new URL(url).pathname === '/api/vehicle-ride/';

test('the menu opens the rides, newest first, with the spec columns and values', async ({ loggedIn: page, list }) => {
  await page.goto('/repairs');
  const answer = page.waitForResponse((response) => isRideList(response.url()));
  await page.getByRole('link', { name: 'Przejazdy' }).click();
  await expect(page).toHaveURL(/\/rides$/);
  const response = await answer;
  const query = new URL(response.url()).searchParams;
  expect([query.get('_sort'), query.get('_order')]).toEqual(['start_datetime', 'DESC']);
  expect(query.get('date_from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const rides = (await response.json()) as Ride[];
  expect(rides.length).toBe(10);

  await expect(page.getByRole('heading', { name: 'Przejazdy' })).toBeVisible();
  await expect(page.locator('main table thead th')).toHaveText(['', ...HEADERS]);
  await expect(sortLabel(list.header('Data przejazdu'))).toHaveClass(/Mui-active.*directionDesc/);
  await expect(list.rows).toHaveCount(10);
  for (const [index, ride] of rides.entries()) {
    await expect(
      list.rows
        .nth(index)
        .locator('td')
        .filter({ hasNot: page.locator('input') }),
    ).toHaveText(rowTexts(ride));
    await expect(list.rows.nth(index).getByRole('link', { name: 'Pokaż na mapie' })).toHaveAttribute('href', `/map/vehicleHistory/${ride.id}`);
  }
  const starts = rides.map((ride) => Date.parse(ride.start_datetime));
  expect(starts).toEqual([...starts].sort((a, b) => b - a));
});

test('a ride under way has no unloading time and no duration', async ({ loggedIn: page, api, list }) => {
  const [latest] = await api.get<Ride[]>('/api/vehicle-ride/?_sort=start_datetime&_order=DESC&_start=0&_end=1');
  const ride = await api.post<Ride>('/api/vehicle-ride/start/', { person: latest.person, vehicle: latest.vehicle });
  await page.reload();
  const row = list.rows.filter({ has: page.locator(`a[href="/map/vehicleHistory/${ride.id}"]`) });
  await expect(row.locator('td.column-end_datetime')).toHaveText('');
  await expect(row.locator('td.column-duration')).toHaveText('');
  await expect(row.locator('td.column-start_time')).toHaveText(polishTime(ride.start_datetime));
});

test('sorting by unloading time asks the server', async ({ loggedIn: page, list }) => {
  const request = page.waitForRequest((candidate) => isRideList(candidate.url()) && new URL(candidate.url()).searchParams.get('_sort') === 'end_datetime');
  await list.header('Czas rozładunku').click();
  await request;
  await expect(sortLabel(list.header('Czas rozładunku'))).toHaveClass(/Mui-active.*directionAsc/);
});
