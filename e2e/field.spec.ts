/**
 * The field app on a phone (issue 30): a demo driver signs in at /field, starts the day, loses
 * signal, records positions and ends the day offline, reopens the app offline (from the service
 * worker), gets signal back — and the server has the day and the positions exactly once, with
 * the phone's times.
 */
import AxeBuilder from '@axe-core/playwright';
import type { ApiRow } from '../src/domain/resources/rows';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_EMPLOYEE_PASSWORD } from '../server/seed/seedDemo';
import { E2E_ADMIN } from './credentials';
import { expect, test } from './fixtures';

const START = { latitude: 51.8651234, longitude: 20.8671234 };
const ROUTE = [
  { latitude: 51.8702345, longitude: 20.8723456 },
  { latitude: 51.8753456, longitude: 20.8774567 },
];
const END = { latitude: 51.8804567, longitude: 20.8825678 };

test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'pl-PL',
  permissions: ['geolocation'],
  geolocation: START,
});

const adminHeaders = { authorization: `Basic ${Buffer.from(`${E2E_ADMIN.username}:${E2E_ADMIN.password}`).toString('base64')}` };

async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: adminHeaders });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/**
 * A reading above every one the vehicle has in `unit` (the demo types each meter at its shifts'
 * ends, and a phone's lower reading is refused), written as a person types it: "183 402".
 */
