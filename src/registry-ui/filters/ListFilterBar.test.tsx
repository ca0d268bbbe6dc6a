// @vitest-environment jsdom
import '../../test/domSetup';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBackend, renderApp } from '../../test/renderApp';

const plates = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td.column-registration_number')?.textContent);
const filterBar = () => screen.getByRole('search', { name: 'Filtry' });
const lastFilter = (getList: ReturnType<typeof vi.spyOn>) => (getList.mock.calls.at(-1)?.[1] as { filter: Record<string, unknown> }).filter;

describe('list filter bar', () => {
  it('filters vehicles by type: the rows, the address and the filter sent', async () => {
    const backend = fakeBackend();
    const getList = vi.spyOn(backend.dataProvider, 'getList');
    renderApp('/vehicles', { site: 1, backend });
    await screen.findByText('WPL 12345');
    expect(plates()).toEqual(['WPL 12345', 'WPL 55210']);
    // No site filter on a site-scoped list: the selected site scopes it.
    expect(within(filterBar()).queryByRole('combobox', { name: 'Budowa' })).not.toBeInTheDocument();

    await userEvent.click(within(filterBar()).getByRole('combobox', { name: 'Typ pojazdu' }));
    expect(screen.getByRole('option', { name: 'Wszystkie' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Cysterna' }));
    await waitFor(() => expect(plates()).toEqual(['WPL 55210']));
    expect(window.location.pathname).toBe('/vehicles');
    expect(window.location.search).toBe('?vehicle_type=TANK');
    expect(lastFilter(getList)).toEqual({ vehicle_type: 'TANK' });
  });

  it('reads the filter from a shared (or reloaded) address; "Wyczyść filtry" drops it', async () => {
    renderApp('/vehicles?vehicle_type=TANK', { site: 1 });
    await waitFor(() => expect(plates()).toEqual(['WPL 55210']));
    expect(within(filterBar()).getByRole('combobox', { name: 'Typ pojazdu' })).toHaveTextContent('Cysterna');
    await userEvent.click(within(filterBar()).getByRole('button', { name: 'Wyczyść filtry' }));
    await waitFor(() => expect(plates()).toEqual(['WPL 12345', 'WPL 55210']));
    expect(window.location.search).toBe('');
    expect(within(filterBar()).queryByRole('button', { name: 'Wyczyść filtry' })).not.toBeInTheDocument();
  });

  it('filters by a reference chosen by its text in an autocomplete (employees by role)', async () => {
    const backend = fakeBackend();
    const getList = vi.spyOn(backend.dataProvider, 'getList');
    renderApp('/employees', { backend });
    await screen.findByText('Kowalski');
    // The "Kolumny" menu mounts hidden once the rows show, and its search field takes the focus
    // then (ListColumnsButton): wait for it, so that the typing below goes to the filter.
    await waitFor(() => expect(document.querySelector('input[type="search"], [id$="columnsSelector"] input')).not.toBeNull());
    const role = within(filterBar()).getByRole('combobox', { name: 'Rola' });
    await userEvent.type(role, 'Oper');
    await userEvent.click(await screen.findByRole('option', { name: 'Operator' }, { timeout: 10_000 }));
    await waitFor(() => expect(screen.queryByText('Kowalski')).not.toBeInTheDocument());
    expect(screen.getByText('Nowak')).toBeInTheDocument();
    expect(window.location.search).toBe('?role=2');
    expect(getList.mock.calls.some(([resource, params]) => resource === 'employees' && params.filter.role === '2')).toBe(true);
  });
});
