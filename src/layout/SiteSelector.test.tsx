// @vitest-environment jsdom
import '../test/domSetup';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/renderApp';
import { SELECTED_SITE_KEY, workScope } from '../state/workScope';

describe('site selector', () => {
  it('drops a kept site that no longer exists, with a message', async () => {
    renderApp('/rides', { site: 9 });
    expect(await screen.findByText('Wybrana budowa już nie istnieje. Wybierz budowę.')).toBeInTheDocument();
    expect(workScope.get().site).toBeNull();
    expect(window.localStorage.getItem(SELECTED_SITE_KEY)).toBeNull();
    const [menu] = screen.getAllByRole('navigation');
    expect(within(menu).queryByText('Materiały')).not.toBeInTheDocument();
  });

  it('keeps a site that exists, silently', async () => {
    renderApp('/rides', { site: 2 });
    expect(await screen.findByText('A2 Obwodnica Mińska')).toBeInTheDocument();
    const [menu] = screen.getAllByRole('navigation');
    expect(within(menu).getByText('Materiały')).toBeInTheDocument();
    await waitFor(() => expect(workScope.get().site).toBe(2));
    expect(screen.queryByText('Wybrana budowa już nie istnieje. Wybierz budowę.')).not.toBeInTheDocument();
  });

  it('offers a site-bound account its sites only, one always selected', async () => {
    // Site 1 is not his: his first site is selected instead, and an address asking for site 1 too.
    renderApp('/rides?site=1', { site: 1, access: { role: 'site_manager', sites: [2] } });
    const selector = await screen.findByRole('combobox', { name: 'Wybierz budowę' });
    expect(await within(selector).findByText('A2 Obwodnica Mińska')).toBeInTheDocument();
    expect(workScope.get().site).toBe(2);
    await userEvent.click(selector);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['A2 Obwodnica Mińska']);
  });
});
