// @vitest-environment jsdom
/**
 * ListTable (issue 29 §5): rows a page already has, shown as the registry lists show theirs — the
 * headers sort them, 50 a page with the counter and the pagination under them, "Brak wyników."
 * when there is none, each cell named by its column for the phone's cards, a heading before each
 * group of rows.
 */
import '../test/domSetup';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { ListTable, LocalList, type ListTableColumn } from './ListTable';

interface Row {
  id: number;
  name: string;
  litres: number;
  type: string;
}

const COLUMNS: ListTableColumn<Row>[] = [
  { source: 'name', label: 'Pojazd', render: (row) => row.name },
  { source: 'litres', label: 'Litry', numeric: true, render: (row) => `${row.litres} l` },
];

const renderTable = (rows: Row[], props: Partial<Parameters<typeof ListTable<Row>>[0]> = {}) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <LocalList resource="test-rows" rows={rows}>
        <ListTable label="Pojazdy" columns={COLUMNS} rowAttributes={(row) => ({ 'data-vehicle': row.id })} {...props} />
      </LocalList>
    </AdminContext>,
  );

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Pojazdy' }))
    .getAllByRole('row')
    .slice(1);
const names = () =>
  bodyRows()
    .filter((row) => row.hasAttribute('data-vehicle'))
    .map((row) => row.querySelector('td')!.textContent);

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Pojazd ${String(index + 1).padStart(2, '0')}`,
    litres: (index * 7) % 11,
    type: index < 2 ? 'Koparka' : 'Wywrotka',
  }));

describe('ListTable', () => {
  it('shows the rows in their given order until a header sorts them, either way', async () => {
    renderTable(rows(3));
    expect(names()).toEqual(['Pojazd 01', 'Pojazd 02', 'Pojazd 03']);
    await userEvent.click(screen.getByRole('button', { name: /Litry/ }));
    await waitFor(() => expect(names()).toEqual(['Pojazd 01', 'Pojazd 03', 'Pojazd 02']));
    await userEvent.click(screen.getByRole('button', { name: /Litry/ }));
    await waitFor(() => expect(names()).toEqual(['Pojazd 02', 'Pojazd 03', 'Pojazd 01']));
  });

  it('pages by 50 with the selection counter, and names each cell by its column', async () => {
    renderTable(rows(60));
    expect(bodyRows()).toHaveLength(50);
    expect(screen.getByTestId('selection-count')).toHaveTextContent('Zaznaczono 0 z 60 wierszy');
    const first = bodyRows()[0];
    expect(first).toHaveAttribute('data-vehicle', '1');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Pojazd', 'Litry']);
    await userEvent.click(screen.getByRole('button', { name: /następn/i }));
    await waitFor(() =>
      expect(names()).toEqual([
        'Pojazd 51',
        'Pojazd 52',
        'Pojazd 53',
        'Pojazd 54',
        'Pojazd 55',
        'Pojazd 56',
        'Pojazd 57',
        'Pojazd 58',
        'Pojazd 59',
        'Pojazd 60',
      ]),
    );
  });

  it('says "Brak wyników." with no row, or the page’s own words', () => {
    const { unmount } = renderTable([]);
    expect(screen.getByText('Brak wyników.')).toBeInTheDocument();
    expect(screen.queryByTestId('selection-count')).toBeNull();
    unmount();
    renderTable([], { empty: 'Brak kont.' });
    expect(screen.getByText('Brak kont.')).toBeInTheDocument();
  });

  it('heads each group of consecutive rows with a row of its own', () => {
    renderTable(rows(4), { rowGroup: (row) => ({ key: row.type, label: row.type }) });
    const table = screen.getByRole('table', { name: 'Pojazdy' });
    expect(Array.from(table.querySelectorAll('tr[data-group]')).map((row) => row.textContent)).toEqual(['Koparka', 'Wywrotka']);
    expect(bodyRows().map((row) => row.textContent?.slice(0, 9))).toEqual(['Koparka', 'Pojazd 01', 'Pojazd 02', 'Wywrotka', 'Pojazd 03', 'Pojazd 04']);
  });
});
