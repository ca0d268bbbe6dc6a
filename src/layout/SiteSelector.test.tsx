// @vitest-environment jsdom
import '../test/domSetup';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
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
});
