/**
 * Maintenance (issue 15): /maintenance-due "Serwis i terminy" shows the API's services and
 * documents, a service recorded from a vehicle's row restarts its interval, the CSV downloads; the
 * documents' list colours the days left within the warning window, marks a machine whose
 * inspection ended, and refuses an end before the start under the field.
 */
import { expect, test, type ApiClient, type Site } from './fixtures';
import { FormDialog } from './pages/FormDialog';

/** The company day `days` from today as yyyy-MM-dd and dd.MM.yyyy. */
function day(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
  const [year, month, date] = today.split('-').map(Number);
  const iso = new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
  return { iso, shown: iso.split('-').reverse().join('.') };
}

/** A truck of the site whose last service was 40 000 km ago (its type's plan: every 30 000 km). */
async function overdueTruck(api: ApiClient, site: Site) {
  const fleet = 70000 + Math.floor(Math.random() * 9000);
  const truck = await api.post<{ id: number; fleet_number: number; registration_number: string }>('/api/vehicle/', {
    site: site.id,
    fleet_number: fleet,
    registration_number: `WSE ${fleet}`,
    vehicle_model: 'Scania R450',
    vehicle_type: 'TRUCK',
    fuel_capacity: 400,
  });
  const [person] = await api.get<Array<{ id: number }>>(`/api/persons/?site=${site.id}&_start=0&_end=1`);
  await api.post('/api/fueling/', {
    person: person.id,
    vehicle: truck.id,
    site: site.id,
    datetime: new Date(Date.now() - 3600_000).toISOString(),
    litres: 100,
    price_per_litre: 6.5,
    odometer_state: 140000,
  });
  await api.post('/api/service-record/', { vehicle: truck.id, date: day(-100).iso, reading: 100000, workshop: 'Serwis Kowalski' });
  return truck;
}

test('lists the due and overdue services and documents; a service recorded from the row restarts the interval; CSV', async ({ loggedIn: page, api, site }) => {
  const truck = await overdueTruck(api, site);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/maintenance/due/');
  await page.goto(`/maintenance-due?site=${site.id}`);
  await expect(page.getByRole('heading', { name: 'Serwis i terminy', level: 1 })).toBeVisible();
  const report = (await (await answered).json()) as {
    services: Array<{ status: string }>;
    documents: Array<{ owner_name: string; kind_label: string; status: string }>;
  };
  expect(report.services.some((item) => item.status === 'overdue')).toBe(true);
  expect(report.documents.length).toBeGreaterThan(0);
  const services = page.getByRole('region', { name: 'Serwisy według planów' });
  await expect(services.locator('tbody tr')).toHaveCount(report.services.length);
  const documents = page.getByRole('region', { name: 'Dokumenty kończące ważność' });
  await expect(documents.locator('tbody tr')).toHaveCount(report.documents.length);
  await expect(documents.locator('tbody tr').first()).toContainText(report.documents[0].kind_label);
  const overdue = [...report.services, ...report.documents].filter((item) => item.status === 'overdue').length;
  await expect(page.getByRole('region', { name: 'Przypomnienia' }).getByText(`Po terminie: ${overdue}`)).toBeVisible();

  const row = services.locator(`tr[data-vehicle="${truck.id}"]`);
  await expect(row).toContainText(`${truck.fleet_number} ${truck.registration_number}`);
  await expect(row).toContainText('-10 000 km');
  await expect(row).toContainText('Po terminie');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksportuj' }).click();
  expect((await download).suggestedFilename()).toBe(`serwis-i-terminy_budowa-${site.id}_${day(0).iso}.csv`);

  await row.getByRole('button', { name: 'Dodaj serwis' }).click();
  const dialog = new FormDialog(page, 'Dodaj serwis');
  await dialog.fill({ 'Data serwisu': day(0).shown, Warsztat: 'Serwis Kowalski' });
  await expect(dialog.field('Stan licznika (km / mth)')).toHaveValue(/^140\s?000(,00)?$/);
  await dialog.submit('Dodaj serwis');
  await expect(dialog.root).toBeHidden();
  await expect(row).toContainText('W normie');
  await expect(row).toContainText('30 000 km');
});

test('the documents list colours the days left, marks the machine whose inspection ended, and refuses an end before the start', async ({
  loggedIn: page,
  api,
  site,
  list,
}) => {
  const fleet = 80000 + Math.floor(Math.random() * 9000);
  const vehicle = await api.post<{ id: number; registration_number: string }>('/api/vehicle/', {
    site: site.id,
    fleet_number: fleet,
    registration_number: `WDK ${fleet}`,
    vehicle_model: 'Toyota Hilux',
    vehicle_type: 'CAR',
    fuel_capacity: 300,
  });
  await api.post('/api/vehicle-document/', {
    vehicle: vehicle.id,
    kind: 'inspection',
    number: `PT-${fleet}`,
    valid_from: day(-400).iso,
    valid_until: day(-3).iso,
  });
  await api.post('/api/vehicle-document/', { vehicle: vehicle.id, kind: 'oc', number: `OC-${fleet}`, valid_from: day(-300).iso, valid_until: day(10).iso });
  await api.post('/api/vehicle-document/', { vehicle: vehicle.id, kind: 'udt', number: `UDT-${fleet}`, valid_from: day(-30).iso, valid_until: day(200).iso });

  await page.goto(`/vehicle-documents?site=${site.id}`);
  await list.search.fill(`WDK ${fleet}`);
  await expect(page.locator('tbody tr')).toHaveCount(3);
  // The days-left cell: the one right after the two dates.
  const cell = (number: string) => page.locator('tbody tr').filter({ hasText: number }).locator('td').nth(7);
  await expect(cell(`PT-${fleet}`).locator('.MuiChip-colorError')).toHaveText('-3');
  await expect(cell(`OC-${fleet}`).locator('.MuiChip-colorWarning')).toHaveText('10');
  await expect(cell(`UDT-${fleet}`)).toHaveText('200');
  await expect(cell(`UDT-${fleet}`).locator('.MuiChip-root')).toHaveCount(0);

  await page.goto(`/vehicles?site=${site.id}`);
  await list.search.fill(vehicle.registration_number);
  await expect(page.locator('tbody tr').filter({ hasText: vehicle.registration_number }).locator('.MuiChip-colorError')).toHaveText('Przegląd techniczny');

  await page.goto(`/vehicle-documents?site=${site.id}`);
  await page.getByRole('button', { name: 'Dodaj dokument' }).click();
  const dialog = new FormDialog(page, 'Dodaj dokument');
  await dialog.choose('Pojazd', new RegExp(`${fleet}`), String(fleet));
  await dialog.select('Rodzaj', 'Ubezpieczenie AC');
  await dialog.fill({ 'Ważny od': day(10).shown, 'Ważny do': day(5).shown });
  await dialog.submit('Dodaj dokument');
  await expect(dialog.errors('Data „Ważny do” musi być późniejsza niż „Ważny od”.')).toBeVisible();
  await expect(dialog.root).toBeVisible();
  await dialog.fill({ 'Ważny do': day(375).shown });
  await dialog.submit('Dodaj dokument');
  await expect(dialog.root).toBeHidden();
  const stored = await api.get<Array<{ kind: string; valid_until: string }>>(`/api/vehicle-document/?vehicle=${vehicle.id}&kind=ac`);
  expect(stored.map((row) => row.valid_until)).toEqual([day(375).iso]);
});
