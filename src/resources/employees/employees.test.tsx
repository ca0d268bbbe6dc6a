// @vitest-environment jsdom
import '../../test/domSetup';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAuthProvider, getDataProvider } from '../../providers/fake';
import { smallFixture } from '../../test/fixture';
import { renderApp } from '../../test/renderApp';
import { workScope } from '../../state/workScope';

/** The small fixture plus an employee whose role id no role has. */
function backendWithUnknownRole() {
  const data = smallFixture();
  data.employees.push({
    id: 9,
    first_name: 'Zenon',
    last_name: 'Bezrolny',
    pesel: '',
    is_foreigner: false,
    role: 99,
    site: 1,
    username: 'zbezrolny',
  });
  return { dataProvider: getDataProvider(data, { scope: workScope.get }), authProvider: getAuthProvider() };
}

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('employees screen', () => {
  it('shows Tak/Nie, the role name, and BRAK ROLI for an unknown role', async () => {
    renderApp('/employees', { site: 1, backend: backendWithUnknownRole() });
    expect(await screen.findByText('Bezrolny')).toBeInTheDocument();
    expect(within(row('Bezrolny')).getByText('BRAK ROLI')).toBeInTheDocument();
    expect(within(row('Kowalski')).getByText('Kierowca')).toBeInTheDocument();
    expect(within(row('Kowalski')).getByText('Nie')).toBeInTheDocument();
  });

  it('refuses to save an employee whose role is unknown: "Nie znaleziono roli", nothing sent', async () => {
    const backend = backendWithUnknownRole();
    const update = vi.spyOn(backend.dataProvider, 'update');
    renderApp('/employees', { site: 1, backend });
    await screen.findByText('Bezrolny');
    await userEvent.click(within(row('Bezrolny')).getByRole('button', { name: 'Edytuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj Pracownika' });
    expect(within(dialog).getByRole('textbox', { name: 'Login' })).toHaveValue('zbezrolny');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edytuj pracownika' }));
    expect(await screen.findByText('Nie znaleziono roli')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('preloads the employees and the roles when the menu entry is hovered', async () => {
    const backend = backendWithUnknownRole();
    const getList = vi.spyOn(backend.dataProvider, 'getList');
    renderApp('/materials', { site: 1, backend });
    await screen.findByText('Piasek');
    getList.mockClear();
    await userEvent.hover(screen.getByRole('link', { name: 'Pracownicy' }));
    await waitFor(() => expect(getList.mock.calls.map(([resource]) => resource).sort()).toEqual(['employees', 'roles']));
  });
});
