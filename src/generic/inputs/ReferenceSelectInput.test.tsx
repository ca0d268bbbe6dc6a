// @vitest-environment jsdom
import '../../test/domSetup';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { fakeBackend, renderApp } from '../../test/renderApp';

describe('reference selects', () => {
  it('give up quickly when their options fail to load: "Brak Ról" after one retry, not ten seconds of "Ładowanie"', async () => {
    const backend = fakeBackend();
    const getList = backend.dataProvider.getList.bind(backend.dataProvider);
    const rolesLoads = vi.fn();
    vi.spyOn(backend.dataProvider, 'getList').mockImplementation((resource, params) => {
      if (resource !== 'roles') return getList(resource, params);
      rolesLoads();
      return Promise.reject(new HttpError('Wystąpił błąd serwera.', 500));
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/employees', { site: 1, backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj pracownika' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj Pracownika' });
    // react-query's default (three retries, 1 + 2 + 4 s apart) would take 7 s.
    expect(await within(dialog).findByText('Brak Ról', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(rolesLoads).toHaveBeenCalledTimes(2);
  });
});
