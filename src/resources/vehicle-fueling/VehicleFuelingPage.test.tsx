// @vitest-environment jsdom
import '../../test/domSetup';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBackend, renderApp } from '../../test/renderApp';

describe('/vehicle-fueling', () => {
  it('preselects the site’s first tanker, shows its card and lists only its fuelings', async () => {
    const backend = fakeBackend();
    const getList = vi.spyOn(backend.dataProvider, 'getList');
    renderApp('/vehicle-fueling', { site: 1, backend });
    const card = await screen.findByRole('region', { name: 'Cysterna' });
    expect(screen.getByRole('combobox', { name: 'Cysterna' })).toHaveValue('31 · WPL 55210 · MAN TGS cysterna');
    expect(within(card).getByText('WPL 55210')).toBeInTheDocument();
    expect(within(card).getByText('Cysterna')).toBeInTheDocument();
    // Capacity in litres, Polish style: grouped thousands, two decimals.
    expect(within(card).getByText('9 000,00')).toBeInTheDocument();
    expect(within(card).getByText('S7 Płońsk – Czosnów')).toBeInTheDocument();
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith('vehicle-fueling', expect.objectContaining({ filter: { tanker: 2 }, sort: { field: 'datetime', order: 'DESC' } })),
    );
    expect(getList).toHaveBeenCalledWith('vehicles', expect.objectContaining({ filter: { vehicle_type: 'TANK' } }));
  });

  it('starts a new fueling with the chosen tanker', async () => {
    renderApp('/vehicle-fueling', { site: 1 });
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj tankowanie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj tankowanie' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Cysterna' })).toHaveValue('31 WPL 55210'));
  });

  it('asks for a tanker when none is chosen', async () => {
    renderApp('/vehicle-fueling', { site: 1 });
    await screen.findByRole('region', { name: 'Cysterna' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Cysterna' }));
    await userEvent.click(screen.getByRole('button', { name: 'Wyczyść' }));
    expect(await screen.findByText('Wybierz cysternę, aby wyświetlić tankowania.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('has nothing to show on a site without tankers', async () => {
    renderApp('/vehicle-fueling', { site: 2 });
    expect(await screen.findByText('Wybierz cysternę, aby wyświetlić tankowania.')).toBeInTheDocument();
  });
});
