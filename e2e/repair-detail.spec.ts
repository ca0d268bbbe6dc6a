/**
 * A repair request opened from /repairs (issue 15 §3): a driver's request with a photo, opened by
 * clicking its row; a transition the workflow refuses shows the server's message under the
 * status; a start, an assignee-free cost and a photo added are saved, the chip and the history
 * (who, when in company time, what, from, to) show them.
 */
import type { ApiRow } from '../src/domain/resources/rows';
import sharp from 'sharp';
import { expect, test, uniqueName } from './fixtures';

/** A vehicle's or a person's row: its id and site. */
type Row = Pick<ApiRow<'vehicles'>, 'id' | 'site'>;

test('opens a request from the list, refuses a skipped step, saves a start with cost and photo, and shows the history', async ({
  loggedIn: page,
  api,
  site,
}) => {
  const [vehicle] = await api.get<Row[]>(`/api/vehicle/?site=${site.id}&_start=0&_end=1`);
  const [person] = await api.get<Row[]>(`/api/persons/?site=${site.id}&_start=0&_end=1`);
  const note = uniqueName('Stuk w skrzyni biegów');
  const created = await api.post<{ id: number; status: string }>('/api/repair-request/', { vehicle: vehicle.id, person: person.id, note });
  expect(created.status).toBe('nowe');

  await page.getByRole('link', { name: 'Naprawy' }).click();
  await page.getByRole('row').filter({ hasText: note }).getByText(note).click();
  await expect(page).toHaveURL(new RegExp(`/repairs/${created.id}/show$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Zgłoszenie naprawy z \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/ })).toBeVisible();
  const details = page.getByRole('region', { name: 'Szczegóły zgłoszenia' });
  await expect(details.getByText(note)).toBeVisible();
  await expect(details.getByText('Nowe', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Zdjęcia' }).getByText('Brak zdjęć.')).toBeVisible();
  const history = page.getByRole('region', { name: 'Historia zmian' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1).getByRole('cell')).toHaveText([/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/, 'admin', 'Status', '—', 'Nowe']);

  // Only the steps the workflow allows from "Nowe" are offered (the server refuses any other:
  // tests/api/repairWorkflow.test.ts).
  const form = page.getByRole('region', { name: 'Zmień zgłoszenie' });
  await form.getByRole('combobox', { name: 'Status' }).click();
  await expect(page.getByRole('option')).toHaveText(['Nowe', 'W trakcie', 'Odrzucone']);

  // Started, with a cost typed the Polish way and a photo.
  await page.getByRole('option', { name: 'W trakcie' }).click();
  await form.getByLabel('Koszt').fill('1 250,5');
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Dodaj plik' }).click();
  await (await chooser).setFiles({ name: 'skrzynia.png', mimeType: 'image/png', buffer: photo });
  await expect(form.getByRole('link', { name: 'skrzynia.png' })).toBeVisible();
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname === `/api/repair-request/${created.id}/`,
  );
  await form.getByRole('button', { name: 'Zapisz zmiany' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Zapisano zmiany zgłoszenia.')).toBeVisible();

  await expect(details.getByText('W trakcie', { exact: true })).toBeVisible();
  await expect(details.getByText('1 250,50 zł')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Zdjęcia' }).getByRole('link', { name: 'Otwórz zdjęcie skrzynia.png w pełnym rozmiarze' })).toHaveAttribute(
    'href',
    /^\/api\/attachments\/\d+$/,
  );
  // Newest first: the photo, the cost, the status (one change, one instant), then the request's start.
  await expect(history.getByRole('row')).toHaveCount(5);
  const cells = (index: number) => history.getByRole('row').nth(index).getByRole('cell');
  await expect(cells(1)).toHaveText([/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/, 'admin', 'Zdjęcia', '—', 'skrzynia.png']);
  await expect(cells(2)).toHaveText([/./, 'admin', 'Koszt', '—', '1 250,50 zł']);
  await expect(cells(3)).toHaveText([/./, 'admin', 'Status', 'Nowe', 'W trakcie']);
  const stored = await api.get<{ status: string; cost: number }>(`/api/repair-request/${created.id}/`);
  expect(stored).toMatchObject({ status: 'w_trakcie', cost: 1250.5 });
});
