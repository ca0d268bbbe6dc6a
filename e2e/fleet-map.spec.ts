/**
 * The fleet live (issue 31 §3): /fleet-map "Mapa floty" and the online map of /work-days move when
 * positions are posted (as a tracker posts them, and as the field app does), without a reload.
 */
import type { Page } from '@playwright/test';
import { putSomeoneOnline } from './activityData';
import { expect, test, uniqueName } from './fixtures';
import { recordLeafletMaps } from './leafletMaps';
import { MapView } from './pages/MapView';

/** The circle markers on the page's maps (drawn on a canvas, so read from Leaflet), with their colour. */
const circles = (page: Page) =>
  page.evaluate(() => {
    type Layer = { getLatLng?: () => { lat: number; lng: number }; getRadius?: () => number; options: { fillColor?: string } };
    const maps = (window as unknown as { recordedLeafletMaps: Array<{ eachLayer(visit: (layer: Layer) => void): void }> }).recordedLeafletMaps;
    const found: Array<{ lat: number; lng: number; colour?: string }> = [];
    for (const map of maps)
      map.eachLayer((layer) => void (layer.getRadius && layer.getLatLng && found.push({ ...layer.getLatLng(), colour: layer.options.fillColor })));
    return found;
  });

/** Where the page's maps have the marker whose label reads `name` (null when there is none). */
const markerAt = (page: Page, name: string) =>
  page.evaluate((wanted) => {
    type Layer = { getLatLng?: () => { lat: number; lng: number }; getTooltip?: () => { getElement(): HTMLElement | undefined } | undefined };
    const maps = (window as unknown as { recordedLeafletMaps: Array<{ eachLayer(visit: (layer: Layer) => void): void }> }).recordedLeafletMaps;
    let found: { lat: number; lng: number } | null = null;
    for (const map of maps)
      map.eachLayer((layer) => {
        // react-leaflet draws a tooltip's content into its element.
        const text = layer.getTooltip?.()?.getElement()?.textContent ?? '';
        const round = (degrees: number) => Math.round(degrees * 1e7) / 1e7;
        if (layer.getLatLng && text.replace(/\s+/g, ' ').trim() === wanted) found = { lat: round(layer.getLatLng().lat), lng: round(layer.getLatLng().lng) };
      });
    return found;
  }, name);

