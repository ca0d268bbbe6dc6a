// @vitest-environment jsdom
import '../../test/domSetup';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBackend, renderApp } from '../../test/renderApp';

const NBSP = '\u00a0';
const CAPACITY = 'Pojemność zbiornika (l)';
const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

async function openAdd() {
  const backend = fakeBackend();
  const create = vi.spyOn(backend.dataProvider, 'create');
  renderApp('/vehicles', { site: 1, backend });
  await screen.findByText('WPL 12345');
  await userEvent.click(screen.getByRole('button', { name: 'Dodaj maszynę' }));
  const dialog = await screen.findByRole('dialog', { name: 'Dodaj maszynę' });
  const fill = async (label: string, text: string) => {
    await userEvent.clear(within(dialog).getByLabelText(label, { exact: false }));
    await userEvent.type(within(dialog).getByLabelText(label, { exact: false }), text);
  };
  await fill('Numer boczny', '1 077');
  await fill('Numer rejestracyjny', 'WGR 77001');
  await fill('Model pojazdu', 'Liebherr A 918');
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Typ pojazdu/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Koparka kołowa' }));
  const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj maszynę' }));
  return { backend, create, dialog, fill, submit };
}

describe('number inputs', () => {
  it('are text inputs with a numeric keyboard, so a decimal comma is kept', async () => {
    const { dialog } = await openAdd();
    const capacity = within(dialog).getByLabelText(CAPACITY, { exact: false });
    expect(capacity).toHaveAttribute('type', 'text');
    expect(capacity).toHaveAttribute('inputmode', 'decimal');
    expect(within(dialog).getByLabelText('Numer boczny', { exact: false })).toHaveAttribute('inputmode', 'numeric');
  });

  it('read "12,5" as 12.5: stored as a number and listed as 12,50', async () => {
    const { backend, create, fill, submit } = await openAdd();
    await fill(CAPACITY, '12,5');
    await submit();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const { data } = await backend.dataProvider.getList('vehicles', {
      filter: { q: 'WGR 77001' },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(data).toEqual([expect.objectContaining({ fleet_number: 1077, fuel_capacity: 12.5 })]);
    expect(await within(await waitFor(() => row('WGR 77001'))).findByText('12,50')).toBeInTheDocument();
  });

  it('refuse "12,5,5" in Polish under the field, keep the text and send nothing', async () => {
    const { create, dialog, fill, submit } = await openAdd();
    await fill(CAPACITY, '12,5,5');
    await submit();
    expect(await within(dialog).findByText('Podaj liczbę, np. 12,5 lub 1 234,5.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(CAPACITY, { exact: false })).toHaveValue('12,5,5');
    await fill(CAPACITY, '12,555');
    await submit();
    expect(await within(dialog).findByText('Podaj wartość z najwyżej 2 miejscami po przecinku.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('show a stored value Polish-style in the edit dialog and send it back unchanged', async () => {
    const backend = fakeBackend();
    const update = vi.spyOn(backend.dataProvider, 'update');
    renderApp('/vehicles', { site: 1, backend });
    expect(await within(await waitFor(() => row('WPL 55210'))).findByText('9 000,00')).toBeInTheDocument();
    await userEvent.click(within(row('WPL 55210')).getByRole('button', { name: 'Edytuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj maszynę' });
    const capacity = within(dialog).getByLabelText(CAPACITY, { exact: false });
    expect(capacity).toHaveValue(`9${NBSP}000,00`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edytuj maszynę' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const { data } = await backend.dataProvider.getOne('vehicles', { id: 2 });
    expect(data).toMatchObject({ fuel_capacity: 9000, fleet_number: 31 });
  });

  it('show what they read when left: "1234.5" becomes "1 234,50"', async () => {
    const { dialog, fill } = await openAdd();
    await fill(CAPACITY, '1234.5');
    await userEvent.tab();
    expect(within(dialog).getByLabelText(CAPACITY, { exact: false })).toHaveValue(`1${NBSP}234,50`);
  });
});
