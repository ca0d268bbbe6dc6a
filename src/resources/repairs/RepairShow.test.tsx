// @vitest-environment jsdom
import '../../test/domSetup';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activityBackend } from '../../test/activityFixture';
import { renderApp } from '../../test/renderApp';

describe('repair request page', () => {
  it('offers the workflow form to an account that may change repairs', async () => {
    renderApp('/repairs/1/show', { site: 2, backend: activityBackend() });
    expect(await screen.findByRole('heading', { name: 'Szczegóły zgłoszenia' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zmień zgłoszenie' })).toBeInTheDocument();
  });

  it('offers only the statuses the workflow allows from the request’s own', async () => {
    renderApp('/repairs/1/show', { site: 2, backend: activityBackend() });
    const form = (await screen.findByRole('heading', { name: 'Zmień zgłoszenie' })).parentElement!;
    await userEvent.click(within(form).getByRole('combobox', { name: /Status/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Nowe', 'W trakcie', 'Odrzucone']);
  });

  it('shows an office account the request and its history without the workflow form', async () => {
    renderApp('/repairs/1/show', { site: 2, backend: activityBackend(), access: { role: 'office', sites: null } });
    expect(await screen.findByRole('heading', { name: 'Szczegóły zgłoszenia' })).toBeInTheDocument();
    expect(screen.getByText('Wyciek oleju')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Zmień zgłoszenie' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zapisz' })).not.toBeInTheDocument();
  });
});
