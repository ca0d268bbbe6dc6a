/**
 * Attachments in the app (issue 14 §4): a vehicle photo added in the dialog from the keyboard,
 * uploaded at once with a progress bar (a file too big, or no image, refused with the server's
 * message under the field), saved as the record's attachment ids, shown as a thumbnail in the
 * list, opened, and removed.
 */
import type { ApiRow } from '../src/domain/resources/rows';
import sharp from 'sharp';
import { expect, test, uniqueName } from './fixtures';
import { FormDialog } from './pages/FormDialog';

type Vehicle = Pick<ApiRow<'vehicles'>, 'id' | 'registration_number' | 'photo'>;

const PHOTO_NAME = 'zdjęcie maszyny.png';

test('adds a photo to a machine, shows its thumbnail, opens it and removes it', async ({ loggedIn: page, api, site, list }) => {
  const plate = `WGR ${Math.floor(10000 + Math.random() * 89999)}`;
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2e86c1' } })
    .png()
    .toBuffer();
  await page.goto(`/vehicles?site=${site.id}`);
  await page.getByRole('button', { name: 'Dodaj maszynę' }).click();
  const add = new FormDialog(page, 'Dodaj maszynę');
  await add.fill({ 'Numer boczny': 951, 'Numer rejestracyjny': plate, 'Model pojazdu': uniqueName('Liebherr'), 'Pojemność zbiornika (l)': 400 });
  await add.select('Typ pojazdu', 'Spycharka');

  const chooseFile = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await add.root.getByRole('button', { name: 'Dodaj plik' }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(file);
  };

  // Over the server's limit (ATTACHMENT_MAX_MB, 10 by default): refused with the limit named.
  await chooseFile({ name: 'duże.png', mimeType: 'image/png', buffer: Buffer.concat([photo, Buffer.alloc(11 * 1024 * 1024)]) });
  await expect(add.root.getByText('Plik jest za duży. Największy dozwolony rozmiar to 10 MB.')).toBeVisible();

  // A page of HTML named like a photo: refused by its content, the message under the field.
  await chooseFile({ name: 'notatka.png', mimeType: 'image/png', buffer: Buffer.from('<html><body>nie zdjęcie</body></html>') });
  await expect(
    add.root.getByText('Plik „notatka.png” nie jest obrazem (JPEG, PNG, WebP, GIF) ani dokumentem PDF: sprawdzono jego zawartość, nie nazwę.'),
  ).toBeVisible();

  // The upload is held a moment so that its progress bar can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/attachments/**', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.fallback();
  });
  await chooseFile({ name: PHOTO_NAME, mimeType: 'image/png', buffer: photo });
  await expect(add.root.getByRole('progressbar', { name: new RegExp(`^Przesyłanie pliku ${PHOTO_NAME}: \\d+%$`) })).toBeVisible();
  release();
  await expect(add.root.getByRole('link', { name: PHOTO_NAME })).toBeVisible();
  await expect(add.root.getByRole('progressbar')).toHaveCount(0);
  await expect(add.root.getByText('nie jest obrazem')).toHaveCount(0);
  // One photo at most: no second "Dodaj plik".
  await expect(add.root.getByRole('button', { name: 'Dodaj plik' })).toHaveCount(0);

  const created = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/vehicle/');
  await add.submit('Dodaj maszynę');
  await expect(add.root).toBeHidden();
  const [stored] = await api.get<Vehicle[]>(`/api/vehicle/?site=${site.id}&q=${encodeURIComponent(plate)}`);
  expect(stored.photo).toEqual([expect.objectContaining({ name: PHOTO_NAME, type: 'image/png', thumbnail: true })]);
  expect((await created).postDataJSON().photo).toEqual([stored.photo[0].id]);

  // The list shows the thumbnail (loaded, small), linking to the file.
  await list.search.fill(plate);
  const thumbnail = list.row(plate).getByRole('img', { name: PHOTO_NAME });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(160);
  const popup = page.waitForEvent('popup');
  await list
    .row(plate)
    .getByRole('link', { name: `Otwórz plik ${PHOTO_NAME}` })
    .click();
  const opened = await popup;
  expect(new URL(opened.url()).pathname).toBe(`/api/attachments/${stored.photo[0].id}`);
  const file = await page.request.get(`/api/attachments/${stored.photo[0].id}`);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.from(await file.body()).equals(photo)).toBe(true);
  await opened.close();

  // Removed in the edit dialog: the save sends no ids, the file is gone.
  await list.row(plate).getByRole('button', { name: 'Edytuj' }).click();
  const edit = new FormDialog(page, 'Edytuj maszynę');
  await edit.root.getByRole('button', { name: `Usuń plik ${PHOTO_NAME}` }).click();
  await expect(edit.root.getByRole('link', { name: PHOTO_NAME })).toHaveCount(0);
  const updated = page.waitForRequest((request) => request.method() === 'PUT');
  await edit.submit('Edytuj maszynę');
  await expect(edit.root).toBeHidden();
  expect((await updated).postDataJSON().photo).toEqual([]);
  await expect(list.row(plate).getByRole('img')).toHaveCount(0);
  expect((await api.get<Vehicle[]>(`/api/vehicle/?site=${site.id}&q=${encodeURIComponent(plate)}`))[0].photo).toEqual([]);
  expect((await page.request.get(`/api/attachments/${stored.photo[0].id}`)).status()).toBe(404);
});
