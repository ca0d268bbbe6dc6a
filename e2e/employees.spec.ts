/** /employees (spec §2, §5, §7, §8): the employee table and its "Dodaj Pracownika" / "Edytuj Pracownika" dialogs. */
import type { ApiRow } from '../src/domain/resources/rows';
import { expect, test, uniqueName, type ApiClient, type Site } from './fixtures';
import { bulkDelete, FormDialog, watchWrites } from './pages/FormDialog';

/** A person as /api/persons/ answers: the registry's columns, the login's id and name, and the login as the spec's rows carry it (§3). */
type Person = Pick<ApiRow<'employees'>, 'id' | 'first_name' | 'last_name' | 'pesel' | 'is_foreigner' | 'role' | 'site'> & {
  user_id: number;
  username: string;
  user: { id: number; username: string };
};
type Role = Pick<ApiRow<'roles'>, 'id' | 'name'>;

const findPeople = (api: ApiClient, site: Site, login: string) => api.get<Person[]>(`/api/persons/?site=${site.id}&q=${encodeURIComponent(login)}`);
const login = () => uniqueName('jan').replace(/\s/g, '.');

test('adds, edits (blank password kept) and deletes an employee', async ({ loggedIn: page, api, site, list, request, baseURL }) => {
  const roles = await api.get<Role[]>('/api/person-roles/');
  const roleId = (name: string) => roles.find((role) => role.name === name)?.id;
  const username = login();
  const firstSort = page.waitForRequest((candidate) => {
    const url = new URL(candidate.url());
    return url.pathname === '/api/persons/' && url.searchParams.get('_sort') === 'first_name' && url.searchParams.get('_order') === 'DESC';
  });
  await page.goto(`/employees?site=${site.id}`);
  await firstSort;
  await expect(page.getByRole('heading', { name: 'Pracownicy' })).toBeVisible();
  await expect(page.locator('main table thead th')).toHaveText([
    '',
    'Imię',
    'Nazwisko',
    'Pesel',
    'Czy obcokrajowiec?',
    'Rola',
    'Login',
    'Dokumenty po terminie',
    'Edycja',
  ]);
  const writes = watchWrites(page);

  await page.getByRole('button', { name: 'Dodaj pracownika' }).click();
  const add = new FormDialog(page, 'Dodaj Pracownika');
  await expect(add.root.locator('label')).toContainText(['Login', 'Hasło', 'Imię', 'Nazwisko', 'Pesel', 'Czy obcokrajowiec?', 'Rola', 'Budowa']);
  await expect(add.field('Rola')).toHaveAttribute('placeholder', 'Wybierz role');
  await expect(add.field('Budowa')).toHaveAttribute('placeholder', 'Wybierz budowe');
  await expect(add.field('Budowa')).toHaveValue(site.name);
  await expect(add.root.getByText('Nie', { exact: true })).toBeVisible();
  await expect(add.root.getByText('Tak', { exact: true })).toBeVisible();
  await add.submit('Dodaj pracownika');
  await expect(add.errors('To pole jest wymagane.')).toHaveCount(5);
  expect(writes).toEqual([]);

  await add.fill({ Login: username, Hasło: 'haslo-kierowcy-1', Imię: 'Jan', Nazwisko: 'Wiśniewski', Pesel: '90010112349' });
  await add.root.getByRole('switch', { name: 'Czy obcokrajowiec?' }).check();
  await add.choose('Rola', 'Kierowca', 'Kier');
  await add.submit('Dodaj pracownika');
  await expect(page.getByText('Pracownik został dodany.')).toBeVisible();
  await expect(add.root).toBeHidden();
  const [created] = await findPeople(api, site, username);
  expect(created).toMatchObject({
    first_name: 'Jan',
    last_name: 'Wiśniewski',
    pesel: '90010112349',
    is_foreigner: true,
    role: roleId('Kierowca'),
    site: site.id,
    username,
    user: { id: expect.any(Number), username },
  });
  await list.search.fill(username);
  await expect(list.row(username).locator('td')).toHaveText(['', 'Jan', 'Wiśniewski', '90010112349', 'Tak', 'Kierowca', username, '', '']);

  await list.row(username).getByRole('button', { name: 'Edytuj' }).click();
  const edit = new FormDialog(page, 'Edytuj Pracownika');
  await expect(edit.field('Login')).toHaveValue(username);
  await expect(edit.field('Hasło')).toHaveValue('');
  await expect(edit.field('Rola')).toHaveValue('Kierowca');
  // A new login (the old one's prefix keeps the search and the row matching it).
  const renamed = `${username}.n`;
  await edit.fill({ Login: renamed, Nazwisko: 'Wiśniewski-Nowak' });
  await edit.root.getByRole('switch', { name: 'Czy obcokrajowiec?' }).uncheck();
  await edit.choose('Rola', 'Operator', 'Oper');
  await edit.submit('Edytuj pracownika');
  await expect(page.getByText('Pracownik został Zedytowany.')).toBeVisible();
  await expect(edit.root).toBeHidden();
  await expect(list.row(username)).toContainText('Wiśniewski-Nowak');
  expect(await findPeople(api, site, username)).toEqual([
    expect.objectContaining({
      id: created.id,
      last_name: 'Wiśniewski-Nowak',
      is_foreigner: false,
      role: roleId('Operator'),
      user: { id: created.user.id, username: renamed },
    }),
  ]);
  // The blank password left the old one: the right password is known, but a field account may not log in (403, not 401).
  const origin = new URL(baseURL ?? '').origin;
  const oldPassword = await request.post('/api/admin-login/', {
    data: { username: renamed, password: 'haslo-kierowcy-1' },
    headers: { Origin: origin },
  });
  expect(oldPassword.status()).toBe(403);

  await bulkDelete(page, page.locator('main'), [username], 'Czy na pewno chcesz usunąć zaznaczonych Pracowników?');
  await expect(page.getByText('Pracownicy zostali usunięty.')).toBeVisible();
  await expect(page.getByText('Brak wyników.')).toBeVisible();
  expect(await findPeople(api, site, username)).toEqual([]);
  expect(writes).toEqual(['POST /api/users/', `PUT /api/persons/${created.id}/`, `DELETE /api/persons/${created.id}/`]);
});

