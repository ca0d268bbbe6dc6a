// @vitest-environment jsdom
import '../../test/domSetup';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { getAuthProvider, getDataProvider } from '../../providers/fake';
import { smallFixture } from '../../test/fixture';
import { fakeBackend, renderApp } from '../../test/renderApp';
import { workScope } from '../../state/workScope';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../domain/dates';

/** Site 1's people, named so that a byte order (Ł, Ś after Z) or a first-name order would differ. */
function backendWithPeople() {
  const data = smallFixture();
  const names = [
    ['Zofia', 'Śliwa'],
    ['Anna', 'Łata'],
    ['Jan', 'Nowak'],
    ['Adam', 'Szymański'],
    ['Ewa', 'Lis'],
    ['Adam', 'Nowak'],
    ['Bartosz', 'Zając'],
    ['Celina', 'Sowa'],
  ];
  data.employees = names.map(([first_name, last_name], index) => ({
    id: index + 1,
    first_name,
    last_name,
    pesel: '',
    is_foreigner: false,
    role: 1,
    site: 1,
    username: `osoba${index + 1}`,
  }));
  return { dataProvider: getDataProvider(data, { scope: workScope.get, timeZone: DEFAULT_COMPANY_TIME_ZONE }), authProvider: getAuthProvider() };
}

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

  it('list people A→Z by surname, then first name, in Polish order (Ł after L, Ś after S)', async () => {
    renderApp('/fueling', { site: 1, backend: backendWithPeople() });
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj tankowanie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj tankowanie' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Kierowca' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Ewa Lis',
      'Anna Łata',
      'Adam Nowak',
      'Jan Nowak',
      'Celina Sowa',
      'Adam Szymański',
      'Zofia Śliwa',
      'Bartosz Zając',
    ]);
  });
});
