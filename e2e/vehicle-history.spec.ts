/** /map/vehicleHistory/{rideId} (spec §2): distance, the track on a canvas map, point popups, empty and bad rides. */
import { trackDistanceKm } from '../src/domain/geo';
import { polishDateTime, type Ride, type TrackPoint } from './activityData';
import { expect, test } from './fixtures';
import { MapView } from './pages/MapView';

test('a ride’s "Pokaż na mapie" shows its distance and track', async ({ loggedIn: page, api, list }) => {
  const map = new MapView(page);
  await map.stubTiles();
  const external: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(page.url()).origin && url.hostname !== 'tile.openstreetmap.org') external.push(url.href);
  });
  // A ride that has ended (rides under way may have no points yet): the oldest of the range first,
  // since early in the day the newest page holds only rides under way.
  await list.sortBy('Sortuj wg. Data przejazdu rosnąco');
  const endedRide = list.rows.filter({ has: page.locator('td.column-duration', { hasText: /\d+h \d+m/ }) }).first();
  // The ride is the one whose link was clicked, read from the address it opened: the rows may be
  // drawn again in the new order between reading a link and clicking it.
  await endedRide.getByRole('link', { name: 'Pokaż na mapie' }).click();
  await expect(page).toHaveURL(/\/map\/vehicleHistory\/\d+$/);
  const rideId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: 'Mapa' })).toBeVisible();
  const points = await api.get<TrackPoint[]>(`/api/location-history-for-ride/${rideId}/`);
  expect(points.length).toBeGreaterThan(1);
  await expect(page.getByText(/^Dystans: /)).toHaveText(`Dystans: ${trackDistanceKm(points).toFixed(2)} km`);

  // One canvas draws the polyline and every dot; nothing is drawn as SVG.
  await expect(map.container).toBeVisible();
  await expect(map.canvas).toHaveCount(1);
  await expect(map.svg).toHaveCount(0);
  await expect.poll(() => map.tileRequests.length).toBeGreaterThan(0);

  // The map is centred on the first point: a click there opens a dot's popup with its date-time.
  await map.clickCentre();
  await expect(map.popup).toBeVisible();
  expect(points.map((point) => polishDateTime(point.datetime))).toContain(await map.popup.innerText());
  await expect(map.popup).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  expect(external).toEqual([]);
});

test('a ride without points shows "Brak danych do wyświetlenia!"', async ({ loggedIn: page, api }) => {
  const [latest] = await api.get<Ride[]>('/api/vehicle-ride/?_sort=start_datetime&_order=DESC&_start=0&_end=1');
  const ride = await api.post<Ride>('/api/vehicle-ride/start/', { person: latest.person, vehicle: latest.vehicle });
  await page.goto(`/map/vehicleHistory/${ride.id}`);
  await expect(page.getByRole('heading', { name: 'Mapa' })).toBeVisible();
  await expect(page.getByText('Brak danych do wyświetlenia!')).toBeVisible();
  await expect(page.getByText(/^Dystans: /)).toHaveCount(0);
  await expect(new MapView(page).container).toHaveCount(0);
});

test('a ride id that is no number, or no ride, gets a clear message', async ({ loggedIn: page }) => {
  await page.goto('/map/vehicleHistory/abc');
  await expect(page.getByText('Nieprawidłowy identyfikator przejazdu: „abc”. Podaj liczbę całkowitą.')).toBeVisible();
  await page.goto('/map/vehicleHistory/99999999');
  await expect(page.getByText('Nie znaleziono przejazdu')).toBeVisible();
});
