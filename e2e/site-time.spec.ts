/**
 * Where the sites are (issue 31 §4): a corridor drawn with clicks on the map of the add-site
 * dialog is saved as the site's boundary; a boundary typed into the selected site's dialog (the
 * keyboard's way) along a demo machine's track gives that machine an entry and an exit, which
 * "Czas na budowie" shows.
 */
import type { ApiRow } from '../src/domain/resources/rows';
import { expect, test } from './fixtures';
import { MapView } from './pages/MapView';
import type { SiteTimeReport } from '../src/domain/sites/siteTimeReport';

type Ride = Pick<ApiRow<'rides'>, 'id' | 'vehicle' | 'start_datetime' | 'vehicle_registration_number'>;
interface Point {
  latitude: number;
  longitude: number;
  datetime: string;
}

const warsaw = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const shownDateTime = (iso: string) => warsaw.format(new Date(iso)).replace(',', '');

test('a corridor drawn with clicks on the map of the add-site dialog is saved', async ({ loggedIn: page, api }) => {
  const map = new MapView(page);
  await map.stubTiles();
  await page.getByRole('button', { name: 'Dodaj budowę' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj budowę' });
  const name = `S7 Korytarz ${Date.now().toString(36)}`;
  await dialog.getByLabel('Nazwa').fill(name);
  await dialog.getByRole('group', { name: 'Data rozpoczęcia' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('01032027');
  await dialog.getByLabel('Długość (km)').fill('14,2');

  await dialog.getByRole('button', { name: 'Korytarz' }).click();
  await dialog.getByLabel('Szerokość korytarza (m)').fill('45');
  const region = dialog.getByRole('region', { name: 'Granica budowy na mapie: kliknięcie dodaje punkt' });
  await expect(region.locator('.leaflet-container')).toBeVisible();
  const box = (await region.boundingBox())!;
  for (const [x, y] of [
    [0.3, 0.6],
    [0.5, 0.5],
    [0.7, 0.4],
    [0.8, 0.3],
  ])
    await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
  await expect(dialog.getByText('4 punkty')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cofnij punkt' }).click();
  await expect(dialog.getByText('3 punkty')).toBeVisible();
  // The line and its band are drawn; the text holds the same corridor.
  await expect(region.locator('path.leaflet-interactive')).not.toHaveCount(0);
  await expect(dialog.getByLabel('Punkty granicy')).toHaveValue(/^korytarz 45 m: -?\d+\.\d+ -?\d+\.\d+; -?\d+\.\d+ -?\d+\.\d+; -?\d+\.\d+ -?\d+\.\d+$/);

  await dialog.getByRole('button', { name: 'Dodaj budowę' }).click();
  await expect(page.getByText('Budowa została dodana!')).toBeVisible();
  const [saved] = await api.get<Array<{ name: string; boundary: string | null }>>(`/api/site/?q=${encodeURIComponent(name)}`);
  expect(saved.name).toBe(name);
  expect(saved.boundary).toMatch(/^korytarz 45 m: [\d.]+ [\d.]+; [\d.]+ [\d.]+; [\d.]+ [\d.]+$/);
});

test("a machine's entry and exit on its site are shown on Czas na budowie", async ({ loggedIn: page, api, site }) => {
  // A demo ride of the last days and its track; the corridor follows five of its fixes.
  const today = new Date();
  const weekAgo = new Date(today.getTime() - 5 * 86_400_000);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const rides = await api.get<Ride[]>(
    `/api/vehicle-ride/?site=${site.id}&date_from=${day(weekAgo)}&date_to=${day(today)}&_sort=start_datetime&_order=DESC&_start=0&_end=20`,
  );
  let track: Point[] = [];
  let ride: Ride | undefined;
  for (const candidate of rides) {
    track = await api.get<Point[]>(`/api/location-history/?ride=${candidate.id}&_sort=datetime&_order=ASC&_start=0&_end=500`);
    ride = candidate;
    if (track.length >= 20) break;
  }
  expect(track.length).toBeGreaterThanOrEqual(20);
  const middle = Math.floor(track.length / 2);
  const vertices = track.slice(middle, middle + 5);
  const boundary = `korytarz 20 m: ${vertices.map((point) => `${point.latitude.toFixed(7)} ${point.longitude.toFixed(7)}`).join('; ')}`;

  const map = new MapView(page);
  await map.stubTiles();
  const siteTimeAnswer = () => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/site-time/');
  const first = siteTimeAnswer();
  await page.goto(`/site-time?site=${site.id}`);
  await expect(page.getByRole('heading', { name: 'Czas na budowie', level: 1 })).toBeVisible();
  await first;
  await page.getByRole('button', { name: 'Edytuj budowę i jej granicę' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edytuj budowę' });
  await dialog.getByLabel('Punkty granicy').fill(boundary);
  await expect(dialog.getByText('5 punktów')).toBeVisible();
  // The saved boundary refreshes the report.
  const answered = siteTimeAnswer();
  await dialog.getByRole('button', { name: 'Edytuj budowę' }).click();
  await expect(page.getByText('Budowa została zapisana!')).toBeVisible();

  const report: SiteTimeReport = await (await answered).json();
  const row = report.rows.find((candidate) => candidate.vehicle === ride!.vehicle && candidate.site === site.id)!;
  const visit = row.visits.find((candidate) => candidate.entered_at <= vertices[0].datetime && candidate.exited_at >= vertices[4].datetime)!;
  expect(visit).toBeDefined();
  const visits = page.getByRole('region', { name: 'Wjazdy i wyjazdy' });
  const shown = visits
    .getByRole('row')
    .filter({ hasText: ride!.vehicle_registration_number })
    .filter({ hasText: shownDateTime(visit.entered_at) });
  await expect(shown.first()).toContainText(site.name);
  await expect(shown.first()).toContainText(shownDateTime(visit.exited_at));
  await expect(
    page.getByRole('region', { name: 'Czas na budowie' }).getByRole('row').filter({ hasText: ride!.vehicle_registration_number }).first(),
  ).toBeVisible();
});
