/**
 * A driver's pre-shift check on the phone (issue 30 §3), offline: the signal goes while the
 * checklist is open, a fault with its note and a photo is saved into the queue, the app is reloaded
 * without signal, and when the signal returns the server has the check exactly once with the
 * phone's time; the fault is a repair request in the workflow ("Nowe") with the photo reduced on
 * the phone, the odometer a meter reading of the check — and the office sees the request in
 * /repairs and its page with the photo, and the machine marked in /vehicles.
 */
import type { ApiRow } from '../src/domain/resources/rows';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_EMPLOYEE_PASSWORD } from '../server/seed/seedDemo';
import { E2E_ADMIN } from './credentials';
import { expect, logIn, test } from './fixtures';
import { ResourceListPage } from './pages/ResourceListPage';

test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'pl-PL',
  permissions: ['geolocation'],
  geolocation: { latitude: 51.8651234, longitude: 20.8671234 },
});

const adminHeaders = { authorization: `Basic ${Buffer.from(`${E2E_ADMIN.username}:${E2E_ADMIN.password}`).toString('base64')}` };

async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: adminHeaders });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** A demo driver with a login, the work day he may have open ended first. */
async function demoDriver(request: APIRequestContext) {
  const roles = await adminGet<Array<{ id: number; name: string }>>(request, '/api/person-roles/');
  const driverRole = roles.find((role) => role.name === 'Kierowca')!.id;
  const persons = await adminGet<Array<{ id: number; username: string | null; role: number; first_name: string; last_name: string }>>(request, '/api/persons/');
  const driver = persons.find((person) => person.role === driverRole && person.username)!;
  await request.post('/api/person-work-day/end/', { headers: adminHeaders, data: { person: driver.id } });
  return driver as typeof driver & { username: string };
}

