// @vitest-environment jsdom
/**
 * The upgrade test of ResourceTableBody, the registry lists' fork of react-admin's table body: the
 * same list is rendered with react-admin's own body and with the fork, and each must keep what
 * <DataTable> offers — sorting from the headers, row selection (with rows that cannot be selected
 * and the header's select-all), the column chooser and the empty state. When a react-admin upgrade
 * changes how <DataTable> hands these to its body (its contexts, store, callbacks or class names),
 * the fork's run fails while react-admin's own still passes.
 */
import '../test/domSetup';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ColumnsButton, DataTable, List, TopToolbar, memoryStore } from 'react-admin';
import { ResourceContextProvider, type RaRecord } from 'ra-core';
import fakeRestProvider from 'ra-data-fakerest';
import type { ComponentProps } from 'react';
import { i18nProvider } from '../i18n/i18nProvider';
import { ResourceTableBody } from './ResourceTableBody';

const MATERIALS = [
  { id: 1, name: 'Piasek', unit: 't' },
  { id: 2, name: 'Żwir', unit: 'm3' },
  { id: 3, name: 'Kruszywo', unit: 'kg' },
];

type Body = ComponentProps<typeof DataTable>['body'];

/** A list as the registry lists use <DataTable>: bulk actions, a column chooser, an empty state, one row not selectable. */
const renderList = (body: Body, rows: RaRecord[] = MATERIALS) =>
  render(
    <AdminContext dataProvider={fakeRestProvider({ materials: rows }, false)} i18nProvider={i18nProvider} store={memoryStore()}>
      <ResourceContextProvider value="materials">
        <List
          disableSyncWithLocation
          empty={false}
          sort={{ field: 'name', order: 'ASC' }}
          actions={
            <TopToolbar>
              <ColumnsButton />
            </TopToolbar>
          }
        >
          <DataTable body={body} isRowSelectable={(record) => record.id !== 2} empty={<p>Brak materiałów</p>}>
            <DataTable.Col source="name" label="Nazwa" />
            <DataTable.Col source="unit" label="Jednostka" />
          </DataTable>
        </List>
      </ResourceContextProvider>
    </AdminContext>,
  );

// The table by its element: while the column chooser's menu is open, the rest of the page is aria-hidden.
const table = () => document.querySelector('table')!;
const bodyRows = () => Array.from(table().querySelectorAll('tbody tr'));
const column = (source: string) => bodyRows().map((row) => row.querySelector(`td.column-${source}`)?.textContent ?? null);
const rowCheckboxes = () => bodyRows().map((row) => within(row as HTMLElement).getByRole('checkbox'));

describe.each([
  ['react-admin’s own body', undefined],
  ['ResourceTableBody', ResourceTableBody],
] as Array<[string, Body]>)('a registry list’s table with %s', (_name, body) => {
  it('shows the rows in the sort asked for, and sorts the other way from the column header', async () => {
    renderList(body);
    await waitFor(() => expect(column('name')).toEqual(['Kruszywo', 'Piasek', 'Żwir']));
    await userEvent.click(screen.getByRole('button', { name: /Nazwa/ }));
    await waitFor(() => expect(column('name')).toEqual(['Żwir', 'Piasek', 'Kruszywo']));
    expect(column('unit')).toEqual(['m3', 't', 'kg']);
  });

  it('selects rows with their checkboxes and all selectable ones from the header, never one that is not selectable', async () => {
    const user = userEvent.setup();
    renderList(body);
    await waitFor(() => expect(column('name')).toEqual(['Kruszywo', 'Piasek', 'Żwir']));
    const [kruszywo, piasek, zwir] = rowCheckboxes();
    expect(zwir).toBeDisabled();
    await user.click(piasek);
    expect(rowCheckboxes().map((checkbox) => (checkbox as HTMLInputElement).checked)).toEqual([false, true, false]);
    expect(bodyRows()[1]).toHaveClass('RaDataTable-selectable');
    const header = table().querySelector('thead')!;
    await user.click(within(header).getByRole('checkbox'));
    expect(rowCheckboxes().map((checkbox) => (checkbox as HTMLInputElement).checked)).toEqual([true, true, false]);
    await user.click(kruszywo);
    expect(rowCheckboxes().map((checkbox) => (checkbox as HTMLInputElement).checked)).toEqual([false, true, false]);
  });

  it('hides a column switched off in the column chooser, in the header and in every row, and shows it again', async () => {
    const user = userEvent.setup();
    renderList(body);
    await waitFor(() => expect(column('unit')).toEqual(['kg', 't', 'm3']));
    const headers = () => Array.from(table().querySelectorAll('th')).map((header) => header.textContent);
    await user.click(screen.getByRole('button', { name: 'Kolumny' }));
    await user.click(await screen.findByLabelText('Jednostka'));
    await waitFor(() => expect(headers()).not.toContain('Jednostka'));
    expect(column('unit')).toEqual([null, null, null]);
    expect(column('name')).toEqual(['Kruszywo', 'Piasek', 'Żwir']);
    await user.click(screen.getByLabelText('Jednostka'));
    await waitFor(() => expect(column('unit')).toEqual(['kg', 't', 'm3']));
  });

  it('shows the empty state without rows', async () => {
    renderList(body, []);
    expect(await screen.findByText('Brak materiałów')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
