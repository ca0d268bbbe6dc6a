// @vitest-environment jsdom
import '../test/domSetup';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import type { Backend } from '../admin/backend';
import { createAuthProvider } from '../providers/authProviderBase';
import { getStoredUser } from '../state/storedUser';
import { fakeBackend, renderApp } from '../test/renderApp';

const SITE_REFUSED = 'Brak dostępu do tej budowy.';
const READ_ONLY = 'To konto ma tylko prawo odczytu.';

const refusal = (detail: string, code: string) => new HttpError(detail, 403, { detail, code });

/** The fake backend, but the server refuses repair request 7 (another site's) and every new material. */
function refusingBackend(): Backend {
  const backend = fakeBackend();
  const { dataProvider } = backend;
  return {
    ...backend,
    dataProvider: {
      ...dataProvider,
      getOne: (resource, params) =>
        resource === 'repairs' && String(params.id) === '7' ? Promise.reject(refusal(SITE_REFUSED, 'site_forbidden')) : dataProvider.getOne(resource, params),
      getRepairHistory: (id) => (String(id) === '7' ? Promise.reject(refusal(SITE_REFUSED, 'site_forbidden')) : dataProvider.getRepairHistory(id)),
      create: () => Promise.reject(refusal(READ_ONLY, 'read_only')),
    },
  };
}

/** The app's first screen of a test file loads its code: slow on a busy machine. */
const FIRST_SCREEN_MS = 15_000;

const currentAddress = () => window.location.pathname + window.location.search;

describe('a page or an action the server refuses (issue 28 §2)', () => {
  it('shows the server’s message in place of the page and keeps the user signed in', async () => {
    renderApp('/repairs/7/show', { backend: refusingBackend() });
    expect(await screen.findByRole('heading', { name: SITE_REFUSED, level: 1 }, { timeout: FIRST_SCREEN_MS })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wróć do zgłoszeń' })).not.toBeInTheDocument();
    expect(currentAddress()).toBe('/repairs/7/show');
    expect(getStoredUser()).not.toBeNull();
    // Another page shows again.
    await userEvent.click(screen.getAllByRole('link', { name: 'Pracownicy' })[0]);
    expect(await screen.findByRole('heading', { name: 'Pracownicy', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: SITE_REFUSED })).not.toBeInTheDocument();
  });

  it('lands a login redirected to a refused page on /rides with the server’s message', async () => {
    renderApp('/login?reason=session-expired&redirect=%2Frepairs%2F7%2Fshow', { loggedIn: false, backend: refusingBackend() });
    await userEvent.type(await screen.findByLabelText('Nazwa użytkownika', {}, { timeout: FIRST_SCREEN_MS }), 'admin');
    await userEvent.type(screen.getByLabelText('Hasło'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj' }));
    await waitFor(() => expect(currentAddress()).toBe('/rides'), { timeout: FIRST_SCREEN_MS });
    expect(await screen.findByText(SITE_REFUSED)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Przejazdy', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: SITE_REFUSED })).not.toBeInTheDocument();
    expect(getStoredUser()).not.toBeNull();
  });

  it('lands a site manager’s login redirected to an administrators-only page on /rides with why', async () => {
    const manager = { username: 'kierownik', fullName: 'Kierownik', access: { role: 'site_manager' as const, sites: [1] } };
    const backend = { ...fakeBackend(), authProvider: createAuthProvider({ login: async () => manager, logout: async () => undefined }) };
    renderApp('/login?redirect=%2Fhistory', { loggedIn: false, backend });
    await userEvent.type(await screen.findByLabelText('Nazwa użytkownika', {}, { timeout: FIRST_SCREEN_MS }), 'kierownik');
    await userEvent.type(screen.getByLabelText('Hasło'), 'haslo');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj' }));
    await waitFor(() => expect(window.location.pathname).toBe('/rides'), { timeout: FIRST_SCREEN_MS });
    expect(await screen.findByText('Tę stronę może otworzyć tylko administrator.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Przejazdy', level: 1 })).toBeInTheDocument();
  });

  it('says the server’s message in the error toast of a refused save', async () => {
    renderApp('/materials', { site: 1, backend: refusingBackend() });
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj materiał' }, { timeout: FIRST_SCREEN_MS }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nazwa' }), 'Beton C30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj materiał' }));
    expect(await screen.findByText(READ_ONLY)).toBeInTheDocument();
    expect(currentAddress()).toBe('/materials');
    expect(getStoredUser()).not.toBeNull();
  });
});
