/**
 * "Konta i uprawnienia" (issue 16 §1): the admin makes an employee's field-only login an office
 * account of one site, ends its sessions, and that account's own app offers no accounts page;
 * "Dodaj konto" (issue 28 §1) gives an employee's login access, or adds the employee first, whose
 * dialog says in words which access the login gets before saving.
 */
import type { ApiRow } from '../src/domain/resources/rows';
import type { Page } from '@playwright/test';
import { expect, logIn, test, uniqueName, type ApiClient, type Site } from './fixtures';
import { FormDialog } from './pages/FormDialog';
import { ResourceListPage } from './pages/ResourceListPage';

type Role = Pick<ApiRow<'roles'>, 'id' | 'name'>;

const PASSWORD = 'haslo-biura-123';

/** A new employee (a driver: field app only) with a login of its own; answers the login. */
async function newEmployee(api: ApiClient, site: Site, names = { first_name: 'Barbara', last_name: 'Księgowa' }): Promise<string> {
  const roles = await api.get<Role[]>('/api/person-roles/');
  const username = uniqueName('biuro').replace(/\s/g, '.');
  await api.post('/api/users/', {
    username,
    password: PASSWORD,
    ...names,
    pesel: '',
    is_foreigner: false,
    role: roles.find((role) => role.name === 'Kierowca')!.id,
    site: site.id,
  });
  return username;
}

const accountRow = (page: Page, username: string) => page.locator(`[data-account="${username}"]`);

async function openAccounts(page: Page, username: string) {
  await page.getByRole('navigation').getByRole('link', { name: 'Konta i uprawnienia' }).click();
  await expect(page.getByRole('heading', { name: 'Konta i uprawnienia' })).toBeVisible();
  await page.getByLabel('Szukaj (login, imię, nazwisko)').fill(username);
  await expect(accountRow(page, username)).toHaveCount(1);
}

