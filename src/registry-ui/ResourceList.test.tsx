// @vitest-environment jsdom
import '../test/domSetup';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { deleteEach } from '../providers/deleteEach';
import { fakeBackend, renderApp } from '../test/renderApp';

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent);

describe('generic resource list (materials)', () => {
  it('lists the selected site’s rows with the spec’s table controls', async () => {
    renderApp('/materials', { site: 1 });
    expect(await screen.findByText('Piasek')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Kruszywo łamane', 'Piasek', 'Żwir 8-16']);
    expect(screen.getByPlaceholderText('Szukaj wartosci...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kolumny' })).toBeInTheDocument();
    expect(screen.getByText('Zaznaczono 0 z 3 wierszy')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Edycja' })).toBeInTheDocument();
  });

  it('hides and shows a column from the "Kolumny" menu, in the header and in every row', async () => {
    renderApp('/materials', { site: 1 });
    await screen.findByText('Piasek');
    const table = screen.getByRole('table');
    const headers = () => Array.from(table.querySelectorAll('th')).map((header) => header.textContent);
    await userEvent.click(screen.getByRole('button', { name: 'Kolumny' }));
    // react-admin fills the menu a moment after the rows are shown (see ListColumnsButton).
    await userEvent.click(await screen.findByLabelText('Nazwa'));
    await waitFor(() => expect(headers()).not.toContain('Nazwa'));
    expect(table.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(table.querySelectorAll('tbody td.column-name')).toHaveLength(0);
    expect(within(table).queryByText('Piasek')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Nazwa'));
    await waitFor(() => expect(headers()).toContain('Nazwa'));
    expect(Array.from(table.querySelectorAll('tbody td.column-name')).map((cell) => cell.textContent)).toEqual(['Kruszywo łamane', 'Piasek', 'Żwir 8-16']);
  });

  it('selects rows with their checkboxes, a shift-click selecting the range between', async () => {
    const user = userEvent.setup();
    renderApp('/materials', { site: 1 });
    await screen.findByText('Piasek');
    const checkboxes = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getByRole('checkbox'));
    expect(checkboxes).toHaveLength(3);
    expect(checkboxes[0]).toHaveAccessibleName('Zaznacz ten wiersz');
    await user.click(checkboxes[0]);
    expect(checkboxes[0]).toBeChecked();
    expect(checkboxes[0].closest('.MuiCheckbox-root')).toHaveClass('Mui-checked');
    await user.keyboard('{Shift>}');
    await user.click(checkboxes[2]);
    await user.keyboard('{/Shift}');
    expect(screen.getByText('Zaznaczono 3 z 3 wierszy')).toBeInTheDocument();
    await user.click(checkboxes[1]);
    expect(checkboxes[1]).not.toBeChecked();
    expect(screen.getByText('Zaznaczono 2 z 3 wierszy')).toBeInTheDocument();
  });

  it('searches', async () => {
    renderApp('/materials', { site: 1 });
    await userEvent.type(await screen.findByPlaceholderText('Szukaj wartosci...'), 'piasek');
    await waitFor(() => expect(rowNames()).toEqual(['Piasek']));
  });

  it('shows "Brak wyników." when nothing matches', async () => {
    renderApp('/materials', { site: 1 });
    await userEvent.type(await screen.findByPlaceholderText('Szukaj wartosci...'), 'beton');
    expect(await screen.findByText('Brak wyników.')).toBeInTheDocument();
  });

  it('enables bulk delete once a row is selected and deletes after confirmation', async () => {
    renderApp('/materials', { site: 1 });
    await screen.findByText('Piasek');
    const trash = screen.getByRole('button', { name: 'Usuń zaznaczone' });
    expect(trash).toBeDisabled();
    const piasek = screen.getByText('Piasek').closest('tr') as HTMLElement;
    await userEvent.click(within(piasek).getByRole('checkbox'));
    expect(screen.getByText('Zaznaczono 1 z 3 wierszy')).toBeInTheDocument();
    await userEvent.click(trash);
    const dialog = await screen.findByRole('dialog', { name: 'Czy jesteś pewien?' });
    expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(screen.queryByText('Piasek')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Zaznaczono 0 z 2 wierszy')).toBeInTheDocument();
  });

  it('adds through the dialog: validation, then save, toast and refetch', async () => {
    renderApp('/materials', { site: 1 });
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj materiał' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj materiał' }));
    expect(await within(dialog).findByText('To pole jest wymagane.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nazwa' }), 'Beton C30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj materiał' }));
    expect(await screen.findByText('Beton C30')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits through the dialog', async () => {
    renderApp('/materials', { site: 1 });
    const piasek = (await screen.findByText('Piasek')).closest('tr') as HTMLElement;
    await userEvent.click(within(piasek).getByRole('button', { name: 'Edytuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj materiał' });
    const name = within(dialog).getByRole('textbox', { name: 'Nazwa' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Piasek płukany');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edytuj materiał' }));
    expect(await screen.findByText('Piasek płukany')).toBeInTheDocument();
  });

  it('deletes the rows it can and names the others with the server’s reason under the spec’s toast', async () => {
    const inUse = 'Nie można usunąć: rekord jest używany w innych danych (Przejazdy).';
    const backend = fakeBackend();
    const { dataProvider } = backend;
    // Piasek (1) and Żwir 8-16 (2) are used by rides: the server answers their DELETE with 409.
    vi.spyOn(dataProvider, 'deleteMany').mockImplementation((resource, { ids }) =>
      deleteEach(ids, (id) => (id === 1 || id === 2 ? Promise.reject(new HttpError(inUse, 409)) : dataProvider.delete(resource, { id }))),
    );
    renderApp('/materials', { site: 1, backend });
    await screen.findByText('Piasek');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Zaznacz wszystko' }));
    await userEvent.click(screen.getByRole('button', { name: 'Usuń zaznaczone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Czy jesteś pewien?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    const toast = await screen.findByText(/^Nie udało się usunąć materiałów\./);
    expect(toast.textContent).toBe(`Nie udało się usunąć materiałów.\nNie usunięto: Piasek, Żwir 8-16. ${inUse}`);
    await waitFor(() => expect(rowNames()).toEqual(['Piasek', 'Żwir 8-16']));
    expect(screen.getByText('Zaznaczono 2 z 2 wierszy')).toBeInTheDocument();
  });

  it('after a failed load shows no counts or pager for rows it does not show, and the next search asks again', async () => {
    const backend = fakeBackend();
    const getList = backend.dataProvider.getList.bind(backend.dataProvider);
    let serverDown = false;
    vi.spyOn(backend.dataProvider, 'getList').mockImplementation((resource, params) =>
      serverDown ? Promise.reject(new HttpError('Wystąpił błąd serwera.', 500)) : getList(resource, params),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/materials', { site: 1, backend });
    await screen.findByText('Piasek');
    serverDown = true;
    const search = screen.getByPlaceholderText('Szukaj wartosci...');
    await userEvent.type(search, 'pias');
    expect(await screen.findByText('Brak wyników.')).toBeInTheDocument();
    expect(screen.queryByTestId('selection-count')).not.toBeInTheDocument();
    expect(screen.queryByText(/z \d+$/)).not.toBeInTheDocument();
    serverDown = false;
    await userEvent.type(search, 'e');
    await waitFor(() => expect(rowNames()).toEqual(['Piasek']));
    expect(screen.getByText('Zaznaczono 0 z 1 wierszy')).toBeInTheDocument();
  });

  it('offers an office account no add, bulk delete or save: a row opens its record read-only, with its history', async () => {
    renderApp('/materials', { site: 1, access: { role: 'office', sites: null } });
    const piasek = (await screen.findByText('Piasek')).closest('tr') as HTMLElement;
    expect(screen.queryByRole('button', { name: 'Dodaj materiał' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Usuń zaznaczone' })).not.toBeInTheDocument();
    expect(within(piasek).queryByRole('button', { name: 'Edytuj' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Podgląd' })).toBeInTheDocument();
    await userEvent.click(within(piasek).getByRole('button', { name: 'Pokaż' }));
    const dialog = await screen.findByRole('dialog', { name: 'Materiał' });
    expect(within(dialog).getByRole('textbox', { name: 'Nazwa' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Nazwa' })).toHaveValue('Piasek');
    expect(within(dialog).getByRole('button', { name: 'Historia zmian' })).toBeEnabled();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Historia zmian', 'Zamknij']);
  });

  it('lets a site manager change his site’s rows', async () => {
    renderApp('/materials', { site: 1, access: { role: 'site_manager', sites: [1] } });
    await screen.findByText('Piasek');
    expect(screen.getByRole('button', { name: 'Dodaj materiał' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usuń zaznaczone' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Edytuj' })).toHaveLength(3);
  });

  it('offers a site manager no add or delete of company-wide rows (fuel places and providers), nor a new site', async () => {
    renderApp('/petrol-places-and-providers', { site: 1, access: { role: 'site_manager', sites: [1] } });
    // Both lists' toolbars are there (their "Kolumny" beside where "Dodaj…" would be).
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Kolumny' })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Dodaj miejsce paliwa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dodaj dostawcę' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Usuń zaznaczone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dodaj budowę' })).not.toBeInTheDocument();
  });
});
