/**
 * The field app on a phone (issue 30): a demo driver signs in at /field, starts the day, loses
 * signal, records positions and ends the day offline, reopens the app offline (from the service
 * worker), gets signal back — and the server has the day and the positions exactly once, with
 * the phone's times.
 */
import type { ApiRow } from '../src/domain/resources/rows';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_EMPLOYEE_PASSWORD } from '../server/seed/seedDemo';
import { E2E_ADMIN } from './credentials';

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
  // The service worker has stored the app before the signal goes.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await context.setOffline(true);
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
  await page.goto('/field');
  await signIn(page, driver.username);
  await expect(page.getByRole('button', { name: 'Rozpocznij pracę' })).toBeVisible();
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
  await page.context().setOffline(true);
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
