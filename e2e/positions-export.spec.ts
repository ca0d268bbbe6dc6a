/**
 * Issue 31 §5: an administrator downloads one person's GPS positions for chosen days from the
 * employee's dialog (a data subject's access request), told how long positions are kept; the
 * download is recorded in the change history.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { FormDialog } from './pages/FormDialog';

interface Person {
  id: number;
  username: string;
}

test('the employee dialog downloads the person’s positions of the days chosen as CSV', async ({ loggedIn: page, api, site, list }) => {
  const [person] = await api.get<Person[]>(`/api/persons/?site=${site.id}&_sort=id&_order=ASC&_start=0&_end=1`);
  await api.post('/api/location-history/', [
    { person: person.id, latitude: 51.7, longitude: 20.8, datetime: '2025-06-01T08:00:05.000Z' },
    { person: person.id, latitude: 51.71, longitude: 20.81, datetime: '2025-06-02T08:00:00.000Z' },
  ]);
  await page.goto(`/employees?site=${site.id}`);
  await list.search.fill(person.username);
  await list.row(person.username).getByRole('button', { name: 'Edytuj' }).click();
  const edit = new FormDialog(page, 'Edytuj Pracownika');
  const section = edit.root.getByTestId('positions-export');
  await expect(section.getByRole('heading', { name: 'Eksport pozycji GPS' })).toBeVisible();
  await expect(section).toContainText('przechowywane 90 dni');
  await section.getByLabel('Pozycje od').fill('2025-06-01');
  await section.getByLabel('Pozycje do').fill('2025-06-01');
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Pobierz pozycje (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`pozycje-gps_pracownik-${person.id}_2025-06-01_2025-06-01.csv`);
  expect(readFileSync(await file.path(), 'utf8').split('\r\n')).toEqual([
    '\ufeffCzas;Szerokość geograficzna;Długość geograficzna;Pojazd;Przejazd',
    '01.06.2025 10:00:05;51,7;20,8;;',
    '',
  ]);
  const [recorded] = await api.get<Array<{ action: string; changes: Record<string, unknown> }>>(`/api/history/?entity=employees&record=${person.id}`);
  expect(recorded).toMatchObject({
    action: 'export_positions',
    changes: { positions_from: [null, '2025-06-01'], positions_to: [null, '2025-06-01'], points: [null, 1] },
  });
});
