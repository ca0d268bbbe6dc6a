// @vitest-environment jsdom
import '../test/domSetup';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBackend, renderApp } from '../test/renderApp';
import { mockFetch } from '../test/fetchMock';
import { getAuthProvider } from '../providers/api';
import { getStoredUser } from '../state/storedUser';

/** The app with the real API session rules, the login call answering `status` with `detail`. */
function renderLoginAnswering(status: number, detail: string) {
  const requests = mockFetch(() => ({ status, body: { detail } }));
  renderApp('/login', { loggedIn: false, backend: { ...fakeBackend(), authProvider: getAuthProvider() } });
  return requests;
}

async function submitLogin(username: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Nazwa użytkownika'), username);
  await userEvent.type(screen.getByLabelText('Hasło'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Zaloguj' }));
}

describe('LoginPage', () => {
  it('shows the spec texts and requires both fields without native validation', async () => {
    renderApp('/login', { loggedIn: false });
    expect(await screen.findByRole('heading', { name: 'Logowanie' })).toBeInTheDocument();
    expect(screen.getByText('Poniżej wprowadź swoją nazwę użytkownika, aby zalogować się do swojego konta.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zmień styl' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Zaloguj' });
    expect(submit.closest('form')).toHaveAttribute('novalidate');
    await userEvent.click(submit);
    expect(await screen.findAllByText('To pole jest wymagane!')).toHaveLength(2);
  });

  it('shows "Niepoprawny login lub hasło!" on a failed login', async () => {
    renderApp('/login', { loggedIn: false });
    await userEvent.type(await screen.findByLabelText('Nazwa użytkownika'), 'admin');
    await userEvent.type(screen.getByLabelText('Hasło'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj' }));
    expect(await screen.findByText('Niepoprawny login lub hasło!')).toBeInTheDocument();
    expect(getStoredUser()).toBeNull();
  });

  it.each([
    [401, 'Wymagane logowanie.', 'Niepoprawny login lub hasło!'],
    [403, 'To konto nie ma dostępu do panelu.', 'To konto nie ma dostępu do panelu.'],
    [429, 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 15 min.', 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 15 min.'],
  ])('a login refused with %i says why, on the login page', async (status, detail, shown) => {
    const requests = renderLoginAnswering(status, detail);
    await submitLogin('kierowca', 'haslo');
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual(['/api/admin-login/']);
    expect(window.location.pathname + window.location.search).toBe('/login');
    expect(screen.queryByText('Twoja sesja wygasła. Zaloguj się ponownie.')).not.toBeInTheDocument();
    if (status !== 401) expect(screen.queryByText('Niepoprawny login lub hasło!')).not.toBeInTheDocument();
    expect(getStoredUser()).toBeNull();
  });

  it.each([
    ['session-expired', 'Twoja sesja wygasła. Zaloguj się ponownie.'],
    ['logged-out', 'Zostałeś wylogowany.'],
  ])('shows the toast of reason=%s', async (reason, text) => {
    renderApp(`/login?reason=${reason}`, { loggedIn: false });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('goes to the redirect address after logging in', async () => {
    renderApp('/login?redirect=%2Fmaterials%3Fsite%3D1', { loggedIn: false });
    await userEvent.type(await screen.findByLabelText('Nazwa użytkownika'), 'admin');
    await userEvent.type(screen.getByLabelText('Hasło'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj' }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/materials?site=1'));
    expect(getStoredUser()).toEqual({ username: 'admin', fullName: 'Administrator', access: { role: 'administrator', sites: null } });
  });
});