test('an unknown role stops the save with "Nie znaleziono roli" and sends nothing', async ({ loggedIn: page, site }) => {
  await page.goto(`/employees?site=${site.id}`);
  await page.getByRole('button', { name: 'Dodaj pracownika' }).click();
  const add = new FormDialog(page, 'Dodaj Pracownika');
  await add.fill({ Login: login(), Hasło: 'haslo-kierowcy-1', Imię: 'Anna', Nazwisko: 'Zielińska' });
  await add.choose('Rola', 'Mechanik', 'Mech');
  // The role disappears before the save: looking it up again finds nothing.
  await page.route(
    (url) => url.pathname === '/api/person-roles/' && url.searchParams.has('id'),
    (route) => route.fulfill({ json: [] }),
  );
  const writes = watchWrites(page);
  await add.submit('Dodaj pracownika');
  await expect(page.getByText('Nie znaleziono roli')).toBeVisible();
  await expect(add.root).toBeVisible();
  expect(writes).toEqual([]);
});

test('a taken login shows "Wystąpił błąd podczas dodawania pracownika"', async ({ loggedIn: page, api, site }) => {
  const [someone] = await api.get<Person[]>(`/api/persons/?site=${site.id}&_start=0&_end=1`);
  await page.goto(`/employees?site=${site.id}`);
  await page.getByRole('button', { name: 'Dodaj pracownika' }).click();
  const add = new FormDialog(page, 'Dodaj Pracownika');
  await add.fill({ Login: someone.username, Hasło: 'haslo-kierowcy-1', Imię: 'Adam', Nazwisko: 'Nowicki' });
  await add.choose('Rola', 'Kierowca', 'Kier');
  await add.submit('Dodaj pracownika');
  await expect(page.getByText('Wystąpił błąd podczas dodawania pracownika')).toBeVisible();
  await expect(add.errors('Ten login jest już zajęty.')).toBeVisible();
});

test('failed lists show "Brak pracowników" and "Brak Ról"', async ({ loggedIn: page, site }) => {
  await page.route(
    (url) => url.pathname === '/api/persons/' || (url.pathname === '/api/person-roles/' && !url.searchParams.has('id')),
    (route) => route.fulfill({ status: 500, json: { detail: 'Wystąpił błąd serwera.' } }),
  );
  await page.goto(`/employees?site=${site.id}`);
  await expect(page.getByText('Brak pracowników')).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj pracownika' }).click();
  await expect(new FormDialog(page, 'Dodaj Pracownika').root.getByText('Brak Ról')).toBeVisible();
});
