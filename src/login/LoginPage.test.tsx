// @vitest-environment jsdom
import '../test/domSetup';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/renderApp';
import { getStoredUser } from '../state/storedUser';

describe('LoginPage', () => {
  it('shows the spec texts and requires both fields without native validation', async () => {
    renderApp('/login', { loggedIn: false });
    expect(await screen.findByRole('heading', { name: 'Logowanie' })).toBeInTheDocument();
    expect(
      screen.getByText('Poniżej wprowadź swoją nazwę użytkownika, aby zalogować się do swojego konta.'),
    ).toBeInTheDocument();
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
    expect(getStoredUser()).toEqual({ username: 'admin', fullName: 'Administrator' });
  });
});