test('gives an employee office access to one site, ends its sessions, and its app shows no accounts page', async ({ loggedIn: page, api, site, browser }) => {
  const username = await newEmployee(api, site);
  await openAccounts(page, username);
  const row = accountRow(page, username);
  await expect(row.locator('[data-field="role"]')).toHaveText('Tylko aplikacja terenowa');

  await row.getByRole('button', { name: `Edytuj uprawnienia: ${username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Uprawnienia konta ${username}` });
  await dialog.getByLabel('Rola').click();
  await page.getByRole('option', { name: 'Biuro / księgowość' }).click();
  await dialog.getByRole('switch', { name: 'Wszystkie budowy' }).uncheck();
  // Without a site the server refuses, its message under the sites.
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('Wybierz co najmniej jedną budowę.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Budowy' }).click();
  await page.getByRole('option', { name: site.name, exact: true }).click();
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText(`Zapisano uprawnienia konta ${username}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.locator('[data-field="role"]')).toHaveText('Biuro / księgowość');
  await expect(row.locator('[data-field="sites"]')).toHaveText(site.name);

  // The account signs in elsewhere; the admin ends its sessions.
  const other = await browser.newContext();
  const officePage = await other.newPage();
  await logIn(officePage, { as: { username, password: PASSWORD } });
  const menu = officePage.getByRole('navigation').first();
  await expect(menu.getByRole('link', { name: 'Przejazdy' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Konta i uprawnienia' })).toHaveCount(0);

  // A fresh list counts the new session.
  await page.reload();
  await page.getByLabel('Szukaj (login, imię, nazwisko)').fill(username);
  await expect(row.locator('[data-field="sessions"]')).toHaveText('1');
  await row.getByRole('button', { name: `Zakończ sesje: ${username}` }).click();
  const confirm = page.getByRole('dialog', { name: `Zakończyć sesje konta ${username}?` });
  await confirm.getByRole('button', { name: 'Zakończ sesje' }).click();
  await expect(page.getByText(`Zakończono sesje konta ${username}.`)).toBeVisible();
  await expect(row.locator('[data-field="sessions"]')).toHaveText('0');

  await officePage.reload();
  await expect(officePage).toHaveURL((url) => url.pathname === '/login');
  await other.close();
});

test('sorts the accounts by a header on the server, and says "Brak wyników." when none matches', async ({ loggedIn: page, api, site }) => {
  const first_name = uniqueName('Sortowana').replace(/\s/g, '');
  const zielinska = await newEmployee(api, site, { first_name, last_name: 'Zielińska' });
  const adamska = await newEmployee(api, site, { first_name, last_name: 'Adamska' });
  const list = new ResourceListPage(page);
  const shown = () => list.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-account')));
  await page.goto('/accounts');
  await page.getByLabel('Szukaj (login, imię, nazwisko)').fill(first_name);
  // By login until a header is clicked: the first login made comes first.
  await expect.poll(shown).toEqual([zielinska, adamska].sort());

  await list.sortBy('Imię i nazwisko');
  await expect.poll(shown).toEqual([adamska, zielinska]);
  await list.sortBy('Imię i nazwisko');
  await expect.poll(shown).toEqual([zielinska, adamska]);

  await page.getByLabel('Szukaj (login, imię, nazwisko)').fill(`${first_name}-nikt`);
  await expect(page.getByText('Brak wyników.')).toBeVisible();
});

test('lists accounts as cards on a phone', async ({ page, api, site }) => {
  const username = await newEmployee(api, site);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  await page.goto('/accounts');
  await page.getByLabel('Szukaj (login, imię, nazwisko)').fill(username);
  const card = accountRow(page, username);
  await expect(card).toBeVisible();
  await expect(card.locator('[data-field="role"]')).toHaveText('Tylko aplikacja terenowa');
  await card.getByRole('button', { name: `Edytuj uprawnienia: ${username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Uprawnienia konta ${username}` });
  await dialog.getByLabel('Rola').click();
  await page.getByRole('option', { name: 'Kierownik budowy' }).click();
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(card.locator('[data-field="role"]')).toHaveText('Kierownik budowy');
  const box = await card.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
});

test('adds an account: an employee without dashboard access chosen, read-only to start with', async ({ loggedIn: page, api, site }) => {
  const username = await newEmployee(api, site);
  await page.goto('/accounts');
  await page.getByRole('button', { name: 'Dodaj konto' }).click();
  const add = page.getByRole('dialog', { name: 'Dodaj konto' });
  await expect(add.getByText(/najpierw dodaj pracownika/)).toBeVisible();
  await add.getByLabel('Pracownik').fill(username);
  await page.getByRole('option', { name: `Barbara Księgowa (${username})` }).click();
  await add.getByRole('button', { name: 'Dalej' }).click();

  const dialog = page.getByRole('dialog', { name: `Uprawnienia konta ${username}` });
  await expect(dialog.getByRole('combobox', { name: 'Rola' })).toHaveText('Biuro / księgowość');
  await expect(dialog.getByRole('switch', { name: 'Wszystkie budowy' })).not.toBeChecked();
  await dialog.getByRole('combobox', { name: 'Budowy' }).click();
  await page.getByRole('option', { name: site.name, exact: true }).click();
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText(`Zapisano uprawnienia konta ${username}.`)).toBeVisible();
  await page.getByLabel('Szukaj (login, imię, nazwisko)').fill(username);
  const row = accountRow(page, username);
  await expect(row.locator('[data-field="role"]')).toHaveText('Biuro / księgowość');
  await expect(row.locator('[data-field="sites"]')).toHaveText(site.name);
});

test('adds the employee first from the accounts page; its dialog says which access the staff role gives', async ({ loggedIn: page, site }) => {
  const username = uniqueName('kierownik').replace(/\s/g, '.');
  await page.goto('/accounts');
  await page.getByRole('button', { name: 'Dodaj konto' }).click();
  await page.getByRole('dialog', { name: 'Dodaj konto' }).getByRole('button', { name: 'Dodaj pracownika' }).click();

  const employee = new FormDialog(page, 'Dodaj Pracownika');
  await employee.fill({ Login: username, Hasło: 'haslo-kierownika-1', Imię: 'Marek', Nazwisko: 'Budowlany' });
  await employee.choose('Budowa', site.name);
  await employee.choose('Rola', 'Kierowca', 'Kier');
  await expect(employee.root.getByText('Ta rola nie daje dostępu do panelu: login działa tylko w aplikacji terenowej.')).toBeVisible();
  await employee.choose('Rola', 'Kierownik budowy', 'Kierownik');
  const words = employee.root.getByTestId('employee-access');
  await expect(words).toHaveText(`Login dostanie dostęp do panelu tylko do odczytu (Biuro / księgowość): dane budowy „${site.name}”.`);
  await employee.root.getByRole('combobox', { name: 'Dostęp do panelu' }).click();
  await page.getByRole('option', { name: 'Kierownik budowy — odczyt i zmiany, budowa pracownika' }).click();
  await expect(words).toHaveText(`Login dostanie dostęp do panelu jako Kierownik budowy: odczyt i zmiany danych budowy „${site.name}”.`);
  await employee.submit('Dodaj pracownika');
  await expect(page.getByText('Pracownik został dodany.')).toBeVisible();

  await page.getByLabel('Szukaj (login, imię, nazwisko)').fill(username);
  const row = accountRow(page, username);
  await expect(row.locator('[data-field="role"]')).toHaveText('Kierownik budowy');
  await expect(row.locator('[data-field="sites"]')).toHaveText(site.name);
});
