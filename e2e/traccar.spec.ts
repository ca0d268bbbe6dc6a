/**
 * Traccar's forwarding (issue 31 §2): an administrator adds a token in "Tokeny Traccar" with the
 * value the dialog proposes; a Traccar server forwarding a parked truck's tank falling with it makes
 * the anomaly "Spadek paliwa na postoju" on "Anomalie paliwowe"; the token switched off is refused.
 */
import { expect, test, uniqueName } from './fixtures';
import { FormDialog } from './pages/FormDialog';

test('a token from "Tokeny Traccar" signs the forwarding; a parked truck’s fuel falling shows as an anomaly', async ({ loggedIn: page, api, site }) => {
  await page.goto(`/rides?site=${site.id}`);
  await page.getByRole('link', { name: 'Tokeny Traccar' }).click();
  await expect(page.getByRole('heading', { name: 'Tokeny Traccar' })).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj token' }).click();
  const add = new FormDialog(page, 'Dodaj token');
  const token = await add.field('Token').inputValue();
  expect(token).toMatch(/^[A-Za-z0-9]{24}$/);
  await add.fill({ Nazwa: uniqueName('Traccar') });
  const saved = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/traccar-token/');
  await add.submit('Dodaj token');
  const created = await saved;
  expect(created.status()).toBe(201);
  const { id: tokenId, name } = (await created.json()) as { id: number; name: string };

  const fleet = 70000 + Math.floor(Math.random() * 9000);
  const truck = await api.post<{ id: number; registration_number: string }>('/api/vehicle/', {
    site: site.id,
    fleet_number: fleet,
    registration_number: `WTR ${fleet}`,
    vehicle_model: 'Volvo FMX',
    vehicle_type: 'TRUCK',
    fuel_capacity: 300,
  });
  const uniqueId = String(860000000000000 + fleet);
  await api.post('/api/gps-device/', {
    name: uniqueName('Tracker'),
    identifier: `tracker-${uniqueId}-Ab`,
    traccar_unique_id: uniqueId,
    vehicle: truck.id,
    speed_unit: 'kn',
    active: true,
  });
  const forward = (minutesAgo: number, fuel: number, bearer = token) => {
    const at = new Date(Date.now() - minutesAgo * 60_000).toISOString().replace('Z', '+00:00');
    return page.request.post('/api/traccar/positions', {
      headers: { authorization: `Bearer ${bearer}` },
      data: {
        position: {
          attributes: { ignition: false, fuel },
          deviceId: 1,
          protocol: 'teltonika',
          fixTime: at,
          deviceTime: at,
          serverTime: at,
          valid: true,
          latitude: 51.9373,
          longitude: 15.5062,
          speed: 0,
        },
        device: { id: 1, attributes: {}, name: 'Ciężarówka', uniqueId, status: 'online', disabled: false },
      },
    });
  };
  for (const [minutesAgo, fuel] of [
    [30, 250],
    [20, 150],
  ])
    expect((await forward(minutesAgo, fuel)).status()).toBe(200);

  await page.goto(`/fuel-anomalies?site=${site.id}`);
  const row = page.getByRole('region', { name: 'Anomalie paliwowe' }).locator('tbody tr').filter({ hasText: truck.registration_number });
  await expect(row).toContainText('Spadek paliwa na postoju');
  await expect(row).toContainText('Czujnik paliwa');
  await expect(row).toContainText('Czujnik: w zbiorniku ubyło 100,00 l (z 250,00 l do 150,00 l) przy wyłączonym silniku');

  await api.put(`/api/traccar-token/${tokenId}/`, { name, token, active: false });
  expect((await forward(10, 140)).status()).toBe(401);
});
