/**
 * Urządzenia GPS (issue 31 §1): an administrator adds a truck's tracker with the identifier the
 * dialog proposes; a position posted to /api/osmand with it shows as the device's last sighting.
 */
import { expect, test, uniqueName } from './fixtures';
import { FormDialog } from './pages/FormDialog';

test('adds a tracker with the proposed identifier, which /api/osmand then accepts', async ({ loggedIn: page, api, site }) => {
  const [truck] = await api.get<Array<{ id: number; registration_number: string }>>(`/api/vehicle/?site=${site.id}&vehicle_type=TRUCK&_start=0&_end=1`);
  const name = uniqueName('Tracker');
  await page.goto(`/rides?site=${site.id}`);
  await page.getByRole('link', { name: 'Urządzenia GPS' }).click();
  await expect(page.getByRole('heading', { name: 'Urządzenia GPS' })).toBeVisible();

  await page.getByRole('button', { name: 'Dodaj urządzenie' }).click();
  const add = new FormDialog(page, 'Dodaj urządzenie');
  const identifier = await add.field('Identyfikator urządzenia').inputValue();
  expect(identifier).toMatch(/^[A-Za-z0-9]{24}$/);
  await add.fill({ Nazwa: name });
  await add.choose('Na pojeździe', new RegExp(truck.registration_number), truck.registration_number);
  const saved = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/gps-device/');
  await add.submit('Dodaj urządzenie');
  expect((await saved).status()).toBe(201);
  const row = page.locator('main tbody tr').filter({ hasText: name });
  await expect(row).toContainText(identifier);

  const at = Math.floor(Date.now() / 1000) - 60;
  expect((await page.request.get(`/api/osmand?id=${identifier}&lat=51.9373&lon=15.5062&timestamp=${at}&batt=81`)).status()).toBe(200);
  await page.reload();
  await expect(row).toContainText('81');
});