async function meterAbove(request: APIRequestContext, vehicle: number, unit: 'km' | 'engine_hours') {
  const readings = await adminGet<Array<Record<'km' | 'engine_hours', number | null>>>(request, `/api/meter-reading/?vehicle=${vehicle}`);
  // A machine's meter is in the unit its type counts: the other one when it has no reading in `unit`.
  const counted = readings.some((reading) => reading[unit] !== null) ? unit : unit === 'km' ? 'engine_hours' : 'km';
  const value = Math.ceil(Math.max(0, ...readings.map((reading) => reading[counted] ?? 0))) + 12;
  return { value, typed: String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ') };
}

/** A demo driver with a login, the work day he may have open ended first (the demo's today). */
async function demoDriver(request: APIRequestContext) {
  const roles = await adminGet<{ id: number; name: string }[]>(request, '/api/person-roles/');
  const driverRole = roles.find((role) => role.name === 'Kierowca')!.id;
  const persons = await adminGet<{ id: number; username: string | null; role: number }[]>(request, '/api/persons/');
  const driver = persons.find((person) => person.role === driverRole && person.username)!;
  await request.post('/api/person-work-day/end/', { headers: adminHeaders, data: { person: driver.id } });
  return driver as { id: number; username: string };
}

const workDaysSince = async (request: APIRequestContext, person: number, since: string) =>
  (await adminGet<{ datetime_start: string; datetime_end: string | null }[]>(request, `/api/person-work-day/?person=${person}`)).filter(
    (day) => day.datetime_start >= since,
  );

/**
 * Cuts the phone's signal once its service worker runs, the app stored (so that it opens offline).
 * Cut while the worker was still starting on the first visit, the page's API calls went past the
 * emulated offline: a work-day start "without signal" reached the server at once (a trace showed the
 * POST answered 201, 140 ms after setOffline).
 */
async function cutSignal(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.context().setOffline(true);
}

async function signIn(page: Page, username: string) {
  await page.getByLabel('Login').fill(username);
  await page.getByLabel('Hasło').fill(DEMO_EMPLOYEE_PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj' }).tap();
}

type Point = Pick<ApiRow<'location-history'>, 'datetime' | 'latitude' | 'longitude'>;

test('a driver records the day offline; after signal returns the server has it exactly once, with the phone times', async ({ page, context, request }) => {
  const driver = await demoDriver(request);
  const testStart = new Date().toISOString();

  await page.goto('/field');
  await signIn(page, driver.username);
  await page.getByRole('button', { name: 'Rozpocznij pracę' }).tap();
  await expect(page.getByText(/^Praca od \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByText('Przepracowano: 0 h 00 min')).toBeVisible();
  // The start went at once (the positions since wait for the next batch).
  await expect(page.getByText('Rozpoczęcie pracy')).toBeHidden();
  await expect.poll(async () => (await workDaysSince(request, driver.id, testStart)).length).toBe(1);

  await cutSignal(page);
  const offlineAt = new Date().toISOString();
  // What was recorded offline is compared with a second's slack: the browser dates an emulated
  // position by its own reading of the clock, which came a few milliseconds before ours in a run.
  const offlineFrom = new Date(Date.parse(offlineAt) - 1000).toISOString();
  for (const point of ROUTE) {
    await context.setGeolocation(point);
    await expect(page.getByText(/^Do wysłania \(\d+\)$/)).toBeVisible();
  }
  await context.setGeolocation(END);
  await page.getByRole('button', { name: 'Zakończ pracę' }).tap();
  await expect(page.getByRole('button', { name: 'Rozpocznij pracę' })).toBeVisible();
  await expect(page.getByText('Brak zasięgu — dane zostaną wysłane później.')).toBeVisible();
  const waiting = await page.getByText(/^Do wysłania \(\d+\)$/).textContent();

  // Closed and opened again without signal: the service worker serves the app, IndexedDB the queue.
  await page.reload();
  await expect(page.getByText(waiting!)).toBeVisible();
  await expect(page.getByText('Zakończenie pracy')).toBeVisible();

  const onlineAt = new Date().toISOString();
  await context.setOffline(false);
  await expect(page.getByText('Wszystko wysłane.')).toBeVisible({ timeout: 40_000 });

  const days = await workDaysSince(request, driver.id, testStart);
  expect(days).toHaveLength(1);
  expect(days[0].datetime_start < offlineAt).toBe(true);
  // Ended on the phone while offline, stored with that time, not the time it arrived.
  expect(days[0].datetime_end! > offlineFrom && days[0].datetime_end! < onlineAt).toBe(true);

  const points = (await adminGet<Point[]>(request, `/api/location-history/?person=${driver.id}`)).filter((point) => point.datetime >= testStart);
  const keys = points.map((point) => `${point.datetime} ${point.latitude} ${point.longitude}`);
  expect(new Set(keys).size).toBe(keys.length);
  const at = (place: { latitude: number; longitude: number }) =>
    points.filter((point) => point.latitude === place.latitude && point.longitude === place.longitude);
  expect(at(START).some((point) => point.datetime === days[0].datetime_start)).toBe(true);
  for (const place of ROUTE) {
    expect(at(place)).toHaveLength(1);
    expect(at(place)[0].datetime > offlineFrom && at(place)[0].datetime < onlineAt).toBe(true);
  }
  expect(at(END).some((point) => point.datetime === days[0].datetime_end)).toBe(true);
  for (const point of at(END)) expect(point.datetime > offlineFrom && point.datetime < onlineAt).toBe(true);
});

test('a session ended on the server keeps the queue; signed in again, the phone sends it', async ({ page, request }) => {
  const driver = await demoDriver(request);
  const testStart = new Date().toISOString();
  let catalogs = 0;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/field/catalog/')) catalogs += 1;
  });
  await page.goto('/field');
  await signIn(page, driver.username);
  await expect(page.getByRole('button', { name: 'Rozpocznij pracę' })).toBeVisible();
  // The sign-in's own run (who is signed in, the queue sent, who is signed in again) has ended: the
  // catalog asked for twice. A question of that run asked after the session ends would show the
  // sign-in form before the driver could start the day.
  await expect.poll(() => catalogs).toBeGreaterThanOrEqual(2);
  // The office ends the phone's session (a lost phone), then the driver starts the day.
  const account = await page.evaluate(async () => {
    const me = await fetch('/api/field/me/', { headers: { 'x-sat-client': 'field' } });
    return ((await me.json()) as { user: { id: number } }).user.id;
  });
  expect((await request.delete(`/api/users/${account}/sessions/`, { headers: adminHeaders })).status()).toBe(204);
  await page.getByRole('button', { name: 'Rozpocznij pracę' }).tap();
  await expect(page.getByText('Sesja wygasła. Zaloguj się ponownie — niewysłane dane czekają w telefonie.')).toBeVisible();
  expect(await workDaysSince(request, driver.id, testStart)).toHaveLength(0);

  await signIn(page, driver.username);
  await expect(page.getByRole('button', { name: 'Zakończ pracę' })).toBeVisible();
  await expect.poll(async () => (await workDaysSince(request, driver.id, testStart)).length).toBe(1);
});

test('a refused action stays on the phone with the server message until the person discards it', async ({ page, request }) => {
  const driver = await demoDriver(request);
  await page.goto('/field');
  await signIn(page, driver.username);
  await expect(page.getByRole('button', { name: 'Rozpocznij pracę' })).toBeVisible();
  // The phone starts the day without signal (the action waits on the phone)…
  await cutSignal(page);
  await page.getByRole('button', { name: 'Rozpocznij pracę' }).tap();
  // …and someone in the office starts the driver's day meanwhile: the phone's start is refused.
  expect((await request.post('/api/person-work-day/start/', { headers: adminHeaders, data: { person: driver.id } })).status()).toBe(201);
  await page.context().setOffline(false);
  const refusal = page.getByRole('alert').filter({ hasText: 'Dzień pracy jest już rozpoczęty.' });
  await expect(refusal).toContainText('Rozpoczęcie pracy');
  await expect(page.getByText('Odrzucone przez serwer:')).toBeVisible();
  await refusal.getByRole('button', { name: 'Odrzuć' }).tap();
  await expect(refusal).toBeHidden();
  // The day as the server has it: open, started by the office.
  await expect(page.getByRole('button', { name: 'Zakończ pracę' })).toBeVisible();
});

interface Person {
  id: number;
  username: string | null;
  role: number;
  site: number | null;
}

/** A person with a login on a site with a tanker, other than `not`, with no open day or ride (ended by the office first). */
async function fieldPerson(request: APIRequestContext, { onTankerSite, not }: { onTankerSite: boolean; not: number[] }) {
  const persons = await adminGet<Person[]>(request, '/api/persons/');
  const tankers = await adminGet<Array<{ site: number }>>(request, '/api/vehicle/?vehicle_type=TANK');
  const tankerSites = new Set(tankers.map((tanker) => tanker.site));
  const person = persons.find(
    (candidate) => candidate.username && candidate.site !== null && !not.includes(candidate.id) && (!onTankerSite || tankerSites.has(candidate.site)),
  )!;
  await request.post('/api/person-work-day/end/', { headers: adminHeaders, data: { person: person.id } });
  const rides = await adminGet<Array<{ id: number; end_datetime: string | null }>>(request, `/api/vehicle-ride/?person=${person.id}`);
  for (const ride of rides.filter((candidate) => candidate.end_datetime === null)) {
    await request.post(`/api/vehicle-ride/${ride.id}/end/`, { headers: adminHeaders, data: {} });
  }
  return person as Person & { username: string; site: number };
}

/** A camera's picture (2400×1800 JPEG), which the phone reduces before it queues it. */
const cameraPicture = async (color: string) => ({
  name: 'zdjecie.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 2400, height: 1800, channels: 3, background: color } })
    .jpeg({ quality: 95 })
    .toBuffer(),
});

/** Picks the first real option of a native choice (after "Wybierz") unless one is preselected. */
async function chooseFirst(page: Page, label: string) {
  const select = page.getByLabel(label);
  if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
}

const queueCount = (page: Page) => page.getByText(/^Do wysłania \(\d+\)$/);

/** Asserts a photo stored with a record: one, reduced on the phone to at most 1600 px. */
async function expectReducedPhoto(request: APIRequestContext, photos: Array<{ id: number }>) {
  expect(photos).toHaveLength(1);
  const file = await request.get(`/api/attachments/${photos[0].id}`, { headers: adminHeaders });
  expect(file.status()).toBe(200);
  const { width, height } = await sharp(await file.body()).metadata();
  expect(Math.max(width!, height!)).toBe(1600);
}

const within = (time: string, from: string, to: string) => time > from && time < to;

test('a driver day: two rides, a station fueling and a repair request with photos, offline in the middle', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const driver = await fieldPerson(request, { onTankerSite: false, not: [(await demoDriver(request)).id] });
  const testStart = new Date().toISOString();
  await page.goto('/field');
  await signIn(page, driver.username);
  await page.getByRole('button', { name: 'Rozpocznij pracę' }).tap();
  await expect(page.getByText(/^Praca od \d\d:\d\d$/)).toBeVisible();

  // Ride 1, with signal: the nearest loading place preselected, a vehicle and a material chosen.
  await page.getByRole('button', { name: 'Rozpocznij przejazd' }).tap();
  await expect(page.getByLabel('Miejsce załadunku')).not.toHaveValue('');
  await chooseFirst(page, 'Pojazd');
  const vehicle = Number(await page.getByLabel('Pojazd').inputValue());
  await chooseFirst(page, 'Materiał');
  await page.getByRole('button', { name: 'Zapisz' }).tap();
  await expect(page.getByText(/^Przejazd od \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByText('Dystans: 0,0 km')).toBeVisible();
  for (const point of ROUTE) {
    await context.setGeolocation(point);
    await expect(page.getByText('Dystans: 0,0 km')).toBeHidden();
  }
  await page.getByRole('button', { name: 'Zakończ przejazd' }).tap();
  await expect(page.getByLabel('Miejsce rozładunku')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Zapisz' }).tap();
  await expect(page.getByText('Brak otwartego przejazdu.')).toBeVisible();
  await expect(page.getByText('Wszystko wysłane.')).toBeVisible({ timeout: 40_000 });

  // The signal goes: ride 2, a station fueling and a repair request wait on the phone.
  await cutSignal(page);
  const offlineAt = new Date().toISOString();
  // A position is dated by the browser's own reading of the clock, a few milliseconds before ours.
  const offlineFrom = new Date(Date.parse(offlineAt) - 1000).toISOString();
  await page.getByRole('button', { name: 'Rozpocznij przejazd' }).tap();
  // The last vehicle used is preselected.
  await expect(page.getByLabel('Pojazd')).toHaveValue(String(vehicle));
  await chooseFirst(page, 'Materiał');
  await page.getByRole('button', { name: 'Zapisz' }).tap();
  // Moving once the ride is open: a position read before it counts for no ride.
  await expect(page.getByText(/^Przejazd od \d\d:\d\d$/)).toBeVisible();
  await context.setGeolocation(START);
  await expect(page.getByText(/^Dystans: \d+,\d km$/)).not.toHaveText('Dystans: 0,0 km');
  await page.getByRole('button', { name: 'Zakończ przejazd' }).tap();
  await page.getByRole('button', { name: 'Zapisz' }).tap();
  await expect(page.getByText('Brak otwartego przejazdu.')).toBeVisible();

  await page.getByRole('button', { name: 'Tankowanie na stacji' }).tap();
  await expect(page.getByLabel('Pojazd')).toHaveValue(String(vehicle));
  await page.getByLabel('Litry').fill('212,5');
  await page.getByLabel('Cena za litr (zł)').fill('6,49');
  const odometer = await meterAbove(request, vehicle, 'km');
  await page.getByLabel('Stan licznika (km)').fill(odometer.typed);
  await page.getByLabel('Zrób zdjęcie').setInputFiles(await cameraPicture('#c0392b'));
  await expect(page.getByText('Zdjęcia: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Zapisz' }).tap();
  await expect(page.getByText('Zapisano. Zostanie wysłane, gdy będzie zasięg.')).toBeVisible();

  await page.getByRole('button', { name: 'Zgłoś usterkę' }).tap();
  await page.getByLabel('Opis usterki').fill('Pęknięta szyba po uderzeniu kamienia');
  await page.getByLabel('Zrób zdjęcie').setInputFiles(await cameraPicture('#2980b9'));
  await expect(page.getByText('Zdjęcia: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Zapisz' }).tap();
  await expect(page.getByText('Zgłoszenie usterki')).toBeVisible();
  await page.getByRole('button', { name: 'Zakończ pracę' }).tap();
  await expect(page.getByText('Brak zasięgu — dane zostaną wysłane później.')).toBeVisible();
  // The end of the day is the last record: once it is listed, the queue is complete.
  await expect(page.getByRole('list').getByText('Zakończenie pracy')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rozpocznij pracę' })).toBeVisible();
  const waiting = await queueCount(page).textContent();

  // Closed and opened again without signal: the app from the service worker, the queue from IndexedDB.
  await page.reload();
  await expect(page.getByText(waiting!)).toBeVisible();
  for (const action of ['Rozpoczęcie przejazdu', 'Zakończenie przejazdu', 'Tankowanie na stacji', 'Zgłoszenie usterki', 'Zakończenie pracy']) {
    await expect(page.getByRole('list').getByText(action)).toBeVisible();
  }
  const onlineAt = new Date().toISOString();
  await context.setOffline(false);
  await expect(page.getByText('Wszystko wysłane.')).toBeVisible({ timeout: 60_000 });

  const rides = (
    await adminGet<Array<{ id: number; start_datetime: string; end_datetime: string | null; end_place: number | null; vehicle: number }>>(
      request,
      `/api/vehicle-ride/?person=${driver.id}`,
    )
  )
    .filter((ride) => ride.start_datetime >= testStart)
    .sort((a, b) => a.start_datetime.localeCompare(b.start_datetime));
  expect(rides).toHaveLength(2);
  expect(rides.every((ride) => ride.vehicle === vehicle && ride.end_place !== null)).toBe(true);
  expect(rides[0].end_datetime! < offlineAt).toBe(true);
  expect(within(rides[1].start_datetime, offlineAt, onlineAt) && within(rides[1].end_datetime!, rides[1].start_datetime, onlineAt)).toBe(true);
  // The positions of the offline ride arrived with its id (learnt when its start was sent).
  const track = await adminGet<Array<{ datetime: string; latitude: number }>>(request, `/api/location-history-for-ride/${rides[1].id}/`);
  expect(track.some((point) => point.latitude === START.latitude && within(point.datetime, offlineFrom, onlineAt))).toBe(true);

  const fuelings = (await adminGet<Array<{ id: number; datetime: string; litres: number }>>(request, `/api/fueling/?person=${driver.id}`)).filter(
    (row) => row.datetime >= testStart,
  );
  expect(fuelings).toHaveLength(1);
  expect(within(fuelings[0].datetime, rides[1].end_datetime!, onlineAt)).toBe(true);
  const fueling = await adminGet<{ litres: number; price_per_litre: number; odometer_state: number; photos: Array<{ id: number }> }>(
    request,
    `/api/fueling/${fuelings[0].id}/`,
  );
  expect(fueling).toMatchObject({ litres: 212.5, price_per_litre: 6.49, odometer_state: odometer.value });
  await expectReducedPhoto(request, fueling.photos);

  const repairs = (
    await adminGet<Array<{ id: number; datetime: string; note: string; person: number }>>(request, `/api/repair-request/?person=${driver.id}`)
  ).filter((row) => row.datetime >= testStart);
  expect(repairs).toHaveLength(1);
  expect(within(repairs[0].datetime, fuelings[0].datetime, onlineAt)).toBe(true);
  const repair = await adminGet<{ note: string; status: string; photos: Array<{ id: number }> }>(request, `/api/repair-request/${repairs[0].id}/`);
  expect(repair).toMatchObject({ note: 'Pęknięta szyba po uderzeniu kamienia', status: 'nowe' });
  await expectReducedPhoto(request, repair.photos);

  const days = await workDaysSince(request, driver.id, testStart);
  expect(days).toHaveLength(1);
  expect(within(days[0].datetime_end!, repairs[0].datetime, onlineAt)).toBe(true);
});

test('the tanker crew day: a delivery, three dispensings and a stock reading, offline in the middle', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const crew = await fieldPerson(request, { onTankerSite: true, not: [(await demoDriver(request)).id] });
  const testStart = new Date().toISOString();
  await page.goto('/field');
  await signIn(page, crew.username);
  await expect(page.getByRole('button', { name: 'Rozpocznij pracę' })).toBeVisible();

  await page.getByRole('button', { name: 'Dostawa do cysterny' }).tap();
  const tanker = Number(await page.getByLabel('Cysterna').inputValue());
  expect(tanker).toBeGreaterThan(0);
  await expect(page.getByLabel('Miejsce paliwa')).not.toHaveValue('');
  await chooseFirst(page, 'Dostawca');
  await page.getByLabel('Litry').fill('8 000');
  await page.getByLabel('Zrób zdjęcie').setInputFiles(await cameraPicture('#27ae60'));
  await expect(page.getByText('Zdjęcia: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Zapisz' }).tap();
  await expect(page.getByText('Wszystko wysłane.')).toBeVisible({ timeout: 40_000 });

  await cutSignal(page);
  const offlineAt = new Date().toISOString();
  const machines: number[] = [];
  for (const [index, litres] of ['310,4', '95,5', '120'].entries()) {
    await page.getByRole('button', { name: 'Wydanie paliwa maszynie' }).tap();
    await expect(page.getByLabel('Cysterna')).toHaveValue(String(tanker));
    await page.getByLabel('Maszyna').selectOption({ index: index + 1 });
    machines.push(Number(await page.getByLabel('Maszyna').inputValue()));
    await page.getByLabel('Litry').fill(litres);
    await page.getByLabel('Stan licznika maszyny').fill((await meterAbove(request, machines[index], 'engine_hours')).typed);
    await page.getByLabel('Zrób zdjęcie').setInputFiles(await cameraPicture('#8e44ad'));
    await expect(page.getByText('Zdjęcia: 1')).toBeVisible();
    await page.getByRole('button', { name: 'Zapisz' }).tap();
    await expect(page.getByText('Zapisano. Zostanie wysłane, gdy będzie zasięg.')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Stan cysterny' }).tap();
  await page.getByLabel('Litry').fill('7 474,1');
  await page.getByRole('button', { name: 'Zapisz' }).tap();
  const queued = page.getByRole('list');
  await expect(queued.getByText('Wydanie paliwa maszynie', { exact: true })).toHaveCount(3);
  await expect(queued.getByText('Stan cysterny', { exact: true })).toHaveCount(1);
  const waiting = await queueCount(page).textContent();

  await page.reload();
  await expect(page.getByText(waiting!)).toBeVisible();
  await expect(queued.getByText('Wydanie paliwa maszynie', { exact: true })).toHaveCount(3);
  const onlineAt = new Date().toISOString();
  await context.setOffline(false);
  await expect(page.getByText('Wszystko wysłane.')).toBeVisible({ timeout: 60_000 });

  const deliveries = (await adminGet<Array<{ id: number; datetime: string; litres: number }>>(request, `/api/tanker-fueling/?tanker=${tanker}`)).filter(
    (row) => row.datetime >= testStart,
  );
  expect(deliveries).toHaveLength(1);
  expect(deliveries[0]).toMatchObject({ litres: 8000 });
  expect(deliveries[0].datetime < offlineAt).toBe(true);
  await expectReducedPhoto(request, (await adminGet<{ photos: Array<{ id: number }> }>(request, `/api/tanker-fueling/${deliveries[0].id}/`)).photos);

  const dispensings = (
    await adminGet<Array<{ id: number; datetime: string; litres: number; vehicle: number }>>(request, `/api/vehicle-fueling/?tanker=${tanker}`)
  )
    .filter((row) => row.datetime >= testStart)
    .sort((a, b) => a.datetime.localeCompare(b.datetime));
  expect(dispensings.map((row) => [row.vehicle, row.litres])).toEqual([
    [machines[0], 310.4],
    [machines[1], 95.5],
    [machines[2], 120],
  ]);
  for (const row of dispensings) {
    expect(within(row.datetime, offlineAt, onlineAt)).toBe(true);
    await expectReducedPhoto(request, (await adminGet<{ photos: Array<{ id: number }> }>(request, `/api/vehicle-fueling/${row.id}/`)).photos);
  }
  const readings = (await adminGet<Array<{ datetime: string; litres: number }>>(request, `/api/tanker-stock-count/?tanker=${tanker}`)).filter(
    (row) => row.datetime >= testStart,
  );
  expect(readings).toHaveLength(1);
  expect(readings[0].litres).toBe(7474.1);
  expect(within(readings[0].datetime, dispensings[2].datetime, onlineAt)).toBe(true);
});

test('the field app in Ukrainian keeps Polish numbers and times, and has no serious accessibility violation', async ({ page, request }) => {
  const crew = await fieldPerson(request, { onTankerSite: true, not: [] });
  await page.goto('/field');
  await signIn(page, crew.username);
  await expect(page.getByRole('button', { name: 'Rozpocznij pracę' })).toBeVisible();
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id);
  expect(await serious()).toEqual([]);

  await page.getByRole('button', { name: 'UK' }).tap();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await page.getByRole('button', { name: 'Почати роботу' }).tap();
  await expect(page.getByText(/^Робота з \d\d:\d\d$/)).toBeVisible();
  await page.getByRole('button', { name: 'Залишок у цистерні' }).tap();
  expect(await serious()).toEqual([]);
  await page.getByLabel('Літри').fill('abc');
  await page.getByRole('button', { name: 'Зберегти' }).tap();
  await expect(page.getByRole('alert')).toHaveText('Введіть число, напр. 212,5.');
  await page.getByRole('button', { name: 'Назад' }).tap();
  // The choice stays on the phone.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Закінчити роботу' })).toBeVisible();
  await page.getByRole('button', { name: 'PL' }).tap();
  await expect(page.getByRole('button', { name: 'Zakończ pracę' })).toBeVisible();

  // Signing out with nothing unsent asks nothing; the sign-in form comes back.
  await expect(page.getByText('Wszystko wysłane.')).toBeVisible({ timeout: 40_000 });
  await page.getByRole('button', { name: 'Wyloguj' }).tap();
  await expect(page.getByRole('button', { name: 'Zaloguj' })).toBeVisible();
});

test('signing out with unsent records warns; the queue stays and is sent after the next sign-in', async ({ page, context, request }) => {
  const crew = await fieldPerson(request, { onTankerSite: true, not: [] });
  const testStart = new Date().toISOString();
  await page.goto('/field');
  await signIn(page, crew.username);
  await expect(page.getByRole('button', { name: 'Rozpocznij pracę' })).toBeVisible();
  await cutSignal(page);
  await page.getByRole('button', { name: 'Rozpocznij pracę' }).tap();
  await expect(queueCount(page)).toBeVisible();
  // Signal back, but the start does not get through: the person is warned before signing out.
  await page.route('**/api/person-work-day/start/', (route) => route.abort());
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Wyloguj' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Wylogować?' });
  await expect(dialog).toContainText('Zostaną w telefonie i zostaną wysłane po ponownym zalogowaniu.');
  await dialog.getByRole('button', { name: 'Wyloguj' }).tap();
  await expect(page.getByRole('button', { name: 'Zaloguj' })).toBeVisible();
  expect(await workDaysSince(request, crew.id, testStart)).toHaveLength(0);

  await page.unroute('**/api/person-work-day/start/');
  await signIn(page, crew.username);
  await expect(page.getByRole('button', { name: 'Zakończ pracę' })).toBeVisible();
  await expect.poll(async () => (await workDaysSince(request, crew.id, testStart)).length).toBe(1);
});
