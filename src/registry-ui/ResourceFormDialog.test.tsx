// @vitest-environment jsdom
import '../test/domSetup';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { getAuthProvider, getDataProvider } from '../providers/fake';
import { smallFixture } from '../test/fixture';
import { fakeBackend, renderApp } from '../test/renderApp';
import { workScope } from '../state/workScope';
import { DEFAULT_COMPANY_TIME_ZONE } from '../domain/dates';

describe('record dialog', () => {
  it('shows a server rule’s message (400 {errors: {field: [message]}}) under its field, the dialog staying open', async () => {
    const backend = fakeBackend();
    const message = 'Numer boczny jest już zajęty na tej budowie.';
    vi.spyOn(backend.dataProvider, 'create').mockRejectedValue(
      new HttpError('Nieprawidłowe dane.', 400, { detail: 'Nieprawidłowe dane.', errors: { fleet_number: [message] } }),
    );
    renderApp('/vehicles', { site: 1, backend });
    await screen.findByText('WPL 12345');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj maszynę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj maszynę' });
    await userEvent.type(within(dialog).getByLabelText('Numer boczny', { exact: false }), '12');
    await userEvent.type(within(dialog).getByLabelText('Numer rejestracyjny', { exact: false }), 'WGR 77001');
    await userEvent.type(within(dialog).getByLabelText('Model pojazdu', { exact: false }), 'Liebherr');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Typ pojazdu/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cysterna' }));
    await userEvent.type(within(dialog).getByLabelText('Pojemność zbiornika (l)', { exact: false }), '300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj maszynę' }));
    const fleetNumber = within(dialog).getByLabelText('Numer boczny', { exact: false });
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(fleetNumber).toHaveAttribute('aria-invalid', 'true');
    expect(fleetNumber.closest('.MuiFormControl-root')).toHaveTextContent(message);
  });

  it.each([
    ['/vehicles', 'WPL 12345', 'Maszyna'],
    // A reference, date pickers, money, a file and a note.
    ['/vehicle-documents', 'PT/2026/17', 'Dokument maszyny'],
  ])('shows a record of %s read-only to an account that may not change it: every input disabled, nothing to save', async (path, text, title) => {
    const fixture = {
      ...smallFixture(),
      'vehicle-documents': [{ id: 1, vehicle: 1, kind: 'inspection', number: 'PT/2026/17', valid_from: '2026-01-10', valid_until: '2027-01-10', cost: 180 }],
    };
    const backend = { dataProvider: getDataProvider(fixture, { scope: workScope.get, timeZone: DEFAULT_COMPANY_TIME_ZONE }), authProvider: getAuthProvider() };
    renderApp(path, { site: 1, access: { role: 'office', sites: [1] }, backend });
    const row = (await screen.findByText(text)).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Pokaż' }));
    const dialog = await screen.findByRole('dialog', { name: title });
    const inputs = [...within(dialog).queryAllByRole('textbox'), ...within(dialog).queryAllByRole('combobox'), ...within(dialog).queryAllByRole('spinbutton')];
    expect(inputs.length).toBeGreaterThan(3);
    for (const input of inputs) expect(input.matches(':disabled') || input.getAttribute('aria-disabled') === 'true', input.outerHTML).toBe(true);
    expect(within(dialog).queryByRole('button', { name: /Zapisz|Edytuj/ })).not.toBeInTheDocument();
  });
});
