/**
 * /work-days and /work-day/{personId} (spec §2): each person's latest work day beside the map of
 * people online, and one person's work days.
 */
import { latestWorkDayPerPerson } from '../src/domain/workDays';
import { polishDateTime, putSomeoneOnline, type OnlinePerson, type WorkDay } from './activityData';
import { expect, test } from './fixtures';
import { MapView } from './pages/MapView';

const HEADERS = ['', 'Imię', 'Nazwisko', 'Start pracy', 'Koniec pracy'];

/** The texts of a work day's row, after the checkbox. */
const rowTexts = (day: WorkDay) => [
  day.first_name,
  day.last_name,
  polishDateTime(day.datetime_start),
  day.datetime_end ? polishDateTime(day.datetime_end) : 'Brak',
];

const isWorkDayList = (url: string) => new URL(url).pathname === '/api/person-work-day/';
/** The whole array of the selected range, which the table reduces to each person's latest day. */
const isWholeWorkDayList = (url: string) => isWorkDayList(url) && !new URL(url).searchParams.has('_start');

test('the menu opens each person’s latest work day, newest first, beside the people online', async ({ loggedIn: page, api, site, list }) => {
  const someone = await putSomeoneOnline(api, site);
  const online = await api.get<OnlinePerson[]>(`/api/online/?site=${site.id}`);
  expect(online.map((person) => person.id)).toContain(someone.id);
  const map = new MapView(page);
  await map.stubTiles();
  await page.goto(`/rides?site=${site.id}`);

  const answer = page.waitForResponse((response) => isWholeWorkDayList(response.url()));
  await page.getByRole('link', { name: 'Aktywność' }).click();
  await expect(page).toHaveURL(/\/work-days(\?|$)/);
  const workDays = (await (await answer).json()) as WorkDay[];
  const latest = latestWorkDayPerPerson(workDays).sort((a, b) => Date.parse(b.datetime_start) - Date.parse(a.datetime_start));
  expect(latest.length).toBeGreaterThan(10);

  await expect(page.getByRole('heading', { name: 'Aktywność' })).toBeVisible();
  await expect(page.locator('main table thead th')).toHaveText(HEADERS);
  await expect(list.selectionCount).toHaveText(`Zaznaczono 0 z ${latest.length} wierszy`);
  await expect(list.rows).toHaveCount(10);
  for (const [index, day] of latest.slice(0, 10).entries()) {
    await expect(
      list.rows
        .nth(index)
        .locator('td')
        .filter({ hasNot: page.locator('input') }),
    ).toHaveText(rowTexts(day));
  }

  // Select-all selects the page.
  await page.locator('main table thead').getByRole('checkbox').check();
  await expect(list.selectionCount).toHaveText(`Zaznaczono 10 z ${latest.length} wierszy`);

  // Right: a marker with a permanent name label for everyone online on the site.
  await expect(page.getByRole('heading', { name: 'Aktywni pracownicy' })).toBeVisible();
  await expect(map.markers).toHaveCount(online.length);
  await expect(map.labels).toHaveText(
    online.map((person) => `${person.first_name} ${person.last_name}`),
    {
      useInnerText: true,
    },
  );
  for (const label of await map.labels.all()) await expect(label).toBeVisible();
  // The marker: 31×40 anchored at 15,40, with its shadow, images served by the app itself.
  const marker = map.markers.first();
  await expect(marker).toHaveCSS('width', '31px');
  await expect(marker).toHaveCSS('height', '40px');
  await expect(marker).toHaveCSS('margin-left', '-15px');
  await expect(marker).toHaveCSS('margin-top', '-40px');
  await expect(map.shadows).toHaveCount(online.length);
  for (const image of [marker, map.shadows.first()]) {
    expect(await image.getAttribute('src')).toMatch(/^(data:image\/png|\/assets\/)/);
  }
  await expect.poll(() => map.tileRequests.length).toBeGreaterThan(0);
});

test('a row opens that person’s work days, newest first', async ({ loggedIn: page, api }) => {
  await page.goto('/work-days');
  const firstRow = page.locator('main table tbody tr').first();
  await expect(firstRow).toBeVisible();
  const [firstName, lastName] = await firstRow
    .locator('td')
    .filter({ hasNot: page.locator('input') })
    .allInnerTexts();
  const answer = page.waitForResponse((response) => isWorkDayList(response.url()) && new URL(response.url()).searchParams.has('person'));
  await firstRow.getByText(lastName, { exact: true }).click();

  await expect(page).toHaveURL(/\/work-day\/\d+$/);
  const personId = Number(new URL(page.url()).pathname.split('/').pop());
  const response = await answer;
  expect(new URL(response.url()).searchParams.get('person')).toBe(String(personId));
  expect(new URL(response.url()).searchParams.get('_sort')).toBe('datetime_start');
  const days = (await response.json()) as WorkDay[];
  const person = await api.get<{ first_name: string; last_name: string }>(`/api/persons/${personId}/`);
  expect([person.first_name, person.last_name]).toEqual([firstName, lastName]);

  await expect(page.getByRole('heading', { name: `Dni pracy: ${firstName} ${lastName}` })).toBeVisible();
  await expect(page.locator('main table thead th')).toHaveText(HEADERS);
  const rows = page.locator('main table tbody tr');
  await expect(rows).toHaveCount(days.length);
  for (const [index, day] of days.entries()) {
    await expect(
      rows
        .nth(index)
        .locator('td')
        .filter({ hasNot: page.locator('input') }),
    ).toHaveText(rowTexts(day));
  }
  const starts = days.map((day) => Date.parse(day.datetime_start));
  expect(starts).toEqual([...starts].sort((a, b) => b - a));
});

test('nobody online on a new site: "Brak aktywnych pracowników"', async ({ loggedIn: page, api }) => {
  const site = await api.post<{ id: number }>('/api/site/', { name: `Pusta budowa ${Date.now()}`, start_date: '2026-01-05', length: 1 });
  await page.goto(`/work-days?site=${site.id}`);
  await expect(page.getByText('Brak aktywnych pracowników')).toBeVisible();
  await expect(page.getByText('Brak wyników.')).toBeVisible();
  await expect(new MapView(page).container).toHaveCount(0);
});

test('a person id that is no number gets a clear message', async ({ loggedIn: page }) => {
  await page.goto('/work-day/abc');
  await expect(page.getByText('Nieprawidłowy identyfikator pracownika: „abc”. Podaj liczbę całkowitą.')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the icon-only export button says what its file holds when reached by keyboard', async ({ loggedIn: page }) => {
    await page.goto('/work-days');
    const exportButton = page.getByRole('button', { name: 'Eksportuj' });
    await expect(exportButton).toBeVisible();
    for (let step = 0; step < 40 && !(await exportButton.evaluate((button) => button === document.activeElement)); step++) {
      await page.keyboard.press('Tab');
    }
    await expect(exportButton).toBeFocused();
    const note = 'Eksportuj: Plik zawiera wszystkie dni pracy z wybranego zakresu, nie tylko ostatni dzień każdej osoby.';
    await expect(page.getByRole('tooltip', { name: note, exact: true })).toBeVisible();
  });
});
