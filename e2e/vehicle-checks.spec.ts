/**
 * Pre-shift checks in the dashboard (issue 30): an administrator edits a machine type's checklist
 * ("Listy kontrolne"), a machine's checks are listed with who, when, faults and photos
 * ("Kontrole przed zmianą"), and /vehicles marks a machine whose last check found a fault not
 * repaired yet, until its repair request is closed.
 */
import type { ApiRow } from '../src/domain/resources/rows';
import sharp from 'sharp';
import { vehicleTypeLabel } from '../src/domain/vehicleTypes';
import { expect, test, uniqueName } from './fixtures';
import { FormDialog } from './pages/FormDialog';

type Vehicle = Pick<ApiRow<'vehicles'>, 'id' | 'fleet_number' | 'registration_number' | 'vehicle_type'>;

interface Checklist {
  points: Array<{ id: number; label: string }>;
}

test('an administrator adds a checklist point and retires it; the field app asks the active points only', async ({ loggedIn: page, api, site, list }) => {
  const [vehicle] = await api.get<Vehicle[]>(`/api/vehicle/?site=${site.id}&_sort=id&_order=ASC&_start=0&_end=1`);
  const label = uniqueName('Pasy bezpieczeństwa');
  const asked = async () => (await api.get<Checklist>(`/api/field/checklist/?vehicle=${vehicle.id}`)).points.map((point) => point.label);

  await page.goto('/checklist-points');
  await expect(page.getByRole('heading', { name: 'Listy kontrolne' })).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj punkt kontroli' }).click();
  const add = new FormDialog(page, 'Dodaj punkt kontroli');
  await add.select('Typ pojazdu', vehicleTypeLabel(vehicle.vehicle_type));
  await add.fill({ 'Punkt kontroli': label, Kolejność: 1 });
  await add.submit('Dodaj punkt kontroli');
  await expect(add.root).toBeHidden();
  // Position 1 comes before the demo's points (10, 20, …).
  expect((await asked())[0]).toBe(label);

  await list.search.fill(label);
  await expect(list.rows).toHaveCount(1);
  await expect(list.row(label)).toContainText(vehicleTypeLabel(vehicle.vehicle_type));
  await list.row(label).getByRole('button', { name: 'Edytuj' }).click();
  const edit = new FormDialog(page, 'Edytuj punkt kontroli');
  await edit.root.getByLabel('Aktywny').uncheck();
  await edit.submit('Edytuj punkt kontroli');
  await expect(edit.root).toBeHidden();
  await expect(list.row(label)).toContainText('Nie');
  expect(await asked()).not.toContain(label);
});

test("a machine's checks show who, when, the faults and their photos, and /vehicles marks it until the repair is closed", async ({
  loggedIn: page,
  api,
  site,
  list,
}) => {
  const [vehicle] = await api.get<Vehicle[]>(`/api/vehicle/?site=${site.id}&_sort=id&_order=DESC&_start=0&_end=1`);
  const [person] = await api.get<Array<{ id: number; first_name: string; last_name: string }>>(
    `/api/persons/?site=${site.id}&_sort=id&_order=ASC&_start=0&_end=1`,
  );
  const { points } = await api.get<Checklist>(`/api/field/checklist/?vehicle=${vehicle.id}`);
  expect(points.length).toBeGreaterThan(1);

  // The photo the phone uploaded first (POST /api/attachments/), through the page's session.
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const photo = await page.request.post('/api/attachments/', {
    headers: { 'X-XSRF-TOKEN': xsrf, Origin: new URL(page.url()).origin },
    multipart: {
      file: {
        name: 'wyciek.png',
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#7d3c98' } })
          .png()
          .toBuffer(),
      },
    },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const { id: photoId } = (await photo.json()) as { id: number };
  const note = uniqueName('Wyciek spod siłownika');
  const performedAt = new Date(Date.now() - 15 * 60_000);
  const check = await api.post<{ id: number; repairs: number[] }>('/api/field/checks/', {
    vehicle: vehicle.id,
    person: person.id,
    performed_at: performedAt.toISOString(),
    points: points.map((point, index) => (index === 1 ? { point: point.id, ok: false, note, photos: [photoId] } : { point: point.id, ok: true })),
  });

  await page.goto(`/vehicle-checks?site=${site.id}`);
  await expect(page.getByRole('heading', { name: 'Kontrole przed zmianą' })).toBeVisible();
  await list.search.fill(note);
  await expect(list.rows).toHaveCount(1);
  const row = list.row(note);
  await expect(row).toContainText(`${person.first_name} ${person.last_name}`);
  await expect(row).toContainText(`${points[1].label}: ${note}`);
  const shown = new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(performedAt)
    .replace(',', '');
  await expect(row).toContainText(shown);
  await expect(row.getByRole('link', { name: 'Otwórz plik wyciek.png' })).toBeVisible();

  const day = shown.slice(0, 10);
  await page.goto(`/vehicles?site=${site.id}`);
  await list.search.fill(vehicle.registration_number);
  await expect(list.row(vehicle.registration_number)).toContainText(`Usterka z kontroli ${day}: ${points[1].label}`);

  const [repair] = check.repairs;
  for (const status of [{ status: 'w_trakcie' }, { status: 'zakonczone', closing_note: 'Wymieniono uszczelkę' }]) {
    const changed = await page.request.patch(`/api/repair-request/${repair}/`, {
      data: status,
      headers: { 'X-XSRF-TOKEN': xsrf, Origin: new URL(page.url()).origin },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  }
  await page.reload();
  await list.search.fill(vehicle.registration_number);
  await expect(list.row(vehicle.registration_number)).not.toContainText('Usterka z kontroli');
});
