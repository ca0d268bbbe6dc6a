// @vitest-environment jsdom
import '../../test/domSetup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAuthProvider, getDataProvider } from '../../providers/fake';
import { smallFixture } from '../../test/fixture';
import { renderApp } from '../../test/renderApp';
import { workScope } from '../../state/workScope';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../domain/dates';

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
  return { dataProvider: getDataProvider(data, { scope: workScope.get, timeZone: DEFAULT_COMPANY_TIME_ZONE }), authProvider: getAuthProvider() };
}

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('employees screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

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

  it('gives an administrator the person’s GPS positions of the days chosen as CSV, saying how long they are kept', async () => {
    const data = smallFixture();
    data['location-history'].push(
      { id: 1, person: 1, vehicle: null, ride: null, latitude: 51.7, longitude: 20.8, datetime: '2026-06-01T08:00:05.000Z' },
      { id: 2, person: 1, vehicle: null, ride: null, latitude: 51.8, longitude: 20.9, datetime: '2026-07-01T08:00:00.000Z' },
    );
    const backend = { dataProvider: getDataProvider(data, { scope: workScope.get, timeZone: DEFAULT_COMPANY_TIME_ZONE }), authProvider: getAuthProvider() };
    const exported = vi.spyOn(backend.dataProvider, 'exportPersonPositionsCsv');
    const saved: Array<{ name: string; blob: Blob }> = [];
    let blob: Blob | undefined;
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = (file: Blob) => {
          blob = file;
          return 'blob:csv';
        };
        static revokeObjectURL = () => undefined;
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blob! });
    });
    renderApp('/employees', { site: 1, backend });
    await screen.findByText('Kowalski');
    await userEvent.click(within(row('Kowalski')).getByRole('button', { name: 'Edytuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj Pracownika' });
    const section = await within(dialog).findByTestId('positions-export');
    expect(section).toHaveTextContent('Eksport pozycji GPS');
    expect(section).toHaveTextContent('przechowywane 90 dni');
    const from = within(section).getByLabelText('Pozycje od');
    const to = within(section).getByLabelText('Pozycje do');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-05-31');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-06-01');
    expect(within(section).getByText('Wybierz daty: „Pozycje od” nie później niż „Pozycje do”.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Pobierz pozycje (CSV)' })).toBeNull();
    await userEvent.clear(to);
    await userEvent.type(to, '2026-06-30');
    await userEvent.click(within(section).getByRole('button', { name: 'Pobierz pozycje (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exported).toHaveBeenCalledWith(1, { from: '2026-06-01', to: '2026-06-30' });
    expect(saved[0].name).toBe('pozycje-gps_pracownik-1_2026-06-01_2026-06-30.csv');
    expect((await saved[0].blob.text()).replace(/^\ufeff/, '').split('\r\n')).toEqual([
      'Czas;Szerokość geograficzna;Długość geograficzna;Pojazd;Przejazd',
      '01.06.2026 10:00:05;51,7;20,8;;',
      '',
    ]);
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