async function signIn(page: Page, username: string) {
  await page.getByLabel('Login').fill(username);
  await page.getByLabel('Hasło').fill(DEMO_EMPLOYEE_PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj' }).tap();
}

// check_faults: filled in by the server (a virtual column, not in ApiRow).
type Vehicle = Pick<ApiRow<'vehicles'>, 'id' | 'registration_number' | 'site'> & { check_faults: string | null };

const within = (time: string, from: string, to: string) => time > from && time < to;

test("a driver's pre-shift check with a fault and a photo, offline, becomes a repair request the office sees", async ({
  page,
  context,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const driver = await demoDriver(request);
  const testStart = new Date().toISOString();
  await page.goto('/field');
  await signIn(page, driver.username);
  await page.getByRole('button', { name: 'Rozpocznij pracę' }).tap();
  await expect(page.getByText(/^Praca od \d\d:\d\d$/)).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  // The checklist of the machine comes with signal; the signal goes while the driver goes through it.
  await page.getByRole('button', { name: 'Kontrola przed zmianą' }).tap();
  const machine = page.getByLabel('Maszyna');
  if ((await machine.inputValue()) === '') await machine.selectOption({ index: 1 });
  const vehicleId = Number(await machine.inputValue());
  const { points } = await adminGet<{ points: Array<{ id: number; label: string }> }>(request, `/api/field/checklist/?vehicle=${vehicleId}`);
  expect(points.length).toBeGreaterThan(2);
  await expect(page.getByRole('group', { name: points[0].label })).toBeVisible();
  const readings = await adminGet<Array<{ km: number | null }>>(request, `/api/meter-reading/?vehicle=${vehicleId}`);
  const odometer = Math.ceil(Math.max(0, ...readings.map((reading) => reading.km ?? 0))) + 120;

  await context.setOffline(true);
  const offlineAt = new Date().toISOString();
  const fault = points[1];
  for (const point of points) {
    await page
      .getByRole('group', { name: point.label })
      .getByRole('button', { name: point === fault ? 'Usterka' : 'OK' })
      .tap();
  }
  const faultGroup = page.getByRole('group', { name: fault.label });
  await faultGroup.getByLabel('Opis usterki').fill('Wyciek oleju spod siłownika łyżki');
  await faultGroup.getByLabel(`Zrób zdjęcie: ${fault.label}`).setInputFiles({
    name: 'zdjecie.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#d35400' } })
      .jpeg({ quality: 95 })
      .toBuffer(),
  });
  await expect(faultGroup.getByText('Zdjęcia: 1')).toBeVisible();
  await page.getByLabel('Stan licznika (km)').fill(odometer.toLocaleString('pl-PL'));
  await page.getByRole('button', { name: 'Zapisz' }).tap();
  await expect(page.getByText('Zapisano. Zostanie wysłane, gdy będzie zasięg.')).toBeVisible();
  const queued = page.getByRole('list', { name: /^Do wysłania \(\d+\)$/ });
  await expect(queued.getByText('Kontrola przed zmianą', { exact: true })).toHaveCount(1);

  // Closed and opened again without signal: the check waits in IndexedDB, its photo with it
  // (positions recorded meanwhile queue beside it).
  await page.reload();
  await expect(queued.getByText('Kontrola przed zmianą', { exact: true })).toHaveCount(1);
  const onlineAt = new Date().toISOString();
  await context.setOffline(false);
  // Sent on the 'online' event; a send the busy server failed is retried within 30 s.
  await expect(page.getByText('Wszystko wysłane.')).toBeVisible({ timeout: 60_000 });

  // Exactly once, with the phone's time, the fault's note and the reading.
  const checks = (
    await adminGet<Array<{ id: number; performed_at: string; person: number; faults: number; fault_summary: string; odometer_km: number }>>(
      request,
      `/api/vehicle-check/?vehicle=${vehicleId}`,
    )
  ).filter((check) => check.performed_at >= testStart);
  expect(checks).toHaveLength(1);
  const [check] = checks;
  expect(within(check.performed_at, offlineAt, onlineAt)).toBe(true);
  expect(check).toMatchObject({ person: driver.id, faults: 1, fault_summary: `${fault.label}: Wyciek oleju spod siłownika łyżki`, odometer_km: odometer });
  const reading = (
    await adminGet<Array<{ datetime: string; km: number; source: string; origin: string }>>(request, `/api/meter-reading/?vehicle=${vehicleId}`)
  ).filter((row) => row.origin === `vehicle-checks:${check.id}`);
  expect(reading).toEqual([expect.objectContaining({ datetime: check.performed_at, km: odometer, source: 'check' })]);

  // The fault is a repair request in the workflow, with the phone's reduced photo.
  const repairs = (
    await adminGet<Array<{ id: number; datetime: string; vehicle: number; note: string; status: string }>>(request, `/api/repair-request/?person=${driver.id}`)
  ).filter((row) => row.datetime >= testStart);
  expect(repairs).toHaveLength(1);
  expect(repairs[0]).toMatchObject({ vehicle: vehicleId, note: `${fault.label}: Wyciek oleju spod siłownika łyżki`, status: 'nowe' });
  const repair = await adminGet<{ photos: Array<{ id: number; name: string }> }>(request, `/api/repair-request/${repairs[0].id}/`);
  expect(repair.photos).toHaveLength(1);
  const file = await request.get(`/api/attachments/${repair.photos[0].id}`, { headers: adminHeaders });
  const { width, height } = await sharp(await file.body()).metadata();
  expect(Math.max(width!, height!)).toBe(1600);
  const vehicle = await adminGet<Vehicle>(request, `/api/vehicle/${vehicleId}/`);
  const day = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(check.performed_at),
  );
  expect(vehicle.check_faults).toBe(`Usterka z kontroli ${day}: ${fault.label}`);

  // The office, at a desk: the request in /repairs, its page with the photo and the status, the machine marked.
  const office = await browser.newContext({ baseURL, locale: 'pl-PL', viewport: { width: 1400, height: 900 } });
  const desk = await office.newPage();
  const list = new ResourceListPage(desk);
  await logIn(desk);
  await desk.goto(`/repairs?site=${vehicle.site}`);
  await list.search.fill('Wyciek oleju spod siłownika łyżki');
  await expect(list.rows).toHaveCount(1);
  await list.rows.getByText(`${fault.label}: Wyciek oleju spod siłownika łyżki`).click();
  await expect(desk).toHaveURL(new RegExp(`/repairs/${repairs[0].id}/show$`));
  const details = desk.getByRole('region', { name: 'Szczegóły zgłoszenia' });
  await expect(details.getByText('Nowe', { exact: true })).toBeVisible();
  await expect(details.getByText(`${driver.first_name} ${driver.last_name}`)).toBeVisible();
  await expect(
    desk.getByRole('region', { name: 'Zdjęcia' }).getByRole('link', { name: `Otwórz zdjęcie ${repair.photos[0].name} w pełnym rozmiarze` }),
  ).toBeVisible();
  await desk.goto(`/vehicles?site=${vehicle.site}`);
  await list.search.fill(vehicle.registration_number);
  await expect(list.row(vehicle.registration_number)).toContainText(`Usterka z kontroli ${day}: ${fault.label}`);
  await office.close();

  // Repaired: the request closed (through the workflow's steps), the machine is no longer marked
  // — and no later test of this worker finds it marked.
  for (const change of [{ status: 'w_trakcie' }, { status: 'zakonczone', closing_note: 'Wymieniono uszczelkę siłownika' }]) {
    const response = await request.patch(`/api/repair-request/${repairs[0].id}/`, { headers: adminHeaders, data: change });
    expect(response.status(), await response.text()).toBe(200);
  }
  expect((await adminGet<Vehicle>(request, `/api/vehicle/${vehicleId}/`)).check_faults).toBeNull();
});
