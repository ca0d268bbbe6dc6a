/** /repairs (spec §2): read-only repair requests with the spec's columns. */
import type { Repair } from './activityData';
import { expect, test } from './fixtures';

test('the menu opens the repair requests with first and last name, note, fleet number and vehicle', async ({ loggedIn: page, list }) => {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/repair-request/');
  await page.getByRole('link', { name: 'Naprawy' }).click();
  await expect(page).toHaveURL(/\/repairs$/);
  const repairs = (await (await answer).json()) as Repair[];
  expect(repairs.length).toBeGreaterThan(0);

  await expect(page.getByRole('heading', { name: 'Naprawy' })).toBeVisible();
  await expect(page.locator('main table thead th')).toHaveText(['', 'Imię', 'Nazwisko', 'Notatka', 'Numer boczny', 'Pojazd']);
  await expect(list.rows).toHaveCount(Math.min(repairs.length, 10));
  for (const [index, repair] of repairs.slice(0, 10).entries()) {
    await expect(
      list.rows
        .nth(index)
        .locator('td')
        .filter({ hasNot: page.locator('input') }),
    ).toHaveText([
      repair.person_first_name,
      repair.person_last_name,
      repair.note,
      String(repair.vehicle_fleet_number),
      `${repair.vehicle_model} ${repair.vehicle_registration_number}`,
    ]);
  }
  // Read-only: no add, edit or delete.
  await expect(page.locator('main').getByRole('button', { name: /Dodaj|Usuń zaznaczone/ })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Edycja' })).toHaveCount(0);
});
