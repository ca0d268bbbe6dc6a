// @vitest-environment jsdom
import '../test/domSetup';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/renderApp';
import { SELECTED_SITE_KEY, workScope } from '../state/workScope';

const currentAddress = () => window.location.pathname + window.location.search;

describe('routing and layout', () => {
  it('sends a visitor without a stored user to /login with the original address', async () => {
    renderApp('/materials?site=2', { loggedIn: false });
    await waitFor(() => expect(currentAddress()).toBe('/login?redirect=%2Fmaterials%3Fsite%3D2'));
    expect(await screen.findByRole('heading', { name: 'Logowanie' })).toBeInTheDocument();
  });

  it('redirects the root to /rides for a stored user and to /login otherwise', async () => {
    renderApp('/', { loggedIn: true });
    await waitFor(() => expect(window.location.pathname).toBe('/rides'));
  });

  it('redirects the root to /login without a stored user', async () => {
    renderApp('/', { loggedIn: false });
    await waitFor(() => expect(currentAddress()).toBe('/login'));
  });

  it('shows Not Found for an unknown path', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
  });

  it('shows the site-dependent menu entries once a site is chosen, and remembers the site', async () => {
    renderApp('/rides');
    const menu = await screen.findAllByRole('navigation');
    expect(within(menu[0]).getByText('SAT')).toBeInTheDocument();
    expect(within(menu[0]).queryByText('Materiały')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Wybierz budowę' }));
    await userEvent.click(await screen.findByRole('option', { name: 'S7 Płońsk – Czosnów' }));
    expect(await within(menu[0]).findByText('Materiały')).toBeInTheDocument();
    expect(window.localStorage.getItem(SELECTED_SITE_KEY)).toBe('1');
  });

  it('selects the site given as a numeric search parameter', async () => {
    renderApp('/rides?site=2');
    await waitFor(() => expect(workScope.get().site).toBe(2));
  });

  it('shows the CSV export button only on the pages that have an export', async () => {
    renderApp('/rides');
    expect(await screen.findByRole('button', { name: 'Eksportuj' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('link', { name: 'Pracownicy' })[0]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Eksportuj' })).not.toBeInTheDocument());
  });
});