/** Marks the document: the mark is gone after a reload. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

test('the fleet map shows a tracker where it is, moves it as positions arrive, and shows its day', async ({ loggedIn: page, api, site }) => {
  const [vehicle] = await api.get<Array<{ id: number; fleet_number: number; registration_number: string }>>(
    `/api/vehicle/?site=${site.id}&_sort=id&_order=ASC&_start=0&_end=1`,
  );
  const identifier = `e2e-flota-${Date.now().toString(36)}-Xk3`;
  await api.post('/api/gps-device/', { name: uniqueName('Flota'), identifier, vehicle: vehicle.id, speed_unit: 'kmh', active: true });
  const post = async (latitude: number, longitude: number, extra: string) => {
    const answer = await page.request.get(
      `/api/osmand/?id=${identifier}&lat=${latitude}&lon=${longitude}&timestamp=${encodeURIComponent(new Date().toISOString())}&${extra}`,
    );
    expect(answer.status()).toBe(200);
  };
  await post(51.81, 20.86, 'speed=37&ignition=true');

  await page.addInitScript(recordLeafletMaps);
  const map = new MapView(page);
  await map.stubTiles();
  await page.goto(`/rides?site=${site.id}`);
  await page.getByRole('link', { name: 'Mapa floty' }).click();
  await expect(page).toHaveURL(/\/fleet-map(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Mapa floty' })).toBeVisible();
  const name = `${vehicle.fleet_number} · ${vehicle.registration_number}`;
  const item = page.getByRole('button', { name: `Pokaż dzień: ${name}` });
  await expect(item).toContainText('W ruchu od');
  await expect(item).toContainText('37 km/h');
  await expect
    .poll(async () => (await circles(page)).filter((c) => c.lat === 51.81 && c.lng === 20.86))
    .toEqual([{ lat: 51.81, lng: 20.86, colour: '#2e7d32' }]);

  // A new position: the marker moves and turns orange (stopped, engine on), the list says so, no reload.
  await markDocument(page);
  await post(51.82, 20.87, 'speed=0&ignition=true');
  await expect(item).toContainText('Postój z włączonym silnikiem od', { timeout: 8_000 });
  await expect
    .poll(async () => (await circles(page)).filter((c) => c.lat === 51.82 && c.lng === 20.87), { timeout: 8_000 })
    .toEqual([{ lat: 51.82, lng: 20.87, colour: '#ed6c02' }]);
  expect((await circles(page)).filter((c) => c.lat === 51.81 && c.lng === 20.86)).toEqual([]);
  expect(await stillSameDocument(page)).toBe(true);

  // The search narrows the list; Enter on an item shows the machine's day.
  await page.getByRole('searchbox', { name: 'Szukaj pojazdu lub osoby' }).fill(vehicle.registration_number.toLowerCase());
  await expect(page.getByRole('list', { name: 'Pojazdy i urządzenia' }).getByRole('button')).toHaveCount(1);
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Dzień: ${name}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Zapłon włączony' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Zapłon włączony' })).toContainText('teraz');
  await expect(page.getByText(/^Punkty trasy: \d+, dystans: [\d,]+ km$/)).toBeVisible();
});

test('the online map of /work-days moves a person as the field app posts positions, without a reload', async ({ loggedIn: page, api, site }) => {
  const someone = await putSomeoneOnline(api, site);
  const map = new MapView(page);
  await map.stubTiles();
  await page.addInitScript(recordLeafletMaps);
  await page.goto(`/work-days?site=${site.id}`);
  const label = map.labels.filter({ hasText: `${someone.first_name} ${someone.last_name}` });
  await expect(label).toBeVisible();
  await markDocument(page);
  const moved = { latitude: Math.round((someone.latitude + 0.004) * 1e7) / 1e7, longitude: Math.round((someone.longitude + 0.006) * 1e7) / 1e7 };
  await api.post('/api/location-history/', { person: someone.id, ...moved, datetime: new Date().toISOString() });
  // Where the map has the person's marker (read from Leaflet: how far that is on screen depends on
  // the zoom the map fitted to everyone online).
  const name = `${someone.first_name} ${someone.last_name}`;
  await expect.poll(() => markerAt(page, name), { timeout: 8_000 }).toEqual({ lat: moved.latitude, lng: moved.longitude });
  expect(await stillSameDocument(page)).toBe(true);
});

test('on a phone the fleet map and its list stack, and choosing one shows the machine’s day', async ({ loggedIn: page, api, site }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [vehicle] = await api.get<Array<{ fleet_number: number; registration_number: string }>>(
    `/api/vehicle/?site=${site.id}&_sort=id&_order=ASC&_start=0&_end=1`,
  );
  const map = new MapView(page);
  await map.stubTiles();
  await page.goto(`/fleet-map?site=${site.id}`);
  await expect(page.getByRole('heading', { name: 'Mapa floty' })).toBeVisible();
  await expect(map.container).toBeVisible();
  const mapBox = (await map.container.boundingBox())!;
  expect(mapBox.width).toBeLessThanOrEqual(390);
  const name = `${vehicle.fleet_number} · ${vehicle.registration_number}`;
  const item = page.getByRole('button', { name: `Pokaż dzień: ${name}` });
  // Below the map, full width, reached by scrolling.
  expect((await item.boundingBox())!.y).toBeGreaterThan(mapBox.y + mapBox.height);
  await item.click();
  await expect(page.getByRole('heading', { name: `Dzień: ${name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Zamknij dzień' }).click();
  await expect(page.getByRole('heading', { name: `Dzień: ${name}` })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
